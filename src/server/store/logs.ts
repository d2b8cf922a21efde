import { compiledOnce, type Db } from './database';
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

/** Records one operation (the table: migrations/0001-baseline/logs.ts). */
export async function insertOperationLog(
  db: Db,
  record: OperationRecord,
  now: number = Date.now(),
): Promise<void> {
  await insertQuery(
    db,
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

// Every audited call writes one: built and compiled once (database.ts `compiledOnce`).
const insertQuery = compiledOnce(
  (
    db: Db,
    userId: number | null,
    account: string | null,
    customerId: number | null,
    kind: string,
    pageCategory: string,
    operation: string,
    statusCode: number,
    registeredTimestamp: string,
  ) =>
    db.insertInto('operation_logs').values({
      user_id: userId,
      account,
      customer_id: customerId,
      kind,
      page_category: pageCategory,
      operation,
      status_code: statusCode,
      registered_timestamp: registeredTimestamp,
    }),
  // A save writes its record on its own transaction (audit-trail.ts `recordInSave`): with its COMMIT.
  { atCommit: true },
);
