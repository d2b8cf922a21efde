import { memo, useCallback, useMemo, type ComponentType } from 'react';
import { Button, Card, H6, Intent } from '@blueprintjs/core';
import { deepEquals, toFieldPathId, type FieldPathList } from '@rjsf/utils';
import type { NumberedItemsOptions } from '../rows';
import type { AppFieldProps, AppUiSchema, FormData, JsonValue, Schema } from '../types';
import { keepFocus } from './keep-focus';
import type { RowItemProps } from './row-item';
import texts from '../../../schemas/messages.json';

/** Props of one block: a table row's props and the block's heading. */
export interface RowBlockProps extends Omit<RowItemProps, 'ariaRowIndex'> {
  title: string;
}

// An array inside the row shown as numbered inputs (`ui:options.itemLabel`/`itemField`): the item schema's
// field with the label `聴取項目{n}`, one per item.
function numberedFields(
  key: string,
  schema: Schema,
  ui: AppUiSchema | undefined,
  value: JsonValue | undefined,
) {
  const options = ui?.['ui:options'] as Partial<NumberedItemsOptions> | undefined;
  if (!options?.itemLabel || !options.itemField || schema.type !== 'array' || !Array.isArray(value))
    return null;
  const itemSchema = (schema.items as Schema).properties?.[options.itemField] as Schema;
  return value.map((_, at) => ({
    key: `${key}.${at}`,
    at,
    field: options.itemField as string,
    schema: { ...itemSchema, title: options.itemLabel?.replace('{n}', String(at + 1)) },
  }));
}

// Five short inputs side by side where the block is wide enough.
const numberedGrid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  columnGap: 12,
};

function RowBlockView(props: RowBlockProps) {
  const { row, position, registry, tableId, onCell, disabled, readonly } = props;
  const SchemaField = registry.fields.SchemaField as ComponentType<AppFieldProps>;
  const rowId = useMemo(
    () => toFieldPathId(position, registry.globalFormOptions, tableId),
    [position, registry.globalFormOptions, tableId],
  );
  const onChange = useCallback(
    (value: unknown, path: FieldPathList) => onCell(position, String(path[rowId.path.length]), value),
    [onCell, position, rowId],
  );
  const headingId = `${rowId.$id}-title`;
  const locked = disabled || readonly;

  return (
    <Card compact role="group" aria-labelledby={headingId} style={{ marginBottom: 8 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <H6 id={headingId} style={{ margin: 0 }}>
          {props.title}
        </H6>
        <Button
          icon="trash"
          intent={Intent.DANGER}
          variant="minimal"
          text={texts.rowDelete}
          aria-label={texts.blockDeleteLabel.replace('{title}', props.title)}
          disabled={locked}
          onMouseDown={keepFocus}
          onClick={() => props.onDelete(position)}
        />
      </div>
      {props.columns.map((key) => {
        const schema = props.itemSchema.properties?.[key] as Schema;
        const numbered = numberedFields(key, schema, props.cellUi[key], row[key]);
        if (numbered) {
          const items = row[key] as FormData[];
          const arrayErrors = props.errors?.[key] as unknown as
            Record<number, Record<string, never>> | undefined;
          return (
            <div key={key} style={numberedGrid}>
              {numbered.map((item) => (
                <SchemaField
                  key={item.key}
                  name={item.field}
                  schema={item.schema}
                  uiSchema={{}}
                  formData={items[item.at]?.[item.field] as unknown as FormData}
                  errorSchema={arrayErrors?.[item.at]?.[item.field]}
                  fieldPathId={toFieldPathId(
                    item.field,
                    registry.globalFormOptions,
                    toFieldPathId(
                      item.at,
                      registry.globalFormOptions,
                      toFieldPathId(key, registry.globalFormOptions, rowId),
                    ),
                  )}
                  onChange={(value: unknown) =>
                    onCell(position, key, (latest: JsonValue) =>
                      (latest as FormData[]).map((old, at) =>
                        at === item.at ? { ...old, [item.field]: value as JsonValue } : old,
                      ),
                    )
                  }
                  onBlur={props.onBlur}
                  onFocus={props.onFocus}
                  registry={registry}
                  disabled={disabled}
                  readonly={readonly}
                  required={false}
                />
              ))}
            </div>
          );
        }
        return (
          <SchemaField
            key={key}
            name={key}
            schema={schema}
            uiSchema={props.cellUi[key]}
            formData={row[key] as unknown as FormData}
            errorSchema={props.errors?.[key] as never}
            fieldPathId={toFieldPathId(key, registry.globalFormOptions, rowId)}
            onChange={onChange}
            onBlur={props.onBlur}
            onFocus={props.onFocus}
            registry={registry}
            disabled={disabled}
            readonly={readonly || (!row.is_new && props.newOnly.includes(key))}
            required={false}
          />
        );
      })}
    </Card>
  );
}

/** One row of a `"layout": "blocks"` row array: a numbered card of labelled fields with its delete button. */
export const RowBlock = memo(RowBlockView, (before, after) =>
  (Object.keys(after) as (keyof RowBlockProps)[]).every((key) =>
    key === 'errors' ? deepEquals(before.errors, after.errors) : before[key] === after[key],
  ),
);
