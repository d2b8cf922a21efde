import { sql } from 'kysely';
import { inIds, rowsInIdOrder } from '../store/customer-list';
import type { Db } from '../store/database';
import { columnsOf } from '../store/migrations/ddl';
import type { CsvColumn } from './csv-file';

/** The table of the customer-member section (001 §2.3 顧客メンバー設定), owned by that section's store. */
export const memberTable = 'customer_employees';

// Its numbered key (the section's `storage.parts[].id`).
const memberKey = 'customer_employee_id';

// The member fields of 001 §3 "Customer member (customer employee)" that the export shows.
const memberFields = [
  'sort_number',
  'name',
  'name_kana',
  'official_position',
  'telephone_number',
  'report_telephone_number_flag',
  'forward_telephone_number_flag',
  'remark',
] as const;

type MemberField = (typeof memberFields)[number];

/** One member line of 顧客メンバー.csv: the customer, then the member. */
export type MemberRecord = { tas_id: string | null; customer_id: number; corporate_name: string } & Record<
  MemberField,
  string | number | null
>;

/**
 * The members of these customers, customer by customer in the order of `ids`, members by sort number.
 * The section's store declares the table; where it lacks a field (or the table is missing) the export has
 * its header and blank cells, rather than failing.
 */
export async function memberRecords(db: Db, ids: number[]): Promise<MemberRecord[]> {
  const columns = await columnsOf(db, memberTable);
  if (!columns.has('customer_id') || ids.length === 0) return [];
  const select = memberFields.map((field) =>
    columns.has(field) ? sql.ref(`m.${field}`) : sql`NULL AS ${sql.id(field)}`,
  );
  // Members of one sort number keep the order they were added in (their numbered key).
  const order = [
    ...(columns.has('sort_number') ? [sql`CAST(m.sort_number AS INTEGER)`] : []),
    ...(columns.has(memberKey) ? [sql.ref(`m.${memberKey}`)] : []),
  ];
  const deleted = columns.has('delete_flag') ? sql`AND COALESCE(m.delete_flag, 0) = 0` : sql``;
  const orderBy = order.length > 0 ? sql`ORDER BY ${sql.join(order)}` : sql``;
  return rowsInIdOrder(ids, async (chunk) => {
    const { rows } = await sql<MemberRecord>`
      SELECT c.tas_id, c.customer_id, c.corporate_name, ${sql.join(select)}
      FROM ${sql.table(memberTable)} m JOIN customers c ON c.customer_id = m.customer_id
      WHERE ${inIds('m.customer_id', chunk)} ${deleted}
      ${orderBy}`.execute(db);
    return rows;
  });
}

const flag = (value: string | number | null) => (value === 1 || value === '1' ? '○' : '');

/** 顧客メンバー.csv: one line per member. */
export const memberColumns: CsvColumn<MemberRecord>[] = [
  { header: 'TAS ID', value: (r) => r.tas_id },
  { header: '申込番号', value: (r) => r.customer_id },
  { header: '会社名', value: (r) => r.corporate_name },
  { header: '並び順', value: (r) => r.sort_number },
  { header: '氏名', value: (r) => r.name },
  { header: '氏名(カナ)', value: (r) => r.name_kana },
  { header: '役職', value: (r) => r.official_position },
  { header: '電話番号', value: (r) => r.telephone_number, text: true },
  { header: '電話報告対象', value: (r) => flag(r.report_telephone_number_flag) },
  { header: '転送対象', value: (r) => flag(r.forward_telephone_number_flag) },
  { header: '備考', value: (r) => r.remark },
];
