import { tokyoNow } from '../../../rules/lib/clock';
import { tokyoDateTime } from '../../../rules/lib/dates';
import { customerStamp } from '../store/customers';
import { inTransaction, type Db } from '../store/database';
import { bumpListVersion } from '../store/list-cache';
import { insertNotifications, notificationIds } from '../store/notifications';
import { refreshSearchColumns } from '../store/search-fold';
import { nextTimestamp } from '../store/timestamp';
import {
  awaitingApproval,
  reservations,
  updateApplication,
  type ApplicationRecord,
  type ApplicationState,
} from './applications';
import { endScreening, setCustomerStatuses } from './customer-status';
import { application, approvalRequest, contractApproval, credit, openStatuses } from './statuses';
import type { ApprovalSubject } from './subject';

// The steps of the cycle after an application is opened (README). Each runs inside the caller's save
// transaction, which has checked the concurrency stamp. Several server instances may share one database,
// so each step claims its application with one conditional UPDATE (it changes the row only while the
// application is still in the state the step starts from) and answers whether it did: the caller rolls
// back and refuses when it did not, and the step happens exactly once.

/** The table name the approval badge rows of applications carry. */
export const applicationTable = 'customer_update_applications';

/** Raises or clears the 承認 badge of an application. */
export async function approvalBadge(db: Db, headerId: number, raise: boolean, userId: number): Promise<void> {
  if (raise) {
    const row = { notification_id: notificationIds.approval, target_table_name: applicationTable };
    await insertNotifications(db, [{ ...row, target_table_unique_id: headerId }], userId);
    return;
  }
  await db
    .deleteFrom('notification_badges')
    .where('notification_id', '=', notificationIds.approval)
    .where('target_table_name', '=', applicationTable)
    .where('target_table_unique_id', '=', headerId)
    .execute();
}

// The contract approval status, for the request types whose steps move it.
async function contractStatus(db: Db, subject: ApprovalSubject, customerId: number, status: number) {
  if (subject.declaration.contractApprovalStatus) await setCustomerStatuses(db, customerId, null, status);
}

/** A decision of 与信審査: 4 与信OK or 3 与信NG. */
export type CreditResult = typeof credit.passed | typeof credit.refused;

const stillOpen: ApplicationState = { updateApplicationStatus: openStatuses };

/**
 * Records the credit screening's result. OK: the open application (of a screened type) waits for the
 * section's 変更の保存 (approval request status 1). NG: it is closed and its values stay visible as the
 * sent-back copy. The credit_check badge counts customers in 与信中, so it drops by itself. Answers false,
 * having written nothing, when the screening was over already (judged by another call first).
 */
export async function judgeCredit(
  db: Db,
  subject: ApprovalSubject,
  customerId: number,
  open: ApplicationRecord | undefined,
  result: CreditResult,
  decided: { timestamp: string; userId: number },
): Promise<boolean> {
  if (!(await endScreening(db, customerId, result))) return false;
  if (result === credit.refused && open)
    await contractStatus(db, subject, customerId, contractApproval.sentBack);
  if (!open) return true;
  const id = open.customer_update_application_header_id;
  if (result === credit.passed)
    return updateApplication(db, id, { approvalRequestStatus: approvalRequest.notRequested }, stillOpen);
  return updateApplication(
    db,
    id,
    {
      updateApplicationStatus: application.creditRefused,
      approvalRequestStatus: approvalRequest.sentBack,
      isSendBackShown: true,
      decided,
    },
    stillOpen,
  );
}

/**
 * 変更の保存: an open application that does not ask yet asks for approval and raises the 承認 badge.
 * Answers false, having written nothing, when it is no longer open or asks already.
 */
export async function requestApproval(
  db: Db,
  subject: ApprovalSubject,
  open: ApplicationRecord,
  userId: number,
): Promise<boolean> {
  const id = open.customer_update_application_header_id;
  const claimed = await updateApplication(
    db,
    id,
    { approvalRequestStatus: approvalRequest.requested },
    { updateApplicationStatus: openStatuses, approvalRequestStatus: [approvalRequest.notRequested] },
  );
  if (!claimed) return false;
  await contractStatus(db, subject, open.customer_id, contractApproval.approving);
  await approvalBadge(db, id, true, userId);
  return true;
}

/** True when a reflection time is blank or has come (Tokyo wall time). */
export function isDue(schedule: string): boolean {
  const wall = schedule === '' ? undefined : tokyoDateTime(schedule);
  return wall === undefined || wall <= tokyoNow();
}

/** What 承認 came to: applied now, reserved for its time, or not done (the application was decided already). */
export type ApprovalOutcome = 'reflected' | 'reserved' | 'gone';

const applied = (record: ApplicationRecord, stamp: string, userId: number | null) => ({
  before: record.before,
  after: record.after,
  secretHash: record.secret_hash,
  stamp,
  userId,
});

/**
 * 承認: the application is approved; its values are applied now when the reflection time is blank or past,
 * else it becomes a reservation (予約) applied when its time has come.
 */
export async function approve(
  db: Db,
  subject: ApprovalSubject,
  open: ApplicationRecord,
  decided: { timestamp: string; userId: number },
): Promise<ApprovalOutcome> {
  const id = open.customer_update_application_header_id;
  const due = isDue(open.application_schedule_timestamp);
  // The claim: approved, and applied or reserved, in one statement that only the first decision passes.
  const claimed = await updateApplication(
    db,
    id,
    {
      approvalRequestStatus: approvalRequest.approved,
      decided,
      updateApplicationStatus: due ? application.reflected : application.reserved,
      ...(due ? { appliedTimestamp: decided.timestamp } : {}),
    },
    awaitingApproval,
  );
  if (!claimed) return 'gone';
  await contractStatus(db, subject, open.customer_id, contractApproval.approved);
  await approvalBadge(db, id, false, decided.userId);
  if (!due) return 'reserved';
  await subject.apply(db, open.customer_id, applied(open, decided.timestamp, decided.userId));
  return 'reflected';
}

/**
 * 差戻: the application is closed and its values stay visible as the sent-back copy. Answers false, having
 * written nothing, when it was decided already.
 */
export async function sendBack(
  db: Db,
  subject: ApprovalSubject,
  open: ApplicationRecord,
  decided: { timestamp: string; userId: number },
): Promise<boolean> {
  const id = open.customer_update_application_header_id;
  const claimed = await updateApplication(
    db,
    id,
    {
      updateApplicationStatus: application.sentBack,
      approvalRequestStatus: approvalRequest.sentBack,
      isSendBackShown: true,
      decided,
    },
    awaitingApproval,
  );
  if (!claimed) return false;
  await contractStatus(db, subject, open.customer_id, contractApproval.sentBack);
  await approvalBadge(db, id, false, decided.userId);
  return true;
}

const stillReserved: ApplicationState = { updateApplicationStatus: [application.reserved] };

/**
 * この版の予約を取り消す: the reservation is cancelled; the current values stay. Answers false when it is no
 * reservation any more (applied or cancelled meanwhile).
 */
export async function revertReservation(db: Db, reserved: ApplicationRecord): Promise<boolean> {
  return updateApplication(
    db,
    reserved.customer_update_application_header_id,
    { updateApplicationStatus: application.reverted },
    stillReserved,
  );
}

/**
 * Reflects a reservation now, before its time (saveOrder, 002 §7: the reflection of an approved order).
 * Answers false when it is no reservation any more (applied or cancelled meanwhile).
 */
export async function reflectNow(
  db: Db,
  subject: ApprovalSubject,
  reserved: ApplicationRecord,
  decided: { timestamp: string; userId: number },
): Promise<boolean> {
  const claimed = await updateApplication(
    db,
    reserved.customer_update_application_header_id,
    { updateApplicationStatus: application.reflected, appliedTimestamp: decided.timestamp },
    stillReserved,
  );
  if (claimed)
    await subject.apply(db, reserved.customer_id, applied(reserved, decided.timestamp, decided.userId));
  return claimed;
}

/**
 * Applies the customer's reservations whose time has come, of every request type a subject is given for.
 * Reservations are applied lazily, on the next read or save of that customer; applying one is a change
 * like a save: the customer gets a new stamp, so a screen opened before gets 409. Several instances may
 * find the same reservation due at once: each claims it with a conditional UPDATE and only the one that
 * changed the row applies it. Answers whether this call applied any.
 */
export async function applyDueReservations(
  db: Db,
  customerId: number,
  subjects: readonly ApprovalSubject[],
): Promise<boolean> {
  const subjectOf = (record: ApplicationRecord) =>
    subjects.find((subject) => subject.declaration.requestType === record.request_type);
  // Read outside a transaction first: nearly every call finds nothing due and writes nothing.
  const due = (await reservations(db, customerId)).filter(
    (record) => isDue(record.application_schedule_timestamp) && subjectOf(record) !== undefined,
  );
  if (due.length === 0) return false;
  return inTransaction(db, async (trx) => {
    // The customer's row first, as a save takes it: the stamp read below stays ours until the commit, and
    // the locks are taken in the order saves take them.
    const locked = await trx
      .updateTable('customers')
      .set((eb) => ({ updated_timestamp: eb.ref('updated_timestamp') }))
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (locked.numUpdatedRows === 0n) return false;
    // The row is locked above: it exists.
    const stamp = nextTimestamp((await customerStamp(trx, customerId)) ?? null);
    let anyApplied = false;
    for (const record of due) {
      const claimed = await updateApplication(
        trx,
        record.customer_update_application_header_id,
        { updateApplicationStatus: application.reflected, appliedTimestamp: stamp },
        stillReserved,
      );
      if (!claimed) continue;
      await subjectOf(record)?.apply(
        trx,
        record.customer_id,
        applied(record, stamp, record.decided_user_id ?? record.requested_user_id),
      );
      anyApplied = true;
    }
    if (!anyApplied) return false;
    await trx
      .updateTable('customers')
      .set({ updated_timestamp: stamp })
      .where('customer_id', '=', customerId)
      .execute();
    // As a save: the names the list searches may have changed, and the list shows the stamp.
    await refreshSearchColumns(trx, [customerId]);
    await bumpListVersion(trx);
    return true;
  });
}
