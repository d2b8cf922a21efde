import { buildWhere, type ListCriteria, type Where } from './customer-list-filters';
import type { Db } from './database';
import { cachedForList } from './list-cache';
import { prepared } from './statements';
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

// Row field → the expression it sorts by. Statuses sort in master order (their ids follow the lifecycle),
// names of other masters alphabetically; the columns with an (is_entry, column, customer_id) index page
// from the index alone.
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

function orderBy(search: ListSearch): string {
  const expression = sortExpressions[search.sortKey] ?? sortExpressions.tas_id;
  const direction = search.desc ? 'DESC' : 'ASC';
  // A key may place its direction itself (`{direction} NULLS LAST`); NULLS LAST elsewhere would keep
  // SQLite from paging in index order.
  const keys = [expression]
    .flat()
    .map((key) =>
      key.includes('{direction}') ? key.replace('{direction}', direction) : `${key} ${direction}`,
    );
  // customer_id breaks ties, so that paging never shows a row twice or skips one.
  if (expression !== 'c.customer_id') keys.push(`c.customer_id ${direction}`);
  return keys.join(', ');
}

// Row field → its expression, in the order of `CustomerListRow`: one list for the object rows (CSV) and the
// JSON rows SQLite builds for a page.
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

const rowColumns = rowFields.map(([name, expression]) => `${expression} AS ${name}`).join(', ');
const rowJson = `json_object(${rowFields.map(([name, expression]) => `'${name}', ${expression}`).join(', ')})`;

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
  const sql = `SELECT c.customer_id FROM customers c WHERE ${where.sql} ORDER BY ${orderBy(search)} LIMIT ? OFFSET ?`;
  return prepared(db, sql, 'pluck').all(...where.params, limit, offset) as number[];
}

/**
 * Every customer id a search finds, in list order, cached until the customers change: the total is its
 * length and any page a slice, so that neither a COUNT nor an OFFSET walks the index on every request.
 * Building it walks the index once (about as long as one COUNT and a deep OFFSET together).
 */
export function orderedIds(db: Db, search: ListSearch): number[] {
  const where = buildWhere(search.isEntry, search.criteria);
  const order = orderBy(search);
  // The built clause, not the raw criteria, is the key: blank or unknown criteria (page, limit) drop out.
  const key = `ids\u0000${where.sql}\u0000${JSON.stringify(where.params)}\u0000${order}`;
  return cachedForList(db, key, () => {
    const sql = `SELECT c.customer_id FROM customers c WHERE ${where.sql} ORDER BY ${order}`;
    return prepared(db, sql, 'pluck').all(...where.params) as number[];
  });
}

/** How many customers a search finds. */
export function countCustomers(db: Db, search: ListSearch): number {
  const where = buildWhere(search.isEntry, search.criteria);
  return prepared(db, `SELECT COUNT(*) FROM customers c WHERE ${where.sql}`, 'pluck').get(
    ...where.params,
  ) as number;
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
    const rows = prepared(db, sql).all(...chunk) as T[];
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
  const ids = orderedIds(db, search);
  return { data: listRows(db, ids.slice((page - 1) * limit, page * limit)), total: ids.length };
}

// One statement for any page size: the page's ids go in as one JSON array (`j.key` is the position in it).
// CROSS JOIN keeps the array as the outer loop, so the rows come in array order without a sort (an ORDER BY,
// or one inside group_concat, costs 1.5–2× the query). SQLite joins the rows' JSON into one UTF-8 blob: no JS
// string per row, and no second encoding on the way out (together they cost as much again as the query).
const pageFrom = `FROM json_each(?) j CROSS JOIN customers c ON c.customer_id = j.value ${rowJoins}`;
const pageBlobSql = `SELECT group_concat(j.key), CAST(group_concat(${rowJson}) AS BLOB) ${pageFrom}`;
const pageRowsSql = `SELECT j.key, ${rowJson} ${pageFrom}`;

// "0,1,…" up to the largest page (002 §9: 3500 rows), and where the first n positions end in it: a page of n
// rows must come back with exactly those.
const positionCount = 3500;
const positionsText = Array.from({ length: positionCount }, (_, index) => index).join(',');
const positionsEnd: number[] = [];
for (let index = 0, end = -1; index < positionCount; index += 1) {
  end += String(index).length + 1;
  positionsEnd.push(end);
}

// The page's rows as one blob in id order, or null when SQLite handed them in another order (or the page is
// larger than the positions kept).
function pageBlob(db: Db, idList: string, count: number): Buffer | null {
  if (count === 0) return Buffer.alloc(0);
  if (count > positionCount) return null;
  const [keys, blob] = prepared(db, pageBlobSql, 'raw').get(idList) as [string | null, Buffer | null];
  return blob && keys === positionsText.slice(0, positionsEnd[count - 1]) ? blob : null;
}

const pageHead = Buffer.from('{"data":[');

/**
 * `customerListPage` as UTF-8 JSON (`{"data":[…],"total":n}`), the same text `JSON.stringify` would give.
 * SQLite writes each row's JSON, so that a 3500-row page builds no row objects and needs no serialiser.
 */
export function customerListPageBytes(db: Db, search: ListSearch, page: number, limit: number): Buffer {
  const ids = orderedIds(db, search);
  const pageIdList = ids.slice((page - 1) * limit, page * limit);
  const idList = JSON.stringify(pageIdList);
  let rows = pageBlob(db, idList, pageIdList.length);
  if (!rows) {
    // A future planner that does not keep array order: one text per row, put in order by position.
    const texts = prepared(db, pageRowsSql, 'raw').all(idList) as [number, string][];
    texts.sort((a, b) => a[0] - b[0]);
    rows = Buffer.from(texts.map((row) => row[1]).join(','));
  }
  return Buffer.concat([pageHead, rows, Buffer.from(`],"total":${ids.length}}`)]);
}

/** `customerListPageBytes` as text. */
export function customerListPageJson(db: Db, search: ListSearch, page: number, limit: number): string {
  return customerListPageBytes(db, search, page, limit).toString('utf8');
}
