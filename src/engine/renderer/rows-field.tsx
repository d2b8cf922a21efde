import { useCallback, useMemo, useState, type CSSProperties } from 'react';
import { Button, H6, HTMLTable } from '@blueprintjs/core';
import { orderProperties } from '@rjsf/utils';
import { pointerOfPath } from '../form-rows';
import { addRow, deleteRow, rowDefaults, type Row, type RowKeys, type RowsTableOptions } from '../rows';
import type { AppErrorSchema, AppFieldProps, AppUiSchema, Schema } from '../types';
import { ConfirmDialog } from './confirm-dialog';
import { keepFocus } from './keep-focus';
import { RowBlock } from './row-block';
import { RowItem } from './row-item';
import { RowsPager } from './rows-pager';
import { useRowPages } from './use-row-pages';
import { useRowsSource } from './rows-channel';
import { useProgressiveCount } from './use-progressive';
import { useRowWindow, windowFrom } from './use-row-window';
import texts from '../../../schemas/messages.json';

/** The column keys of a row table: the item schema's properties in `ui:order`, hidden ones left out. */
export function rowColumns(itemSchema: Schema, itemUi: AppUiSchema): string[] {
  const keys = Object.keys(itemSchema.properties ?? {});
  const order = orderProperties(keys, itemUi['ui:order'] as string[] | undefined);
  return order.filter((key) => (itemUi[key] as AppUiSchema | undefined)?.['ui:widget'] !== 'hidden');
}

const noItemUi: AppUiSchema = {};
const noKeys: string[] = [];

// The index among the shown rows of the row an element sits in (`aria-rowindex` counts the header as 1).
function rowIndexOf(target: EventTarget): number | undefined {
  const index = (target as HTMLElement).closest('tr[aria-rowindex]')?.getAttribute('aria-rowindex');
  return index ? Number(index) - 2 : undefined;
}

// Long tables scroll inside their own area; the header stays in view.
const stickyHeader: CSSProperties = {
  position: 'sticky',
  top: 0,
  zIndex: 1,
  background: 'var(--tas-surface, #fff)',
};

/**
 * `"ui:field": "rows"`: an array of objects as a table with add and per-row delete. New rows get a
 * temporary index and sort number max + 1; deleting asks first, removes new rows and marks saved ones.
 * Rows are memoised and, past `windowFrom` rows, only those in view are rendered; edits reach the form
 * through the engine's rows channel, not rjsf's Form (issue 6).
 */
export function RowsField(props: AppFieldProps) {
  const { schema, uiSchema = {}, registry, fieldPathId, disabled = false, readonly = false } = props;
  const pointer = pointerOfPath(fieldPathId.path);
  const { rows, errors, setRows } = useRowsSource(props, pointer);
  const [confirming, setConfirming] = useState<number | null>(null);
  const itemSchema = schema.items as Schema;
  const itemUi = (uiSchema.items ?? noItemUi) as AppUiSchema;
  const options = (uiSchema['ui:options'] ?? {}) as Partial<RowKeys> & RowsTableOptions;
  const keys: RowKeys = {
    idKey: options.idKey ?? 'id',
    sortKey: options.sortKey,
    stampKeys: options.stampKeys,
  };
  const columns = useMemo(() => rowColumns(itemSchema, itemUi), [itemSchema, itemUi]);
  const defaults = useMemo(() => rowDefaults(itemSchema), [itemSchema]);
  const newOnly = options.newOnly ?? noKeys;
  const blocks = options.layout === 'blocks';
  // A block labels its fields; a table's column header does.
  const cellUi = useMemo(
    () =>
      Object.fromEntries(
        columns.map((key) => [
          key,
          { ...(itemUi[key] as AppUiSchema), ...(blocks ? {} : { 'ui:label': false }) },
        ]),
      ),
    [columns, itemUi, blocks],
  );
  const { rowFilter } = options;
  const allShown = useMemo(
    () =>
      rows.flatMap((row, position) => (row.is_delete || (rowFilter && !rowFilter(row)) ? [] : [position])),
    [rows, rowFilter],
  );
  const paging = useRowPages(allShown.length, options.pageSize);
  const shown = useMemo(
    () => allShown.slice(paging.first, paging.last),
    [allShown, paging.first, paging.last],
  );
  const [focused, setFocused] = useState<number | undefined>();
  // A long table renders the rows in view alone (`useRowWindow`); the others reveal theirs in steps.
  const windowed = !blocks && shown.length > windowFrom;
  const revealed = useProgressiveCount(windowed ? 0 : shown.length, () => shown.map(() => columns.length));
  const view = useRowWindow(shown.length, focused, revealed);
  const busy = !windowed && revealed < shown.length ? true : undefined;
  const locked = disabled || readonly;
  const titleOf = (key: string) => String((itemSchema.properties?.[key] as Schema | undefined)?.title ?? key);
  // `"ui:options": { "width": 80 }` on a column: its width in pixels (or any CSS width), the rest share.
  const widthOf = (key: string) =>
    ((itemUi[key] as AppUiSchema | undefined)?.['ui:options'] as { width?: number | string } | undefined)
      ?.width;
  const onCell = useCallback(
    // A value, or a function of the cell's latest value (an item inside the cell, edited in quick succession).
    (position: number, key: string, value: unknown) =>
      setRows(pointer, (before) =>
        before.map((row, at) => {
          if (at !== position) return row;
          const next =
            typeof value === 'function' ? (value as (old: Row[string]) => unknown)(row[key]) : value;
          return { ...row, [key]: next as Row[string] };
        }),
      ),
    [setRows, pointer],
  );
  const rowErrors = errors as unknown as Record<number, Record<string, AppErrorSchema>> | undefined;

  return (
    <div className="tas-rows" aria-busy={busy}>
      {options.showTitle ? (
        <H6 id={`${fieldPathId.$id}-title`} style={{ margin: '12px 0 4px' }}>
          {schema.title}
        </H6>
      ) : null}
      {blocks ? (
        <div>
          {shown.length === 0 ? <p>{texts.rowsEmpty}</p> : null}
          {shown.slice(0, revealed).map((position, at) => (
            <RowBlock
              key={String(rows[position].index ?? position)}
              title={(options.blockTitle ?? '{n}').replace('{n}', String(paging.first + at + 1))}
              row={rows[position]}
              position={position}
              number={paging.first + at + 1}
              columns={columns}
              itemSchema={itemSchema}
              cellUi={cellUi}
              errors={rowErrors?.[position]}
              tableId={fieldPathId}
              registry={registry}
              disabled={disabled}
              readonly={readonly}
              newOnly={newOnly}
              onCell={onCell}
              onDelete={setConfirming}
              onBlur={props.onBlur}
              onFocus={props.onFocus}
            />
          ))}
        </div>
      ) : (
        <div {...view.scrollProps}>
          <HTMLTable
            compact
            striped
            style={{ width: '100%' }}
            aria-labelledby={options.showTitle ? `${fieldPathId.$id}-title` : undefined}
            aria-rowcount={view.virtual ? shown.length + 1 : undefined}
          >
            <thead>
              <tr aria-rowindex={view.virtual ? 1 : undefined}>
                {columns.map((key) => (
                  <th
                    key={key}
                    style={{
                      ...(view.virtual ? stickyHeader : undefined),
                      width: widthOf(key),
                      minWidth: widthOf(key),
                    }}
                  >
                    {titleOf(key)}
                  </th>
                ))}
                <th aria-label={texts.rowActions} style={view.virtual ? stickyHeader : undefined} />
              </tr>
            </thead>
            <tbody onFocusCapture={(event) => setFocused(rowIndexOf(event.target))}>
              {shown.length === 0 ? (
                <tr>
                  <td colSpan={columns.length + 1}>{texts.rowsEmpty}</td>
                </tr>
              ) : null}
              {view.parts.map((part) =>
                part.kind === 'gap' ? (
                  <tr key={`gap-${part.from}`} aria-hidden style={{ height: part.height }} />
                ) : (
                  <RowItem
                    key={String(rows[shown[part.index]].index ?? shown[part.index])}
                    row={rows[shown[part.index]]}
                    position={shown[part.index]}
                    number={paging.first + part.index + 1}
                    ariaRowIndex={view.virtual ? part.index + 2 : undefined}
                    columns={columns}
                    itemSchema={itemSchema}
                    cellUi={cellUi}
                    errors={rowErrors?.[shown[part.index]]}
                    tableId={fieldPathId}
                    registry={registry}
                    disabled={disabled}
                    readonly={readonly}
                    newOnly={newOnly}
                    onCell={onCell}
                    onDelete={setConfirming}
                    onBlur={props.onBlur}
                    onFocus={props.onFocus}
                  />
                ),
              )}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {paging.pages > 1 ? (
        <RowsPager page={paging.page} pages={paging.pages} total={allShown.length} onPage={paging.setPage} />
      ) : null}
      <Button
        icon="add"
        text={texts.rowAdd}
        disabled={locked}
        onMouseDown={keepFocus}
        onClick={() => {
          const add = (values: Row = {}) => {
            setRows(pointer, (before) => addRow(before, keys, { ...defaults, ...values }));
            paging.toLast(allShown.length + 1);
            view.toEnd();
          };
          if (options.addVia) options.addVia(add);
          else add();
        }}
      />
      <ConfirmDialog
        message={confirming !== null ? (options.deleteConfirm ?? texts.deleteConfirm) : null}
        confirmText={texts.rowDelete}
        onConfirm={() => {
          if (confirming !== null) setRows(pointer, (before) => deleteRow(before, confirming));
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
