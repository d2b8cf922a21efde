import type { Db } from './database';
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
  await db
    .insertInto('operation_logs')
    .values({
      user_id: record.userId,
      account: record.account,
      customer_id: record.customerId,
      kind: record.kind,
      page_category: record.pageCategory,
      operation: record.operation,
      status_code: record.statusCode,
      registered_timestamp: tokyoTimestamp(now),
    })
    .execute();
}
