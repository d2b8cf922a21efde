import type { Db } from '../store/database';
import { credit } from './statuses';

// The customer's two statuses of 000 §4 that the cycle moves: the credit screening status (customers) and
// the contract approval status (kept with the customer's other contract facts in customer_basic_infos).

/** Makes sure the customer has its customer_basic_infos row (every column has a default). */
export async function ensureCustomerFactsRow(db: Db, customerId: number): Promise<void> {
  await db
    .insertInto('customer_basic_infos')
    .values({ customer_id: customerId })
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute();
}

/** Sets the customer's credit status and/or contract approval status (null leaves one as it is). */
export async function setCustomerStatuses(
  db: Db,
  customerId: number,
  creditStatus: number | null,
  approvalStatus: number | null,
): Promise<void> {
  if (creditStatus !== null)
    await db
      .updateTable('customers')
      .set({ credit_screening_approval_status: creditStatus })
      .where('customer_id', '=', customerId)
      .execute();
  if (approvalStatus !== null) {
    await ensureCustomerFactsRow(db, customerId);
    await db
      .updateTable('customer_basic_infos')
      .set({ contract_approval_status: approvalStatus })
      .where('customer_id', '=', customerId)
      .execute();
  }
}

/**
 * Ends the customer's credit screening with `result`, only while it is running (与信中). Answers whether it
 * did: of two instances judging the same customer at once, one finds it judged already.
 */
export async function endScreening(db: Db, customerId: number, result: number): Promise<boolean> {
  const changed = await db
    .updateTable('customers')
    .set({ credit_screening_approval_status: result })
    .where('customer_id', '=', customerId)
    .where('credit_screening_approval_status', '=', credit.screening)
    .executeTakeFirst();
  return changed.numUpdatedRows > 0n;
}
