import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { NonIdealState } from '@blueprintjs/core';
import { listFailed } from './use-customer-list';
import {
  Column,
  Regions,
  RenderMode,
  RowHeaderCell,
  SelectionModes,
  Table2,
  TableLoadingOption,
} from '@blueprintjs/table';
import type { CustomerListRow } from '../../../api/customer-list';
import type { SearchColumn } from '../../../engine/browser-search-cards';
import { renderCell, renderHeader, type SortState } from './table-cells';

/** Props of {@link ResultTable}. */
export interface ResultTableProps {
  columns: SearchColumn[];
  /** Column keys in the order the user arranged them. */
  order: string[];
  onOrderChange: (order: string[]) => void;
  rows: CustomerListRow[];
  /** Number of the first row of this page (for the row headers). */
  firstNumber: number;
  loading: boolean;
  /** The last search failed: the table says so instead of showing "none found". */
  failed?: boolean;
  sort: SortState;
  onSort: (key: string, desc: boolean) => void;
  onReference: (row: CustomerListRow) => void;
  /** Reports the first visible row as the user scrolls. */
  onFirstRowChange: (row: number) => void;
  /** A row to bring into view once (scroll restored on return); cleared through `onScrolled`. */
  scrollTo: number | null;
  onScrolled: () => void;
}

const rowHeight = 28;

/** Moves `length` keys from `from` to `to` (Blueprint's reorder callback). */
export function reorder(order: string[], from: number, to: number, length: number): string[] {
  const moved = order.slice(from, from + length);
  const rest = [...order.slice(0, from), ...order.slice(from + length)];
  return [...rest.slice(0, to), ...moved, ...rest.slice(to)];
}

function useScrollRestore(
  table: RefObject<Table2 | null>,
  row: number | null,
  rows: number,
  done: () => void,
) {
  useEffect(() => {
    if (row === null || rows === 0) return;
    // After Blueprint has laid the rows out: its viewport size is known only after the first frame.
    const frame = requestAnimationFrame(() => {
      table.current?.scrollToRegion(Regions.row(Math.min(row, rows - 1)));
      done();
    });
    return () => cancelAnimationFrame(frame);
  }, [table, row, rows, done]);
}

/**
 * The result table (000 §2.6) on Blueprint's Table2: header fixed while the body scrolls, columns dragged
 * by their handle to reorder and resized by their edge, sorting from each header, a 参照 button per row.
 */
export function ResultTable(props: ResultTableProps) {
  const { columns, order, rows, sort, loading } = props;
  const table = useRef<Table2>(null);
  const byKey = useMemo(() => new Map(columns.map((column) => [column.key, column])), [columns]);
  const shown = order.flatMap((key) => byKey.get(key) ?? []);
  useScrollRestore(table, props.scrollTo, rows.length, props.onScrolled);

  if (!loading && props.failed)
    return (
      <NonIdealState
        icon="error"
        title={listFailed}
        description="時間をおいて、もう一度検索してください"
        className="tas-result-empty"
      />
    );
  if (!loading && rows.length === 0)
    return <NonIdealState icon="search" title="該当する顧客はありません" className="tas-result-empty" />;
  return (
    <div className="tas-result-table" aria-label="検索結果" role="region">
      <Table2
        ref={table}
        numRows={rows.length}
        defaultRowHeight={rowHeight}
        // Only the visible cells render (the table is virtual); synchronously, so that no half-drawn page shows.
        renderMode={RenderMode.NONE}
        columnWidths={shown.map((column) => column.width ?? 120)}
        enableColumnReordering
        onColumnsReordered={(from, to, length) => {
          if (from !== to) props.onOrderChange(reorder(order, from, to, length));
        }}
        selectionModes={SelectionModes.NONE}
        enableMultipleSelection={false}
        loadingOptions={loading ? [TableLoadingOption.CELLS] : []}
        rowHeaderCellRenderer={(index) => <RowHeaderCell name={String(props.firstNumber + index)} />}
        cellRendererDependencies={[rows, order, sort]}
        onVisibleCellsChange={(visible) => props.onFirstRowChange(visible.rowIndexStart)}
      >
        {shown.map((column) => (
          <Column
            key={column.key}
            id={column.key}
            name={column.title}
            cellRenderer={(index) => renderCell(column, rows[index], props.onReference)}
            columnHeaderCellRenderer={() => renderHeader(column, sort, props.onSort)}
          />
        ))}
      </Table2>
    </div>
  );
}
