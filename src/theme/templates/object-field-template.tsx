import { canExpand, buttonId, descriptionId, getTemplate, getUiOptions, titleId } from '@rjsf/utils';
import { BlockActions } from '../../engine/renderer/block-actions';
import { inputWeight, useProgressiveCount } from '../../engine/renderer/use-progressive';
import type { AppObjectFieldTemplateProps, JsonValue, Schema } from '../../engine/types';
import { FIELDSET } from './fieldset-style';

/**
 * An object: a fieldset with title, description, its properties (in `ui:options.columns` columns when
 * given), the block's own actions when `ui:options.actions` names them and, when expandable, an add button.
 * A form's root shows its first properties at once and the rest in the renders after (`useProgressiveCount`).
 */
export default function ObjectFieldTemplate(props: AppObjectFieldTemplateProps) {
  const {
    className,
    description,
    disabled,
    formData,
    fieldPathId,
    onAddProperty,
    optionalDataControl,
    properties,
    readonly,
    registry,
    required,
    schema,
    title,
    uiSchema,
  } = props;
  const options = getUiOptions(uiSchema);
  const root = fieldPathId.path.length === 0;
  const values = (formData ?? {}) as Record<string, JsonValue>;
  const revealed = useProgressiveCount(root ? properties.length : 0, () =>
    properties.map((property) =>
      property.hidden ? 0 : inputWeight(schema.properties?.[property.name] as Schema, values[property.name]),
    ),
  );
  const shown = root ? properties.slice(0, revealed) : properties;
  // Assistive technology (and a test) can tell a form still filling in from a finished one.
  const busy = shown.length < properties.length ? true : undefined;
  // `"ui:options": { "columns": 2 }` lays the properties out in a grid (pairs such as name and kana).
  const columns = typeof options.columns === 'number' ? options.columns : 1;
  const TitleFieldTemplate = getTemplate('TitleFieldTemplate', registry, options);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, options);
  // A bare oneOf/anyOf: the multi-schema field renders the selector and the chosen option itself.
  if ((schema.oneOf || schema.anyOf) && !schema.properties && properties.length === 0) {
    return null;
  }
  const controlInTitle = !readonly && !disabled;
  const { AddButton } = registry.templates.ButtonTemplates;
  return (
    <fieldset className={className} id={fieldPathId.$id} style={FIELDSET} aria-busy={busy}>
      {title && (
        <TitleFieldTemplate
          id={titleId(fieldPathId)}
          title={title}
          required={required}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
          optionalDataControl={controlInTitle ? optionalDataControl : undefined}
        />
      )}
      {description && (
        <DescriptionFieldTemplate
          id={descriptionId(fieldPathId)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {!controlInTitle && optionalDataControl}
      {columns > 1 ? (
        <>
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              columnGap: 16,
            }}
          >
            {shown.filter((property) => !property.hidden).map((property) => property.content)}
          </div>
          {shown.filter((property) => property.hidden).map((property) => property.content)}
        </>
      ) : (
        shown.map((property) => property.content)
      )}
      {/* `"ui:options": { "actions": "<block>" }`: the block's own save (a section's `blockSaves`). */}
      {typeof options.actions === 'string' && <BlockActions block={options.actions} />}
      {canExpand(schema, uiSchema, formData) && (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          onClick={onAddProperty}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
    </fieldset>
  );
}
