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
function customerNamed(db: Db, request: FastifyRequest): number | null {
  const noted = callCustomer(request);
  if (noted !== undefined) return noted;
  const named = asInteger(asRecord(request.body).customer_id ?? asRecord(request.query).customer_id);
  return named !== null && findCustomer(db, named) ? named : null;
}

function whoLoggedIn(db: Db, request: FastifyRequest): { user: StaffUser | null; account: string } {
  const account = asText(asRecord(request.body).account).trim().slice(0, accountLimit);
  return { user: account === '' ? null : (findLogin(db, account)?.user ?? null), account };
}

/**
 * Records every call of `schemas/operation-log.json` (and every section save) as the server answers it: who
 * from the session as it was when the call arrived (a logout ends it), the customer, what, and the status.
 * Refused calls are recorded too: a run of 403s or 401s is what an administrator looks for.
 */
export function addAuditTrail(app: FastifyInstance, db: Db, catalogue: Catalogue): void {
  const calls = auditedCalls(catalogue);
  const callers = new WeakMap<FastifyRequest, { call: AuditedCall; staff: StaffUser | null }>();
  app.addHook('preHandler', async (request) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith(apiPrefix)) return;
    const call = calls.get(`${request.method} ${url.slice(apiPrefix.length)}`);
    if (call) callers.set(request, { call, staff: currentStaff(db, request) });
  });
  app.addHook('onResponse', async (request, reply) => {
    const caller = callers.get(request);
    if (!caller) return;
    const { call, staff } = caller;
    const login = call.who === 'typedAccount' ? whoLoggedIn(db, request) : null;
    const user = login ? login.user : staff;
    try {
      insertOperationLog(db, {
        userId: user?.user_id ?? null,
        account: login ? login.account || null : (staff?.account ?? null),
        customerId: customerNamed(db, request),
        kind: call.kind,
        pageCategory: call.page,
        operation: call.operation,
        statusCode: reply.statusCode,
      });
    } catch (error) {
      // The answer has gone out: a log that cannot be written must not turn it into a failure.
      request.log.error(error);
    }
  });
}
