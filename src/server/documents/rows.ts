import type { JsonValue } from '../../engine/types';
import type { ListColumn } from './layout';
import { fill, valueAt, type DocumentData } from './template';

/**
 * The rows of a list: each cell filled from the row (`{name}`) and the whole data (`{/…}`). Rows a screen
 * marks deleted (`is_delete`) are not printed.
 */
export function listRows(data: DocumentData, from: string, columns: ListColumn[]): string[][] {
  const rows = valueAt(data, from);
  if (!Array.isArray(rows)) return [];
  return rows
    .filter(
      (row) => !(row && typeof row === 'object' && (row as Record<string, JsonValue>).is_delete === true),
    )
    .map((row) => columns.map((column) => fill(column.text, data, row)));
}
