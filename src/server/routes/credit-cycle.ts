import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { currentStaff } from '../auth/session';
import type { ServerContext } from '../context';
import { refuse } from '../guard';
import { forbidden, invalid, notSignedIn } from '../replies';
import { editionAnswer } from '../store/basic-info/answer';
import { findApplication, openApplication, type ApplicationRecord } from '../store/basic-info/applications';
import { approve, judgeCredit, revertReservation, sendBack } from '../store/basic-info/cycle';
import { approvalHistory, approvalPage, creditCheckPage, type CyclePage } from '../store/basic-info/lists';
import { application, approvalRequest, credit } from '../store/basic-info/statuses';
import type { CustomerRecord } from '../store/customers';
import { roleHasMenuFeature } from '../store/users';
import { asInteger, asRecord } from '../values';
import { conflict, expectedStamp, guardBasicInfo, saveStep, sentId, StepRefused } from './basic-info-common';
import messages from '../../../schemas/server-messages.json';

const judging = { name: '与信審査', menu: true };
const approving = { name: '承認', menu: true };

// Page and size of a list call (default 20 rows, 000 §9); out-of-range values fall back to the default.
function paging(query: Record<string, unknown>): { page: number; limit: number } {
  const page = asInteger(query.page);
  const limit = asInteger(query.limit);
  return {
    page: page !== null && page >= 1 ? page : 1,
    limit: limit !== null && limit >= 1 && limit <= 3500 ? limit : 20,
  };
}

const notFoundEdition = (headerId: unknown) => ({
  status: 404,
  body: {
    result_code: 404,
    message: messages.creditCycle.editionNotFound,
    error_message: `header_id=${String(headerId)}`,
  },
});

// The open application a decision is about: the one the body names must still be the open one.
function decidedApplication(
  customer: CustomerRecord,
  open: ApplicationRecord | undefined,
  body: Record<string, unknown>,
): ApplicationRecord | undefined {
  const sent = sentId(body.customer_update_application_header_id);
  const waiting =
    open?.approval_request_status === approvalRequest.requested &&
    customer.credit_screening_approval_status !== credit.screening;
  return open && waiting && (sent === null || sent === open.customer_update_application_header_id)
    ? open
    : undefined;
}

const noApprovalWaiting = conflict(
  messages.creditCycle.noApprovalWaiting.message,
  messages.creditCycle.noApprovalWaiting.detail,
);

/**
 * The credit-screening and approval cycle after the credit request (README): the 与信審査 and 承認 lists and
 * decisions, the approval history, an edition's values, and cancelling a reservation.
 */
const notScreening = conflict(
  messages.creditCycle.notScreening.message,
  messages.creditCycle.notScreening.detail,
);

const noReservation = (headerId: unknown) =>
  conflict(messages.creditCycle.noReservation, `header_id=${String(headerId)}`);

/**
 * The credit-screening and approval cycle after the credit request (README): the 与信審査 and 承認 lists and
 * decisions, the approval history, an edition's values, and cancelling a reservation. Each decision checks
 * the application's state when it reads it and claims it again inside its save (a conditional update): of
 * two decisions at once, on one instance or two, one is made and the other answers 409.
 */
export const creditCycleRoutes: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  const stampAnswer = (stamp: string) => ({ result_code: 2000, customer_updated_timestamp: stamp });

  const list =
    (feature: string, read: (page: number, limit: number) => Promise<CyclePage>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const staff = await currentStaff(db, request);
      if (!staff) return refuse(reply, notSignedIn);
      if (!(await roleHasMenuFeature(db, staff.role_id, feature))) return refuse(reply, forbidden(feature));
      const { page, limit } = paging(asRecord(request.query));
      return { result_code: 2000, table_items: await read(page, limit) };
    };
  app.get(
    '/customers/getCreditCheckList',
    list(judging.name, (page, limit) => creditCheckPage(db, page, limit)),
  );
  app.get(
    '/customers/getApprovalList',
    list(approving.name, (page, limit) => approvalPage(db, page, limit)),
  );

  app.post('/customers/creditJudge', async (request, reply) => {
    const body = asRecord(request.body);
    const guarded = await guardBasicInfo(db, request, body, judging);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const { customer, staff } = guarded;
    const result = asInteger(body.credit_result);
    if (result !== credit.passed && result !== credit.refused)
      return refuse(reply, invalid({ '/credit_result': [messages.creditCycle.creditResult] }));
    if (customer.credit_screening_approval_status !== credit.screening) return refuse(reply, notScreening);
    const open = await openApplication(db, customer.customer_id);
    const sent = sentId(body.customer_update_application_header_id);
    // A malformed id names no application; a well-formed one must name the open one, when there is one.
    if (Number.isNaN(sent) || (open && sent !== null && sent !== open.customer_update_application_header_id))
      return refuse(reply, conflict(messages.common.reload, `header_id=${sent}`));
    return saveStep(
      db,
      reply,
      { staff, customer, expectedStamp: expectedStamp(body, customer) },
      async (trx, stamp) => {
        const decided = { timestamp: stamp, userId: staff.user_id };
        if (!(await judgeCredit(trx, customer.customer_id, open, result, decided)))
          throw new StepRefused(notScreening);
      },
      stampAnswer,
    );
  });

  const decide = (path: string, step: 'approve' | 'sendBack') =>
    app.post(path, async (request, reply) => {
      const body = asRecord(request.body);
      const guarded = await guardBasicInfo(db, request, body, approving);
      if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
      const { customer, staff } = guarded;
      const open = await openApplication(db, customer.customer_id);
      const target = decidedApplication(customer, open, body);
      if (!target) return refuse(reply, noApprovalWaiting);
      let reflected = false;
      return saveStep(
        db,
        reply,
        { staff, customer, expectedStamp: expectedStamp(body, customer) },
        async (trx, stamp) => {
          const decided = { timestamp: stamp, userId: staff.user_id };
          if (step === 'approve') {
            const outcome = await approve(trx, target, decided);
            if (outcome === 'gone') throw new StepRefused(noApprovalWaiting);
            reflected = outcome === 'reflected';
          } else if (!(await sendBack(trx, target, decided))) throw new StepRefused(noApprovalWaiting);
        },
        (stamp) => ({
          ...stampAnswer(stamp),
          ...(step === 'approve' ? { is_reserved: !reflected } : {}),
        }),
      );
    });
  decide('/customers/approveUpdateApplication', 'approve');
  decide('/customers/sendBackUpdateApplication', 'sendBack');

  app.get('/customers/getApprovalHistory', async (request, reply) => {
    const guarded = await guardBasicInfo(db, request, asRecord(request.query));
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const { customer } = guarded;
    return {
      result_code: 2000,
      editions: await approvalHistory(db, customer.customer_id, customer.credit_screening_approval_status),
    };
  });

  app.get('/customers/getHeaderByInfo', async (request, reply) => {
    const query = asRecord(request.query);
    const guarded = await guardBasicInfo(db, request, query);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const headerId = asInteger(query.header_id);
    const record =
      headerId === null ? undefined : await findApplication(db, guarded.customer.customer_id, headerId);
    if (!record) return refuse(reply, notFoundEdition(query.header_id));
    return { result_code: 2000, basic_info: await editionAnswer(db, record) };
  });

  app.post('/customers/revertApproval', async (request, reply) => {
    const body = asRecord(request.body);
    const guarded = await guardBasicInfo(db, request, body, approving);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const { customer, staff } = guarded;
    const headerId = asInteger(body.header_id);
    const record = headerId === null ? undefined : await findApplication(db, customer.customer_id, headerId);
    if (record?.update_application_status !== application.reserved)
      return refuse(reply, noReservation(body.header_id));
    return saveStep(
      db,
      reply,
      { staff, customer, expectedStamp: expectedStamp(body, customer) },
      async (trx) => {
        // Applied (its time came) or cancelled by another call since it was read.
        if (!(await revertReservation(trx, record))) throw new StepRefused(noReservation(body.header_id));
      },
      stampAnswer,
    );
  });
};
