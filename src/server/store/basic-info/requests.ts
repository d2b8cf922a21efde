import type { FormData, JsonValue } from '../../../engine/types';
import { filesGroup, filesKey } from '../../../sections/basic-info-fields';
import { applyDirectly, openRequest } from '../../approval/request';
import { hashPassword } from '../../auth/password';
import { asInteger, asRecord, asText } from '../../values';
import type { Db } from '../database';
import { basicInfoApproval } from './approval';
import { insertPersonalFile, type NewPersonalFile } from './files';
import { maskedPassword, snapshotFiles, type Snapshot } from './values';

/** A validated credit request: its form data (fromRequest) and the new files' contents by row. */
export interface CreditRequest {
  customerId: number;
  userId: number;
  /** The customer's new stamp (saveCustomer's). */
  stamp: string;
  form: FormData;
  /** The upload of each new row, in the order of the rows marked is_new. */
  newFiles: NewPersonalFile[];
  /** The hash of the new my page password (null for none): hashed before the transaction opens. */
  passwordHash: string | null;
}

/** The hash a credit request's new password is kept as (null when it sets none); slow, so outside the save. */
export async function requestPasswordHash(form: FormData): Promise<string | null> {
  const password = passwordOf(form);
  return password ? hashPassword(password) : null;
}

// Each new file in turn, so that their ids follow the rows' order.
async function storeFiles(db: Db, request: CreditRequest, headerId: number | null): Promise<number[]> {
  const ids: number[] = [];
  for (const file of request.newFiles)
    ids.push(await insertPersonalFile(db, request.customerId, headerId, file, request.stamp, request.userId));
  return ids;
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
export async function saveDirectly(db: Db, request: CreditRequest): Promise<void> {
  const { customerId, userId, stamp, form, passwordHash: secretHash } = request;
  await applyDirectly(db, basicInfoApproval, { customerId, userId, stamp, secretHash }, async (before) =>
    withFiles(plainItems(before, form), fileList(before, form, await storeFiles(db, request, null)), ''),
  );
}

/**
 * Opens an update application with the request's values (the pending copy) through the approval
 * capability, which puts the customer under credit screening (与信中) and approval (承認中). A new password
 * is kept as its hash only; new documents are stored under the application. Answers the application's id,
 * or undefined (nothing written) when the customer has an open application already.
 */
export async function openCreditRequest(
  db: Db,
  request: CreditRequest,
  schedule: string,
): Promise<number | undefined> {
  const { customerId, userId, stamp, form } = request;
  return openRequest(db, basicInfoApproval, {
    customerId,
    userId,
    stamp,
    schedule,
    secretHash: request.passwordHash,
    after: async (headerId, before) =>
      withFiles(
        plainItems(before, form),
        fileList(before, form, await storeFiles(db, request, headerId)),
        request.passwordHash ? maskedPassword : '',
      ),
  });
}

/** The 担当 block (its own save, not an approval item): project, sales staff and course ids. */
export async function saveInCharge(
  db: Db,
  customerId: number,
  values: {
    assume_project: number | null;
    business_staff: number | null;
    request_course_name: number | null;
  },
): Promise<void> {
  await db
    .updateTable('customers')
    .set({
      project_master_id: values.assume_project,
      business_user_id: values.business_staff,
      request_course_id: values.request_course_name,
    })
    .where('customer_id', '=', customerId)
    .execute();
}

/** True when the customer has a my page login (a password can only be set for one). */
export async function hasCustomerLogin(db: Db, customerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('customer_accounts')
    .select('customer_id')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}
