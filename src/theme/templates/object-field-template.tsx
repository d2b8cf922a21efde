import { canExpand, buttonId, descriptionId, getTemplate, getUiOptions, titleId } from '@rjsf/utils';
import { BlockActions } from '../../engine/renderer/block-actions';
import type { AppObjectFieldTemplateProps } from '../../engine/types';
import { FIELDSET } from './fieldset-style';

/**
 * An object: a fieldset with title, description, its properties (in `ui:options.columns` columns when
 * given), the block's own actions when `ui:options.actions` names them and, when expandable, an add button.
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
    <fieldset className={className} id={fieldPathId.$id} style={FIELDSET}>
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
            {properties.filter((property) => !property.hidden).map((property) => property.content)}
          </div>
          {properties.filter((property) => property.hidden).map((property) => property.content)}
        </>
      ) : (
        properties.map((property) => property.content)
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
