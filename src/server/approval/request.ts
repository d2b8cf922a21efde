import type { ApprovalItem } from '../../engine/catalogue';
import { tokyoDateTime } from '../../../rules/lib/dates';
import { valueAt } from '../../engine/ui-rules';
import type { Db } from '../store/database';
import { asText } from '../values';
import {
  followsSendBack,
  hideSentBack,
  insertApplication,
  openApplication,
  updateApplication,
  type Snapshot,
} from './applications';
import { changedItems } from './compare';
import { approvalBadge } from './cycle';
import { setCustomerStatuses } from './customer-status';
import { application, approvalRequest, contractApproval, credit } from './statuses';
import type { ApprovalSubject } from './subject';

// Opening an update application (the pending copy), and saving without one.

/** What a request to open an application carries. */
export interface OpenRequest {
  customerId: number;
  userId: number;
  /** The customer's new stamp (the save's): the application's requested time. */
  stamp: string;
  /** The reflection date-time, normalised (`YYYY-MM-DD HH:mm`), or '' for right after approval. */
  schedule: string;
  /** A value kept as its hash only until the application applies (a new password), or null. */
  secretHash: string | null;
  /** The changed data, built once the application's id is known (files stored under it) and the baseline read. */
  after: (headerId: number, before: Snapshot) => Snapshot | Promise<Snapshot>;
}

/**
 * Opens an update application (inside the caller's save transaction): the baseline and the pending copy
 * are kept, the previous sent-back copy is hidden. A type screened first (`creditScreening`) puts the
 * customer under credit screening (与信中) and asks for approval after it; any other asks at once and
 * raises the 承認 badge. Answers the id, or undefined (nothing written) when an application of the type
 * is open already: checked again here, under the customer's row lock the save holds, so two racing
 * requests cannot open two.
 */
export async function openRequest(
  db: Db,
  subject: ApprovalSubject,
  request: OpenRequest,
): Promise<number | undefined> {
  const { requestType, creditScreening, contractApprovalStatus } = subject.declaration;
  const { customerId } = request;
  if (await openApplication(db, requestType, customerId)) return undefined;
  const before = await subject.current(db, customerId);
  const reapplied = await followsSendBack(db, requestType, customerId);
  const headerId = await insertApplication(db, {
    requestType,
    customerId,
    updateApplicationStatus: reapplied ? application.reapplied : application.applied,
    approvalRequestStatus: approvalRequest.requested,
    schedule: request.schedule,
    before,
    after: before,
    secretHash: request.secretHash,
    requestedTimestamp: request.stamp,
    requestedUserId: request.userId,
  });
  await updateApplication(db, headerId, { after: await request.after(headerId, before) });
  await hideSentBack(db, requestType, customerId);
  await setCustomerStatuses(
    db,
    customerId,
    creditScreening ? credit.screening : null,
    contractApprovalStatus ? contractApproval.approving : null,
  );
  if (!creditScreening) await approvalBadge(db, headerId, true, request.userId);
  return headerId;
}

/**
 * Saves the changed data at once, without an application (a screened type whose customer is 与信OK, or a
 * save that changes no approval item): the changed items are written and the sent-back copy is hidden.
 */
export async function applyDirectly(
  db: Db,
  subject: ApprovalSubject,
  saved: { customerId: number; userId: number; stamp: string; secretHash: string | null },
  after: (before: Snapshot) => Snapshot | Promise<Snapshot>,
): Promise<void> {
  const { customerId, userId, stamp, secretHash } = saved;
  const before = await subject.current(db, customerId);
  await subject.apply(db, customerId, { before, after: await after(before), secretHash, stamp, userId });
  await hideSentBack(db, subject.declaration.requestType, customerId);
}

/** What a save of a section with approval items came to (`requestChange`). */
export type ChangeOutcome =
  /** No approval item changed: the caller saves as usual. */
  | { kind: 'unchanged' }
  /** Approval items changed and the request did not confirm: answer `approval_required_item_names`. */
  | { kind: 'confirm'; items: ApprovalItem[] }
  /** An application asks for approval of the changed items. */
  | { kind: 'requested'; headerId: number; items: ApprovalItem[] }
  /** An application of the type is open already (409). */
  | { kind: 'running' };

/** A save that may need approval: the data in the request's shape and whether the user confirmed. */
export interface ChangeRequest {
  customerId: number;
  userId: number;
  stamp: string;
  data: Snapshot;
  /** `confirmed_approval_request`: the user saw the modal listing the items and pressed 保存して承認依頼. */
  confirmed: boolean;
  secretHash?: string | null;
}

/** The reflection date-time the data holds at the declared field ('' when none is declared or set). */
export function scheduleOf(subject: ApprovalSubject, data: Snapshot): string {
  const pointer = subject.declaration.schedule;
  const text = pointer === undefined ? '' : asText(valueAt(data, pointer));
  return text === '' ? '' : (tokyoDateTime(text)?.slice(0, 16) ?? '');
}

/**
 * A save of a section that declares approval items (002 §4): compared item by item with the baseline;
 * changed approval items open an application once the user confirmed (else the caller answers the items
 * for the modal). Runs inside the caller's save transaction.
 */
export async function requestChange(
  db: Db,
  subject: ApprovalSubject,
  request: ChangeRequest,
): Promise<ChangeOutcome> {
  const { requestType, items } = subject.declaration;
  if (await openApplication(db, requestType, request.customerId)) return { kind: 'running' };
  const before = await subject.current(db, request.customerId);
  const changed = changedItems(items, before, request.data);
  if (changed.length === 0) return { kind: 'unchanged' };
  if (!request.confirmed) return { kind: 'confirm', items: changed };
  const headerId = await openRequest(db, subject, {
    customerId: request.customerId,
    userId: request.userId,
    stamp: request.stamp,
    schedule: scheduleOf(subject, request.data),
    secretHash: request.secretHash ?? null,
    after: () => request.data,
  });
  return headerId === undefined ? { kind: 'running' } : { kind: 'requested', headerId, items: changed };
}
