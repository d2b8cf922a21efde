import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Catalogue } from '../../engine/catalogue';
import { currentStaff } from '../auth/session';
import { findCustomer } from '../store/customers';
import type { Db } from '../store/database';
import { insertOperationLog } from '../store/logs';
import { findLogin, type StaffUser } from '../store/users';
import { asInteger, asRecord, asText } from '../values';
import { auditedCalls, type AuditedCall } from './audited-calls';
import { callCustomer } from './call-customer';

const apiPrefix = '/api/v1/';
// A typed login ID is recorded as typed, but a flood of text is not worth keeping.
const accountLimit = 100;

// The customer of a call the guard did not check (surrogate login names one in its body): recorded only when
// it exists, so that a probe with made-up ids does not fill the log with them.
async function customerNamed(db: Db, request: FastifyRequest): Promise<number | null> {
  const noted = callCustomer(request);
  if (noted !== undefined) return noted;
  const named = asInteger(asRecord(request.body).customer_id ?? asRecord(request.query).customer_id);
  return named !== null && (await findCustomer(db, named)) ? named : null;
}

async function whoLoggedIn(
  db: Db,
  request: FastifyRequest,
): Promise<{ user: StaffUser | null; account: string }> {
  const account = asText(asRecord(request.body).account).trim().slice(0, accountLimit);
  return { user: account === '' ? null : ((await findLogin(db, account))?.user ?? null), account };
}

// The audited call of each request (set as it arrives), and the requests whose record a save already wrote
// on its own transaction (`recordInSave`).
const callOfRequest = new WeakMap<FastifyRequest, AuditedCall>();
const recordedInSave = new WeakSet<FastifyRequest>();

// The record of an answered call: who from the session as the call found it (`currentStaff` keeps the
// request's first read, and every call that ends a session — logout, a password change — reads it first to
// authorise itself; a call refused before its guard is read here), or the typed account of a login.
async function recordCall(db: Db, request: FastifyRequest, call: AuditedCall, statusCode: number) {
  const staff = await currentStaff(db, request);
  const login = call.who === 'typedAccount' ? await whoLoggedIn(db, request) : null;
  const user = login ? login.user : staff;
  await insertOperationLog(db, {
    userId: user?.user_id ?? null,
    account: login ? login.account || null : (staff?.account ?? null),
    customerId: await customerNamed(db, request),
    kind: call.kind,
    pageCategory: call.page,
    operation: call.operation,
    statusCode,
  });
}

/**
 * Writes the record of a save that is about to answer 200 on the save's own transaction, so that it commits
 * with the save (one commit, not two; on PostgreSQL no transaction of its own). The hook then skips the
 * request. Should the transaction roll back, `forgetSaveRecord` gives the record back to the hook.
 */
export async function recordInSave(trx: Db, request: FastifyRequest): Promise<void> {
  const call = callOfRequest.get(request);
  if (!call || recordedInSave.has(request)) return;
  await recordCall(trx, request, call, 200);
  recordedInSave.add(request);
}

/** The save's transaction rolled back: its record is written by the hook, with the status answered. */
export function forgetSaveRecord(request: FastifyRequest): void {
  recordedInSave.delete(request);
}

/**
 * Records every call of `schemas/operation-log.json` (and every section save) as the server answers it: who
 * (the session as the call found it; a logout ends it), the customer, what, and the status. Refused calls
 * are recorded too: a run of 403s or 401s is what an administrator looks for.
 */
export function addAuditTrail(app: FastifyInstance, db: Db, catalogue: Catalogue): void {
  const calls = auditedCalls(catalogue);
  app.addHook('preHandler', async (request) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith(apiPrefix)) return;
    const call = calls.get(`${request.method} ${url.slice(apiPrefix.length)}`);
    if (call) callOfRequest.set(request, call);
  });
  // Recorded as the answer is about to go out (the status is final by then), not once it has gone: a client
  // that waits for one answer before its next call finds its calls in the log in the order it made them.
  app.addHook('onSend', async (request, reply, payload) => {
    const call = callOfRequest.get(request);
    if (!call || recordedInSave.has(request)) return payload;
    try {
      await recordCall(db, request, call, reply.statusCode);
    } catch (error) {
      // The call has been answered: a log that cannot be written must not turn it into a failure.
      request.log.error(error);
    }
    return payload;
  });
}
