import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { isYmd } from '../../../rules/lib/dates';
import { fillTemplate } from '../../../rules/lib/rule-doc';
import messages from '../../../schemas/server-messages.json';
import type { ServerContext } from '../context';
import { guardCustomerCall, refuse, saveGuarded } from '../guard';
import {
  basicItemsInForce,
  eachItemsOf,
  immediateRefusal,
  InvoicedMeanwhile,
  makeImmediateInvoices,
  makeResumeInvoices,
  resumeStateOf,
  type ImmediateRefusal,
} from '../store/invoice-data';
import { asRecord, asText } from '../values';

const texts = messages.invoiceData;

// A refusal found inside the save (the rows as the transaction reads them): thrown to roll the save back.
class Refused extends Error {}

// 002 §8: a refusal of these calls is a 400 whose result_message the screen shows under its title.
const badRequest = (reply: FastifyReply, message: string) =>
  reply.code(400).send({ result_code: 400, result_message: message });

function refusalText(refusal: ImmediateRefusal): string {
  switch (refusal.kind) {
    case 'unknownRows':
      return fillTemplate(texts.unknownRows, { ids: refusal.ids.join(',') });
    case 'notImmediate':
    case 'invoiced':
    case 'noSpotDates':
      return fillTemplate(texts[refusal.kind], { codes: refusal.codes.join('、') });
    default: {
      const unexpected: never = refusal;
      throw new Error(`unexpected refusal ${JSON.stringify(unexpected)}`);
    }
  }
}

// `customer_order_id_csv` (002 §7): ids separated by commas; null when it is not such a list.
function idsOf(csv: string): number[] | null {
  if (!/^\s*\d{1,15}(\s*,\s*\d{1,15})*\s*$/.test(csv)) return null;
  return [...new Set(csv.split(',').map((id) => Number(id.trim())))];
}

// Runs a save whose write may throw Refused (answered 400) or InvoicedMeanwhile (answered as `invoiced`).
async function orRefused<T>(reply: FastifyReply, save: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof Refused) return badRequest(reply, error.message);
    if (error instanceof InvoicedMeanwhile)
      return badRequest(reply, fillTemplate(texts.invoiced, { codes: error.businessCode }));
    throw error;
  }
}

/**
 * 受注内容's invoice data (issue 15; 002 §2.2, §4, §7, §8): `customers/makeImmediatelyInvoiceData` (form:
 * customer_id, customer_order_id_csv, term_of_payment) makes immediate invoice data of pay-per-use rows with
 * create timing 3 and marks them invoiced; `customers/makeReturnInvoiceData` (form: customer_id) makes the
 * resume invoice data of the basic rows in force at the saved resume date, with its payment deadline. Both
 * need 受注内容's feature and write in the customer save (the stamp checked and moved, 409 when stale); the
 * screen sends the page's `customer_updated_timestamp` besides the spec's fields and takes back the new one.
 * Every refusal of the spec's kind is a 400 with `result_message`; nothing is written then.
 */
export const invoiceDataRoutes: FastifyPluginAsync<ServerContext> = async (app, { db, catalogue }) => {
  const permission = catalogue['order-detail'].section.permission;

  app.post('/customers/makeImmediatelyInvoiceData', async (request, reply) => {
    const body = asRecord(request.body);
    const guarded = await guardCustomerCall(db, request, body, permission);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const { staff, customer } = guarded;
    const csv = asText(body.customer_order_id_csv);
    const ids = idsOf(csv);
    if (csv.trim() === '') return badRequest(reply, texts.noRows);
    if (ids === null) return badRequest(reply, fillTemplate(texts.unknownRows, { ids: csv }));
    const termOfPayment = asText(body.term_of_payment).trim();
    if (termOfPayment === '') return badRequest(reply, texts.termMissing);
    if (!isYmd(termOfPayment)) return badRequest(reply, texts.termInvalid);
    const expectedStamp = asText(body.customer_updated_timestamp);
    let invoiced: { customer_order_id: number; invoice_made_timestamp: string }[] = [];
    const saved = await orRefused(reply, () =>
      saveGuarded(
        db,
        reply,
        { staff, customer, expectedStamp },
        async (trx, stamp) => {
          const rows = await eachItemsOf(trx, customer.customer_id, ids);
          const refusal = immediateRefusal(ids, rows);
          if (refusal) throw new Refused(refusalText(refusal));
          invoiced = await makeImmediateInvoices(trx, {
            customerId: customer.customer_id,
            rows,
            termOfPayment,
            userId: staff.user_id,
            at: stamp.slice(0, 19),
          });
        },
        (stamp) => stamp,
      ),
    );
    if (typeof saved !== 'string') return saved;
    return { result_code: 2000, customer_updated_timestamp: saved, invoiced_items: invoiced };
  });

  app.post('/customers/makeReturnInvoiceData', async (request, reply) => {
    const body = asRecord(request.body);
    const guarded = await guardCustomerCall(db, request, body, permission);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const { staff, customer } = guarded;
    const expectedStamp = asText(body.customer_updated_timestamp);
    let count = 0;
    const saved = await orRefused(reply, () =>
      saveGuarded(
        db,
        reply,
        { staff, customer, expectedStamp },
        async (trx, stamp) => {
          const state = await resumeStateOf(trx, customer.customer_id);
          const date = state.resumeDate;
          if (date === '') throw new Refused(texts.resumeDateMissing);
          if (state.termOfPayment === '') throw new Refused(texts.resumeTermMissing);
          if (state.made) throw new Refused(fillTemplate(texts.resumeMade, { date }));
          const items = await basicItemsInForce(trx, customer.customer_id, date);
          if (items.length === 0) throw new Refused(fillTemplate(texts.resumeNoItems, { date }));
          count = await makeResumeInvoices(trx, {
            customerId: customer.customer_id,
            items,
            state,
            userId: staff.user_id,
            at: stamp.slice(0, 19),
          });
        },
        (stamp) => stamp,
      ),
    );
    if (typeof saved !== 'string') return saved;
    return { result_code: 2000, customer_updated_timestamp: saved, invoice_data_count: count };
  });
};
