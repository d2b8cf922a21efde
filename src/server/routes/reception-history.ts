import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { fillTemplate } from '../../../rules/lib/rule-doc';
import type { FormData, JsonValue, Schema } from '../../engine/types';
import { isValid, validateForm, type FieldErrors } from '../../engine/validator';
import type { ServerContext } from '../context';
import { formInput } from '../form-input';
import { guardCustomerCall, refuse, saveGuarded } from '../guard';
import { repoRoot } from '../paths';
import { invalid, type Refusal } from '../replies';
import { unsetValue } from '../store/masters';
import {
  isCustomersHistory,
  listReceptionHistories,
  receptionRecord,
  salesColumns,
  sensationMediaOptions,
  writeDescription,
  writeSensation,
  writeStatus,
} from '../store/reception-history';
import { asInteger, asRecord, asText } from '../values';
import messages from '../../../schemas/server-messages.json';

// The view's texts and limits (schemas/pages/reception-history.json): the server reads what it checks.
const page = JSON.parse(
  readFileSync(join(repoRoot, 'schemas', 'pages', 'reception-history.json'), 'utf8'),
) as {
  feature: string;
  pageSize: number;
  statusOptions: { value: number; text: string }[];
  schemas: Record<'sensation' | 'description' | 'status', Schema>;
  server: { historyNotFound: string };
  salesInfo: { heading: string };
  description: { heading: string };
};
const schemas = page.schemas;
const maxPageSize = 100;

// The form fields of a schema from the body, converted as the schema says (the user fields are not taken).
function fields(schema: Schema, body: Record<string, unknown>): FormData {
  const picked: FormData = {};
  for (const name of Object.keys(schema.properties ?? {}))
    if (name in body) picked[name] = body[name] as JsonValue;
  return formInput(schema, picked);
}

// Not a save (issue 13): a body without every field of the form would blank what it lacks — 422, nothing written.
function withoutData(schema: Schema, body: Record<string, unknown>, title: string): FieldErrors | null {
  const missing = Object.keys(schema.properties ?? {}).some((name) => !(name in body));
  return missing ? { '': [fillTemplate(messages.common.noSectionData, { title })] } : null;
}

// A select's value outside its list, as the schema's title names it.
function notInList(schema: Schema, field: string): FieldErrors {
  const title = String((schema.properties?.[field] as Schema | undefined)?.title ?? field);
  return { [`/${field}`]: [fillTemplate(messages.common.chooseFromList, { title })] };
}

// Sends the refusal; the call goes no further.
function refused(reply: FastifyReply, refusal: Refusal): null {
  refuse(reply, refusal);
  return null;
}

const historyNotFound = (reply: FastifyReply, id: number) =>
  reply.code(404).send({
    result_code: 404,
    message: page.server.historyNotFound,
    error_message: `customer_reception_history_id=${id}`,
  });

/**
 * 顧客応対履歴 (002 §2.6, §3.6, §7): `getReceptionHistory` (the sales info, the description and one page of
 * the histories: `page` from 1, `limit` 10 by default) and the three writes, each with the feature of
 * schemas/pages/reception-history.json, the customer's stamp (409 when stale) and the user of the session.
 */
export const receptionHistoryRoutes: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  app.get('/customers/getReceptionHistory', async (request, reply) => {
    const query = asRecord(request.query);
    const guarded = await guardCustomerCall(db, request, query);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const id = guarded.customer.customer_id;
    const pageNumber = Math.max(asInteger(query.page) ?? 1, 1);
    const limit = Math.min(Math.max(asInteger(query.limit) ?? page.pageSize, 1), maxPageSize);
    const record = await receptionRecord(db, id);
    const sales = await salesColumns(db, id);
    return {
      result_code: 2000,
      business_info: {
        business_user_name: sales.business_user_name,
        sensation_media_input_timestamp: record.sensation_media_input_timestamp,
        sensation_media_master_id: sales.sensation_media_master_id,
        sensation_media_remark: record.sensation_media_remark,
        sensation_media_options: await sensationMediaOptions(db),
      },
      reception: {
        customer_reception_description: record.customer_reception_description,
        customer_reception_description_updated_timestamp:
          record.customer_reception_description_updated_timestamp,
        status_options: page.statusOptions,
        histories: { ...(await listReceptionHistories(db, id, pageNumber, limit)), page: pageNumber, limit },
      },
    };
  });

  // What every write shares: the session, the feature and the customer; for a save of a form (`title`), every
  // field of it sent; the form's rules. Answers the refusal itself and returns null.
  const checked = async (request: FastifyRequest, reply: FastifyReply, schema: Schema, title?: string) => {
    const body = asRecord(request.body);
    const guarded = await guardCustomerCall(db, request, body, page.feature);
    if (guarded.kind === 'refused') return refused(reply, guarded.refusal);
    const notASave = title === undefined ? null : withoutData(schema, body, title);
    if (notASave) return refused(reply, invalid(notASave));
    const data = fields(schema, body);
    const errors = validateForm(schema, data);
    if (!isValid(errors)) return refused(reply, invalid(errors));
    return { body, data, staff: guarded.staff, customer: guarded.customer };
  };

  app.post('/customers/updateSensation', async (request, reply) => {
    const call = await checked(request, reply, schemas.sensation, page.salesInfo.heading);
    if (!call) return reply;
    const { body, data, staff, customer } = call;
    const mediaId =
      typeof data.sensation_media_master_id === 'number' ? data.sensation_media_master_id : unsetValue;
    const media = await sensationMediaOptions(db);
    if (mediaId !== unsetValue && !media.some((option) => option.value === mediaId))
      return refuse(reply, invalid(notInList(schemas.sensation, 'sensation_media_master_id')));
    return saveGuarded(
      db,
      reply,
      { staff, customer, expectedStamp: asText(body.customer_updated_timestamp) },
      (trx, stamp) =>
        writeSensation(trx, customer.customer_id, {
          mediaId,
          remark: asText(data.sensation_media_remark),
          at: stamp,
        }),
      (stamp) => ({
        result_code: 2000,
        sensation_media_input_timestamp: stamp,
        customer_updated_timestamp: stamp,
      }),
    );
  });

  app.post('/customers/updateReceptionDescription', async (request, reply) => {
    const call = await checked(request, reply, schemas.description, page.description.heading);
    if (!call) return reply;
    const { body, data, staff, customer } = call;
    return saveGuarded(
      db,
      reply,
      { staff, customer, expectedStamp: asText(body.customer_updated_timestamp) },
      (trx, stamp) =>
        writeDescription(trx, customer.customer_id, asText(data.customer_reception_description), stamp),
      (stamp) => ({
        result_code: 2000,
        customer_reception_description_updated_timestamp: stamp,
        customer_updated_timestamp: stamp,
      }),
    );
  });

  app.post('/customers/updateReceptionStatus', async (request, reply) => {
    const call = await checked(request, reply, schemas.status);
    if (!call) return reply;
    const { body, data, staff, customer } = call;
    const historyId = Number(data.customer_reception_history_id);
    const status = Number(data.customer_reception_status);
    if (!page.statusOptions.some((option) => option.value === status))
      return refuse(reply, invalid(notInList(schemas.status, 'customer_reception_status')));
    if (!(await isCustomersHistory(db, customer.customer_id, historyId)))
      return historyNotFound(reply, historyId);
    return saveGuarded(
      db,
      reply,
      { staff, customer, expectedStamp: asText(body.customer_updated_timestamp) },
      (trx, stamp) => writeStatus(trx, { historyId, status, at: stamp, userId: staff.user_id }),
      (stamp) => ({
        result_code: 2000,
        customer_reception_history_id: historyId,
        customer_reception_status: status,
        customer_updated_timestamp: stamp,
      }),
    );
  });
};
