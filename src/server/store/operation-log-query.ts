import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from './database';
import { nameSearchText } from './search-fold';

/** The アクセスログ screen's filters, already checked; an absent filter is undefined. */
export interface OperationLogFilters {
  userId?: number;
  /** A TAS ID (with or without T), a customer id, or part of a 会社名. */
  customer?: string;
  /** Inclusive days, `YYYY-MM-DD` (Asia/Tokyo, as the timestamps are stored). */
  from?: string;
  to?: string;
  kind?: string;
}

/** One row of the screen, newest first. */
export interface OperationLogRow {
  operation_log_id: number;
  registered_timestamp: string;
  user_id: number | null;
  user_name: string | null;
  account: string | null;
  customer_id: number | null;
  tas_id: string | null;
  corporate_name: string | null;
  is_entry: 0 | 1 | null;
  kind: string;
  page_category: string;
  operation: string;
  status_code: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

// Ids are INTEGER columns (32 bits on PostgreSQL, which refuses a larger parameter for one).
const isIdValue = (n: number) => Number.isSafeInteger(n) && n <= 2_147_483_647;

// The customers the typed text names: by TAS ID (with or without its T) or id, or by part of the 会社名,
// compared folded in the search column the customer list searches (search-fold.ts).
function customersNamed(typed: string): RawBuilder<SqlBool> {
  const digits = typed.replace(/^[Tt]/, '');
  const id = Number(digits);
  const byId = /^\d+$/.test(digits)
    ? sql`tas_id IN (${digits}, ${`T${digits}`}) OR ${isIdValue(id) ? sql`customer_id = ${id} OR ` : sql``}`
    : sql``;
  const part = `%${escapeLike(nameSearchText(typed))}%`;
  return sql<SqlBool>`l.customer_id IN (SELECT customer_id FROM customers
    WHERE ${byId}corporate_name_search LIKE ${part} ESCAPE '\\')`;
}

// `YYYY-MM-DD` of the day after.
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

// The log's rows the filters keep.
function filtered(db: Db, filters: OperationLogFilters) {
  let query = db.selectFrom('operation_logs as l');
  if (filters.userId !== undefined) query = query.where('l.user_id', '=', filters.userId);
  if (filters.kind !== undefined) query = query.where('l.kind', '=', filters.kind);
  // Timestamps are `YYYY-MM-DD HH:mm:ss.SSS`: a day's rows sort from the day up to the next day.
  if (filters.from !== undefined) query = query.where('l.registered_timestamp', '>=', filters.from);
  if (filters.to !== undefined) query = query.where('l.registered_timestamp', '<', nextDay(filters.to));
  const typed = filters.customer?.normalize('NFKC').trim();
  if (typed) query = query.where(customersNamed(typed));
  return query;
}

/** One page of the log, newest first, with the number of rows the filters match. */
export async function listOperationLogs(
  db: Db,
  filters: OperationLogFilters,
  page: { page: number; limit: number },
): Promise<{ rows: OperationLogRow[]; total: number }> {
  const counted = await filtered(db, filters)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, filters)
    .leftJoin('users as u', 'u.user_id', 'l.user_id')
    .leftJoin('customers as c', 'c.customer_id', 'l.customer_id')
    .select((eb) => [
      'l.operation_log_id',
      sql<string>`substr(l.registered_timestamp, 1, 19)`.as('registered_timestamp'),
      'l.user_id',
      'u.user_name',
      eb.fn.coalesce('l.account', 'u.account').as('account'),
      'l.customer_id',
      'c.tas_id',
      'c.corporate_name',
      'c.is_entry',
      'l.kind',
      'l.page_category',
      'l.operation',
      'l.status_code',
    ])
    .orderBy('l.operation_log_id', 'desc')
    .limit(page.limit)
    .offset((page.page - 1) * page.limit)
    .execute();
  return { rows: rows as OperationLogRow[], total: Number(counted.n) };
}

/** Every staff user, for the 操作者 filter (by id). */
export function operatorOptions(db: Db): Promise<{ value: number; label: string }[]> {
  return db
    .selectFrom('users')
    .select(['user_id as value', 'user_name as label'])
    .orderBy('user_id')
    .execute();
}
