import type { Db } from './database';
import { nameFold } from './search-fold';

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

interface Where {
  sql: string;
  params: (string | number)[];
}

function whereOf(filters: OperationLogFilters): Where {
  const parts: string[] = [];
  const params: (string | number)[] = [];
  if (filters.userId !== undefined) {
    parts.push('l.user_id = ?');
    params.push(filters.userId);
  }
  if (filters.kind !== undefined) {
    parts.push('l.kind = ?');
    params.push(filters.kind);
  }
  // Timestamps are `YYYY-MM-DD HH:mm:ss.SSS`: a day's rows sort between the day and the day + '~'.
  if (filters.from !== undefined) {
    parts.push('l.registered_timestamp >= ?');
    params.push(filters.from);
  }
  if (filters.to !== undefined) {
    parts.push('l.registered_timestamp < ?');
    params.push(`${filters.to}~`);
  }
  const typed = filters.customer?.normalize('NFKC').trim();
  if (typed) {
    const digits = typed.replace(/^[Tt]/, '');
    const byId = /^\d+$/.test(digits);
    parts.push(
      `l.customer_id IN (SELECT customer_id FROM customers WHERE ${
        byId ? 'tas_id IN (?, ?) OR customer_id = ? OR ' : ''
      }name_fold(corporate_name) LIKE ? ESCAPE '\\')`,
    );
    if (byId) params.push(digits, `T${digits}`, Number(digits));
    params.push(`%${nameFold(typed).replace(/[\\%_]/g, '\\$&')}%`);
  }
  return { sql: parts.length > 0 ? `WHERE ${parts.join(' AND ')}` : '', params };
}

/** One page of the log, newest first, with the number of rows the filters match. */
export function listOperationLogs(
  db: Db,
  filters: OperationLogFilters,
  page: { page: number; limit: number },
): { rows: OperationLogRow[]; total: number } {
  const where = whereOf(filters);
  const total = (
    db.prepare(`SELECT COUNT(*) AS n FROM operation_logs l ${where.sql}`).get(...where.params) as {
      n: number;
    }
  ).n;
  const rows = db
    .prepare(
      `SELECT l.operation_log_id, substr(l.registered_timestamp, 1, 19) AS registered_timestamp, l.user_id,
         u.user_name, COALESCE(l.account, u.account) AS account, l.customer_id, c.tas_id, c.corporate_name,
         c.is_entry, l.kind, l.page_category, l.operation, l.status_code
       FROM operation_logs l LEFT JOIN users u ON u.user_id = l.user_id
         LEFT JOIN customers c ON c.customer_id = l.customer_id
       ${where.sql} ORDER BY l.operation_log_id DESC LIMIT ? OFFSET ?`,
    )
    .all(...where.params, page.limit, (page.page - 1) * page.limit) as OperationLogRow[];
  return { rows, total };
}

/** Every staff user, for the 操作者 filter (by id). */
export function operatorOptions(db: Db): { value: number; label: string }[] {
  return db.prepare('SELECT user_id AS value, user_name AS label FROM users ORDER BY user_id').all() as {
    value: number;
    label: string;
  }[];
}
