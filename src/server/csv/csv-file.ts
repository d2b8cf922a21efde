import { stringify } from 'csv-stringify/sync';

/** A cell of an exported CSV. */
export type CsvCell = string | number | null;

/** One column of an export: its Japanese header and how a record fills it. */
export interface CsvColumn<T> {
  header: string;
  value: (record: T) => CsvCell;
}

/**
 * The bytes of a CSV file for Japanese Excel: UTF-8 with a byte order mark and CRLF line ends (RFC 4180).
 * Excel opens a UTF-8 file correctly only when it starts with the BOM; UTF-8 rather than Shift_JIS keeps
 * every character (髙, ①, ㈱ and the like have no Shift_JIS code) and needs no transcoding library.
 */
export function csvFile<T>(columns: CsvColumn<T>[], records: Iterable<T>): Buffer {
  const rows: CsvCell[][] = [columns.map((column) => column.header)];
  for (const record of records) rows.push(columns.map((column) => column.value(record)));
  return Buffer.from(stringify(rows, { bom: true, record_delimiter: 'windows' }), 'utf8');
}

/** `YYYY-MM-DD` (or a timestamp) as `YYYY/MM/DD`, the list's date format; blank stays blank. */
export function csvDate(value: string | null): string {
  return value ? value.slice(0, 10).replaceAll('-', '/') : '';
}

/** `YYYY-MM-DD HH:mm:ss.SSS` as `YYYY/MM/DD HH:mm:ss`. */
export function csvTimestamp(value: string | null): string {
  return value ? `${csvDate(value)} ${value.slice(11, 19)}`.trim() : '';
}
