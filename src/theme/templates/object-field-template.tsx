import { useContext } from 'react';
import { canExpand, buttonId, descriptionId, getTemplate, getUiOptions, titleId } from '@rjsf/utils';
import { pointerOfPath } from '../../engine/form-rows';
import { BlockActions } from '../../engine/renderer/block-actions';
import { useRowsReader } from '../../engine/renderer/rows-channel';
import { BlockBudget, countWithin, inputWeight, useProgress } from '../../engine/renderer/use-progressive';
import type { AppObjectFieldTemplateProps, AppUiSchema, JsonValue, Schema } from '../../engine/types';
import { FIELDSET } from './fieldset-style';

/**
 * An object: a fieldset with title, description, its properties (in `ui:options.columns` columns when
 * given), the block's own actions when `ui:options.actions` names them and, when expandable, an add button.
 * A form's root shows its first inputs at once and the rest in the renders after (`useProgress`): the blocks
 * within the step's budget whole, and the next one as far as the budget goes (`BlockBudget`).
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
  // The rows of the row tables are in the engine's channel; rjsf's data has a placeholder for each (form-rows.ts).
  const readRows = useRowsReader();
  const weights = () => {
    const live = readRows(pointerOfPath(fieldPathId.path));
    const values = (live ?? formData ?? {}) as Record<string, JsonValue>;
    return properties.map((property) =>
      property.hidden
        ? 0
        : inputWeight(
            schema.properties?.[property.name] as Schema,
            values[property.name],
            uiSchema?.[property.name] as AppUiSchema | undefined,
          ),
    );
  };
  const progress = useProgress(root ? properties.length : 0, weights);
  // A block of the root being filled in: its first properties within what the root's step left for it.
  const blockBudget = useContext(BlockBudget);
  const partOfBlock = fieldPathId.path.length === 1 && blockBudget !== Infinity;
  const shown = root
    ? properties.slice(0, progress.whole + (progress.rest > 0 ? 1 : 0))
    : partOfBlock
      ? properties.slice(0, countWithin(weights(), blockBudget))
      : properties;
  // Each block of the root, always inside its budget's provider: a block filled in keeps its inputs (and focus).
  const contentOf = (property: (typeof properties)[number], index: number) =>
    root ? (
      <BlockBudget.Provider key={property.name} value={index < progress.whole ? Infinity : progress.rest}>
        {property.content}
      </BlockBudget.Provider>
    ) : (
      property.content
    );
  // Assistive technology (and a test) can tell a form still filling in from a finished one.
  const busy = shown.length < properties.length || (root && progress.rest > 0) ? true : undefined;
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
            {shown.map((property, index) => (property.hidden ? null : contentOf(property, index)))}
          </div>
          {shown.map((property, index) => (property.hidden ? contentOf(property, index) : null))}
        </>
      ) : (
        shown.map(contentOf)
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
