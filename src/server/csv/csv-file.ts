import { stringify } from 'csv-stringify/sync';
import iconv from 'iconv-lite';

/** A cell of an exported CSV. */
export type CsvCell = string | number | null;

/** One column of an export: its Japanese header, how a record fills it, and whether it is a code. */
export interface CsvColumn<T> {
  header: string;
  value: (record: T) => CsvCell;
  /** A code Excel must keep as text (受注コード `0012345678`, phone numbers, postcodes). */
  text?: boolean;
}

/** The two encodings Japanese Excel opens: UTF-8 with a byte order mark, or Shift_JIS (Windows' CP932). */
export type CsvEncoding = 'utf8' | 'sjis';

/** The encoding a request names (`encoding=sjis`); UTF-8 otherwise. */
export function csvEncodingOf(value: unknown): CsvEncoding {
  return value === 'sjis' ? 'sjis' : 'utf8';
}

/** The Content-Type of a CSV in that encoding. */
export function csvContentType(encoding: CsvEncoding): string {
  return encoding === 'sjis' ? 'text/csv; charset=Shift_JIS' : 'text/csv; charset=utf-8';
}

// A cell Excel would run as a formula (OWASP "CSV Injection"): text starting with =, +, -, @, tab or CR.
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

/** Text as a cell: a formula trigger at its start is neutralised with a leading `'`, as OWASP recommends. */
export function safeText(value: string): string {
  return FORMULA_TRIGGER.test(value) ? `'${value}` : value;
}

/** A code as a cell Excel keeps as text: `="0012345678"` (quotes inside doubled). */
export function excelText(value: string): string {
  return `="${value.replaceAll('"', '""')}"`;
}

function cellOf<T>(column: CsvColumn<T>, record: T): CsvCell {
  const value = column.value(record);
  if (typeof value !== 'string' || value === '') return value;
  return column.text ? excelText(value) : safeText(value);
}

/**
 * The bytes of a CSV file for Japanese Excel, with CRLF line ends (RFC 4180): UTF-8 with a byte order mark
 * (Excel opens UTF-8 correctly only with it; every character survives), or Shift_JIS (CP932) for older
 * Excel and tools, where a character CP932 has no code for (emoji, 𠮷) becomes `?`.
 */
export function csvFile<T>(
  columns: CsvColumn<T>[],
  records: Iterable<T>,
  encoding: CsvEncoding = 'utf8',
): Buffer {
  const rows: CsvCell[][] = [columns.map((column) => column.header)];
  for (const record of records) rows.push(columns.map((column) => cellOf(column, record)));
  const text = stringify(rows, { bom: encoding === 'utf8', record_delimiter: 'windows' });
  return encoding === 'sjis' ? iconv.encode(text, 'cp932') : Buffer.from(text, 'utf8');
}

/** A file name with the day it was made, in Tokyo: `顧客リスト.csv` → `顧客リスト_20261124.csv`. */
export function datedFileName(fileName: string, now: Date = new Date()): string {
  const day = new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return fileName.replace(/(\.[^.]+)$/, `_${day}$1`);
}

/** `YYYY-MM-DD` (or a timestamp) as `YYYY/MM/DD`, the list's date format; blank stays blank. */
export function csvDate(value: string | null): string {
  return value ? value.slice(0, 10).replaceAll('-', '/') : '';
}

/** `YYYY-MM-DD HH:mm:ss.SSS` as `YYYY/MM/DD HH:mm:ss`. */
export function csvTimestamp(value: string | null): string {
  return value ? `${csvDate(value)} ${value.slice(11, 19)}`.trim() : '';
}
