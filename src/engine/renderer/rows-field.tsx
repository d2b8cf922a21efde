import { useState, type ComponentType } from 'react';
import { Button, HTMLTable, Intent } from '@blueprintjs/core';
import { orderProperties, toFieldPathId } from '@rjsf/utils';
import { addRow, deleteRow, visibleRowNumber, type Row, type RowKeys } from '../rows';
import type { AppFieldProps, AppUiSchema, FormData, Schema } from '../types';
import { ConfirmDialog } from './confirm-dialog';
import { keepFocus } from './keep-focus';

/** The column keys of a row table: the item schema's properties in `ui:order`, hidden ones left out. */
export function rowColumns(itemSchema: Schema, itemUi: AppUiSchema): string[] {
  const keys = Object.keys(itemSchema.properties ?? {});
  const order = orderProperties(keys, itemUi['ui:order'] as string[] | undefined);
  return order.filter((key) => (itemUi[key] as AppUiSchema | undefined)?.['ui:widget'] !== 'hidden');
}

/**
 * `"ui:field": "rows"`: an array of objects as a table with add and per-row delete. New rows get a
 * temporary index and sort number max + 1; deleting asks first, removes new rows and marks saved ones.
 */
export function RowsField(props: AppFieldProps) {
  const { schema, uiSchema = {}, registry, fieldPathId, onChange, disabled, readonly, errorSchema } = props;
  const rows = (props.formData ?? []) as unknown as Row[];
  const [confirming, setConfirming] = useState<number | null>(null);
  const itemSchema = schema.items as Schema;
  const itemUi = (uiSchema.items ?? {}) as AppUiSchema;
  const options = (uiSchema['ui:options'] ?? {}) as Partial<RowKeys>;
  const keys: RowKeys = {
    idKey: options.idKey ?? 'id',
    sortKey: options.sortKey,
    stampKeys: options.stampKeys,
  };
  const columns = rowColumns(itemSchema, itemUi);
  const locked = Boolean(disabled || readonly);
  // rjsf's FieldProps over our recursive JsonValue is too deep for the compiler; cells take the same props.
  const SchemaField = registry.fields.SchemaField as ComponentType<AppFieldProps>;
  const change = (next: Row[]) => onChange(next as unknown as typeof props.formData, fieldPathId.path);
  const titleOf = (key: string) => String((itemSchema.properties?.[key] as Schema | undefined)?.title ?? key);

  return (
    <div className="tas-rows">
      <HTMLTable compact striped style={{ width: '100%' }}>
        <thead>
          <tr>
            {columns.map((key) => (
              <th key={key}>{titleOf(key)}</th>
            ))}
            <th aria-label="操作" />
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 || rows.every((row) => row.is_delete) ? (
            <tr>
              <td colSpan={columns.length + 1}>登録されているデータはありません</td>
            </tr>
          ) : null}
          {rows.map((row, position) => {
            if (row.is_delete) return null;
            const rowPathId = toFieldPathId(position, registry.globalFormOptions, fieldPathId);
            const rowErrors = (
              errorSchema as unknown as Record<number, Record<string, unknown>> | undefined
            )?.[position];
            return (
              <tr key={String(row.index ?? position)}>
                {columns.map((key) => (
                  <td key={key} style={{ verticalAlign: 'top' }}>
                    <SchemaField
                      name={key}
                      schema={itemSchema.properties?.[key] as Schema}
                      uiSchema={{ ...(itemUi[key] as AppUiSchema), 'ui:label': false }}
                      formData={row[key] as unknown as FormData}
                      errorSchema={rowErrors?.[key] as never}
                      fieldPathId={toFieldPathId(key, registry.globalFormOptions, rowPathId)}
                      onChange={onChange}
                      onBlur={props.onBlur}
                      onFocus={props.onFocus}
                      registry={registry}
                      disabled={disabled}
                      readonly={readonly}
                      required={false}
                    />
                  </td>
                ))}
                <td>
                  <Button
                    icon="trash"
                    intent={Intent.DANGER}
                    variant="minimal"
                    aria-label={`${visibleRowNumber(rows, position)}行目を削除`}
                    disabled={locked}
                    onMouseDown={keepFocus}
                    onClick={() => setConfirming(position)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      <Button
        icon="add"
        text="追加"
        disabled={locked}
        onMouseDown={keepFocus}
        onClick={() => change(addRow(rows, keys))}
      />
      <RowDeleteConfirm
        isOpen={confirming !== null}
        onConfirm={() => {
          if (confirming !== null) change(deleteRow(rows, confirming));
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}

function RowDeleteConfirm(props: { isOpen: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <ConfirmDialog
      message={props.isOpen ? '削除してもよろしいですか?' : null}
      confirmText="削除"
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
    />
  );
}
