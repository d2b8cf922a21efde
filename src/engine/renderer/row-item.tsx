import { memo, useCallback, useMemo, type ComponentType } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { deepEquals, toFieldPathId, type FieldPathId, type FieldPathList } from '@rjsf/utils';
import type { Row } from '../rows';
import type { AppErrorSchema, AppFieldProps, AppRegistry, AppUiSchema, FormData, Schema } from '../types';
import { keepFocus } from './keep-focus';
import texts from '../../../schemas/messages.json';

/** Props of one table row: its own data and errors only, and callbacks that stay the same. */
export interface RowItemProps {
  row: Row;
  position: number;
  /** The 1-based number the user sees (deleted rows are not counted). */
  number: number;
  columns: string[];
  itemSchema: Schema;
  cellUi: Record<string, AppUiSchema>;
  errors: Record<string, AppErrorSchema> | undefined;
  tableId: FieldPathId;
  registry: AppRegistry;
  disabled: boolean;
  readonly: boolean;
  /** Columns read-only once the row is saved (`ui:options.newOnly`). */
  newOnly: string[];
  /** Set when only part of the table is rendered: the row's 1-based index among all rows with the header. */
  ariaRowIndex?: number;
  onCell: (position: number, key: string, value: unknown) => void;
  onDelete: (position: number) => void;
  onBlur: AppFieldProps['onBlur'];
  onFocus: AppFieldProps['onFocus'];
}

function RowItemView(props: RowItemProps) {
  const { row, position, registry, tableId, onCell, disabled, readonly } = props;
  // rjsf's FieldProps over our recursive JsonValue is too deep for the compiler; cells take the same props.
  const SchemaField = registry.fields.SchemaField as ComponentType<AppFieldProps>;
  const rowId = useMemo(
    () => toFieldPathId(position, registry.globalFormOptions, tableId),
    [position, registry.globalFormOptions, tableId],
  );
  // A cell reports its full path; the segment after the row's position is the column.
  const onChange = useCallback(
    (value: unknown, path: FieldPathList) => onCell(position, String(path[rowId.path.length]), value),
    [onCell, position, rowId],
  );

  return (
    <tr aria-rowindex={props.ariaRowIndex}>
      {props.columns.map((key) => (
        <td key={key} style={{ verticalAlign: 'top' }}>
          <SchemaField
            name={key}
            schema={props.itemSchema.properties?.[key] as Schema}
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
        </td>
      ))}
      <td>
        <Button
          icon="trash"
          intent={Intent.DANGER}
          variant="minimal"
          aria-label={texts.rowDeleteLabel.replace('{n}', String(props.number))}
          disabled={disabled || readonly}
          onMouseDown={keepFocus}
          onClick={() => props.onDelete(position)}
        />
      </td>
    </tr>
  );
}

/** One row of a row table; re-renders only when its own data, errors or the table's settings change. */
export const RowItem = memo(RowItemView, (before, after) =>
  (Object.keys(after) as (keyof RowItemProps)[]).every((key) =>
    key === 'errors' ? deepEquals(before.errors, after.errors) : before[key] === after[key],
  ),
);
