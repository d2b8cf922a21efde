import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { currentStaff } from '../auth/session';
import type { ServerContext } from '../context';
import { refuse } from '../guard';
import { forbidden, invalid, notSignedIn } from '../replies';
import { approvalSubjects } from '../approval-subjects';
import { findApplication, openApplication, type ApplicationRecord } from '../approval/applications';
import { approve, judgeCredit, reflectNow, revertReservation, sendBack } from '../approval/cycle';
import { approvalHistory, approvalPage, creditCheckPage, previewEdition } from '../approval/lists';
import { application, approvalRequest, credit, isOpenStatus } from '../approval/statuses';
import type { ApprovalSubject } from '../approval/subject';
import type { QueuePage } from '../../sections/credit-cycle-rows';
import type { CustomerRecord } from '../store/customers';
import type { Db } from '../store/database';
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

const subjectOf = (requestType: number) =>
  approvalSubjects.find((subject) => subject.declaration.requestType === requestType);
const screened = approvalSubjects.filter((subject) => subject.declaration.creditScreening);

// The customer's open application of a type screened first (与信審査), with its subject.
async function screenedApplication(
  db: Db,
  customerId: number,
): Promise<{ subject?: ApprovalSubject; open?: ApplicationRecord }> {
  for (const subject of screened) {
    const open = await openApplication(db, subject.declaration.requestType, customerId);
    if (open) return { subject, open };
  }
  return { subject: screened[0] };
}

// True for an open application asking for approval, its screening (if its type has one) over.
function awaitsDecision(customer: CustomerRecord, record: ApplicationRecord): boolean {
  const screening =
    subjectOf(record.request_type)?.declaration.creditScreening === true &&
    customer.credit_screening_approval_status === credit.screening;
  return (
    isOpenStatus(record.update_application_status) &&
    record.approval_request_status === approvalRequest.requested &&
    !screening
  );
}

// The application a decision is about: the one the body names, else the customer's oldest one waiting.
async function decidedApplication(
  db: Db,
  customer: CustomerRecord,
  body: Record<string, unknown>,
): Promise<{ subject: ApprovalSubject; record: ApplicationRecord } | undefined> {
  const sent = sentId(body.customer_update_application_header_id);
  const candidates: ApplicationRecord[] = [];
  if (sent !== null) {
    const record = Number.isNaN(sent) ? undefined : await findApplication(db, customer.customer_id, sent);
    if (record) candidates.push(record);
  } else
    for (const subject of approvalSubjects) {
      const open = await openApplication(db, subject.declaration.requestType, customer.customer_id);
      if (open) candidates.push(open);
    }
  const record = candidates.find((candidate) => awaitsDecision(customer, candidate));
  const subject = record && subjectOf(record.request_type);
  return record && subject ? { subject, record } : undefined;
}

const noApprovalWaiting = conflict(
  messages.creditCycle.noApprovalWaiting.message,
  messages.creditCycle.noApprovalWaiting.detail,
);

const notScreening = conflict(
  messages.creditCycle.notScreening.message,
  messages.creditCycle.notScreening.detail,
);

/** Who decided a step, and when (the save's stamp). */
type Decided = { timestamp: string; userId: number };

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
    (feature: string, read: (page: number, limit: number) => Promise<QueuePage>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const staff = await currentStaff(db, request);
      if (!staff) return refuse(reply, notSignedIn);
      if (!(await roleHasMenuFeature(db, staff.role_id, feature))) return refuse(reply, forbidden(feature));
      const { page, limit } = paging(asRecord(request.query));
      return { result_code: 2000, table_items: await read(page, limit) };
    };
  app.get(
    '/customers/getCreditCheckList',
    list(judging.name, (page, limit) => creditCheckPage(db, approvalSubjects, page, limit)),
  );
  app.get(
    '/customers/getApprovalList',
    list(approving.name, (page, limit) => approvalPage(db, approvalSubjects, page, limit)),
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
    const { subject, open } = await screenedApplication(db, customer.customer_id);
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
        const judged =
          subject && (await judgeCredit(trx, subject, customer.customer_id, open, result, decided));
        if (!judged) throw new StepRefused(notScreening);
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
      const target = await decidedApplication(db, customer, body);
      if (!target) return refuse(reply, noApprovalWaiting);
      const { subject, record } = target;
      let reflected = false;
      return saveStep(
        db,
        reply,
        { staff, customer, expectedStamp: expectedStamp(body, customer) },
        async (trx, stamp) => {
          const decided = { timestamp: stamp, userId: staff.user_id };
          if (step === 'approve') {
            const outcome = await approve(trx, subject, record, decided);
            if (outcome === 'gone') throw new StepRefused(noApprovalWaiting);
            reflected = outcome === 'reflected';
          } else if (!(await sendBack(trx, subject, record, decided)))
            throw new StepRefused(noApprovalWaiting);
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
      editions: await approvalHistory(
        db,
        approvalSubjects,
        customer.customer_id,
        customer.credit_screening_approval_status,
      ),
    };
  });

  app.get('/customers/getHeaderByInfo', async (request, reply) => {
    const query = asRecord(request.query);
    const guarded = await guardBasicInfo(db, request, query);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const headerId = asInteger(query.header_id);
    const preview =
      headerId === null
        ? undefined
        : await previewEdition(db, approvalSubjects, guarded.customer.customer_id, headerId);
    if (!preview) return refuse(reply, notFoundEdition(query.header_id));
    return { result_code: 2000, ...preview };
  });

  // A step on a reserved edition (feature 承認): the edition named by `idKey` must be a reservation, claimed
  // again inside the save — applied (its time came) or cancelled by another call since it was read: 409.
  const reservationStep = (
    path: string,
    idKey: string,
    step: (
      trx: Db,
      subject: ApprovalSubject,
      record: ApplicationRecord,
      decided: Decided,
    ) => Promise<boolean>,
  ) =>
    app.post(path, async (request, reply) => {
      const body = asRecord(request.body);
      const guarded = await guardBasicInfo(db, request, body, approving);
      if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
      const { customer, staff } = guarded;
      const headerId = asInteger(body[idKey]);
      const record =
        headerId === null ? undefined : await findApplication(db, customer.customer_id, headerId);
      const subject = record && subjectOf(record.request_type);
      if (record?.update_application_status !== application.reserved || !subject)
        return refuse(reply, noReservation(body[idKey]));
      return saveStep(
        db,
        reply,
        { staff, customer, expectedStamp: expectedStamp(body, customer) },
        async (trx, stamp) => {
          const decided = { timestamp: stamp, userId: staff.user_id };
          if (!(await step(trx, subject, record, decided))) throw new StepRefused(noReservation(body[idKey]));
        },
        stampAnswer,
      );
    });
  // この版の予約を取り消す: the reservation is cancelled, the current values stay.
  reservationStep('/customers/revertApproval', 'header_id', (trx, _subject, record) =>
    revertReservation(trx, record),
  );
  // saveOrder (002 §7): the reservation reflected now, before its time.
  reservationStep('/customers/saveOrder', 'customer_update_application_header_id', reflectNow);
};
