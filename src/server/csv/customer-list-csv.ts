import type { SearchColumn } from '../../engine/browser-search-cards';
import type { CustomerListRow } from '../store/customer-list';
import { csvDate, csvTimestamp, type CsvCell, type CsvColumn } from './csv-file';

/** The sales staff as the list shows them: `account user`, else the bare id (000 §3). */
export function salesStaffText(
  row: Pick<CustomerListRow, 'accountname_username' | 'business_user_id'>,
): string {
  return row.accountname_username ?? (row.business_user_id === null ? '' : String(row.business_user_id));
}

function cell(column: SearchColumn, row: CustomerListRow): CsvCell {
  if (column.key === 'accountname_username') return salesStaffText(row);
  const value = row[column.key as keyof CustomerListRow] ?? null;
  if (typeof value === 'number' || value === null) return value;
  if (column.kind === 'date') return csvDate(value);
  if (column.kind === 'timestamp') return csvTimestamp(value);
  return value;
}

/** 顧客リスト.csv: the result table's columns in their initial order, with the screen's headers. */
export function customerListColumns(columns: SearchColumn[]): CsvColumn<CustomerListRow>[] {
  return columns
    .filter((column) => column.kind !== 'reference')
    .map((column) => ({ header: column.title, value: (row) => cell(column, row), text: column.csvText }));
}
