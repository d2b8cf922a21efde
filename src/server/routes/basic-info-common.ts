import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Catalogue } from '../../engine/catalogue';
import type { Schema } from '../../engine/types';
import { currentStaff } from '../auth/session';
import { guardCustomerCall, refuse, saveGuarded, type Guarded } from '../guard';
import { repoRoot } from '../paths';
import { forbidden, notSignedIn, type Refusal } from '../replies';
import { applyDueApprovals } from '../approval-subjects';
import type { CustomerRecord } from '../store/customers';
import type { Db } from '../store/database';
import { roleHasMenuFeature, type StaffUser } from '../store/users';
import { asInteger, asText } from '../values';
import messages from '../../../schemas/server-messages.json';

/** The catalogue id of 基本情報; its calls are served by basic-info.ts and credit-cycle.ts, not sections.ts. */
export const basicInfoSectionId = 'basic-info';
/** The detail tab's feature (000 §6), needed by every basic-info save. */
export const basicInfoFeature = '基本情報';

/** The section's schema: the catalogue's copy, or the file while the catalogue lacks the section. */
export function basicInfoSchema(catalogue: Catalogue): Schema {
  return (
    catalogue[basicInfoSectionId]?.schema ??
    (JSON.parse(
      readFileSync(join(repoRoot, 'schemas', 'sections', basicInfoSectionId, 'schema.json'), 'utf8'),
    ) as Schema)
  );
}

/** 409 for a step the application's state does not allow; `error_message` says why. */
export function conflict(message: string, detail: string): Refusal {
  return { status: 409, body: { result_code: 409, message, error_message: detail } };
}

/** 409: a credit or approval request of this customer is running (the fields are locked). */
export const requestRunning = conflict(
  messages.basicInfo.requestRunning.message,
  messages.basicInfo.requestRunning.detail,
);

/**
 * The guard of the basic-info and cycle calls: session (401), feature (403), customer (404); then due
 * reservations of the customer are applied, before any stamp is compared. `feature` is a detail-tab
 * feature (under parent 5/22) or, with `menu`, a side-menu feature (与信審査, 承認).
 */
export async function guardBasicInfo(
  db: Db,
  request: FastifyRequest,
  params: Record<string, unknown>,
  feature?: { name: string; menu?: boolean },
): Promise<Guarded> {
  let guarded: Guarded;
  if (feature?.menu) {
    const staff = await currentStaff(db, request);
    if (!staff) return { kind: 'refused', refusal: notSignedIn };
    if (!(await roleHasMenuFeature(db, staff.role_id, feature.name)))
      return { kind: 'refused', refusal: forbidden(feature.name) };
    guarded = await guardCustomerCall(db, request, params);
  } else guarded = await guardCustomerCall(db, request, params, feature?.name);
  // The guard's statement tells whether a reservation waits; only then can one be due.
  if (
    guarded.kind === 'allowed' &&
    guarded.reservationWaiting &&
    (await applyDueApprovals(db, guarded.customer.customer_id))
  ) {
    return guardCustomerCall(db, request, params, feature?.menu ? undefined : feature?.name);
  }
  return guarded;
}

/**
 * Thrown by a step inside its save when the state it starts from is gone (another call, perhaps on another
 * instance, got there first): the save's transaction rolls back and `saveStep` answers the refusal.
 */
export class StepRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(`step refused (${refusal.status})`);
  }
}

/** `saveGuarded` for a step of the cycle: a `StepRefused` thrown by `write` is answered as its refusal. */
export async function saveStep<T>(
  db: Db,
  reply: FastifyReply,
  call: { staff: StaffUser; customer: CustomerRecord; expectedStamp: string },
  write: (trx: Db, stamp: string) => Promise<void>,
  saved: (stamp: string) => T | Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await saveGuarded(db, reply, call, write, saved);
  } catch (error) {
    if (error instanceof StepRefused) return refuse(reply, error.refusal);
    throw error;
  }
}

/** The stamp a step checks: the one sent, or the current one when the call does not send it. */
export function expectedStamp(body: Record<string, unknown>, customer: CustomerRecord): string {
  const sent = asText(body.customer_updated_timestamp);
  return sent === '' ? customer.updated_timestamp : sent;
}

/**
 * An id a request sends (an update application, a master): null when it sends none (absent, null or ''),
 * NaN when what it sends is no id, which matches nothing: a wrong type is not taken for "none", so it can
 * neither act on whatever application is open nor clear a select.
 */
export function sentId(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  return asInteger(value) ?? Number.NaN;
}
