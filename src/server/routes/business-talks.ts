import type { FastifyPluginAsync } from 'fastify';
import type { FormData, Schema } from '../../engine/types';
import { isValid, validateForm } from '../../engine/validator';
import type { ServerContext } from '../context';
import { guardCustomerCall, refuse, saveGuarded } from '../guard';
import { invalid, type Refusal } from '../replies';
import {
  businessTalkSortKeys,
  findBusinessTalk,
  linkBusinessTalk,
  listBusinessTalks,
  unlinkBusinessTalk,
  type BusinessTalkSortKey,
} from '../store/business-talks';
import { asFlag, asInteger, asRecord, asText } from '../values';
import messages from '../../../schemas/server-messages.json';
import { loadForms } from '../catalogue';

// The modal's search card: the same schema (and so the same limits and messages) as the browser's.
const cardSchema: Schema = loadForms('search')['business-talk'].schema;

// The inquiry number is a field of 基本情報 (000 §2.8 item 4): changing the link needs that tab's feature,
// in the mode (entry or contracted) the customer is stored in. Reading the list needs only a session.
const permission = '基本情報';
const defaultPageSize = 20;
const maxPageSize = 100;

const isSortKey = (key: string): key is BusinessTalkSortKey => Object.hasOwn(businessTalkSortKeys, key);

// The spec's text for linking with no row chosen (000 §8), as a field error of the 422 shape.
const notSelected: Refusal = {
  status: 422,
  body: { result_code: 422, errors: { business_talk_history_id: [messages.businessTalks.notSelected] } },
};

function talkNotFound(id: number): Refusal {
  return {
    status: 404,
    body: {
      result_code: 404,
      message: messages.businessTalks.notFound,
      error_message: `business_talk_history_id=${id}`,
    },
  };
}

// The card's form data from the query: trimmed texts, blanks left out (a blank criterion does not filter).
function searchData(query: Record<string, unknown>): FormData {
  const data: FormData = {};
  for (const name of Object.keys(cardSchema.properties ?? {})) {
    const text = asText(query[name]).trim();
    if (text) data[name] = text;
  }
  return data;
}

/**
 * The business-talk (反響) calls of the 基本情報 link modal (000 §7). In `getBusinessTalkHistory`,
 * `customer_id` is the customer whose page is open, as in every other customer call: it decides
 * is_relation / is_other_used and is checked like them (401, 404). The 顧客番号 search text travels as
 * `business_talk_history_id` (a part of the display number, e.g. `BT-0001`), the 会社名 text as
 * `corporate_name`. The user is the session's; `updated_user_id` in a body is ignored.
 */
export const businessTalkRoutes: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  app.get('/customers/getBusinessTalkHistory', async (request, reply) => {
    const query = asRecord(request.query);
    const guarded = await guardCustomerCall(db, request, query);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const data = searchData(query);
    const errors = validateForm(cardSchema, data);
    if (!isValid(errors)) return refuse(reply, invalid(errors));
    const page = asInteger(query.page);
    const limit = asInteger(query.limit);
    const sortKey = asText(query.sort_by_key_name);
    const table_items = await listBusinessTalks(db, {
      customerId: guarded.customer.customer_id,
      number: asText(data.business_talk_history_id),
      corporateName: asText(data.corporate_name),
      sortKey: isSortKey(sortKey) ? sortKey : 'display_business_talk_customer_number',
      desc: asFlag(query.sort_desc_sync),
      page: page !== null && page >= 1 ? page : 1,
      limit: limit !== null && limit >= 1 ? Math.min(limit, maxPageSize) : defaultPageSize,
    });
    return { result_code: 2000, table_items };
  });

  app.post('/customers/updateBusinessTalkRelation', async (request, reply) => {
    const body = asRecord(request.body);
    const guarded = await guardCustomerCall(db, request, body, permission);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const id = asInteger(body.business_talk_history_id);
    if (id === null) return refuse(reply, notSelected);
    const talk = await findBusinessTalk(db, id);
    if (!talk) return refuse(reply, talkNotFound(id));
    const { customer, staff } = guarded;
    return saveGuarded(
      db,
      reply,
      { staff, customer, expectedStamp: asText(body.customer_updated_timestamp) },
      (trx) => linkBusinessTalk(trx, customer.customer_id, id),
      (stamp) => ({
        result_code: 2000,
        ...talk,
        customer_updated_timestamp: stamp,
      }),
    );
  });

  app.post('/customers/cancellationBusinessTalkRelation', async (request, reply) => {
    const body = asRecord(request.body);
    const guarded = await guardCustomerCall(db, request, body, permission);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const { customer, staff } = guarded;
    // Unlinking a customer without a link still succeeds: the screen asked for "no link", and it holds.
    return saveGuarded(
      db,
      reply,
      { staff, customer, expectedStamp: asText(body.customer_updated_timestamp) },
      (trx) => unlinkBusinessTalk(trx, customer.customer_id),
      (stamp) => ({
        result_code: 2000,
        business_talk_customer_number: '',
        customer_updated_timestamp: stamp,
      }),
    );
  });
};
