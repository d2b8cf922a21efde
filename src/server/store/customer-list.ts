import { sql, type RawBuilder } from 'kysely';
import { buildWhere, type ListCriteria } from './customer-list-filters';
import type { Db } from './database';
import { cachedForList } from './list-cache';
import type { CustomerListRow } from '../../sections/customer-list-row';

/** One row of the customer list. */
export type { CustomerListRow } from '../../sections/customer-list-row';

/** Mode, criteria and order of one list search. */
export interface ListSearch {
  isEntry: boolean;
  criteria: ListCriteria;
  /** A row field name (`sort_by_key_name`); unknown names sort by tas_id. */
  sortKey: string;
  desc: boolean;
}

const masterName = (table: string, column: string) => `(SELECT name FROM ${table} WHERE id = ${column})`;

// Row field → the expression it sorts by (constant SQL text, never anything from the request). Statuses sort
// in master order (their ids follow the lifecycle), names of other masters alphabetically; the columns with
// an (is_entry, column, customer_id) index page from the index alone.
// 会社名 sorts by its reading (カナ; readings are stored as full-width katakana, the forms convert them),
// the name itself within one reading; customers without a reading come last in either direction.
const sortExpressions: Record<string, string | string[]> = {
  tas_id: 'c.tas_id',
  for_answer_corporate_name: ["NULLIF(c.corporate_name_kana, '') {direction} NULLS LAST", 'c.corporate_name'],
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

// The ORDER BY list of a search. NULL places itself as SQLite places it by default — first ascending, last
// descending — spelt out, since PostgreSQL's default is the opposite; SQLite still pages from the index with
// it. A key may place its NULLs itself (`{direction} NULLS LAST`).
function orderBy(search: ListSearch): string {
  const expression = sortExpressions[search.sortKey] ?? sortExpressions.tas_id;
  const direction = search.desc ? 'DESC' : 'ASC';
  const nulls = search.desc ? 'NULLS LAST' : 'NULLS FIRST';
  const keys = [expression]
    .flat()
    .map((key) =>
      key.includes('{direction}') ? key.replace('{direction}', direction) : `${key} ${direction} ${nulls}`,
    );
  // customer_id (never NULL) breaks ties, so that paging never shows a row twice or skips one.
  if (expression !== 'c.customer_id') keys.push(`c.customer_id ${direction}`);
  return keys.join(', ');
}

// Row field → its expression, in the order of `CustomerListRow` (the rows' keys come in this order, and so
// does their JSON).
const rowFields: [string, string][] = [
  ['customer_id', 'c.customer_id'],
  ['tas_id', 'c.tas_id'],
  ['for_answer_corporate_name', 'c.corporate_name'],
  ['contract_status_name', 'cs.name'],
  ['service_status_master_name', 'ss.name'],
  ['sas_order_code', 'c.sas_order_code'],
  ['request_course_name', 'co.name'],
  ['project_master_name', 'pm.name'],
  ['did_number', 'c.did_number'],
  ['accountname_username', "bu.account_name || ' ' || bu.user_name"],
  ['business_user_id', 'c.business_user_id'],
  ['updated_timestamp', 'c.updated_timestamp'],
  ['service_start_date', 'c.service_start_date'],
  ['bill_to_corporate_name', 'c.bill_to_corporate_name'],
  ['option_business_end_report_fax_number', 'c.option_business_end_report_fax_number'],
  ['display_for_answer_telephone_number', 'c.for_answer_telephone_number'],
  ['invoice_start_date', 'c.invoice_start_date'],
  ['invoice_end_date', 'c.invoice_end_date'],
  ['for_answer_postcode', 'c.postcode'],
  ['for_answer_prefecture_name', 'pf.name'],
  ['for_answer_address_city', 'c.address_city'],
  ['for_answer_address', 'c.address'],
  ['for_answer_address_additional', 'c.address_additional'],
  ['registered_timestamp', 'c.registered_timestamp'],
  ['contract_agreement_date', 'c.contract_agreement_date'],
  ['contract_cancellation_date', 'c.contract_cancellation_date'],
  ['sensation_media_master_name', 'sm.name'],
];

const rowSelect = sql.raw(
  `SELECT ${rowFields.map(([name, expression]) => `${expression} AS ${name}`).join(', ')}
  FROM customers c
  LEFT JOIN contract_status_masters cs ON cs.id = c.contract_status_id
  LEFT JOIN service_status_masters ss ON ss.id = c.service_status_id
  LEFT JOIN course_masters co ON co.id = c.request_course_id
  LEFT JOIN project_masters pm ON pm.id = c.project_master_id
  LEFT JOIN business_users bu ON bu.id = c.business_user_id
  LEFT JOIN prefecture_masters pf ON pf.id = c.prefecture_id
  LEFT JOIN sensation_media_masters sm ON sm.id = c.sensation_media_master_id`,
);

// The ids of a search in list order, `LIMIT`ed or all.
async function searchIds(db: Db, search: ListSearch, page?: { limit: number; offset: number }) {
  const where = buildWhere(search.isEntry, search.criteria);
  const order = sql.raw(orderBy(search));
  const limit = page ? sql` LIMIT ${page.limit} OFFSET ${page.offset}` : sql``;
  const { rows } = await sql<{ customer_id: number }>`SELECT c.customer_id FROM customers c
    WHERE ${where} ORDER BY ${order}${limit}`.execute(db);
  return rows.map((row) => row.customer_id);
}

/** The customer ids of one page (or of the first `limit` rows), in list order. */
export async function pageIds(db: Db, search: ListSearch, limit: number, offset: number): Promise<number[]> {
  // Only ids here: with the sort column's index the offset walks index entries, not table rows.
  return searchIds(db, search, { limit, offset });
}

/**
 * Every customer id a search finds, in list order, cached until the list data change (list-cache.ts): the
 * total is its length and any page a slice, so that neither a COUNT nor an OFFSET walks the index on every
 * request. Building it walks the index once (about as long as one COUNT and a deep OFFSET together).
 */
export async function orderedIds(db: Db, search: ListSearch): Promise<number[]> {
  // The built statement, not the raw criteria, is the key: blank or unknown criteria (page, limit) drop out.
  const where = buildWhere(search.isEntry, search.criteria).compile(db);
  const key = `ids\u0000${where.sql}\u0000${JSON.stringify(where.parameters)}\u0000${orderBy(search)}`;
  return cachedForList(db, key, () => searchIds(db, search));
}

/** How many customers a search finds. */
export async function countCustomers(db: Db, search: ListSearch): Promise<number> {
  const where = buildWhere(search.isEntry, search.criteria);
  const { rows } = await sql<{ count: number | string }>`SELECT COUNT(*) AS count FROM customers c
    WHERE ${where}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/**
 * Runs `select` for chunks of these ids and returns the rows in the order of `ids`: `select(chunk)` answers
 * the rows of the customers in `chunk` (`… WHERE c.customer_id IN (${sql.join(chunk)})`). An id may have
 * several rows (members), kept in the order `select` gives them. Chunks of 500 ids stay far below either
 * database's parameter limit.
 */
export async function rowsInIdOrder<T extends { customer_id: number }>(
  ids: number[],
  select: (chunk: number[]) => Promise<T[]>,
): Promise<T[]> {
  const byId = new Map<number, T[]>();
  for (let at = 0; at < ids.length; at += 500) {
    const rows = await select(ids.slice(at, at + 500));
    for (const row of rows) {
      const list = byId.get(row.customer_id);
      if (list) list.push(row);
      else byId.set(row.customer_id, [row]);
    }
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** `id IN (…)` over a chunk of ids. */
export const inIds = (column: string, chunk: number[]): RawBuilder<unknown> =>
  sql`${sql.ref(column)} IN (${sql.join(chunk)})`;

/** The list rows of these customers, in the order of `ids`. */
export async function listRows(db: Db, ids: number[]): Promise<CustomerListRow[]> {
  return rowsInIdOrder(ids, async (chunk) => {
    const { rows } = await sql<CustomerListRow>`${rowSelect} WHERE ${inIds('c.customer_id', chunk)}`.execute(
      db,
    );
    return rows;
  });
}

/** One page of the list and the total it belongs to. */
export async function customerListPage(
  db: Db,
  search: ListSearch,
  page: number,
  limit: number,
): Promise<{ data: CustomerListRow[]; total: number }> {
  const ids = await orderedIds(db, search);
  return { data: await listRows(db, ids.slice((page - 1) * limit, page * limit)), total: ids.length };
}

/** `customerListPage` as UTF-8 JSON (`{"data":[…],"total":n}`), for the route that puts its answer together. */
export async function customerListPageBytes(
  db: Db,
  search: ListSearch,
  page: number,
  limit: number,
): Promise<Buffer> {
  return Buffer.from(JSON.stringify(await customerListPage(db, search, page, limit)), 'utf8');
}

/** `customerListPageBytes` as text. */
export async function customerListPageJson(
  db: Db,
  search: ListSearch,
  page: number,
  limit: number,
): Promise<string> {
  return (await customerListPageBytes(db, search, page, limit)).toString('utf8');
}
