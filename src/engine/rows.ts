import type { JsonValue, Schema } from './types';
import { tokyoDay } from './tokyo-day';

/** One row of a row section: the API's fields plus the client flags `is_new`, `is_delete` and `index`. */
export type Row = { [key: string]: JsonValue };

/** How a row section names its id and sort columns (`ui:options` of the array field). */
export interface RowKeys {
  idKey: string;
  sortKey?: string;
  /** Date-stamp columns a new row fills with today at 00:00:00 (spec 001 §4). */
  stampKeys?: string[];
}

/** A row table's own `ui:options` besides its keys: its delete prompt and the columns fixed once saved. */
export interface RowsTableOptions {
  /** The delete confirmation of this table (the shared `deleteConfirm` when absent). */
  deleteConfirm?: string;
  /** Columns editable only while the row is new (read-only once saved). */
  newOnly?: string[];
  /** Show the array's title above the table and name the table by it (a section with several tables). */
  showTitle?: boolean;
  /** `blocks`: each row as a numbered block of labelled fields (取り扱い商材N) instead of a table row. */
  layout?: 'table' | 'blocks';
  /** A block's heading, `{n}` the row's number among the shown rows (`取り扱い商材{n}`). */
  blockTitle?: string;
  /** Rows per page, with a pager under the table (コールカウント: 10); all rows on one page when absent. */
  pageSize?: number;
  /** Which rows show (a page field's filter, e.g. 受注内容's finished rows); every live row when absent. */
  rowFilter?: (row: Row) => boolean;
  /**
   * A page field's way to add a row (受注内容: choose a business first): 追加 calls it with `add`, which
   * appends a new row with these values over the defaults and shows it.
   */
  addVia?: (add: (values: Row) => void) => void;
}

/** `ui:options` of an array inside a row (a hearing pattern's five items): each item's `itemField` as one input labelled `itemLabel`. */
export interface NumberedItemsOptions {
  itemLabel: string;
  itemField: string;
}

/** A new row's values: the item schema's `default`s (a messenger row starts as service 1). */
export function rowDefaults(itemSchema: Schema): Row {
  const out: Row = {};
  for (const [key, child] of Object.entries(itemSchema.properties ?? {}))
    if (typeof child === 'object' && child.default !== undefined) out[key] = child.default as Row[string];
  return out;
}

/** Today in Japan as the row stamp `YYYY-MM-DD 00:00:00`. */
export function todayStamp(now: Date = new Date()): string {
  return `${tokyoDay(now)} 00:00:00`;
}

/** The next temporary index: one above every index in use, so new rows never collide. */
function nextIndex(rows: Row[]): number {
  return rows.reduce((max, row) => Math.max(max, Number(row.index ?? -1)), rows.length - 1) + 1;
}

/** The sort number a new row gets: the current maximum + 1 (1 for the first row). */
export function nextSortNumber(rows: Row[], sortKey: string): number {
  return rows.reduce((max, row) => Math.max(max, Number(row[sortKey]) || 0), 0) + 1;
}

/** Appends a new row: null id, temporary index, sort number max + 1, today's stamp, `is_new` true. */
export function addRow(rows: Row[], keys: RowKeys, defaults: Row = {}, now: Date = new Date()): Row[] {
  const row: Row = {
    ...defaults,
    [keys.idKey]: null,
    index: nextIndex(rows),
    is_new: true,
    is_delete: false,
  };
  if (keys.sortKey) row[keys.sortKey] = String(nextSortNumber(rows, keys.sortKey));
  for (const key of keys.stampKeys ?? []) row[key] = todayStamp(now);
  return [...rows, row];
}

/** Deletes a row: a new row disappears at once, a saved row is marked `is_delete` (sent on save). */
export function deleteRow(rows: Row[], position: number): Row[] {
  const row = rows[position];
  if (!row) return rows;
  if (row.is_new) return rows.filter((_, index) => index !== position);
  return rows.map((candidate, index) => (index === position ? { ...candidate, is_delete: true } : candidate));
}

/** The 1-based number of a row as the user sees it (deleted rows are hidden and not counted). */
export function visibleRowNumber(rows: Row[], position: number): number {
  return rows.slice(0, position + 1).filter((row) => !row.is_delete).length;
}
