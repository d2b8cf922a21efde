import { tokyoNow } from '../../../../rules/lib/clock';
import { tokyoDateTime } from '../../../../rules/lib/dates';
import { inTransaction, type Db } from '../database';
import { customersChanged } from '../list-cache';
import { initNotifications, insertNotifications, notificationIds } from '../notifications';
import { prepared } from '../statements';
import { nextTimestamp } from '../timestamp';
import { reservations, updateApplication, type ApplicationRecord } from './applications';
import { setCustomerStatuses } from './requests';
import { application, approvalRequest, contractApproval, credit } from './statuses';
import { applyChanges } from './values';

// The steps of the credit-screening and approval cycle after the credit request (README). Each runs inside
// the caller's saveCustomer transaction, which has checked the concurrency stamp.

/** The table name the approval badge rows of basic-info applications carry (notification-badges.json). */
export const applicationTable = 'customer_update_applications';

function approvalBadge(db: Db, headerId: number, raise: boolean, userId: number): void {
  initNotifications(db);
  if (raise) {
    const row = { notification_id: notificationIds.approval, target_table_name: applicationTable };
    insertNotifications(db, [{ ...row, target_table_unique_id: headerId }], userId);
    return;
  }
  prepared(
    db,
    `DELETE FROM notification_badges
       WHERE notification_id = ? AND target_table_name = ? AND target_table_unique_id = ?`,
  ).run(notificationIds.approval, applicationTable, headerId);
}

/** A decision of 与信審査: 4 与信OK or 3 与信NG. */
export type CreditResult = typeof credit.passed | typeof credit.refused;

/**
 * Records the credit screening's result. OK: the application waits for 変更の保存 (approval request
 * status 1). NG: the application is closed and its values stay visible as the sent-back copy. The
 * credit_check badge counts customers in 与信中, so it drops by itself.
 */
export function judgeCredit(
  db: Db,
  customerId: number,
  open: ApplicationRecord | undefined,
  result: CreditResult,
  decided: { timestamp: string; userId: number },
): void {
  setCustomerStatuses(
    db,
    customerId,
    result,
    result === credit.refused && open ? contractApproval.sentBack : null,
  );
  if (!open) return;
  const id = open.customer_update_application_header_id;
  if (result === credit.passed) {
    updateApplication(db, id, { approvalRequestStatus: approvalRequest.notRequested });
    return;
  }
  updateApplication(db, id, {
    updateApplicationStatus: application.creditRefused,
    approvalRequestStatus: approvalRequest.sentBack,
    isSendBackShown: true,
    decided,
  });
}

/** 変更の保存 (saveChangeCreditRequest): the application asks for approval and raises the 承認 badge. */
export function requestApproval(db: Db, open: ApplicationRecord, userId: number): void {
  updateApplication(db, open.customer_update_application_header_id, {
    approvalRequestStatus: approvalRequest.requested,
  });
  setCustomerStatuses(db, open.customer_id, null, contractApproval.approving);
  approvalBadge(db, open.customer_update_application_header_id, true, userId);
}

/** True when a reflection time is blank or has come (Tokyo wall time). */
export function isDue(schedule: string): boolean {
  const wall = schedule === '' ? undefined : tokyoDateTime(schedule);
  return wall === undefined || wall <= tokyoNow();
}

function reflect(db: Db, record: ApplicationRecord, timestamp: string): void {
  applyChanges(db, record.customer_id, record.before, record.after, record.login_password_hash);
  updateApplication(db, record.customer_update_application_header_id, {
    updateApplicationStatus: application.reflected,
    appliedTimestamp: timestamp,
  });
}

/**
 * 承認: the contract approval status becomes 承認済; the values are applied now when the reflection time is
 * blank or past, else the application becomes a reservation (予約) applied when its time has come.
 */
export function approve(
  db: Db,
  open: ApplicationRecord,
  decided: { timestamp: string; userId: number },
): boolean {
  const id = open.customer_update_application_header_id;
  setCustomerStatuses(db, open.customer_id, null, contractApproval.approved);
  updateApplication(db, id, { approvalRequestStatus: approvalRequest.approved, decided });
  approvalBadge(db, id, false, decided.userId);
  if (isDue(open.application_schedule_timestamp)) {
    reflect(db, open, decided.timestamp);
    return true;
  }
  updateApplication(db, id, { updateApplicationStatus: application.reserved });
  return false;
}

/** 差戻: the application is closed and its values stay visible as the sent-back copy. */
export function sendBack(
  db: Db,
  open: ApplicationRecord,
  decided: { timestamp: string; userId: number },
): void {
  const id = open.customer_update_application_header_id;
  setCustomerStatuses(db, open.customer_id, null, contractApproval.sentBack);
  updateApplication(db, id, {
    updateApplicationStatus: application.sentBack,
    approvalRequestStatus: approvalRequest.sentBack,
    isSendBackShown: true,
    decided,
  });
  approvalBadge(db, id, false, decided.userId);
}

/** この版の予約を取り消す: the reservation is cancelled; the current values stay. */
export function revertReservation(db: Db, reserved: ApplicationRecord): void {
  updateApplication(db, reserved.customer_update_application_header_id, {
    updateApplicationStatus: application.reverted,
  });
}

/**
 * Applies the customer's reservations whose time has come. Reservations are applied lazily, on the next
 * read or save of that customer (detail, basic info, approval history, every basic-info call); applying
 * one is a change like a save: the customer gets a new stamp, so a screen opened before gets 409.
 */
export function applyDueReservations(db: Db, customerId: number): boolean {
  const due = reservations(db, customerId).filter((record) => isDue(record.application_schedule_timestamp));
  if (due.length === 0) return false;
  inTransaction(db, () => {
    const previous = prepared(
      db,
      'SELECT updated_timestamp FROM customers WHERE customer_id = ?',
      'pluck',
    ).get(customerId) as string;
    const stamp = nextTimestamp(previous);
    customersChanged(db);
    for (const record of due) reflect(db, record, stamp);
    prepared(db, 'UPDATE customers SET updated_timestamp = ? WHERE customer_id = ?').run(stamp, customerId);
  });
  return true;
}
