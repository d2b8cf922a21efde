import type { FastifyReply, FastifyRequest } from 'fastify';
import { forgetSaveRecord, recordInSave } from './audit/audit-trail';
import { noteCallCustomer } from './audit/call-customer';
import { staffWith } from './auth/session';
import { customerNotFound, forbidden, notSignedIn, staleCustomer, type Refusal } from './replies';
import type { Db } from './store/database';
import {
  saveCustomer,
  type CustomerRecord,
  type SaveOutcome,
  type SaveReach,
  type SaveWrite,
} from './store/customers';
import { customerForRole, sessionForCustomer } from './store/staff-calls';
import type { StaffUser } from './store/users';
import { asFlag, asInteger } from './values';

/** Feature parent of the detail tabs in entry mode (申込受付). */
export const entryFeatureParent = 5;
/** Feature parent of the detail tabs in contracted mode (顧客管理). */
export const contractedFeatureParent = 22;

const tabParents = { entry: entryFeatureParent, contracted: contractedFeatureParent };

/**
 * Whether a customer call may go ahead: with its user and customer (and whether the customer has a
 * reservation waiting, so that a read knows whether to look for due ones), or with the refusal to send.
 */
export type Guarded =
  | { kind: 'allowed'; staff: StaffUser; customer: CustomerRecord; reservationWaiting: boolean }
  | { kind: 'refused'; refusal: Refusal };

/**
 * Checks a call about one customer, in the order the API answers: session (401), the role's feature
 * for the section when one is named (403), the customer (404). `params` is the query or the body.
 */
export async function guardCustomerCall(
  db: Db,
  request: FastifyRequest,
  params: Record<string, unknown>,
  permission?: string,
): Promise<Guarded> {
  const customerId = asInteger(params.customer_id);
  // Session, customer and the feature under both parents in one statement (staff-calls.ts).
  const tab = permission ?? '';
  const call = await staffWith(
    db,
    request,
    async (tokenHash) => {
      const found = await sessionForCustomer(db, tokenHash, customerId, tab, tabParents);
      return found && { session: found.session, answer: found.access };
    },
    (staff) => customerForRole(db, staff.role_id, customerId, tab, tabParents),
  );
  if (!call) return { kind: 'refused', refusal: notSignedIn };
  const { staff, answer: access } = call;
  const { customer } = access;
  if (permission !== undefined) {
    // The stored entry flag decides, so a request cannot borrow the other mode's permission by
    // sending another is_entry; the request's flag only stands in when the customer does not exist.
    const isEntry = customer ? customer.is_entry : asFlag(params.is_entry);
    if (!(isEntry ? access.holdsEntry : access.holdsContracted))
      return { kind: 'refused', refusal: forbidden(permission) };
  }
  if (!customer) return { kind: 'refused', refusal: customerNotFound(params.customer_id) };
  noteCallCustomer(request, customer.customer_id);
  return { kind: 'allowed', staff, customer, reservationWaiting: access.reservationWaiting };
}

/** Sends a refusal. */
export function refuse(reply: FastifyReply, refusal: Refusal): FastifyReply {
  return reply.code(refusal.status).send(refusal.body);
}

/**
 * Answers a customer save the way every one answers: 409 for a stale stamp and 404 for no customer (nothing
 * written), else `saved(stamp)` with the new stamp.
 */
function answerSave<T>(
  reply: FastifyReply,
  outcome: SaveOutcome,
  customerId: number,
  saved: (stamp: string) => T,
): T | FastifyReply {
  switch (outcome.kind) {
    case 'stale':
      return refuse(reply, staleCustomer);
    case 'missing':
      return refuse(reply, customerNotFound(customerId));
    case 'saved':
      return saved(outcome.stamp);
    default: {
      const unexpected: never = outcome;
      throw new Error(`unexpected save outcome ${JSON.stringify(unexpected)}`);
    }
  }
}

/**
 * The customer save of an allowed call: `write` runs in one transaction with the check of `expectedStamp`
 * (the request's `customer_updated_timestamp`) and gets the transaction and the new stamp; answered as `answerSave` answers.
 * `reach`: what the caller knows of the write (`saveCustomer`).
 */
export async function saveGuarded<T>(
  db: Db,
  reply: FastifyReply,
  call: { staff: StaffUser; customer: CustomerRecord; expectedStamp: string; reach?: SaveReach },
  write: SaveWrite,
  saved: (stamp: string) => T,
): Promise<T | FastifyReply> {
  const { staff, customer, expectedStamp, reach } = call;
  const { request } = reply;
  let outcome: SaveOutcome;
  try {
    // The call's operation-log record rides on the save's transaction (audit-trail.ts).
    outcome = await saveCustomer(
      db,
      customer.customer_id,
      expectedStamp,
      staff.user_id,
      async (trx, stamp) => {
        await write(trx, stamp);
        await recordInSave(trx, request);
      },
      reach,
    );
  } catch (error) {
    forgetSaveRecord(request);
    throw error;
  }
  // A stale stamp found at the commit (PostgreSQL, `saveCustomer`): the record went back with the writes.
  if (outcome.kind !== 'saved') forgetSaveRecord(request);
  return answerSave(reply, outcome, customer.customer_id, saved);
}

/** Who makes a call. Staff today; my page customers and applicants come with their own issues as new kinds. */
export type Principal = { kind: 'staff'; staff: StaffUser };

/** What a section lets a principal do: read it (any signed-in staff member) or write it (with its feature). */
export interface SectionPolicy {
  feature: string;
}

/** A section call that may go ahead: the principal, the customer, and the staff member who is recorded. */
export type GuardedSection =
  | {
      kind: 'allowed';
      principal: Principal;
      staff: StaffUser;
      customer: CustomerRecord;
      reservationWaiting: boolean;
    }
  | { kind: 'refused'; refusal: Refusal };

/**
 * Checks a section call: the principal of the session (401), for a write the section's feature (403), the
 * customer (404). Reading needs a session only: without the feature a section shows read-only (001 §6).
 */
export async function guardSectionCall(
  db: Db,
  request: FastifyRequest,
  params: Record<string, unknown>,
  access: 'read' | 'write',
  policy: SectionPolicy,
): Promise<GuardedSection> {
  const guarded = await guardCustomerCall(
    db,
    request,
    params,
    access === 'write' ? policy.feature : undefined,
  );
  if (guarded.kind === 'refused') return guarded;
  return { ...guarded, principal: { kind: 'staff', staff: guarded.staff } };
}
