import type { FormData, JsonValue } from '../../../engine/types';
import { filesGroup, filesKey } from '../../../sections/basic-info-fields';
import { hashPasswordSync } from '../../auth/password';
import { asInteger, asRecord, asText } from '../../values';
import type { Db } from '../database';
import { prepared } from '../statements';
import { followsSendBack, hideSentBack, insertApplication, updateApplication } from './applications';
import { insertPersonalFile, type NewPersonalFile } from './files';
import { application, approvalRequest, contractApproval, credit } from './statuses';
import { applyChanges, maskedPassword, readSnapshot, snapshotFiles, type Snapshot } from './values';

/** A validated credit request: its form data (fromRequest) and the new files' contents by row. */
export interface CreditRequest {
  customerId: number;
  userId: number;
  /** The customer's new stamp (saveCustomer's). */
  stamp: string;
  form: FormData;
  /** The upload of each new row, in the order of the rows marked is_new. */
  newFiles: NewPersonalFile[];
}

// The plain approval items of the request over the current ones: an item the request leaves out (the
// security money number of a contracted customer) keeps its value.
function plainItems(current: Snapshot, form: FormData): Snapshot {
  const out: Record<string, JsonValue> = { ...current };
  for (const group of ['management_numbers', 'contract_service_status', 'basic_customer_info', filesGroup]) {
    const values = { ...asRecord(form[group]) } as Record<string, JsonValue>;
    delete values[filesKey];
    out[group] = { ...asRecord(current[group]), ...values } as JsonValue;
  }
  return out;
}

/** A row of the request's documents: a listed row (or a stub for a live file the request leaves out). */
export type RequestRow = Record<string, JsonValue>;

/**
 * The documents the customer would have after the request: the live ones (as the request lists them,
 * those it marks deleted left out, those it does not list kept as they are), then the new rows in order.
 * Answers the ids the request lists that are not live documents of the customer, to refuse.
 */
export function rowsAfter(liveIds: number[], form: FormData): { rows: RequestRow[]; unknown: number[] } {
  const listed = asRecord(form[filesGroup])[filesKey];
  const requestRows = (Array.isArray(listed) ? listed : []).map((row) => asRecord(row) as RequestRow);
  const saved = new Map<number, RequestRow>();
  for (const row of requestRows) {
    const id = asInteger(row.customer_file_id);
    if (row.is_new !== true && id !== null) saved.set(id, row);
  }
  const unknown = [...saved.keys()].filter((id) => !liveIds.includes(id));
  const kept = liveIds.flatMap((id) => {
    const row = saved.get(id) ?? { customer_file_id: id };
    return row.is_delete === true ? [] : [row];
  });
  return { rows: [...kept, ...requestRows.filter((row) => row.is_new === true)], unknown };
}

// The snapshot's document list after the request: the new rows take the ids they were stored under.
function fileList(current: Snapshot, form: FormData, ids: number[]): JsonValue[] {
  const live = snapshotFiles(current);
  const byId = new Map(live.map((file) => [file.id, file]));
  let next = 0;
  return rowsAfter([...byId.keys()], form).rows.map((row) => {
    const id = row.is_new === true ? ids[next++] : (asInteger(row.customer_file_id) ?? 0);
    const old = byId.get(id);
    return {
      customer_file_id: id,
      print_file_name_1: 'print_file_name_1' in row ? asText(row.print_file_name_1) : (old?.name ?? ''),
      rotation: 'rotation' in row ? (asInteger(row.rotation) ?? 0) : (old?.rotation ?? 0),
    };
  });
}

const passwordOf = (form: FormData) => asText(asRecord(form.basic_customer_info).login_password);

function withFiles(snapshot: Snapshot, files: JsonValue[], password: string): Snapshot {
  return {
    ...snapshot,
    basic_customer_info: { ...asRecord(snapshot.basic_customer_info), login_password: password } as JsonValue,
    [filesGroup]: { ...asRecord(snapshot[filesGroup]), [filesKey]: files } as JsonValue,
  };
}

/** Saves the request's values at once (credit status 4: no screening, 000 §4 is_skip). */
export function saveDirectly(db: Db, request: CreditRequest): void {
  const { customerId, userId, stamp, form } = request;
  const before = readSnapshot(db, customerId);
  const ids = request.newFiles.map((file) => insertPersonalFile(db, customerId, null, file, stamp, userId));
  const after = withFiles(plainItems(before, form), fileList(before, form, ids), '');
  const password = passwordOf(form);
  applyChanges(db, customerId, before, after, password ? hashPasswordSync(password) : null);
  hideSentBack(db, customerId);
}

/**
 * Opens an update application with the request's values (the pending copy), puts the customer under
 * credit screening (与信中) and approval (承認中). A new password is kept as its hash only.
 */
export function openCreditRequest(db: Db, request: CreditRequest, schedule: string): number {
  const { customerId, userId, stamp, form } = request;
  const before = readSnapshot(db, customerId);
  const password = passwordOf(form);
  const status = followsSendBack(db, customerId) ? application.reapplied : application.applied;
  const headerId = insertApplication(db, {
    customerId,
    updateApplicationStatus: status,
    approvalRequestStatus: approvalRequest.requested,
    schedule,
    before,
    after: before,
    passwordHash: password ? hashPasswordSync(password) : null,
    requestedTimestamp: stamp,
    requestedUserId: userId,
  });
  const ids = request.newFiles.map((file) =>
    insertPersonalFile(db, customerId, headerId, file, stamp, userId),
  );
  const after = withFiles(
    plainItems(before, form),
    fileList(before, form, ids),
    password ? maskedPassword : '',
  );
  updateApplication(db, headerId, { after });
  hideSentBack(db, customerId);
  setCustomerStatuses(db, customerId, credit.screening, contractApproval.approving);
  return headerId;
}

/** Sets the customer's credit status and/or contract approval status (null leaves one as it is). */
export function setCustomerStatuses(
  db: Db,
  customerId: number,
  creditStatus: number | null,
  approvalStatus: number | null,
): void {
  if (creditStatus !== null)
    prepared(db, 'UPDATE customers SET credit_screening_approval_status = ? WHERE customer_id = ?').run(
      creditStatus,
      customerId,
    );
  if (approvalStatus !== null) {
    prepared(db, 'INSERT OR IGNORE INTO customer_basic_infos (customer_id) VALUES (?)').run(customerId);
    prepared(db, 'UPDATE customer_basic_infos SET contract_approval_status = ? WHERE customer_id = ?').run(
      approvalStatus,
      customerId,
    );
  }
}

/** The 担当 block (its own save, not an approval item): project, sales staff and course ids. */
export function saveInCharge(
  db: Db,
  customerId: number,
  values: {
    assume_project: number | null;
    business_staff: number | null;
    request_course_name: number | null;
  },
): void {
  prepared(
    db,
    'UPDATE customers SET project_master_id = ?, business_user_id = ?, request_course_id = ? WHERE customer_id = ?',
  ).run(values.assume_project, values.business_staff, values.request_course_name, customerId);
}

/** True when the customer has a my page login (a password can only be set for one). */
export function hasCustomerLogin(db: Db, customerId: number): boolean {
  return prepared(db, 'SELECT 1 FROM customer_accounts WHERE customer_id = ?').get(customerId) !== undefined;
}
