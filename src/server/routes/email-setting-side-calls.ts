import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { guardCustomerCall, refuse } from '../guard';
import { sendMessengerOpenRequest, sendTestMessageMail } from '../mail/customer-mails';
import { isStorableId } from '../store/sections/declared-columns';
import { tokyoTimestamp } from '../store/timestamp';
import { asInteger, asRecord } from '../values';

/** The side calls' texts in the section's `section.json` the server uses. */
interface SideCallTexts {
  messengerUse: { noneSelected: string };
}
const serviceIds = [1, 2, 3, 4, 5, 6];

/**
 * The e-mail section's side calls (001 §7): sendTestMessage and updateMessengerUsePreference. Both mail
 * through the server's transport (src/server/mail: SMTP or the outbox); the request is recorded, and a test
 * the mail server refused answers 502 with its reason, the address's test time unchanged.
 */
export function addEmailSideCalls(app: FastifyInstance, { db, catalogue }: ServerContext): void {
  const permission = catalogue['email-setting']?.section.permission ?? '';
  const texts = (catalogue['email-setting']?.section as { sideCalls?: SideCallTexts } | undefined)?.sideCalls;
  const record = async (customerId: number, kind: string, target: string, userId: number) => {
    await db
      .insertInto('customer_report_sent_messages')
      .values({
        customer_id: customerId,
        kind,
        target,
        sent_timestamp: tokyoTimestamp().slice(0, 19),
        user_id: userId,
      })
      .execute();
  };

  app.post('/customers/sendTestMessage', async (request, reply) => {
    const body = asRecord(request.body);
    const guarded = await guardCustomerCall(db, request, body, permission);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const { customer, staff } = guarded;
    const memberId = asInteger(body.customer_report_member_id);
    const row =
      memberId === null || !isStorableId(memberId)
        ? undefined
        : await db
            .selectFrom('customer_report_members')
            .select('report_mail_address')
            .where('customer_report_member_id', '=', memberId)
            .where('customer_id', '=', customer.customer_id)
            .executeTakeFirst();
    if (!row?.report_mail_address) return reply.code(404).send({ result_code: 404, is_address_found: false });
    const mailed = await sendTestMessageMail(db, customer, row.report_mail_address, staff.user_id);
    if (mailed.status !== 'allSuccess')
      return reply
        .code(502)
        .send({ result_code: 502, is_send_result: mailed, error_message: row.report_mail_address });
    const sent = tokyoTimestamp().slice(0, 19);
    await db
      .updateTable('customer_report_members')
      .set({ report_mail_address_test_timestamp: sent })
      .where('customer_report_member_id', '=', memberId)
      .where('customer_id', '=', customer.customer_id)
      .execute();
    await record(customer.customer_id, 'test-mail', row.report_mail_address, staff.user_id);
    return { result_code: 2000, report_mail_address: row.report_mail_address, send_timestamp: sent };
  });

  app.post('/customers/updateMessengerUsePreference', async (request, reply) => {
    const body = asRecord(request.body);
    const guarded = await guardCustomerCall(db, request, body, permission);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const selected = (Array.isArray(body.selected) ? body.selected : []).map(asInteger);
    if (selected.length === 0 || selected.some((id) => id === null || !serviceIds.includes(id)))
      return reply
        .code(422)
        .send({ result_code: 422, errors: { selected: [texts?.messengerUse.noneSelected ?? ''] } });
    const { customer, staff } = guarded;
    await sendMessengerOpenRequest(db, catalogue, customer, selected as number[], staff.user_id);
    for (const id of selected)
      await record(customer.customer_id, 'messenger-opening', String(id), staff.user_id);
    return { result_code: 2000 };
  });
}
