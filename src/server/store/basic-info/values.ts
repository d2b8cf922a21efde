import type { FormData, JsonValue } from '../../../engine/types';
import { filesGroup, filesKey, requestFields, type RequestField } from '../../../sections/basic-info-fields';
import { asInteger, asRecord, asText } from '../../values';
import type { Db } from '../database';
import { prepared } from '../statements';

// The approval items of a customer as one "snapshot" in the section's form shape: what a credit request
// changes, what an update application keeps before and after, what gets applied. Identity documents are
// listed by id with the two things a request may change on a saved file (print name, rotation).

/** The approval items in the section's form shape (groups of `requestFields`, plus the live documents). */
export type Snapshot = FormData;

/** Where an approval item is stored: a customers column, a column of our table, or the my page password. */
type Place = { table: 'customers' | 'customer_basic_infos'; column: string } | { table: 'password' };

// The customers table already holds what the customer list shows; the rest is in customer_basic_infos.
const customerColumns: Record<string, string> = {
  'management_numbers/order_number': 'sas_order_code',
  'contract_service_status/contract_status': 'contract_status_id',
  'contract_service_status/service_status': 'service_status_id',
  'basic_customer_info/prefecture': 'prefecture_id',
};
const basicColumns: Record<string, string> = {
  'management_numbers/security_money_number': 'security_money_number',
  'contract_service_status/cancellation_reason': 'cancellation_reason_id',
  'contract_service_status/contract_and_service_note': 'contract_and_service_note',
};

function placeOf(item: RequestField): Place {
  const key = `${item.group}/${item.key}`;
  if (key === 'basic_customer_info/login_password') return { table: 'password' };
  if (customerColumns[key]) return { table: 'customers', column: customerColumns[key] };
  if (basicColumns[key]) return { table: 'customer_basic_infos', column: basicColumns[key] };
  if (item.group === 'president_info') return { table: 'customer_basic_infos', column: item.key };
  return { table: 'customers', column: item.key };
}

/** Shown instead of a new password wherever a copy holds one: the text itself is never kept. */
export const maskedPassword = '********';

const stored = requestFields.map((item) => ({ item, place: placeOf(item) }));
const columnsOf = (table: 'customers' | 'customer_basic_infos') =>
  stored.flatMap(({ place }) => (place.table === table ? [place.column] : []));

/** The documents that are part of the current data, oldest first. */
export function liveFileRows(db: Db, customerId: number): JsonValue[] {
  return prepared(
    db,
    `SELECT customer_file_id, print_file_name_1, rotation FROM customer_personal_files
       WHERE customer_id = ? AND is_live = 1 ORDER BY customer_file_id`,
  ).all(customerId) as { customer_file_id: number; print_file_name_1: string; rotation: number }[];
}

/** The customer's approval items as they are now. */
export function readSnapshot(db: Db, customerId: number): Snapshot {
  const customer = asRecord(
    prepared(db, `SELECT ${columnsOf('customers').join(', ')} FROM customers WHERE customer_id = ?`).get(
      customerId,
    ),
  );
  const basic = asRecord(
    prepared(
      db,
      `SELECT ${columnsOf('customer_basic_infos').join(', ')} FROM customer_basic_infos WHERE customer_id = ?`,
    ).get(customerId),
  );
  const snapshot: Record<string, Record<string, JsonValue>> = {};
  for (const { item, place } of stored) {
    const raw =
      place.table === 'password' ? '' : (place.table === 'customers' ? customer : basic)[place.column];
    (snapshot[item.group] ??= {})[item.key] =
      item.kind === 'integer' ? asInteger(raw) : asText(raw === null ? '' : raw);
  }
  (snapshot[filesGroup] ??= {})[filesKey] = liveFileRows(db, customerId);
  return snapshot;
}

/** The value of one approval item in a snapshot. */
export function itemValue(snapshot: Snapshot, item: Pick<RequestField, 'group' | 'key'>): JsonValue {
  return asRecord(snapshot[item.group])[item.key] as JsonValue;
}

/** The documents of a snapshot: id, print name and rotation. */
export function snapshotFiles(snapshot: Snapshot): { id: number; name: string; rotation: number }[] {
  const rows = asRecord(snapshot[filesGroup])[filesKey];
  return (Array.isArray(rows) ? rows : []).map((row) => {
    const file = asRecord(row);
    return {
      id: asInteger(file.customer_file_id) ?? 0,
      name: asText(file.print_file_name_1),
      rotation: asInteger(file.rotation) ?? 0,
    };
  });
}

const same = (a: JsonValue, b: JsonValue) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The approval items whose value differs between two snapshots (documents are compared separately). */
export function changedItems(before: Snapshot, after: Snapshot): RequestField[] {
  return requestFields.filter((item) => !same(itemValue(before, item), itemValue(after, item)));
}

function writeColumn(db: Db, customerId: number, table: string, column: string, value: JsonValue): void {
  if (table === 'customer_basic_infos')
    prepared(db, 'INSERT OR IGNORE INTO customer_basic_infos (customer_id) VALUES (?)').run(customerId);
  prepared(db, `UPDATE ${table} SET ${column} = ? WHERE customer_id = ?`).run(value ?? null, customerId);
}

/**
 * Writes what changed from `before` to `after` (inside the caller's transaction): only those items, so
 * that an application applied later (a reservation) leaves alone what was saved in between. A changed
 * password is written as the hash given.
 */
export function applyChanges(
  db: Db,
  customerId: number,
  before: Snapshot,
  after: Snapshot,
  passwordHash: string | null,
): void {
  for (const item of changedItems(before, after)) {
    const place = placeOf(item);
    if (place.table === 'password') continue;
    writeColumn(db, customerId, place.table, place.column, itemValue(after, item));
  }
  if (passwordHash !== null)
    prepared(db, 'UPDATE customer_accounts SET password_hash = ? WHERE customer_id = ?').run(
      passwordHash,
      customerId,
    );
  const was = new Map(snapshotFiles(before).map((file) => [file.id, file]));
  const now = new Map(snapshotFiles(after).map((file) => [file.id, file]));
  const setLive = prepared(db, 'UPDATE customer_personal_files SET is_live = ? WHERE customer_file_id = ?');
  for (const id of was.keys()) if (!now.has(id)) setLive.run(0, id);
  const update = prepared(
    db,
    `UPDATE customer_personal_files SET is_live = 1, print_file_name_1 = ?, rotation = ?
       WHERE customer_file_id = ? AND customer_id = ?`,
  );
  for (const [id, file] of now) {
    const old = was.get(id);
    if (!old || old.name !== file.name || old.rotation !== file.rotation)
      update.run(file.name, file.rotation, id, customerId);
  }
}
