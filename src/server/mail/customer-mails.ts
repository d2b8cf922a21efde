import type { Catalogue } from '../../engine/catalogue';
import type { Schema } from '../../engine/types';
import type { Db } from '../store/database';
import type { CustomerRecord } from '../store/customers';
import { sendMail, type SendResult } from './send';
import { reportAddresses } from './store';
import { hotlineNumber, japaneseDate } from './templates';

/** Why a mail of the header's メール menu cannot be sent, or the sent mail's result. */
export type HeaderMailOutcome =
  { kind: 'sent'; result: SendResult } | { kind: 'noDate' } | { kind: 'unknownHotline' };

const names = (customer: CustomerRecord) => ({
  corporate_name: customer.corporate_name,
  tas_id: customer.tas_id ?? '',
});

/** The recess greeting mail (002 §4, §7): needs a registered recess date; names ホットライン 1 or 2. */
export async function sendRecessGreeting(
  db: Db,
  customer: CustomerRecord,
  hotlineId: number | null,
  userId: number,
): Promise<HeaderMailOutcome> {
  const hotline = hotlineNumber(hotlineId);
  if (hotline === undefined) return { kind: 'unknownHotline' };
  if (!customer.recess_date) return { kind: 'noDate' };
  const result = await sendMail(db, {
    customerId: customer.customer_id,
    userId,
    template: 'recess',
    values: { ...names(customer), recess_date: japaneseDate(customer.recess_date), hotline_number: hotline },
    recipients: await reportAddresses(db, customer.customer_id),
  });
  return { kind: 'sent', result };
}

/** The cancellation thank-you mail (002 §4, §7): needs a registered contract cancellation date. */
export async function sendCancellationThankYou(
  db: Db,
  customer: CustomerRecord,
  userId: number,
): Promise<HeaderMailOutcome> {
  // The customer record the guard read carries no cancellation date.
  const row = await db
    .selectFrom('customers')
    .select('contract_cancellation_date')
    .where('customer_id', '=', customer.customer_id)
    .executeTakeFirst();
  const date = row?.contract_cancellation_date;
  if (!date) return { kind: 'noDate' };
  const result = await sendMail(db, {
    customerId: customer.customer_id,
    userId,
    template: 'cancellationThankYou',
    values: { ...names(customer), contract_cancellation_date: japaneseDate(date) },
    recipients: await reportAddresses(db, customer.customer_id),
  });
  return { kind: 'sent', result };
}

/** The E-Mail settings' test message (001 §7 sendTestMessage) to one saved address. */
export function sendTestMessageMail(
  db: Db,
  customer: CustomerRecord,
  address: string,
  userId: number,
): Promise<SendResult> {
  return sendMail(db, {
    customerId: customer.customer_id,
    userId,
    template: 'testMessage',
    values: { ...names(customer), address },
    recipients: [address],
  });
}

// The services' names as the section's form lists them (LINE, Slack, …).
function serviceNames(catalogue: Catalogue, ids: number[]): string[] {
  const schema = catalogue['email-setting']?.schema;
  const items = (schema?.properties?.messenger_table_items as Schema | undefined)?.items as
    Schema | undefined;
  const options = ((items?.properties?.message_service_master_id as Schema | undefined)?.oneOf ??
    []) as Schema[];
  return ids.map((id) => String(options.find((option) => option.const === id)?.title ?? id));
}

/** 利用設定's opening confirmation request (001 §7 updateMessengerUsePreference), to the report addresses. */
export async function sendMessengerOpenRequest(
  db: Db,
  catalogue: Catalogue,
  customer: CustomerRecord,
  serviceIds: number[],
  userId: number,
): Promise<SendResult> {
  return sendMail(db, {
    customerId: customer.customer_id,
    userId,
    template: 'messengerOpen',
    values: {
      ...names(customer),
      services: serviceNames(catalogue, serviceIds)
        .map((n) => `・${n}`)
        .join('\n'),
    },
    recipients: await reportAddresses(db, customer.customer_id),
  });
}
