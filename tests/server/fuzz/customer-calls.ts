import fc from 'fast-check';
import type { Catalogue } from '../../../src/engine/catalogue';
import type { Schema } from '../../../src/engine/types';
import type { FuzzCall } from './corpus';
import { customerOf, type FuzzFacts } from './facts';
import type { FuzzSession } from './fuzz-session';
import { handCall } from './hand-call';
import { deeplyNested, hugeArray, nastyText } from './nasty-values';

// The hand-written calls about one customer besides 基本情報's (business talks, contract cancellation,
// 業務内容's and the e-mail section's side calls, 受注内容's 採番), each with the values its route must refuse.

const notIds = fc.constantFrom<unknown>('abc', 1.5, true, {}, [1], [], null, "1' OR '1'='1", '１');
const notTexts = fc.constantFrom<unknown>({}, [], ['x'], true, { text: 'x' });

// A limit of the 業務内容 schema: `maxLength` or `htmlTextLength` of a field.
function limitOf(catalogue: Catalogue, pointer: string, keyword: string): number {
  let node = catalogue['duties-content'].schema as Schema;
  for (const key of pointer.split('/').slice(1)) node = (node.properties?.[key] ?? {}) as Schema;
  const limit = (node as Record<string, unknown>)[keyword];
  if (typeof limit !== 'number') throw new Error(`no ${keyword} at ${pointer}`);
  return limit;
}

// A date some days from today in Tokyo, YYYY-MM-DD.
const daysAhead = (days: number) =>
  new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** The calls, for the seeded customers: 1 contracted, 3 an entry, 10 contracted, 11 reserved by the set-up. */
export async function customerCalls(
  session: FuzzSession,
  facts: FuzzFacts,
  catalogue: Catalogue,
): Promise<FuzzCall[]> {
  const { db } = session;
  const common = (customerId: number) => ({
    customer_id: customerId,
    is_entry: 0,
    updated_user_id: 1,
    customer_updated_timestamp: facts.stamps.get(customerId),
  });
  const talk = await db
    .selectFrom('business_talk_histories')
    .select('business_talk_history_id as id')
    .orderBy('business_talk_history_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const reason = await db
    .selectFrom('cancellation_reason_masters')
    .select('id')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const member = await db
    .selectFrom('customer_report_members')
    .select('customer_report_member_id as id')
    .where('customer_id', '=', 1)
    .where('report_mail_address', '<>', '')
    .orderBy('customer_report_member_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const faxLimit = limitOf(catalogue, '/end_report/option_business_end_report_fax_number', 'maxLength');
  const richCall = (key: string, field: string) =>
    handCall({
      key,
      body: { ...common(1), [field]: '<p>予定の<strong>テスト</strong></p>' },
      customer: customerOf(facts, 1),
      stamp: 'checked',
      invalid: {
        [field]: fc.oneof(
          fc
            .constantFrom('あ', 'a', '😀')
            .map((pad) => pad.repeat(limitOf(catalogue, `/rich_texts/${field}`, 'htmlTextLength') + 1)),
          notTexts,
          fc.constantFrom(12_345, 1.5),
        ),
      },
      required: [field],
    });
  return [
    handCall({
      key: 'POST customers/updateBusinessTalkRelation',
      body: { ...common(1), business_talk_history_id: talk.id },
      customer: customerOf(facts, 1),
      stamp: 'checked',
      invalid: { business_talk_history_id: fc.oneof(notIds, fc.constantFrom(999_999, -1, 0)) },
      required: ['business_talk_history_id'],
    }),
    handCall({
      key: 'POST customers/cancellationBusinessTalkRelation',
      body: common(1),
      customer: customerOf(facts, 1),
      stamp: 'checked',
      invalid: {},
    }),
    handCall({
      key: 'POST customers/getUsableTransmitTelephoneNumberAndStore',
      body: common(1),
      customer: customerOf(facts, 1),
      stamp: 'checked',
      invalid: {},
    }),
    handCall({
      key: 'POST customers/reserveContractCancellation',
      body: {
        ...common(10),
        contract_cancellation_date: daysAhead(30),
        contract_cancellation_reason_id: reason.id,
      },
      customer: customerOf(facts, 10),
      stamp: 'checked',
      invalid: {
        contract_cancellation_date: fc.oneof(
          fc.constantFrom<unknown>(
            '2000-01-01',
            daysAhead(-1),
            '2026-02-30',
            '2026/12/01',
            '10000-01-01',
            20_261_231,
            true,
            {},
            [],
          ),
          nastyText,
        ),
        contract_cancellation_reason_id: fc.oneof(notIds, fc.constantFrom(-1, 0, 999)),
        is_revert_reservation: fc.constantFrom<unknown>(true, 1, '1', 'true'),
      },
      required: ['contract_cancellation_date', 'contract_cancellation_reason_id'],
    }),
    handCall({
      key: 'POST customers/contractCancellation',
      body: common(11),
      customer: customerOf(facts, 11),
      stamp: 'checked',
      invalid: {},
    }),
    handCall({
      key: 'POST customers/contractStop',
      body: { ...common(3), is_entry: 1, is_confirmed: true },
      customer: customerOf(facts, 3),
      stamp: 'checked',
      invalid: { is_confirmed: fc.constantFrom<unknown>(false, 'true', 1, '1', null, {}, [], [true], 'yes') },
      required: ['is_confirmed'],
    }),
    handCall({
      key: 'POST customers/sendTestBusinessEndReportFaxNumber',
      body: { ...common(1), option_business_end_report_fax_number: '03-5550-0199' },
      customer: customerOf(facts, 1),
      invalid: {
        option_business_end_report_fax_number: fc.oneof(
          fc.constantFrom<unknown>(
            '1'.repeat(faxLimit + 1),
            '090-5550-0101',
            'abc',
            '',
            null,
            {},
            [],
            ['03-5550-0199'],
            35_550_199,
          ),
          nastyText.filter((text) => !/^[\d\-()\s]{9,}$/.test(text)),
        ),
      },
      required: ['option_business_end_report_fax_number'],
    }),
    richCall('POST customers/updateAMessage', 'customer_a_message_body'),
    richCall('POST customers/updateSchedule', 'customer_schedule_body'),
    handCall({
      key: 'POST customers/sendTestMessage',
      body: { customer_id: 1, customer_report_member_id: member.id },
      customer: customerOf(facts, 1),
      invalid: {
        customer_report_member_id: fc.oneof(
          notIds,
          fc.constantFrom(...(facts.foreignRows.customer_report_member_id ?? []), 999_999),
        ),
      },
      required: ['customer_report_member_id'],
    }),
    handCall({
      key: 'POST customers/updateMessengerUsePreference',
      body: { customer_id: 1, selected: [1, 2] },
      customer: customerOf(facts, 1),
      invalid: {
        selected: fc.constantFrom<unknown>(
          [],
          [0],
          [7],
          ['abc'],
          'x',
          1,
          {},
          [1, 'x'],
          [1.5],
          [null],
          [[1]],
          [{}],
          hugeArray(10_000, 99),
          deeplyNested(2000, 'array'),
        ),
      },
      required: ['selected'],
    }),
  ];
}
