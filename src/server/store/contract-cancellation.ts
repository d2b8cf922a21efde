import { tokyoToday } from '../../../rules/lib/clock';
import type { AnswerOption } from '../../engine/adapters';
import type { ContractCancellationState } from '../../sections/contract-cancellation-state';
import { basicInfoOptions, optionText } from './basic-info/options';
import type { Db } from './database';

/** Contract statuses of the lifecycle (fixtures/seed/masters.json, 002 §2.8). */
export const contractStatus = { contracted: 3, reserved: 4, cancelled: 5, stopped: 6 } as const;
/** Service status after a cancellation (サービス終了). A stopped entry has none, as in the seed. */
export const serviceEnded = 4;

// Every change below is claimed by one conditional UPDATE of the customer (its status as the change expects
// it) and reports whether it took: two requests that both saw a reservation — on two server instances, say —
// process it once; the caller rolls back the one that did not take.

interface Row {
  is_entry: number;
  contract_status_id: number | null;
  service_status_id: number | null;
  contract_cancellation_date: string | null;
  cancellation_reason_id: number | null;
  cancellation_reservation_date: string | null;
  previous_contract_status_id: number | null;
  previous_cancellation_date: string | null;
}

async function readRow(db: Db, customerId: number): Promise<Row | undefined> {
  return db
    .selectFrom('customers as c')
    .leftJoin('customer_basic_infos as b', 'b.customer_id', 'c.customer_id')
    .leftJoin('contract_cancellation_reservations as r', 'r.customer_id', 'c.customer_id')
    .select([
      'c.is_entry',
      'c.contract_status_id',
      'c.service_status_id',
      'c.contract_cancellation_date',
      'b.cancellation_reason_id',
      'r.cancellation_reservation_date',
      'r.previous_contract_status_id',
      'r.previous_cancellation_date',
    ])
    .where('c.customer_id', '=', customerId)
    .executeTakeFirst();
}

/** The reason options (the 基本情報 master) as the reserve modal's select lists them. */
export async function cancellationReasons(db: Db): Promise<AnswerOption[]> {
  return (await basicInfoOptions(db)).cancellation_reason;
}

/** A customer's contract and cancellation state, or undefined when there is no such customer. */
export async function cancellationState(
  db: Db,
  customerId: number,
): Promise<ContractCancellationState | undefined> {
  const row = await readRow(db, customerId);
  if (!row) return undefined;
  const options = await basicInfoOptions(db);
  return {
    is_entry: row.is_entry === 1,
    contract_status_selected: row.contract_status_id,
    contract_status_name: optionText(options.contract_status, row.contract_status_id),
    service_status_selected: row.service_status_id,
    service_status_name: optionText(options.service_status, row.service_status_id),
    contract_cancellation_date: row.contract_cancellation_date,
    cancellation_reservation_date: row.cancellation_reservation_date,
    contract_cancellation_reason_id: row.cancellation_reason_id,
    contract_cancellation_reason_name: optionText(options.cancellation_reason, row.cancellation_reason_id),
    cancellation_reason_options: options.cancellation_reason,
  };
}

async function setReason(db: Db, customerId: number, reasonId: number | null): Promise<void> {
  await db
    .insertInto('customer_basic_infos')
    .values({ customer_id: customerId, cancellation_reason_id: reasonId })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet({ cancellation_reason_id: reasonId }))
    .execute();
}

async function dropReservation(db: Db, customerId: number): Promise<void> {
  await db.deleteFrom('contract_cancellation_reservations').where('customer_id', '=', customerId).execute();
}

/**
 * Reserves (or changes the reservation of) a cancellation: status 解約予約, the end date and the reason;
 * the service goes on until then. Call inside `saveCustomer`, on its transaction. False (nothing to keep)
 * when the customer is no longer one that may reserve: an entry, or cancelled or stopped meanwhile.
 */
export async function reserveCancellation(
  db: Db,
  input: { customerId: number; userId: number; date: string; reasonId: number },
): Promise<boolean> {
  const row = await readRow(db, input.customerId);
  if (!row) return false;
  const claimed = await db
    .updateTable('customers')
    .set({ contract_status_id: contractStatus.reserved, contract_cancellation_date: input.date })
    .where('customer_id', '=', input.customerId)
    .where('is_entry', '=', 0)
    .where((eb) =>
      eb.or([
        eb('contract_status_id', 'is', null),
        eb('contract_status_id', 'not in', [contractStatus.cancelled, contractStatus.stopped]),
      ]),
    )
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) return false;
  // A reservation made before this table existed (the seed's) has nothing to return to but 契約中. A change
  // of the reservation keeps what the first one interrupted.
  const wasReserved = row.contract_status_id === contractStatus.reserved;
  await db
    .insertInto('contract_cancellation_reservations')
    .values({
      customer_id: input.customerId,
      cancellation_reservation_date: tokyoToday(),
      previous_contract_status_id: wasReserved ? contractStatus.contracted : row.contract_status_id,
      previous_cancellation_date: wasReserved ? null : row.contract_cancellation_date,
      reserved_user_id: input.userId,
    })
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute();
  await setReason(db, input.customerId, input.reasonId);
  return true;
}

/**
 * Reverts a reservation: the status and cancellation date before it come back, the reason is cleared. Call
 * inside `saveCustomer`; false when the customer is not (or no longer) reserved.
 */
export async function revertReservation(db: Db, customerId: number): Promise<boolean> {
  const row = await readRow(db, customerId);
  if (!row) return false;
  const claimed = await db
    .updateTable('customers')
    .set({
      contract_status_id: row.previous_contract_status_id ?? contractStatus.contracted,
      contract_cancellation_date: row.previous_cancellation_date,
    })
    .where('customer_id', '=', customerId)
    .where('contract_status_id', '=', contractStatus.reserved)
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) return false;
  await setReason(db, customerId, null);
  await dropReservation(db, customerId);
  return true;
}

/**
 * Processes a reserved cancellation: 解約 and サービス終了; the reserved date and reason stay. Call inside
 * `saveCustomer`; false when the customer is not (or no longer) reserved: it was processed once already.
 */
export async function cancelContract(db: Db, customerId: number): Promise<boolean> {
  const claimed = await db
    .updateTable('customers')
    .set({ contract_status_id: contractStatus.cancelled, service_status_id: serviceEnded })
    .where('customer_id', '=', customerId)
    .where('contract_status_id', '=', contractStatus.reserved)
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) return false;
  await dropReservation(db, customerId);
  return true;
}

/**
 * Stops an entry's contract: 契約中止, no service status (as the seed's stopped entries). Call inside
 * `saveCustomer`; false when the customer is not an entry or is stopped already.
 */
export async function stopContract(db: Db, customerId: number): Promise<boolean> {
  const claimed = await db
    .updateTable('customers')
    .set({ contract_status_id: contractStatus.stopped, service_status_id: null })
    .where('customer_id', '=', customerId)
    .where('is_entry', '=', 1)
    .where((eb) =>
      eb.or([eb('contract_status_id', 'is', null), eb('contract_status_id', '<>', contractStatus.stopped)]),
    )
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}
