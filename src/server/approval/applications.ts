import type { FormData } from '../../engine/types';
import type { Db } from '../store/database';
import { application, approvalRequest, isOpenStatus, openStatuses } from './statuses';

// The stored update applications (customer_update_application_headers) of every section that declares the
// approval cycle, told apart by their request type: the values before and after (the section's data, JSON),
// the states, who asked and decided when.

/** The approval items' values in the request's data shape (the section's form data). */
export type Snapshot = FormData;

/** An update application as stored. */
export interface ApplicationRecord {
  customer_update_application_header_id: number;
  customer_id: number;
  request_type: number;
  update_application_status: number;
  approval_request_status: number;
  application_schedule_timestamp: string;
  before: Snapshot;
  after: Snapshot;
  /** A value the application keeps as its hash only (a new my page password), written when it applies. */
  secret_hash: string | null;
  is_send_back_shown: boolean;
  requested_timestamp: string;
  requested_user_id: number | null;
  requested_user_name: string;
  decided_timestamp: string | null;
  decided_user_id: number | null;
  applied_timestamp: string | null;
}

const headers = 'customer_update_application_headers';

// The applications with the name of who requested them; callers add the conditions and the order.
function selectApplications(db: Db) {
  return db
    .selectFrom(`${headers} as h`)
    .leftJoin('users as u', 'u.user_id', 'h.requested_user_id')
    .select([
      'h.customer_update_application_header_id',
      'h.customer_id',
      'h.request_type',
      'h.update_application_status',
      'h.approval_request_status',
      'h.application_schedule_timestamp',
      'h.before_values',
      'h.after_values',
      'h.login_password_hash',
      'h.is_send_back_shown',
      'h.requested_timestamp',
      'h.requested_user_id',
      'h.decided_timestamp',
      'h.decided_user_id',
      'h.applied_timestamp',
    ])
    .select((eb) => eb.fn.coalesce('u.user_name', eb.val('')).as('requested_user_name'));
}

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof selectApplications>['executeTakeFirst']>>>;

function fromRow(row: Row): ApplicationRecord {
  const {
    before_values: before,
    after_values: after,
    is_send_back_shown: shown,
    login_password_hash: secret,
    ...rest
  } = row;
  return {
    ...rest,
    before: JSON.parse(before) as Snapshot,
    after: JSON.parse(after) as Snapshot,
    secret_hash: secret,
    is_send_back_shown: shown === 1,
  };
}

const maybe = (row: Row | undefined) => (row ? fromRow(row) : undefined);

/** The customer's open application (update_application_status 1 or 5) of a request type, if any. */
export async function openApplication(
  db: Db,
  requestType: number,
  customerId: number,
): Promise<ApplicationRecord | undefined> {
  return maybe(
    await selectApplications(db)
      .where('h.customer_id', '=', customerId)
      .where('h.request_type', '=', requestType)
      .where('h.update_application_status', 'in', openStatuses)
      .orderBy('h.customer_update_application_header_id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  );
}

/** The closed application of a request type whose values are shown as the sent-back copy, if any. */
export async function sentBackApplication(
  db: Db,
  requestType: number,
  customerId: number,
): Promise<ApplicationRecord | undefined> {
  return maybe(
    await selectApplications(db)
      .where('h.customer_id', '=', customerId)
      .where('h.request_type', '=', requestType)
      .where('h.is_send_back_shown', '=', 1)
      .orderBy('h.customer_update_application_header_id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  );
}

/** One application of this customer by id (any request type). */
export async function findApplication(
  db: Db,
  customerId: number,
  headerId: number,
): Promise<ApplicationRecord | undefined> {
  return maybe(
    await selectApplications(db)
      .where('h.customer_id', '=', customerId)
      .where('h.customer_update_application_header_id', '=', headerId)
      .executeTakeFirst(),
  );
}

/** Every application of the customer, newest first (the approval history). */
export async function customerApplications(db: Db, customerId: number): Promise<ApplicationRecord[]> {
  const rows = await selectApplications(db)
    .where('h.customer_id', '=', customerId)
    .orderBy('h.requested_timestamp', 'desc')
    .orderBy('h.customer_update_application_header_id', 'desc')
    .execute();
  return rows.map(fromRow);
}

/** Reservations (approved, waiting for their time) of the customer, of every type, the earliest first. */
export async function reservations(db: Db, customerId: number): Promise<ApplicationRecord[]> {
  const rows = await selectApplications(db)
    .where('h.customer_id', '=', customerId)
    .where('h.update_application_status', '=', application.reserved)
    .orderBy('h.application_schedule_timestamp')
    .orderBy('h.customer_update_application_header_id')
    .execute();
  return rows.map(fromRow);
}

/** What a new application holds. */
export interface NewApplication {
  requestType: number;
  customerId: number;
  headerId?: number;
  updateApplicationStatus: number;
  approvalRequestStatus: number;
  schedule: string;
  before: Snapshot;
  after: Snapshot;
  secretHash: string | null;
  requestedTimestamp: string;
  requestedUserId: number | null;
}

/** Stores a new application (the seed may give its id) and answers the id. */
export async function insertApplication(db: Db, record: NewApplication): Promise<number> {
  const { customer_update_application_header_id: id } = await db
    .insertInto(headers)
    .values({
      ...(record.headerId === undefined ? {} : { customer_update_application_header_id: record.headerId }),
      customer_id: record.customerId,
      request_type: record.requestType,
      update_application_status: record.updateApplicationStatus,
      approval_request_status: record.approvalRequestStatus,
      application_schedule_timestamp: record.schedule,
      before_values: JSON.stringify(record.before),
      after_values: JSON.stringify(record.after),
      login_password_hash: record.secretHash,
      requested_timestamp: record.requestedTimestamp,
      requested_user_id: record.requestedUserId,
    })
    .returning('customer_update_application_header_id')
    .executeTakeFirstOrThrow();
  return id;
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

/**
 * The state a step expects the application in: its update application status (one of) and, when given,
 * its approval request status (one of). A step whose application has moved on (another instance decided
 * it first) changes nothing.
 */
export interface ApplicationState {
  updateApplicationStatus: readonly number[];
  approvalRequestStatus?: readonly number[];
}

/** The state of an open application waiting for approval (承認依頼中). */
export const awaitingApproval: ApplicationState = {
  updateApplicationStatus: openStatuses,
  approvalRequestStatus: [approvalRequest.requested],
};

/**
 * Updates one application (inside the caller's transaction). With `expected`, only while it is in that
 * state: the one conditional statement claims the step, so that of two instances deciding the same
 * application at once exactly one changes it. Answers whether it changed the row.
 */
export async function updateApplication(
  db: Db,
  headerId: number,
  change: ApplicationChange,
  expected?: ApplicationState,
): Promise<boolean> {
  const set = {
    ...(change.updateApplicationStatus === undefined
      ? {}
      : { update_application_status: change.updateApplicationStatus }),
    ...(change.approvalRequestStatus === undefined
      ? {}
      : { approval_request_status: change.approvalRequestStatus }),
    ...(change.isSendBackShown === undefined ? {} : { is_send_back_shown: Number(change.isSendBackShown) }),
    ...(change.decided
      ? { decided_timestamp: change.decided.timestamp, decided_user_id: change.decided.userId }
      : {}),
    ...(change.appliedTimestamp === undefined ? {} : { applied_timestamp: change.appliedTimestamp }),
    ...(change.after === undefined ? {} : { after_values: JSON.stringify(change.after) }),
  };
  if (Object.keys(set).length === 0) return true;
  let query = db.updateTable(headers).set(set).where('customer_update_application_header_id', '=', headerId);
  if (expected) {
    query = query.where('update_application_status', 'in', expected.updateApplicationStatus);
    if (expected.approvalRequestStatus)
      query = query.where('approval_request_status', 'in', expected.approvalRequestStatus);
  }
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Stops showing the sent-back copy of a request type (a new save or request replaces it). */
export async function hideSentBack(db: Db, requestType: number, customerId: number): Promise<void> {
  await db
    .updateTable(headers)
    .set({ is_send_back_shown: 0 })
    .where('customer_id', '=', customerId)
    .where('request_type', '=', requestType)
    .where('is_send_back_shown', '=', 1)
    .execute();
}

/** True when the last closed application of a request type was sent back or refused (the next is 5 再申請). */
export async function followsSendBack(db: Db, requestType: number, customerId: number): Promise<boolean> {
  const last = await db
    .selectFrom(headers)
    .select('update_application_status')
    .where('customer_id', '=', customerId)
    .where('request_type', '=', requestType)
    .orderBy('customer_update_application_header_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const status = last?.update_application_status;
  return status === application.sentBack || status === application.creditRefused;
}

/** True for an application that is open (is_update). */
export const isOpen = (record: ApplicationRecord): boolean => isOpenStatus(record.update_application_status);
