import type { Db } from '../database';
import { prepared } from '../statements';
import { application, basicInfoRequestType, isOpenStatus } from './statuses';
import type { Snapshot } from './values';

/** An update application of 基本情報 as stored. */
export interface ApplicationRecord {
  customer_update_application_header_id: number;
  customer_id: number;
  request_type: number;
  update_application_status: number;
  approval_request_status: number;
  application_schedule_timestamp: string;
  before: Snapshot;
  after: Snapshot;
  login_password_hash: string | null;
  is_send_back_shown: boolean;
  requested_timestamp: string;
  requested_user_id: number | null;
  requested_user_name: string;
  decided_timestamp: string | null;
  applied_timestamp: string | null;
}

type Row = Omit<ApplicationRecord, 'before' | 'after' | 'is_send_back_shown'> & {
  before_values: string;
  after_values: string;
  is_send_back_shown: number;
};

const select = `SELECT h.*, COALESCE(u.user_name, '') AS requested_user_name
  FROM customer_update_application_headers h LEFT JOIN users u ON u.user_id = h.requested_user_id`;

function fromRow(row: Row | undefined): ApplicationRecord | undefined {
  if (!row) return undefined;
  const { before_values: before, after_values: after, is_send_back_shown: shown, ...rest } = row;
  return {
    ...rest,
    before: JSON.parse(before) as Snapshot,
    after: JSON.parse(after) as Snapshot,
    is_send_back_shown: shown === 1,
  };
}

/** The customer's open application (update_application_status 1 or 5), if any. */
export function openApplication(db: Db, customerId: number): ApplicationRecord | undefined {
  return fromRow(
    prepared(
      db,
      `${select} WHERE h.customer_id = ? AND h.update_application_status IN (?, ?)
         ORDER BY h.customer_update_application_header_id DESC LIMIT 1`,
    ).get(customerId, application.applied, application.reapplied) as Row | undefined,
  );
}

/** The closed application whose values are shown as the sent-back copy, if any. */
export function sentBackApplication(db: Db, customerId: number): ApplicationRecord | undefined {
  return fromRow(
    prepared(
      db,
      `${select} WHERE h.customer_id = ? AND h.is_send_back_shown = 1
         ORDER BY h.customer_update_application_header_id DESC LIMIT 1`,
    ).get(customerId) as Row | undefined,
  );
}

/** One application of this customer by id. */
export function findApplication(db: Db, customerId: number, headerId: number): ApplicationRecord | undefined {
  return fromRow(
    prepared(db, `${select} WHERE h.customer_id = ? AND h.customer_update_application_header_id = ?`).get(
      customerId,
      headerId,
    ) as Row | undefined,
  );
}

/** Every application of the customer, newest first (the approval history). */
export function customerApplications(db: Db, customerId: number): ApplicationRecord[] {
  const rows = prepared(
    db,
    `${select} WHERE h.customer_id = ? ORDER BY h.requested_timestamp DESC, h.customer_update_application_header_id DESC`,
  ).all(customerId) as Row[];
  return rows.map((row) => fromRow(row) as ApplicationRecord);
}

/** Reservations (approved, waiting for their time) of the customer, the earliest first. */
export function reservations(db: Db, customerId: number): ApplicationRecord[] {
  const rows = prepared(
    db,
    `${select} WHERE h.customer_id = ? AND h.update_application_status = ?
       ORDER BY h.application_schedule_timestamp, h.customer_update_application_header_id`,
  ).all(customerId, application.reserved) as Row[];
  return rows.map((row) => fromRow(row) as ApplicationRecord);
}

/** What a new application holds. */
export interface NewApplication {
  customerId: number;
  headerId?: number;
  updateApplicationStatus: number;
  approvalRequestStatus: number;
  schedule: string;
  before: Snapshot;
  after: Snapshot;
  passwordHash: string | null;
  requestedTimestamp: string;
  requestedUserId: number | null;
}

/** Stores a new application (the seed may give its id) and answers the id. */
export function insertApplication(db: Db, record: NewApplication): number {
  const result = prepared(
    db,
    `INSERT INTO customer_update_application_headers (customer_update_application_header_id, customer_id,
       request_type, update_application_status, approval_request_status, application_schedule_timestamp,
       before_values, after_values, login_password_hash, requested_timestamp, requested_user_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    record.headerId ?? null,
    record.customerId,
    basicInfoRequestType,
    record.updateApplicationStatus,
    record.approvalRequestStatus,
    record.schedule,
    JSON.stringify(record.before),
    JSON.stringify(record.after),
    record.passwordHash,
    record.requestedTimestamp,
    record.requestedUserId,
  );
  return Number(result.lastInsertRowid);
}

/** The changes a step of the cycle makes to an application. */
export interface ApplicationChange {
  updateApplicationStatus?: number;
  approvalRequestStatus?: number;
  isSendBackShown?: boolean;
  decided?: { timestamp: string; userId: number };
  appliedTimestamp?: string;
  after?: Snapshot;
}

/** Updates one application (inside the caller's transaction). */
export function updateApplication(db: Db, headerId: number, change: ApplicationChange): void {
  const sets: string[] = [];
  const values: (string | number | null)[] = [];
  const set = (column: string, value: string | number | null) => {
    sets.push(`${column} = ?`);
    values.push(value);
  };
  if (change.updateApplicationStatus !== undefined)
    set('update_application_status', change.updateApplicationStatus);
  if (change.approvalRequestStatus !== undefined)
    set('approval_request_status', change.approvalRequestStatus);
  if (change.isSendBackShown !== undefined) set('is_send_back_shown', Number(change.isSendBackShown));
  if (change.decided) {
    set('decided_timestamp', change.decided.timestamp);
    set('decided_user_id', change.decided.userId);
  }
  if (change.appliedTimestamp !== undefined) set('applied_timestamp', change.appliedTimestamp);
  if (change.after !== undefined) set('after_values', JSON.stringify(change.after));
  if (sets.length === 0) return;
  db.prepare(
    `UPDATE customer_update_application_headers SET ${sets.join(', ')} WHERE customer_update_application_header_id = ?`,
  ).run(...values, headerId);
}

/** Stops showing any sent-back copy of the customer (a new save or request replaces it). */
export function hideSentBack(db: Db, customerId: number): void {
  prepared(
    db,
    'UPDATE customer_update_application_headers SET is_send_back_shown = 0 WHERE customer_id = ? AND is_send_back_shown = 1',
  ).run(customerId);
}

/** True when the customer's last closed application was sent back or refused (the next is 5 再申請). */
export function followsSendBack(db: Db, customerId: number): boolean {
  const last = prepared(
    db,
    `SELECT update_application_status FROM customer_update_application_headers
       WHERE customer_id = ? ORDER BY customer_update_application_header_id DESC LIMIT 1`,
    'pluck',
  ).get(customerId) as number | undefined;
  return last === application.sentBack || last === application.creditRefused;
}

/** True for an application that is open (is_update). */
export const isOpen = (record: ApplicationRecord): boolean => isOpenStatus(record.update_application_status);
