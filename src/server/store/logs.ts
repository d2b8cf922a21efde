import type { Db } from './database';
import { prepared } from './statements';
import { tokyoTimestamp } from './timestamp';

/** One operation as recorded: a page view (`insertLog`) or a call the server answered (the audit hook). */
export interface OperationRecord {
  /** The signed-in user; null for a call without a session or a failed login of an unknown account. */
  userId: number | null;
  /** The login ID typed at a login, or the user's own; null when there is none. */
  account: string | null;
  customerId: number | null;
  kind: string;
  pageCategory: string;
  operation: string;
  /** The HTTP status the call answered (page views: 200). */
  statusCode: number;
}

const tableSql = `
CREATE TABLE IF NOT EXISTS operation_logs (
  operation_log_id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER REFERENCES users(user_id),
  account TEXT,
  customer_id INTEGER,
  kind TEXT NOT NULL,
  page_category TEXT NOT NULL,
  operation TEXT NOT NULL,
  status_code INTEGER NOT NULL,
  registered_timestamp TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS operation_logs_time ON operation_logs (registered_timestamp);
CREATE INDEX IF NOT EXISTS operation_logs_by_customer ON operation_logs (customer_id, operation_log_id);
CREATE INDEX IF NOT EXISTS operation_logs_by_user ON operation_logs (user_id, operation_log_id);
`;

// Databases of earlier versions logged page views only (user, page, operation, time): their rows are
// kept as page views by the signed-in user, answered 200.
function upgradePageViewTable(db: Db, pageViewKind: string): void {
  const columns = db.prepare('PRAGMA table_info(operation_logs)').all() as { name: string }[];
  if (columns.length === 0 || columns.some((column) => column.name === 'kind')) return;
  db.transaction(() => {
    db.exec('ALTER TABLE operation_logs RENAME TO operation_logs_page_views');
    db.exec('DROP INDEX IF EXISTS operation_logs_time');
    db.exec(tableSql);
    db.prepare(
      `INSERT INTO operation_logs (operation_log_id, user_id, kind, page_category, operation, status_code,
         registered_timestamp)
       SELECT operation_log_id, user_id, ?, page_category, operation, 200, registered_timestamp
       FROM operation_logs_page_views`,
    ).run(pageViewKind);
    db.exec('DROP TABLE operation_logs_page_views');
  })();
}

/** Creates the operation log table, upgrading one of an earlier version in place. */
export function initOperationLogs(db: Db, pageViewKind: string): void {
  upgradePageViewTable(db, pageViewKind);
  db.exec(tableSql);
}

/** Records one operation. */
export function insertOperationLog(db: Db, record: OperationRecord, now: number = Date.now()): void {
  prepared(
    db,
    `INSERT INTO operation_logs (user_id, account, customer_id, kind, page_category, operation, status_code,
       registered_timestamp) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    record.userId,
    record.account,
    record.customerId,
    record.kind,
    record.pageCategory,
    record.operation,
    record.statusCode,
    tokyoTimestamp(now),
  );
}
