import fc from 'fast-check';
import type { FuzzCall } from './corpus';
import { customerOf, type FuzzFacts } from './facts';
import type { FuzzSession } from './fuzz-session';
import { handCall } from './hand-call';
import { nastyText } from './nasty-values';

// 受注内容's invoice data calls (src/server/routes/invoice-data.ts): the immediate invoice of customer 1's
// open create-timing-3 row, and the resume invoice of customer 2, whose contract the set-up below gives a
// resume date and deadline. Each reads the stamp; every field value below is refused with 400 (the resume call has no field but the
// customer and the stamp, which the common refusals cover).

const notTexts = fc.constantFrom<unknown>({}, [], ['x'], true, null, { text: 'x' });

/** The calls; sets customer 2's resume date and deadline first (a contract value: the customer's stamp stays). */
export async function invoiceCalls(session: FuzzSession, facts: FuzzFacts): Promise<FuzzCall[]> {
  const { db } = session;
  const rowsOf1 = await db
    .selectFrom('customer_order_each_items')
    .select(['customer_order_id as id', 'create_timing', 'invoice_made_timestamp'])
    .where('customer_id', '=', 1)
    .orderBy('customer_order_id')
    .execute();
  const open = rowsOf1.find((row) => row.create_timing === 3 && row.invoice_made_timestamp === '');
  if (!open) throw new Error('customer 1 has no pay-per-use row to invoice at once');
  const closed = rowsOf1.filter((row) => row.id !== open.id).map((row) => String(row.id));
  const foreign = await db
    .selectFrom('customer_order_each_items')
    .select('customer_order_id as id')
    .where('customer_id', '<>', 1)
    .orderBy('customer_order_id')
    .limit(5)
    .execute();
  const notOwn = [...foreign.map((row) => String(row.id)), '999999999'];
  await db
    .updateTable('customer_order_contracts')
    .set({ resume_date: '2026-12-01', resume_invoice_term_of_payment: '2026-12-25' })
    .where('customer_id', '=', 2)
    .execute();
  const common = (customerId: number) => ({
    customer_id: customerId,
    customer_updated_timestamp: facts.stamps.get(customerId),
  });
  return [
    handCall({
      key: 'POST customers/makeImmediatelyInvoiceData',
      body: { ...common(1), customer_order_id_csv: String(open.id), term_of_payment: '2026-12-25' },
      customer: customerOf(facts, 1),
      stamp: 'checked',
      invalid: {
        customer_order_id_csv: fc.oneof(
          fc.constantFrom<unknown>('', ' ', ',', 'abc', '1.5', '-1', `${open.id},`, `${open.id};1`),
          fc.constantFrom(...closed, ...notOwn),
          fc.constantFrom(...closed, ...notOwn).map((id) => `${open.id},${id}`),
          notTexts,
        ),
        term_of_payment: fc.oneof(
          fc.constantFrom<unknown>(
            '',
            ' ',
            '2026-02-30',
            '2026/12/25',
            '10000-01-01',
            20_261_225,
            '9999-99-99',
          ),
          notTexts,
          nastyText,
        ),
      },
      required: ['customer_order_id_csv', 'term_of_payment'],
    }),
    handCall({
      key: 'POST customers/makeReturnInvoiceData',
      body: common(2),
      customer: customerOf(facts, 2),
      stamp: 'checked',
      invalid: {},
    }),
  ];
}
