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
export function mailCalls(session: FuzzSession, facts: FuzzFacts, catalogue: Catalogue): FuzzCall[] {
  const billing = catalogue.billing.schema.properties?.billing as Schema;
  const faxLimit = Number((billing.properties?.bill_to_fax_number as Schema).maxLength);
  const customerWith = (column: string) =>
    session.read<{ id: number }>(
      `SELECT customer_id AS id FROM customers WHERE ${column} IS NOT NULL AND ${column} <> '' ORDER BY 1 LIMIT 1`,
    )[0]?.id ?? 1;
  const recessing = customerWith('recess_date');
  const cancelled = customerWith('contract_cancellation_date');
  const without = (column: string) =>
    session
      .read<{ id: number }>(
        `SELECT customer_id AS id FROM customers WHERE ${column} IS NULL OR ${column} = '' ORDER BY 1 LIMIT 3`,
      )
      .map((row) => row.id);
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
