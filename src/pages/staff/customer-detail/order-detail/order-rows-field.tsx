import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { Button, HTMLSelect, Label, Switch } from '@blueprintjs/core';
import { pointerOfPath } from '../../../../engine/form-rows';
import { ConfirmDialog } from '../../../../engine/renderer/confirm-dialog';
import { useFormValue, useRowsSource } from '../../../../engine/renderer/rows-channel';
import { RowsField } from '../../../../engine/renderer/rows-field';
import type { Row } from '../../../../engine/rows';
import { sectionContextOf } from '../../../../engine/section-context';
import type { AppFieldProps, AppUiSchema, AppWidgetProps, Schema } from '../../../../engine/types';
import { copiedValues } from '../../../../sections/order-business-master';
import { rowPositionOf } from '../email-setting/row-position';
import { BusinessMasterDialog } from './business-master-dialog';
import { newRowStartMonth, shownByDefault, spotTotal, tokyoMonth } from './finished-rows';
import { InvoiceActions } from './invoice-actions';
import { OrderRowsContext } from './order-rows-context';
import { SpotDatesCell } from './spot-dates-cell';
import { orderTexts as texts } from './texts';

/** The page sizes a table offers (002 §9's restricted list). */
const pageSizes = [10, 20, 50, 100];

/** `ui:options` of an order table besides the row table's own. */
interface OrderTableOptions {
  /** The row's end month (basic: end_month; pay-per-use: earmarking_year_month). */
  endKey: string;
  /** The business genre the table holds: 1 basic, 2 pay-per-use. */
  kind: number;
  pageSize?: number;
}

/** 合計 of a pay-per-use row: unit price × spot dates (002 §3.1), computed from the row, never typed. */
function TotalPriceWidget({ id }: AppWidgetProps) {
  const rows = useContext(OrderRowsContext);
  const total = spotTotal(rows[rowPositionOf(id, 'total_price')] ?? {});
  return <span id={id}>{total === null ? '' : total.toLocaleString('ja-JP')}</span>;
}

const byId = (rows: Row[], idKey: string) =>
  new Map(rows.filter((row) => row[idKey] !== null).map((row) => [String(row[idKey]), row]));

/**
 * `"ui:field": "orderRows"` (受注内容's two tables, 002 §2.2, §4): the row table with 終了済みも表示 (finished
 * rows hidden by default), 表示件数, 元に戻す (the table back to its saved rows after a confirmation), 追加
 * through the select-business modal (the master's values copied into the new row), is_change_end_date set
 * when a saved row's end is edited, and the spot-course total; the pay-per-use table's 利用日 open the spot
 * dates modal, and 即時請求データ作成 / 再開請求データ作成 sit under it.
 */
export function OrderRowsField(props: AppFieldProps) {
  const pointer = pointerOfPath(props.fieldPathId.path);
  const { rows, setRows } = useRowsSource(props, pointer);
  const context = sectionContextOf(props.registry.formContext);
  const options = useMemo(
    () => (props.uiSchema?.['ui:options'] ?? {}) as unknown as OrderTableOptions & { idKey?: string },
    [props.uiSchema],
  );
  const idKey = options.idKey ?? 'id';
  // The saved rows as the form was drawn (the form is drawn anew after a save or 復元).
  const [baseline] = useState(rows);
  const [showAll, setShowAll] = useState(false);
  const [pageSize, setPageSize] = useState(options.pageSize ?? pageSizes[0]);
  const [restoring, setRestoring] = useState(false);
  const adding = useRef<((values: Row) => void) | null>(null);
  const [choosing, setChoosing] = useState(false);
  const locked = Boolean(props.disabled || props.readonly);

  // Editing a saved row's end marks it (is_change_end_date, 002 §4): it stays shown and the save says so.
  useEffect(() => {
    const saved = byId(baseline, idKey);
    const changed = (row: Row) => {
      const before = saved.get(String(row[idKey]));
      return (
        before !== undefined && before[options.endKey] !== row[options.endKey] && !row.is_change_end_date
      );
    };
    if (rows.some(changed))
      setRows(pointer, (current) =>
        current.map((row) => (changed(row) ? { ...row, is_change_end_date: true } : row)),
      );
  }, [rows, baseline, idKey, options.endKey, pointer, setRows]);

  const month = tokyoMonth();
  const serviceStart = useFormValue('/contract/service_start_date');
  const firstMonth = newRowStartMonth(context.isEntry, serviceStart, month);
  const schema = useMemo(() => {
    if (options.kind !== 1) return props.schema;
    const items = props.schema.items as Schema;
    const start = { ...(items.properties?.start_month as Schema), default: firstMonth };
    return { ...props.schema, items: { ...items, properties: { ...items.properties, start_month: start } } };
  }, [props.schema, options.kind, firstMonth]);
  // 追加 opens the select-business modal; its choice is added through the table's own add.
  const addVia = useCallback(
    (add: (values: Row) => void) => {
      adding.current = add;
      setChoosing(true);
    },
    [setChoosing],
  );
  const uiSchema = useMemo(() => {
    const items = (props.uiSchema?.items ?? {}) as AppUiSchema;
    const withTotal =
      options.kind === 2
        ? {
            ...items,
            total_price: { ...(items.total_price as AppUiSchema), 'ui:widget': TotalPriceWidget },
            spot_course_use_date: {
              ...(items.spot_course_use_date as AppUiSchema),
              'ui:widget': SpotDatesCell,
            },
          }
        : items;
    return {
      ...props.uiSchema,
      items: withTotal,
      'ui:options': {
        ...options,
        pageSize,
        rowFilter: showAll ? undefined : shownByDefault(options.endKey, month),
        addVia,
      },
    } as AppUiSchema;
  }, [props.uiSchema, options, pageSize, showAll, month, addVia]);

  return (
    <OrderRowsContext.Provider value={rows}>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap', marginTop: 8 }}>
        <Switch
          checked={showAll}
          label={`${String(props.schema.title ?? '')}：${texts.showFinished}`}
          style={{ margin: 0 }}
          onChange={() => setShowAll(!showAll)}
        />
        <Label className="bp6-inline" style={{ margin: 0 }}>
          {texts.pageSize}
          <HTMLSelect
            value={pageSize}
            aria-label={`${String(props.schema.title ?? '')}の${texts.pageSize}`}
            onChange={(event) => setPageSize(Number(event.target.value))}
            style={{ marginLeft: 6 }}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </HTMLSelect>
        </Label>
        <Button
          icon="undo"
          text={texts.restoreRows}
          aria-label={`${String(props.schema.title ?? '')}を${texts.restoreRows}`}
          disabled={locked}
          onClick={() => setRestoring(true)}
        />
      </div>
      <RowsField {...props} schema={schema} uiSchema={uiSchema} />
      {options.kind === 2 ? <InvoiceActions rows={rows} context={context} locked={locked} /> : null}
      <ConfirmDialog
        message={restoring ? texts.restoreConfirm : null}
        confirmText={texts.restoreRows}
        onConfirm={() => {
          setRows(pointer, () => baseline);
          setRestoring(false);
        }}
        onCancel={() => setRestoring(false)}
      />
      <BusinessMasterDialog
        isOpen={choosing}
        customerId={context.customerId}
        genre={options.kind}
        onClose={() => setChoosing(false)}
        onSelect={(master) => {
          adding.current?.(copiedValues(master));
          setChoosing(false);
        }}
      />
    </OrderRowsContext.Provider>
  );
}
