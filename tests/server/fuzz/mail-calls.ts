import fc from 'fast-check';
import type { Catalogue } from '../../../src/engine/catalogue';
import type { Schema } from '../../../src/engine/types';
import type { FuzzCall } from './corpus';
import { customerOf, type FuzzFacts } from './facts';
import type { FuzzSession } from './fuzz-session';
import { handCall } from './hand-call';
import { nastyText } from './nasty-values';

// The mail and fax calls (src/server/routes/mail.ts): the header's recess greeting and cancellation
// thank-you mails, and 請求先情報's fax test. None reads the stamp; each is aimed at a customer it would send for.

const notIds = fc.constantFrom<unknown>(0, 3, -1, 'abc', 1.5, true, {}, [1], null, '１');

/** The calls, each for a customer that has the date its mail needs (customer 1 when none has). */
export async function mailCalls(
  session: FuzzSession,
  facts: FuzzFacts,
  catalogue: Catalogue,
): Promise<FuzzCall[]> {
  const billing = catalogue.billing.schema.properties?.billing as Schema;
  const faxLimit = Number((billing.properties?.bill_to_fax_number as Schema).maxLength);
  type DateColumn = 'recess_date' | 'contract_cancellation_date';
  const customerWith = async (column: DateColumn) =>
    (
      await session.db
        .selectFrom('customers')
        .select('customer_id')
        .where(column, 'is not', null)
        .where(column, '<>', '')
        .orderBy('customer_id')
        .limit(1)
        .executeTakeFirst()
    )?.customer_id ?? 1;
  const customersWithout = async (column: DateColumn) =>
    (
      await session.db
        .selectFrom('customers')
        .select('customer_id')
        .where((eb) => eb.or([eb(column, 'is', null), eb(column, '=', '')]))
        .orderBy('customer_id')
        .limit(3)
        .execute()
    ).map((row) => row.customer_id);
  const recessing = await customerWith('recess_date');
  const cancelled = await customerWith('contract_cancellation_date');
  const withoutDates = {
    recess_date: await customersWithout('recess_date'),
    contract_cancellation_date: await customersWithout('contract_cancellation_date'),
  };
  const without = (column: DateColumn) => withoutDates[column];
  return [
    handCall({
      key: 'POST customers/sendRecessMail',
      body: { customer_id: recessing, hotline_telephone_number_id: 1 },
      customer: customerOf(facts, recessing),
      invalid: {
        hotline_telephone_number_id: notIds,
        customer_id: fc.constantFrom(...without('recess_date')),
      },
      required: ['hotline_telephone_number_id'],
    }),
    handCall({
      key: 'POST customers/sendContractCancellationThankYouMail',
      body: { customer_id: cancelled },
      customer: customerOf(facts, cancelled),
      invalid: { customer_id: fc.constantFrom(...without('contract_cancellation_date')) },
    }),
    handCall({
      key: 'POST customers/sendTestBillToFaxNumber',
      body: { customer_id: 1, bill_to_fax_number: '03-5550-0199' },
      customer: customerOf(facts, 1),
      invalid: {
        bill_to_fax_number: fc.oneof(
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
      required: ['bill_to_fax_number'],
    }),
  ];
}
