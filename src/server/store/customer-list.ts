import { buildWhere, type ListCriteria, type Where } from './customer-list-filters';
import type { Db } from './database';

/** One row of the customer list (000 §3 "Customer list row"), plus the sales staff id behind its name. */
export interface CustomerListRow {
  customer_id: number;
  tas_id: string | null;
  for_answer_corporate_name: string;
  contract_status_name: string | null;
  service_status_master_name: string | null;
  sas_order_code: string;
  request_course_name: string | null;
  project_master_name: string | null;
  did_number: string;
  /** `account_name user_name` of the sales staff; null when the id has no master row (show the id). */
  accountname_username: string | null;
  business_user_id: number | null;
  updated_timestamp: string;
  service_start_date: string | null;
  bill_to_corporate_name: string;
  option_business_end_report_fax_number: string;
  /** The answering numbers, comma-separated when there are several. */
  display_for_answer_telephone_number: string;
  invoice_start_date: string | null;
  invoice_end_date: string | null;
  for_answer_postcode: string;
  for_answer_prefecture_name: string | null;
  for_answer_address_city: string;
  for_answer_address: string;
  for_answer_address_additional: string;
  registered_timestamp: string;
  contract_agreement_date: string | null;
  contract_cancellation_date: string | null;
  sensation_media_master_name: string | null;
}

/** Mode, criteria and order of one list search. */
export interface ListSearch {
  isEntry: boolean;
  criteria: ListCriteria;
  /** A row field name (`sort_by_key_name`); unknown names sort by tas_id. */
  sortKey: string;
  desc: boolean;
}

const masterName = (table: string, column: string) => `(SELECT name FROM ${table} WHERE id = ${column})`;

// Row field → the expression it sorts by. Statuses sort in master order (their ids follow the lifecycle),
// names of other masters alphabetically; the columns with an (is_entry, column, customer_id) index page
// from the index alone.
const sortExpressions: Record<string, string> = {
  tas_id: 'c.tas_id',
  for_answer_corporate_name: 'c.corporate_name',
  contract_status_name: 'c.contract_status_id',
  service_status_master_name: 'c.service_status_id',
  accountname_username: `COALESCE((SELECT account_name || ' ' || user_name FROM business_users
    WHERE id = c.business_user_id), CAST(c.business_user_id AS TEXT))`,
  business_user_id: 'c.business_user_id',
  updated_timestamp: 'c.updated_timestamp',
  sas_order_code: 'c.sas_order_code',
  service_start_date: 'c.service_start_date',
  bill_to_corporate_name: 'c.bill_to_corporate_name',
  request_course_name: masterName('course_masters', 'c.request_course_id'),
  project_master_name: masterName('project_masters', 'c.project_master_id'),
  option_business_end_report_fax_number: 'c.option_business_end_report_fax_number',
  display_for_answer_telephone_number: 'c.for_answer_telephone_number',
  did_number: 'c.did_number',
  invoice_start_date: 'c.invoice_start_date',
  invoice_end_date: 'c.invoice_end_date',
  for_answer_postcode: 'c.postcode',
  for_answer_prefecture_name: 'c.prefecture_id',
  for_answer_address_city: 'c.address_city',
  for_answer_address: 'c.address',
  for_answer_address_additional: 'c.address_additional',
  customer_id: 'c.customer_id',
  registered_timestamp: 'c.registered_timestamp',
  contract_agreement_date: 'c.contract_agreement_date',
  contract_cancellation_date: 'c.contract_cancellation_date',
  sensation_media_master_name: masterName('sensation_media_masters', 'c.sensation_media_master_id'),
};

/** True when the list can sort by this row field. */
export function isSortKey(key: string): boolean {
  return Object.hasOwn(sortExpressions, key);
}

function orderBy(search: ListSearch): string {
  const expression = sortExpressions[search.sortKey] ?? sortExpressions.tas_id;
  const direction = search.desc ? 'DESC' : 'ASC';
  // customer_id breaks ties, so that paging never shows a row twice or skips one.
  return expression === 'c.customer_id'
    ? `c.customer_id ${direction}`
    : `${expression} ${direction}, c.customer_id ${direction}`;
}

const rowColumns = `c.customer_id, c.tas_id, c.corporate_name AS for_answer_corporate_name,
  cs.name AS contract_status_name, ss.name AS service_status_master_name, c.sas_order_code,
  co.name AS request_course_name, pm.name AS project_master_name, c.did_number,
  bu.account_name || ' ' || bu.user_name AS accountname_username, c.business_user_id, c.updated_timestamp,
  c.service_start_date, c.bill_to_corporate_name, c.option_business_end_report_fax_number,
  c.for_answer_telephone_number AS display_for_answer_telephone_number, c.invoice_start_date,
  c.invoice_end_date, c.postcode AS for_answer_postcode, pf.name AS for_answer_prefecture_name,
  c.address_city AS for_answer_address_city, c.address AS for_answer_address,
  c.address_additional AS for_answer_address_additional, c.registered_timestamp, c.contract_agreement_date,
  c.contract_cancellation_date, sm.name AS sensation_media_master_name`;

const rowJoins = `LEFT JOIN contract_status_masters cs ON cs.id = c.contract_status_id
  LEFT JOIN service_status_masters ss ON ss.id = c.service_status_id
  LEFT JOIN course_masters co ON co.id = c.request_course_id
  LEFT JOIN project_masters pm ON pm.id = c.project_master_id
  LEFT JOIN business_users bu ON bu.id = c.business_user_id
  LEFT JOIN prefecture_masters pf ON pf.id = c.prefecture_id
  LEFT JOIN sensation_media_masters sm ON sm.id = c.sensation_media_master_id`;

/** The customer ids of one page (or of the first `limit` rows), in list order. */
export function pageIds(db: Db, search: ListSearch, limit: number, offset: number): number[] {
  const where: Where = buildWhere(search.isEntry, search.criteria);
  // Only ids here: with the sort column's index the offset walks index entries, not table rows.
  const rows = db
    .prepare(
      `SELECT c.customer_id AS id FROM customers c WHERE ${where.sql} ORDER BY ${orderBy(search)} LIMIT ? OFFSET ?`,
    )
    .all(...where.params, limit, offset) as { id: number }[];
  return rows.map((row) => row.id);
}

/** How many customers a search finds. */
export function countCustomers(db: Db, search: ListSearch): number {
  const where = buildWhere(search.isEntry, search.criteria);
  const row = db.prepare(`SELECT COUNT(*) AS n FROM customers c WHERE ${where.sql}`).get(...where.params) as {
    n: number;
  };
  return row.n;
}

/**
 * Runs `select` (whose WHERE ends with `customer_id IN`) for these ids and returns its rows in the order of
 * `ids`; an id may have several rows (members), kept in the order of `orderBy`. Chunks of 500 ids stay far
 * below SQLite's parameter cap.
 */
export function rowsInIdOrder<T extends { customer_id: number }>(
  db: Db,
  select: string,
  ids: number[],
  orderBy = '',
): T[] {
  const byId = new Map<number, T[]>();
  for (let at = 0; at < ids.length; at += 500) {
    const chunk = ids.slice(at, at + 500);
    const sql = `${select} (${chunk.map(() => '?').join(', ')}) ${orderBy}`;
    const rows = db.prepare(sql).all(...chunk) as T[];
    for (const row of rows) byId.set(row.customer_id, [...(byId.get(row.customer_id) ?? []), row]);
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The list rows of these customers, in the order of `ids`. */
export function listRows(db: Db, ids: number[]): CustomerListRow[] {
  return rowsInIdOrder<CustomerListRow>(
    db,
    `SELECT ${rowColumns} FROM customers c ${rowJoins} WHERE c.customer_id IN`,
    ids,
  );
}

/** One page of the list and the total it belongs to. */
export function customerListPage(
  db: Db,
  search: ListSearch,
  page: number,
  limit: number,
): { data: CustomerListRow[]; total: number } {
  const total = countCustomers(db, search);
  const ids = pageIds(db, search, limit, (page - 1) * limit);
  return { data: listRows(db, ids), total };
}
