import { CompiledQuery, sql, type RawBuilder } from 'kysely';
import { buildWhere, type ListCriteria } from './customer-list-filters';
import type { Db } from './database';

// SQLite: what its planner makes of a list statement, and what a search asks of an index without reading a
// row. A search answered from one index alone — its range, its compared texts and its order held in the
// index's entries (migration 0008: a registration range with カナ, by 会社名 reading) — reads no customer row;
// a page walked along the order's index finds its matches without sorting them. Whether an index serves is the
// planner's word (EXPLAIN QUERY PLAN), so an index added later for other criteria or orders serves the same way.

// Statement text → SQLite's plan of it (EXPLAIN QUERY PLAN, one line a step). The texts are few (one per set
// of criteria given and order), the values never part of them.
const plans = new Map<string, string[]>();
const maxPlans = 500;

async function planOf(db: Db, query: CompiledQuery): Promise<string[]> {
  const known = plans.get(query.sql);
  if (known) return known;
  const { rows } = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]),
  );
  const plan = rows.map((row) => row.detail);
  if (plans.size >= maxPlans) plans.clear();
  plans.set(query.sql, plan);
  return plan;
}

/** True when SQLite answers this statement over `customers c` from a covering index, without a row. */
export async function isCoveredByIndex(db: Db, query: CompiledQuery): Promise<boolean> {
  const access = (await planOf(db, query)).filter((detail) => /^(SEARCH|SCAN) c\b/.test(detail));
  return access.length === 1 && access[0].startsWith('SEARCH c USING COVERING INDEX');
}

/** True when SQLite hands this statement's rows over in its ORDER BY from an index, without sorting them. */
export async function isOrderedByIndex(db: Db, query: CompiledQuery): Promise<boolean> {
  return !(await planOf(db, query)).some((detail) => detail.startsWith('USE TEMP B-TREE FOR ORDER BY'));
}

/**
 * At most how many customers a registration range holds (either end may be open), estimated without walking
 * it: the ids of its first and last registration apart. Ids and registration stamps are both given when a
 * customer is made, so they rise together; a range whose customers came otherwise (an import) is estimated
 * wrongly and may be walked longer, never answered wrongly. Undefined without a registration range.
 */
export async function registrationSpan(
  db: Db,
  isEntry: boolean,
  criteria: ListCriteria,
): Promise<number | undefined> {
  const range: ListCriteria = {
    registered_date_start: criteria.registered_date_start,
    registered_date_end: criteria.registered_date_end,
  };
  if (!range.registered_date_start?.trim() && !range.registered_date_end?.trim()) return undefined;
  const where = buildWhere(isEntry, range);
  const { rows } = await sql<{ first: number | null; last: number | null }>`SELECT
    (SELECT c.customer_id FROM customers c WHERE ${where}
      ORDER BY c.registered_timestamp ASC, c.customer_id ASC LIMIT 1) AS first,
    (SELECT c.customer_id FROM customers c WHERE ${where}
      ORDER BY c.registered_timestamp DESC, c.customer_id DESC LIMIT 1) AS last`.execute(db);
  const [row] = rows;
  if (row?.first == null || row.last == null) return 0;
  return Math.abs(row.last - row.first) + 1;
}

/**
 * One page of a search and how many customers it finds, in one pass over its matches (the count a window
 * over them, the page the first rows of their sort) — or undefined when SQLite would have to read rows for
 * it (`isCoveredByIndex`). `order`: the search's ORDER BY list.
 */
export async function coveredPageAndCount(
  db: Db,
  where: RawBuilder<unknown>,
  order: string,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; counted: number } | undefined> {
  const statement = (limit: number, offset: number) =>
    sql<{ customer_id: number; matched: number }>`SELECT c.customer_id, count(*) OVER () AS matched
      FROM customers c WHERE ${where} ORDER BY ${sql.raw(order)} LIMIT ${limit} OFFSET ${offset}`;
  const query = statement(page.limit, page.offset).compile(db);
  if (!(await isCoveredByIndex(db, query))) return undefined;
  const { rows } = await db.executeQuery(query);
  if (rows.length > 0) return { ids: rows.map((row) => row.customer_id), counted: rows[0].matched };
  if (page.offset === 0) return { ids: [], counted: 0 };
  // A page past the last match has no row to carry the count.
  const { rows: first } = await statement(1, 0).execute(db);
  return { ids: [], counted: first[0]?.matched ?? 0 };
}
