import { sql, type RawBuilder } from 'kysely';
import {
  buildWhere,
  dateRangeBesidesTexts,
  textsAlone,
  trigramQuery,
  type ListCriteria,
} from './customer-list-filters';
import { coveredPageAndCount, isOrderedByIndex, registrationSpan } from './customer-list-plans';
import { compiledOnce, dialectOf, planPerValues, type Db } from './database';
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
// the name itself within one reading; customers without a reading come last in either direction: the
// ascending `(kana = '')` first, which the indexes customers_by_reading(_desc) of migration 0007 serve.
const sortExpressions: Record<string, string | string[]> = {
  tas_id: 'c.tas_id',
  for_answer_corporate_name: [
    "(c.corporate_name_kana = '') ASC",
    'c.corporate_name_kana {direction}',
    'c.corporate_name {direction}',
  ],
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
// it. A key may place its NULLs itself (`{direction}` without NULLS), or keep one direction (`… ASC`).
// `unindexed` (SQLite): each key as `+key` — the same order, which no index can hand over, so that SQLite
// finds the rows by the WHERE's best index and sorts them rather than walk the order's index past every
// customer (searchIds without a LIMIT reads a search of at most `listTotalCap` customers).
function orderBy(search: ListSearch, unindexed = false): string {
  const keys = orderKeys(search);
  return (unindexed ? keys.map((key) => `+${key}`) : keys).join(', ');
}

// The ORDER BY keys of a search (see `orderBy`), each an expression and its direction.
function orderKeys(search: ListSearch): string[] {
  const expression = sortExpressions[search.sortKey] ?? sortExpressions.tas_id;
  const direction = search.desc ? 'DESC' : 'ASC';
  const nulls = search.desc ? 'NULLS LAST' : 'NULLS FIRST';
  const keys = [expression]
    .flat()
    .map((key) =>
      / (ASC|DESC)$/.test(key)
        ? key
        : key.includes('{direction}')
          ? key.replace('{direction}', direction)
          : `${key} ${direction} ${nulls}`,
    );
  // customer_id (never NULL) breaks ties, so that paging never shows a row twice or skips one.
  if (expression !== 'c.customer_id') keys.push(`c.customer_id ${direction}`);
  return keys;
}

// A key of `orderKeys` as its expression and its direction (with its NULLS placement).
const orderKeyParts = /^(.*) ((?:ASC|DESC)(?: NULLS (?:FIRST|LAST))?)$/s;

/**
 * PostgreSQL: the search's first `listTotalCap + 1` matches, found by the WHERE's own best plan (no ORDER BY
 * inside, so no index of the order is walked past rows that do not match), then put in list order — the
 * count and, within the cap, every id in one pass over the matches' rows. Counting first and then reading
 * the matches in order visited each match's heap page twice (B9: a カナ part of 5 000 matches, 36 ms for the
 * count and 7 ms again for the read). Past the cap the count is all it gives (which rows come is arbitrary).
 */
async function firstMatchesInOrder(db: Db, search: ListSearch): Promise<number[]> {
  const keys = orderKeys(search).map((key) => {
    const parts = orderKeyParts.exec(key);
    if (!parts) throw new Error(`an order key without its direction: ${key}`);
    return { expression: parts[1], direction: parts[2] };
  });
  const sorted = sql.raw(keys.map((key, index) => `s${index} ${key.direction}`).join(', '));
  const sortValues = sql.raw(keys.map((key, index) => `${key.expression} AS s${index}`).join(', '));
  const { rows } = await sql<{ customer_id: number }>`SELECT customer_id FROM (SELECT c.customer_id,
    ${sortValues} FROM customers c WHERE ${buildWhere(search.isEntry, search.criteria)}
    LIMIT ${listTotalCap + 1}) m ORDER BY ${sorted} ${sql.raw(planPerValues)}`.execute(db);
  return rows.map((row) => row.customer_id);
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

// The masters a row names, joined to `customers c`.
const masterJoins = `LEFT JOIN contract_status_masters cs ON cs.id = c.contract_status_id
  LEFT JOIN service_status_masters ss ON ss.id = c.service_status_id
  LEFT JOIN course_masters co ON co.id = c.request_course_id
  LEFT JOIN project_masters pm ON pm.id = c.project_master_id
  LEFT JOIN business_users bu ON bu.id = c.business_user_id
  LEFT JOIN prefecture_masters pf ON pf.id = c.prefecture_id
  LEFT JOIN sensation_media_masters sm ON sm.id = c.sensation_media_master_id`;

const rowSelect = sql.raw(
  `SELECT ${rowFields.map(([name, expression]) => `${expression} AS ${name}`).join(', ')}
  FROM customers c
  ${masterJoins}`,
);

// A page's rows as one JSON array, built by the database, in the order of the ids it is given: exactly the
// text `JSON.stringify` makes of the rows `listRows` answers (same keys in the same order, no spaces; both
// databases escape strings as JavaScript does). Turning thousands of rows into objects and serialising them
// took most of a 3500-row page's time. The ids go in as one parameter (a JSON array on SQLite, an array on
// PostgreSQL), so one text serves every page size; each row's position in it orders the aggregate.
const pageArrayQueries = {
  // json_object keeps the keys' order; an aggregate's ORDER BY needs SQLite 3.44 (better-sqlite3 bundles
  // a later one). CAST … AS BLOB: better-sqlite3 then hands over the UTF-8 bytes as they are.
  sqlite: compiledOnce((db: Db, ids: string) =>
    sql<{ page: Buffer }>`SELECT CAST(json_group_array(json_object(${sql.raw(
      rowFields.map(([name, expression]) => `'${name}', ${expression}`).join(', '),
    )}) ORDER BY w.key) AS BLOB) AS page
    FROM json_each(${ids}) w JOIN customers c ON c.customer_id = w.value
    ${sql.raw(masterJoins)}`.compile(db),
  ),
  // json_build_object would put a space around every colon: the row's text is written out instead, each
  // value as to_json writes it (NULL as null).
  postgres: compiledOnce((db: Db, ids: number[]) =>
    sql<{ page: string }>`SELECT '[' || COALESCE(string_agg(${sql.raw(
      `'{' || ${rowFields
        .map(([name, expression]) => `'"${name}":' || COALESCE(to_json(${expression})::text, 'null')`)
        .join(` || ',' || `)} || '}'`,
    )}, ',' ORDER BY w.at), '') || ']' AS page
    FROM unnest(CAST(${ids} AS integer[])) WITH ORDINALITY w(id, at) JOIN customers c ON c.customer_id = w.id
    ${sql.raw(masterJoins)}`.compile(db),
  ),
};

/** The list rows of these customers as a JSON array in UTF-8, in the order of `ids` (see `listRows`). */
export async function listRowsJson(db: Db, ids: number[]): Promise<Buffer> {
  if (dialectOf(db) === 'postgres') {
    const [row] = (await pageArrayQueries.postgres(db, ids)).rows;
    return Buffer.from(row?.page ?? '[]', 'utf8');
  }
  const [row] = (await pageArrayQueries.sqlite(db, JSON.stringify(ids))).rows;
  return row?.page ?? Buffer.from('[]');
}

// The ids of a search in list order, `LIMIT`ed or all.
async function searchIds(db: Db, search: ListSearch, page?: { limit: number; offset: number }) {
  const where = buildWhere(search.isEntry, search.criteria);
  const order = sql.raw(orderBy(search, !page && dialectOf(db) === 'sqlite'));
  const limit = page ? sql` LIMIT ${page.limit} OFFSET ${page.offset}` : sql``;
  const { rows } = await sql<{ customer_id: number }>`SELECT c.customer_id FROM customers c
    WHERE ${where} ORDER BY ${order}${limit} ${sql.raw(planPerValues)}`.execute(db);
  return rows.map((row) => row.customer_id);
}

/**
 * Most customers a list search counts (B9, issue 17): past it the answer's total is this number and
 * `total_capped` says there are more, so that no request counts a million rows.
 */
export const listTotalCap = 10_000;

// SQLite's trigram table of the search's mode (migration 0007).
const trigramTable = (search: ListSearch) =>
  sql.raw(search.isEntry ? 'customer_search_fts_1' : 'customer_search_fts_0');

/**
 * How far SQLite's trigram paths go (tests lower them to reach every path with a few thousand customers).
 * `candidates`: most candidates a search reads from its trigram table — up to this many, looking each one
 * up (in rowid order, so neighbours share pages: about 1–2 µs each) and sorting the matches costs at most a
 * few tens of milliseconds in any order, where walking an order's index past rows that do not match (a few
 * µs each in an order the rows are not stored in) could cost seconds; more, and the text is common, and the
 * order's index finds a page's matches soon. `dateRangeWalk`: most entries of a date range's index a search
 * with a common text walks (`candidatesInDateRange`) — an entry costs a fraction of a µs where a
 * candidate's row costs 1–3 µs; a year of registrations is about 105 000 at a million customers.
 * `beforeRange`: with a date range, a text of more candidates than this is narrowed by the range first — at
 * a million customers 10 000 candidates looked up cost 32–36 ms, the year's 105 000 entries walked 12 ms (B9).
 * `lookupsBeforeWalk`, `walkPerMatch`: a search's matches known without reading a row (`pageAmong`), more than
 * `lookupsBeforeWalk` of them, are found for a page by walking the order's index — at most `walkPerMatch`
 * entries a match (an entry checked ≈ 0.2 µs, a match looked up and sorted ≈ 5 µs) — rather than every one
 * looked up (B9: a カナ part of 10 000 matches by TAS ID, 45–68 ms looked up).
 * `entriesPerLookup`: where a covering index answers a registration range (`narrowedSearch`), its text goes
 * through its candidates only with at most one per this many entries of the range: a candidate read from the
 * trigram table (≈ 1 µs) and its row looked up (≈ 5 µs) cost what 25 entries compared cost (a year's 105 000
 * with their カナ, sorted: 25–35 ms, B9), and asking for fewer candidates makes the question cheaper for a
 * common text, which pays it for nothing (6 500 read: 5–12 ms).
 */
export const trigramLimits = {
  candidates: 20_000,
  dateRangeWalk: 150_000,
  beforeRange: 5_000,
  entriesPerLookup: 50,
  lookupsBeforeWalk: 1_000,
  walkPerMatch: 25,
};

// SQLite: the customers of the search's mode whose indexed texts match (migration 0007), in rowid order, when
// there are at most `limit` — else (or when the search has no text the trigram table indexes) undefined.
async function trigramIdsUpTo(db: Db, search: ListSearch, limit: number): Promise<number[] | undefined> {
  const query = trigramQuery(search.criteria);
  if (!query) return undefined;
  const table = trigramTable(search);
  const { rows } = await sql<{ id: number }>`SELECT rowid AS id FROM ${table} WHERE ${table} MATCH ${query}
    LIMIT ${limit + 1}`.execute(db);
  return rows.length <= limit ? rows.map((row) => row.id) : undefined;
}

/** A page of a search and how many customers it finds, counted up to `listTotalCap + 1`. */
interface PageAndCount {
  ids: number[];
  counted: number;
}

/**
 * Customers a search is narrowed to before any row is read, in rowid order. `exact`: they are the search's
 * matches (`textsAlone`, or a range walked with the text, `candidatesInDateRange`); else its WHERE decides.
 */
interface Candidates {
  candidates: number[];
  exact: boolean;
}

/**
 * How SQLite narrows a search before any row is read, or undefined when it cannot (no text the trigram table
 * indexes, or only shorter than three characters; a common text without a range; PostgreSQL, whose planner
 * weighs the pg_trgm indexes itself):
 * - `covered`: the page and the count from an index holding the search's range, texts and order (migration
 *   0008, customer-list-plans.ts; B9: a city's カナ within a year, by 会社名 reading) — when one covers the
 *   search, its registration range holds at most `trigramLimits.dateRangeWalk` customers by its estimate, and
 *   its text has more candidates than one in `trigramLimits.entriesPerLookup` of them, whose rows would cost
 *   more to look up than comparing every entry of the range;
 * - `candidates`: the customers of the search's mode whose indexed texts match (migration 0007), in rowid
 *   order, at most `trigramLimits.candidates`, which the search's WHERE then decides. With a date range, more
 *   than `trigramLimits.beforeRange` of them are narrowed by the range's index first (`candidatesInDateRange`).
 */
async function narrowedSearch(
  db: Db,
  search: ListSearch,
  page: { limit: number; offset: number },
): Promise<{ covered: PageAndCount } | Candidates | undefined> {
  if (dialectOf(db) !== 'sqlite') return undefined;
  const range = dateRangeBesidesTexts(search.criteria);
  if (range) {
    const span = await registrationSpan(db, search.isEntry, search.criteria);
    if (span !== undefined && span <= trigramLimits.dateRangeWalk) {
      const few = await trigramIdsUpTo(db, search, Math.floor(span / trigramLimits.entriesPerLookup));
      if (few) return { candidates: few, exact: false };
      const order = orderBy(search);
      const covered = await coveredPageAndCount(db, buildWhere(search.isEntry, search.criteria), order, page);
      if (covered) return { covered };
    }
  }
  const query = trigramQuery(search.criteria);
  if (!query) return undefined;
  const exact = (candidates: number[] | undefined) => candidates && { candidates, exact: true };
  const inexact = (candidates: number[] | undefined) => candidates && { candidates, exact: false };
  if (!range)
    return (textsAlone(search.criteria) ? exact : inexact)(
      await trigramIdsUpTo(db, search, trigramLimits.candidates),
    );
  return (
    inexact(await trigramIdsUpTo(db, search, trigramLimits.beforeRange)) ??
    exact(await candidatesInDateRange(db, search, range, query)) ??
    // A range too wide to walk, or with too many matches: looked up one by one, if few enough.
    inexact(await trigramIdsUpTo(db, search, trigramLimits.candidates))
  );
}

/**
 * SQLite, a search's matches known without reading a row (`Candidates.exact`, more than
 * `trigramLimits.lookupsBeforeWalk`), in an order SQLite keeps an index of: the page's matches found by walking
 * that index, each entry's id checked against the matches — at most `trigramLimits.walkPerMatch` entries a
 * match, so that matches bunched late in the order (a reading's first characters) cost no more than looking
 * every one of them up and sorting them (`idsAmong`). Undefined when the walk ends before the page is found.
 */
async function pageAlongOrder(
  db: Db,
  search: ListSearch,
  matches: number[],
  page: { limit: number; offset: number },
): Promise<number[] | undefined> {
  const wanted = Math.min(page.offset + page.limit, matches.length);
  if (wanted <= page.offset) return [];
  // The walk (a subquery with a LIMIT, which SQLite runs as a co-routine in its order) hands over its
  // entries in the order's sequence, and the outer query keeps it.
  const query = sql<{ customer_id: number }>`SELECT w.customer_id FROM (SELECT c.customer_id FROM customers c
    WHERE c.is_entry = ${search.isEntry ? 1 : 0} ORDER BY ${sql.raw(orderBy(search))}
    LIMIT ${matches.length * trigramLimits.walkPerMatch}) w
    WHERE w.customer_id IN (SELECT value FROM json_each(${JSON.stringify(matches)})) LIMIT ${wanted}`.compile(
    db,
  );
  if (!(await isOrderedByIndex(db, query))) return undefined;
  const { rows } = await db.executeQuery(query);
  return rows.length === wanted ? rows.slice(page.offset).map((row) => row.customer_id) : undefined;
}

/**
 * A page of a search among its candidates (`narrowedSearch`) and its count: exact candidates are the matches
 * (their number the count), the page walked along the order where that pays; else every candidate is looked
 * up, checked by the search's WHERE and sorted.
 */
async function pageAmong(
  db: Db,
  search: ListSearch,
  { candidates, exact }: Candidates,
  page: { limit: number; offset: number },
): Promise<PageAndCount> {
  const counted = Math.min(candidates.length, listTotalCap + 1);
  if (exact && candidates.length > trigramLimits.lookupsBeforeWalk) {
    const ids = await pageAlongOrder(db, search, candidates, page);
    if (ids) return { ids, counted };
  }
  const all = await idsAmong(db, search, candidates);
  return {
    ids: all.slice(page.offset, page.offset + page.limit),
    counted: Math.min(all.length, listTotalCap + 1),
  };
}

/**
 * SQLite, a common text (more than `trigramLimits.beforeRange` candidates) with a date range (B9: a city's カナ
 * and a year; `filters`: the search's date ranges and selects, `dateRangeBesidesTexts`): the customers in the
 * range (and the selects) whose indexed texts match — the range's index walked without reading a row, each
 * entry's id checked against the text's candidates (read once, kept in a b-tree) — when the range has at most
 * `trigramLimits.dateRangeWalk` entries and at most `trigramLimits.candidates` of them match. Else undefined.
 * Looking up every candidate's row to check its date instead cost 30–300 ms.
 */
async function candidatesInDateRange(
  db: Db,
  search: ListSearch,
  filters: ListCriteria,
  query: string,
): Promise<number[] | undefined> {
  const table = trigramTable(search);
  const { rows } = await sql<{ scanned: number; ids: string }>`SELECT count(*) AS scanned,
    json_group_array(d.customer_id) FILTER (WHERE d.customer_id IN
      (SELECT rowid FROM ${table} WHERE ${table} MATCH ${query})) AS ids
    FROM (SELECT c.customer_id FROM customers c WHERE ${buildWhere(search.isEntry, filters)}
      LIMIT ${trigramLimits.dateRangeWalk + 1}) d`.execute(db);
  const [row] = rows;
  if (!row || row.scanned > trigramLimits.dateRangeWalk) return undefined;
  const ids = JSON.parse(row.ids) as number[];
  return ids.length > trigramLimits.candidates ? undefined : ids.sort((a, b) => a - b);
}

// Every customer among `candidates` the search finds, in list order: the candidates as the outer loop (CROSS
// JOIN keeps SQLite from reordering it), each checked by the search's whole WHERE.
async function idsAmong(db: Db, search: ListSearch, candidates: number[]): Promise<number[]> {
  const { rows } = await sql<{ customer_id: number }>`SELECT c.customer_id
    FROM json_each(${JSON.stringify(candidates)}) j CROSS JOIN customers c ON c.customer_id = j.value
    WHERE ${buildWhere(search.isEntry, search.criteria)} ORDER BY ${sql.raw(orderBy(search))}`.execute(db);
  return rows.map((row) => row.customer_id);
}

/** How many customers a search finds, counted up to `listTotalCap + 1`. */
export async function cappedCount(db: Db, search: ListSearch): Promise<number> {
  return forListSearch(db, async (q) => {
    const narrowed = await narrowedSearch(q, search, { limit: 1, offset: 0 });
    if (narrowed && 'covered' in narrowed) return Math.min(narrowed.covered.counted, listTotalCap + 1);
    if (narrowed?.exact) return Math.min(narrowed.candidates.length, listTotalCap + 1);
    if (narrowed) return Math.min((await idsAmong(q, search, narrowed.candidates)).length, listTotalCap + 1);
    return countWithoutCandidates(q, search);
  });
}

// The count of a search `narrowedSearch` found no candidates for (no text, or a common one): up to
// `listTotalCap + 1`. A common text alone (`textsAlone`) has as many matches as candidates, more than
// `trigramLimits.candidates`. Else a common text still narrows a count that needs no order: its candidates
// stream from the trigram table in rowid order, and the count stops past the cap.
async function countWithoutCandidates(db: Db, search: ListSearch): Promise<number> {
  const query = dialectOf(db) === 'sqlite' ? trigramQuery(search.criteria) : undefined;
  if (query && textsAlone(search.criteria) && trigramLimits.candidates > listTotalCap)
    return listTotalCap + 1;
  const table = trigramTable(search);
  const from = query
    ? sql`${table} f CROSS JOIN customers c ON c.customer_id = f.rowid WHERE f.${table} MATCH ${query} AND`
    : sql`customers c WHERE`;
  const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM (SELECT 1 FROM ${from}
    ${buildWhere(search.isEntry, search.criteria)} LIMIT ${listTotalCap + 1}) t ${sql.raw(planPerValues)}`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}

// One page's ids and the search's count up to `listTotalCap + 1`. From a covering index in one pass when one
// serves the search (`narrowedSearch`). Through the trigram candidates when there are few enough: one query
// finds every match, the page is a slice and the count their number. Otherwise
// the page is a `LIMIT`/`OFFSET` query (from the order's index where it has one: with a common text, or none,
// a page's matches come soon) and the count another, cached per search, since every page and order of a
// search shares it.
// `count(q, compute)`: the search's count, `compute()`'s or the one cached for it (it is asked only when there
// are no candidates).
async function pageAndCount(
  db: Db,
  search: ListSearch,
  page: { limit: number; offset: number },
  count: (q: Db, compute: () => Promise<number>) => Promise<number>,
): Promise<PageAndCount> {
  return forListSearch(db, async (q) => {
    const narrowed = await narrowedSearch(q, search, page);
    if (narrowed && 'covered' in narrowed) {
      const { ids, counted } = narrowed.covered;
      return { ids, counted: Math.min(counted, listTotalCap + 1) };
    }
    if (narrowed) return pageAmong(q, search, narrowed, page);
    // Counted first: a search of at most `listTotalCap` customers is read whole in list order and sliced,
    // without a LIMIT that would tempt a planner into walking the order's index past rows that do not match
    // (PostgreSQL assumes matches spread evenly along it; a date range or a name's block is not).
    // PostgreSQL counts and reads a text search's matches in one pass (`firstMatchesInOrder`) unless the
    // count is cached already. Not a search without a text: its matches lie dense in an index (a status, a
    // date range), the count reads no rows, and past the cap — most such searches — sorting 10 001 of them
    // would be all cost (B9: the whole list's first page 4 → 17 ms).
    let inOrder: number[] | undefined;
    const counted = await count(q, async () => {
      if (dialectOf(q) !== 'postgres' || !trigramQuery(search.criteria))
        return countWithoutCandidates(q, search);
      inOrder = await firstMatchesInOrder(q, search);
      return inOrder.length;
    });
    if (counted <= listTotalCap) {
      const all = inOrder ?? (await searchIds(q, search));
      return { ids: all.slice(page.offset, page.offset + page.limit), counted };
    }
    return { ids: await searchIds(q, search, page), counted };
  });
}

// PostgreSQL's planner prices a heap page read at random as four read in sequence (`random_page_cost` 4, a
// spinning disk's ratio) and an index entry at 0.005 (`cpu_index_tuple_cost`). With them, a trigram index's
// bitmap of a few thousand rows gets ANDed with the bitmap of a filter most customers pass — the mode (800 000
// entries) or a service status (580 000) — to save heap reads that cost microseconds from memory or SSD:
// 40–55 ms to build that bitmap, twice a search (B9: service status + 会社名 part p95 83–107 ms, カナ part
// 78–94 ms). Random reads at 1.1 (the value commonly advised for SSD) and index entries at 0.05 (what 580 000
// of them cost next to a heap page) leave the trigram index alone (12–25 ms), while a rarer status still
// drives. The list's uncached queries run in one transaction with these set locally; every other statement
// keeps the database's settings. Inside a transaction already (and on SQLite) they run as they are.
const listPlannerCosts = 'SET LOCAL random_page_cost = 1.1; SET LOCAL cpu_index_tuple_cost = 0.05';

async function forListSearch<T>(db: Db, work: (q: Db) => Promise<T>): Promise<T> {
  if (dialectOf(db) !== 'postgres' || db.isTransaction) return work(db);
  return db.transaction().execute(async (trx) => {
    await sql.raw(listPlannerCosts).execute(trx);
    return work(trx);
  });
}

/** The customer ids of one page (or of the first `limit` rows), in list order. */
export async function pageIds(db: Db, search: ListSearch, limit: number, offset: number): Promise<number[]> {
  // Only ids here: with the sort column's index the offset walks index entries, not table rows.
  return (await pageAndCount(db, search, { limit, offset }, (_q, compute) => compute())).ids;
}

// The built statement, not the raw criteria, is a search's cache key: blank or unknown criteria (page, limit)
// drop out. Kept with the search: a repeated query's search is the same object (parseListQueryOnce), and
// building the statement was most of a cached request's own work (bench B6+). The text differs between the
// dialects but names the same search in either, so a search met by two databases may keep either.
const searchKeys = new WeakMap<ListSearch, string>();

function searchKeyOf(db: Db, search: ListSearch): string {
  let key = searchKeys.get(search);
  if (key === undefined) {
    const where = buildWhere(search.isEntry, search.criteria).compile(db);
    key = `${where.sql}\u0000${JSON.stringify(where.parameters)}`;
    searchKeys.set(search, key);
  }
  return key;
}

/**
 * Every customer id a search finds, in list order, cached until the list data change (list-cache.ts): the
 * total is its length and any page a slice, so that neither a COUNT nor an OFFSET walks the index on every
 * request. Building it walks the index once (about as long as one COUNT and a deep OFFSET together).
 * `listVersion`: the list version as the request read it (list-cache.ts `cachedForList`).
 */
export async function orderedIds(db: Db, search: ListSearch, listVersion?: number): Promise<number[]> {
  const key = `ids\u0000${searchKeyOf(db, search)}\u0000${orderBy(search)}`;
  return cachedForList(db, key, () => searchIds(db, search), listVersion);
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

/** One page's customer ids and the search's total, counted up to `listTotalCap` (`capped` when more). */
export interface SearchPage {
  ids: number[];
  total: number;
  capped: boolean;
}

/**
 * One page of a search and its total (B9, issue 17), cached until the list data change (list-cache.ts): a
 * search nobody sent before costs one page and at most `listTotalCap` rows of counting (or one pass over at
 * most `trigramLimits.candidates` candidates of its text), however many customers it finds. `listVersion` as
 * `cachedForList` takes it.
 */
export async function searchPage(
  db: Db,
  search: ListSearch,
  page: number,
  limit: number,
  listVersion?: number,
): Promise<SearchPage> {
  const searchKey = searchKeyOf(db, search);
  const pageKey = `page\u0000${searchKey}\u0000${orderBy(search)}\u0000${page}\u0000${limit}`;
  // One entry per page: a repeated request reads the list version once.
  const { ids, counted } = await cachedForList(
    db,
    pageKey,
    () =>
      pageAndCount(db, search, { limit, offset: (page - 1) * limit }, (_q, compute) =>
        cachedForList(db, `count\u0000${searchKey}`, compute, listVersion),
      ),
    listVersion,
  );
  return { ids, total: Math.min(counted, listTotalCap), capped: counted > listTotalCap };
}

/** One page of the list and the total it belongs to (`total_capped` past `listTotalCap`). */
export async function customerListPage(
  db: Db,
  search: ListSearch,
  page: number,
  limit: number,
): Promise<{ data: CustomerListRow[]; total: number; total_capped?: true }> {
  const { ids, total, capped } = await searchPage(db, search, page, limit);
  return { data: await listRows(db, ids), total, ...(capped ? { total_capped: true as const } : {}) };
}

const pageHead = Buffer.from('{"data":');

/**
 * `customerListPage` as UTF-8 JSON (`{"data":[…],"total":n}`), for the route that puts its answer together;
 * the rows' JSON comes from the database (`listRowsJson`), and the page is cached. `listVersion` as
 * `cachedForList` takes it.
 */
export async function customerListPageBytes(
  db: Db,
  search: ListSearch,
  page: number,
  limit: number,
  listVersion?: number,
): Promise<Buffer> {
  // The rendered page is kept as its ids are (list-cache.ts: until the list data change; past 32 MB of
  // pages the oldest give way): paging back, a list shown again and several people on one list are answered
  // without building it again, and a repeated request reads nothing but its session and the list version.
  const key = `json\u0000${searchKeyOf(db, search)}\u0000${orderBy(search)}\u0000${page}\u0000${limit}`;
  return cachedForList(
    db,
    key,
    async () => {
      const { ids, total, capped } = await searchPage(db, search, page, limit, listVersion);
      const rows = await listRowsJson(db, ids);
      return Buffer.concat([
        pageHead,
        rows,
        Buffer.from(`,"total":${total}${capped ? ',"total_capped":true' : ''}}`),
      ]);
    },
    listVersion,
  );
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
