import { tokyoToday } from '../../../rules/lib/clock';
import type { AnswerOption } from '../../engine/adapters';
import type { ContractCancellationState } from '../../sections/contract-cancellation-state';
import { basicInfoOptions, optionText } from './basic-info/options';
import { ensureBasicInfoTables } from './basic-info/seed';
import type { Db } from './database';
import { prepared } from './statements';

/** Contract statuses of the lifecycle (fixtures/seed/masters.json, 002 §2.8). */
export const contractStatus = { contracted: 3, reserved: 4, cancelled: 5, stopped: 6 } as const;
/** Service status after a cancellation (サービス終了). A stopped entry has none, as in the seed. */
export const serviceEnded = 4;

// A reservation remembers what it interrupts: reverting returns to the status before it (契約中, 休会, 白紙契約)
// and to the cancellation date before it. The reason lives in 基本情報's table, the date in customers.
const tableSql = `
CREATE TABLE IF NOT EXISTS contract_cancellation_reservations (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(customer_id) ON DELETE CASCADE,
  cancellation_reservation_date TEXT NOT NULL,
  previous_contract_status_id INTEGER,
  previous_cancellation_date TEXT,
  reserved_user_id INTEGER REFERENCES users(user_id)
);
`;

const ready = new WeakSet<Db>();

function ensureTables(db: Db): void {
  if (ready.has(db)) return;
  ensureBasicInfoTables(db);
  db.exec(tableSql);
  ready.add(db);
}

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

function readRow(db: Db, customerId: number): Row | undefined {
  ensureTables(db);
  return prepared(
    db,
    `SELECT c.is_entry, c.contract_status_id, c.service_status_id, c.contract_cancellation_date,
         b.cancellation_reason_id, r.cancellation_reservation_date, r.previous_contract_status_id,
         r.previous_cancellation_date
       FROM customers c
       LEFT JOIN customer_basic_infos b ON b.customer_id = c.customer_id
       LEFT JOIN contract_cancellation_reservations r ON r.customer_id = c.customer_id
       WHERE c.customer_id = ?`,
  ).get(customerId) as Row | undefined;
}

/** The reason options (the 基本情報 master) as the reserve modal's select lists them. */
export function cancellationReasons(db: Db): AnswerOption[] {
  ensureTables(db);
  return basicInfoOptions(db).cancellation_reason;
}

/** A customer's contract and cancellation state, or undefined when there is no such customer. */
export function cancellationState(db: Db, customerId: number): ContractCancellationState | undefined {
  const row = readRow(db, customerId);
  if (!row) return undefined;
  const options = basicInfoOptions(db);
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

function setStatuses(
  db: Db,
  customerId: number,
  status: number | null,
  service: number | null,
  date: string | null,
) {
  prepared(
    db,
    `UPDATE customers SET contract_status_id = ?, service_status_id = ?, contract_cancellation_date = ?
       WHERE customer_id = ?`,
  ).run(status, service, date, customerId);
}

function setReason(db: Db, customerId: number, reasonId: number | null): void {
  prepared(db, 'INSERT INTO customer_basic_infos (customer_id) VALUES (?) ON CONFLICT DO NOTHING').run(
    customerId,
  );
  prepared(db, 'UPDATE customer_basic_infos SET cancellation_reason_id = ? WHERE customer_id = ?').run(
    reasonId,
    customerId,
  );
}

/**
 * Reserves (or changes the reservation of) a cancellation: status 解約予約, the end date and the reason;
 * the service goes on until then. Call inside `saveCustomer`.
 */
export function reserveCancellation(
  db: Db,
  input: { customerId: number; userId: number; date: string; reasonId: number },
): void {
  const row = readRow(db, input.customerId);
  if (!row) return;
  if (row.cancellation_reservation_date === null) {
    // A reservation made before this table existed (the seed's) has nothing to return to but 契約中.
    const wasReserved = row.contract_status_id === contractStatus.reserved;
    prepared(
      db,
      `INSERT INTO contract_cancellation_reservations (customer_id, cancellation_reservation_date,
         previous_contract_status_id, previous_cancellation_date, reserved_user_id) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (customer_id) DO UPDATE SET cancellation_reservation_date = excluded.cancellation_reservation_date,
         previous_contract_status_id = excluded.previous_contract_status_id,
         previous_cancellation_date = excluded.previous_cancellation_date, reserved_user_id = excluded.reserved_user_id`,
    ).run(
      input.customerId,
      tokyoToday(),
      wasReserved ? contractStatus.contracted : row.contract_status_id,
      wasReserved ? null : row.contract_cancellation_date,
      input.userId,
    );
  }
  setStatuses(db, input.customerId, contractStatus.reserved, row.service_status_id, input.date);
  setReason(db, input.customerId, input.reasonId);
}

/** Reverts a reservation: the status and cancellation date before it come back, the reason is cleared. */
export function revertReservation(db: Db, customerId: number): void {
  const row = readRow(db, customerId);
  if (!row) return;
  const status = row.previous_contract_status_id ?? contractStatus.contracted;
  setStatuses(db, customerId, status, row.service_status_id, row.previous_cancellation_date);
  setReason(db, customerId, null);
  prepared(db, 'DELETE FROM contract_cancellation_reservations WHERE customer_id = ?').run(customerId);
}

/** Processes a reserved cancellation: 解約 and サービス終了; the reserved date and reason stay. */
export function cancelContract(db: Db, customerId: number): void {
  const row = readRow(db, customerId);
  if (!row) return;
  setStatuses(db, customerId, contractStatus.cancelled, serviceEnded, row.contract_cancellation_date);
  prepared(db, 'DELETE FROM contract_cancellation_reservations WHERE customer_id = ?').run(customerId);
}

/** Stops an entry's contract: 契約中止, no service status (as the seed's stopped entries). */
export function stopContract(db: Db, customerId: number): void {
  const row = readRow(db, customerId);
  if (!row) return;
  setStatuses(db, customerId, contractStatus.stopped, null, row.contract_cancellation_date);
}
