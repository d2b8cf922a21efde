import type { Db } from './database';
import { tokyoTimestamp } from './timestamp';

/** One recorded page view or operation (`insertLog`, shown later by アクセスログ). */
export interface OperationLog {
  operation_log_id: number;
  user_id: number;
  page_category: string;
  operation: string;
  registered_timestamp: string;
}

const tableSql = `
CREATE TABLE IF NOT EXISTS operation_logs (
  operation_log_id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(user_id),
  page_category TEXT NOT NULL,
  operation TEXT NOT NULL,
  registered_timestamp TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS operation_logs_time ON operation_logs (registered_timestamp);
`;

/** Creates the operation log table. */
export function initOperationLogs(db: Db): void {
  db.exec(tableSql);
}

/** Records a page view or operation of a staff member. */
export function insertOperationLog(db: Db, userId: number, pageCategory: string, operation: string): void {
  db.prepare(
    'INSERT INTO operation_logs (user_id, page_category, operation, registered_timestamp) VALUES (?, ?, ?, ?)',
  ).run(userId, pageCategory, operation, tokyoTimestamp());
}

/** The latest logs, newest first. */
export function latestOperationLogs(db: Db, limit = 100): OperationLog[] {
  return db
    .prepare(
      `SELECT operation_log_id, user_id, page_category, operation, registered_timestamp FROM operation_logs
       ORDER BY operation_log_id DESC LIMIT ?`,
    )
    .all(limit) as OperationLog[];
}
