import type { FastifyPluginAsync } from 'fastify';
import type { JsonValue, Schema } from '../../engine/types';
import { isValid, validateForm } from '../../engine/validator';
import { richTextFields } from '../../sections/duties-content-fields';
import type { ServerContext } from '../context';
import { guardCustomerCall, refuse, saveGuarded } from '../guard';
import { mailServices } from '../mail/services';
import { invalid } from '../replies';
import { sanitizeRichText } from '../rich-text';
import { recordFaxTest, saveRichText } from '../store/sections/duties-content';
import { asRecord, asText } from '../values';
import { fillTemplate } from '../../../rules/lib/rule-doc';
import messages from '../../../schemas/server-messages.json';

const sectionId = 'duties-content';

// The fax test checks the target number alone: required, then the field's own rules.
function faxTestSchema(schema: Schema): Schema {
  const endReport = schema.properties?.end_report as Schema;
  return {
    type: 'object',
    required: ['end_report'],
    properties: { end_report: { ...endReport, required: ['option_business_end_report_fax_number'] } },
  };
}

// A rich text's own save checks that field alone with its rules (type, htmlTextLength).
function richTextSchema(schema: Schema, field: string): Schema {
  const texts = schema.properties?.rich_texts as Schema;
  return {
    type: 'object',
    properties: {
      rich_texts: { type: 'object', properties: { [field]: texts.properties?.[field] as Schema } },
    },
  };
}

/**
 * 業務内容's side calls (spec 001 §7 "Duties content"): the end-of-business fax test and the rich texts'
 * own saves (A伝, 予定). Its load and save are the section pipeline's (`routes/sections.ts`).
 */
export const dutiesContentRoutes: FastifyPluginAsync<ServerContext> = async (app, { db, catalogue }) => {
  const entry = catalogue[sectionId];
  if (!entry) return;
  const { section, schema } = entry;
  const faxSchema = faxTestSchema(schema);

  app.post('/customers/sendTestBusinessEndReportFaxNumber', async (request, reply) => {
    const body = asRecord(request.body);
    const guarded = await guardCustomerCall(db, request, body, section.permission);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const number = asText(body.option_business_end_report_fax_number);
    const errors = validateForm(faxSchema, { end_report: { option_business_end_report_fax_number: number } });
    if (!isValid(errors)) return refuse(reply, invalid(errors));
    // The fax goes through the server's gateway (src/server/mail/fax-gateway.ts): the bundled one sends
    // nothing, and a number whose last four digits are 0000 stands for a line that does not answer: the
    // provider's `is_send_result: false` (001 §4). A sent test's time is recorded. A test send is no change
    // of the customer: the stamp is answered unchanged.
    const { customer, staff } = guarded;
    const outcome = await mailServices(db).fax.send({
      customerId: customer.customer_id,
      purpose: 'businessEndReportTestSend',
      number,
      userId: staff.user_id,
    });
    if (!outcome.delivered) {
      return {
        result_code: 2000,
        is_send_result: false,
        send_result_date: null,
        customer_updated_timestamp: customer.updated_timestamp,
      };
    }
    const sent = outcome.time;
    await recordFaxTest(db, customer.customer_id, sent);
    return {
      result_code: 2000,
      is_send_result: true,
      send_result_date: sent,
      customer_updated_timestamp: customer.updated_timestamp,
    };
  });
  // 予定 and A伝 save on their own from their modals (001 §4, §7 updateSchedule, updateAMessage): the
  // section's blockSaves whose block is a rich text's pointer name the call and its field.
  for (const call of section.blockSaves ?? []) {
    const field = Object.keys(call.fields)[0];
    if (!richTextFields.includes(field) || call.block !== `/rich_texts/${field}`) continue;
    const fieldSchema = richTextSchema(schema, field);
    const title = asText(
      (asRecord(schema.properties?.rich_texts).properties as Record<string, Schema>)?.[field]?.title,
    );
    app.post(`/${call.path}`, async (request, reply) => {
      const body = asRecord(request.body);
      const guarded = await guardCustomerCall(db, request, body, section.permission);
      if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
      // Not a save: a body without the text would blank it (422, nothing written, no new stamp).
      if (!(field in body))
        return refuse(reply, invalid({ '': [fillTemplate(messages.common.noSectionData, { title })] }));
      const value = (body[field] ?? null) as JsonValue;
      const errors = validateForm(fieldSchema, { rich_texts: { [field]: value } });
      if (!isValid(errors)) return refuse(reply, invalid(errors));
      const html = sanitizeRichText(asText(value));
      const { customer, staff } = guarded;
      return saveGuarded(
        db,
        reply,
        { staff, customer, expectedStamp: asText(body.customer_updated_timestamp) },
        (trx, stamp) =>
          saveRichText(trx, { customerId: customer.customer_id, userId: staff.user_id, stamp, field, html }),
        (stamp) => ({
          result_code: 2000,
          customer_updated_timestamp: stamp,
          [field]: html,
        }),
      );
    });
  }
};
