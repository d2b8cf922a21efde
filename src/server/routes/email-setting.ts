import type { FastifyPluginAsync } from 'fastify';
import { coerceToSchema } from '../../engine/coerce';
import type { FormData as SectionData, Schema } from '../../engine/types';
import { isValid, validateForm } from '../../engine/validator';
import { fromRequest } from '../../sections/email-setting';
import type { ServerContext } from '../context';
import { guardCustomerCall, refuse, saveGuarded } from '../guard';
import { invalid } from '../replies';
import { loadEmailSetting, saveEmailSetting, sendMethodOf } from '../store/sections/email-setting';
import { asRecord, asText } from '../values';
import { addEmailSideCalls } from './email-setting-side-calls';
import { validationContext } from '../validation-context';

const sectionId = 'email-setting';

// The messenger services are the schema's select (001 §3: 1 LINE … 6 Teams): one list for screen and API.
function serviceMaster(schema: Schema) {
  const messenger = schema.properties?.messenger_table_items as Schema | undefined;
  const service = (messenger?.items as Schema | undefined)?.properties?.message_service_master_id as
    Schema | undefined;
  return ((service?.oneOf ?? []) as Schema[]).map((option) => ({
    message_service_master_id: option.const as number,
    name: String(option.title),
  }));
}

/**
 * E-Mail・メッセンジャー報告設定 (001 §7 "E-mail and messenger"): getEmailSetting and updateEmailSetting in
 * the API's shapes (the section's adapter maps them to the form), with the checks every customer save gets.
 */
export const emailSettingRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  const { db, catalogue } = context;
  const entry = catalogue[sectionId];
  if (!entry) return;
  const { section, schema } = entry;
  const master = serviceMaster(schema);
  const answer = (customerId: number, isEntry: boolean) => ({
    send_method_id: sendMethodOf(db, customerId),
    email_setting: { ...loadEmailSetting(db, customerId, isEntry), message_service_master: master },
  });

  app.get(`/${section.load.path}`, async (request, reply) => {
    // Reading needs a session only: without the feature the section shows read-only (001 §1, §6).
    const guarded = guardCustomerCall(db, request, asRecord(request.query));
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const { customer } = guarded;
    return { result_code: 2000, ...answer(customer.customer_id, customer.is_entry) };
  });

  app.post(`/${section.save.path}`, async (request, reply) => {
    const body = asRecord(request.body);
    const guarded = guardCustomerCall(db, request, body, section.permission);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const { customer, staff } = guarded;
    const data = asRecord(coerceToSchema(schema, fromRequest(body))) as SectionData;
    // Entries have no messenger block: what such a request carries is neither checked nor written.
    if (customer.is_entry) data.messenger_table_items = [];
    const errors = validateForm(schema, data, validationContext(db, customer.customer_id));
    if (!isValid(errors)) return refuse(reply, invalid(errors));
    return saveGuarded(
      db,
      reply,
      { staff, customer, expectedStamp: asText(body.customer_updated_timestamp) },
      (stamp) =>
        saveEmailSetting(
          db,
          { customerId: customer.customer_id, userId: staff.user_id, stamp, data },
          customer.is_entry,
        ),
      (stamp) => ({
        result_code: 2000,
        customer_updated_timestamp: stamp,
        ...answer(customer.customer_id, customer.is_entry),
      }),
    );
  });

  addEmailSideCalls(app, context);
};
