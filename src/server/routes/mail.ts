import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { CatalogueEntry } from '../../engine/catalogue';
import type { Schema } from '../../engine/types';
import { validateForm } from '../../engine/validator';
import type { ServerContext } from '../context';
import { currentStaff } from '../auth/session';
import { guardCustomerCall, refuse } from '../guard';
import { sendCancellationThankYou, sendRecessGreeting, type HeaderMailOutcome } from '../mail/customer-mails';
import { configureMail, mailServices } from '../mail/services';
import { ensureMailTables, listOutbox } from '../mail/store';
import { forbidden, notSignedIn } from '../replies';
import type { Db } from '../store/database';
import { runtimeTables } from '../store/tables';
import { roleHasMenuFeature } from '../store/users';
import { asInteger, asRecord, asText } from '../values';
import messages from '../../../schemas/server-messages.json';

/** The mail routes' options: the context, and the SMTP server to send through (`SMTP_URL`). */
export interface MailRouteOptions extends ServerContext {
  smtpUrl?: string;
}

const texts = messages.mail;
// Our choice of features (the spec names none for these calls): the recess greeting goes with 基本情報,
// where the contract and service status live; the thank-you with 解約処理, the cancellation's own feature;
// the outbox is for 管理機能 holders (the side menu's administration group).
const recessFeature = '基本情報';
const cancellationFeature = '解約処理';
const outboxFeature = '管理機能';
const billingSectionId = 'billing';
const billingTable = 'customer_billings';
const defaultLimit = 20;
const maxLimit = 100;

const unprocessable = (reply: FastifyReply, errors: Record<string, string[]>) =>
  reply.code(422).send({ result_code: 422, errors });

// A missing date goes under the empty key: the header's toast shows the text alone (002 §8).
function answerMail(reply: FastifyReply, outcome: HeaderMailOutcome, missingDate: string) {
  switch (outcome.kind) {
    case 'noDate':
      return unprocessable(reply, { '': [missingDate] });
    case 'unknownHotline':
      return unprocessable(reply, { hotline_telephone_number_id: [texts.unknownHotline] });
    case 'sent':
      return { result_code: 2000, is_send_result: outcome.result };
    default: {
      const unexpected: never = outcome;
      throw new Error(`unexpected mail outcome ${JSON.stringify(unexpected)}`);
    }
  }
}

// The fax test checks the number alone with the billing form's own rules, as a required field.
function billFaxSchema(schema: Schema | undefined): Schema {
  const billing = schema?.properties?.billing as Schema | undefined;
  const field = (billing?.properties?.bill_to_fax_number ?? { type: 'string' }) as Schema;
  return {
    type: 'object',
    required: ['billing'],
    properties: {
      billing: {
        type: 'object',
        required: ['bill_to_fax_number'],
        properties: { bill_to_fax_number: field },
      },
    },
  };
}

// The 請求先情報 section shows the last test time (`bill_to_fax_number_test_timestamp`) where it has a record
// (its declared table, made at start when the catalogue has the section).
async function recordBillFaxTest(db: Db, customerId: number, time: string): Promise<void> {
  await runtimeTables(db)
    .updateTable(billingTable)
    .set({ bill_to_fax_number_test_timestamp: time })
    .where('customer_id', '=', customerId)
    .execute();
}

// Whether the catalogue's 請求先情報 keeps its record in the table the fax test stamps.
const hasBillingTable = (billing: CatalogueEntry | undefined) =>
  billing !== undefined &&
  'parts' in billing.section.storage &&
  billing.section.storage.parts.some((part) => part.kind === 'record' && part.table === billingTable);

/**
 * Mail and fax (issue 16; 002 §4, §7): the header's recess greeting and cancellation thank-you mails, the
 * 請求先情報 fax test, and the outbox (`manage/getMailOutbox`). The transport is chosen here, once.
 */
export const mailRoutes: FastifyPluginAsync<MailRouteOptions> = async (app, { db, catalogue, smtpUrl }) => {
  await ensureMailTables(db);
  const services = configureMail(db, smtpUrl);
  app.addHook('onClose', async () => services.transport.close());
  const billing = catalogue[billingSectionId];
  const faxSchema = billFaxSchema(billing?.schema);
  const stampsBilling = hasBillingTable(billing);

  app.post('/customers/sendRecessMail', async (request, reply) => {
    const body = asRecord(request.body);
    const guarded = await guardCustomerCall(db, request, body, recessFeature);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const { customer, staff } = guarded;
    const hotline = asInteger(body.hotline_telephone_number_id);
    const outcome = await sendRecessGreeting(db, customer, hotline, staff.user_id);
    return answerMail(reply, outcome, texts.recessDateMissing);
  });

  app.post('/customers/sendContractCancellationThankYouMail', async (request, reply) => {
    const body = asRecord(request.body);
    const guarded = await guardCustomerCall(db, request, body, cancellationFeature);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const { customer, staff } = guarded;
    const outcome = await sendCancellationThankYou(db, customer, staff.user_id);
    return answerMail(reply, outcome, texts.cancellationDateMissing);
  });

  app.post('/customers/sendTestBillToFaxNumber', async (request, reply) => {
    const body = asRecord(request.body);
    const guarded = await guardCustomerCall(db, request, body, billing?.section.permission ?? '請求先情報');
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const number = asText(body.bill_to_fax_number).trim();
    const errors = validateForm(faxSchema, { billing: { bill_to_fax_number: number } });
    const problems = Object.values(errors).flat();
    if (problems.length > 0) return unprocessable(reply, { bill_to_fax_number: problems });
    const { customer, staff } = guarded;
    // A test send is no change of the customer: the stamp stays as it is.
    const outcome = await mailServices(db).fax.send({
      customerId: customer.customer_id,
      purpose: 'billTestSend',
      number,
      userId: staff.user_id,
    });
    if (outcome.delivered && stampsBilling) await recordBillFaxTest(db, customer.customer_id, outcome.time);
    return {
      result_code: 2000,
      is_send_result: outcome.delivered,
      send_result_date: outcome.delivered ? outcome.time : null,
    };
  });

  app.get('/manage/getMailOutbox', async (request, reply) => {
    const staff = await currentStaff(db, request);
    if (!staff) return refuse(reply, notSignedIn);
    if (!(await roleHasMenuFeature(db, staff.role_id, outboxFeature)))
      return refuse(reply, forbidden(outboxFeature));
    const query = asRecord(request.query);
    const page = Math.max(1, asInteger(query.page) ?? 1);
    const limit = Math.min(maxLimit, Math.max(1, asInteger(query.limit) ?? defaultLimit));
    const { total, data } = await listOutbox(db, page, limit);
    return {
      result_code: 2000,
      transport: services.transport.kind,
      mail_outbox: { total, page, limit, data },
    };
  });
};
