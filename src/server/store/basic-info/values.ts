import type { JsonValue } from '../../../engine/types';
import { filesGroup, filesKey, requestFields, type RequestField } from '../../../sections/basic-info-fields';
import type { Snapshot } from '../../approval/applications';
import { changedItems } from '../../approval/compare';
import { ensureCustomerFactsRow } from '../../approval/customer-status';
import type { AppliedChange } from '../../approval/subject';
import { asInteger, asRecord, asText } from '../../values';
import type { Db } from '../database';
import { runtimeTables } from '../tables';
import { basicInfoDeclaration } from './declaration';

// The approval items of a customer as one "snapshot" in the section's form shape: what a credit request
// changes, what an update application keeps before and after, what gets applied. Identity documents are
// listed by id with the two things a request may change on a saved file (print name, rotation).

export type { Snapshot } from '../../approval/applications';

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
export async function liveFileRows(db: Db, customerId: number): Promise<JsonValue[]> {
  return db
    .selectFrom('customer_personal_files')
    .select(['customer_file_id', 'print_file_name_1', 'rotation'])
    .where('customer_id', '=', customerId)
    .where('is_live', '=', 1)
    .orderBy('customer_file_id')
    .execute();
}

// One row of a table's approval-item columns (their names come from the field table, not from a type).
async function columnValues(
  db: Db,
  table: 'customers' | 'customer_basic_infos',
  customerId: number,
): Promise<Record<string, unknown>> {
  const row = await runtimeTables(db)
    .selectFrom(table)
    .select(columnsOf(table))
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return asRecord(row);
}

/** The customer's approval items as they are now. */
export async function readSnapshot(db: Db, customerId: number): Promise<Snapshot> {
  const customer = await columnValues(db, 'customers', customerId);
  const basic = await columnValues(db, 'customer_basic_infos', customerId);
  const snapshot: Record<string, Record<string, JsonValue>> = {};
  for (const { item, place } of stored) {
    const raw =
      place.table === 'password' ? '' : (place.table === 'customers' ? customer : basic)[place.column];
    (snapshot[item.group] ??= {})[item.key] =
      item.kind === 'integer' ? asInteger(raw) : asText(raw === null ? '' : raw);
  }
  (snapshot[filesGroup] ??= {})[filesKey] = await liveFileRows(db, customerId);
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

const byPointer = new Map(requestFields.map((item) => [`/${item.group}/${item.key}`, item]));

/** The plain fields among the declared approval items that differ between two snapshots (002 §4 comparison). */
export function changedFields(before: Snapshot, after: Snapshot): RequestField[] {
  return changedItems(basicInfoDeclaration.items, before, after).flatMap((item) =>
    item.pointers.flatMap((pointer) => byPointer.get(pointer) ?? []),
  );
}

async function writeColumn(
  db: Db,
  customerId: number,
  table: 'customers' | 'customer_basic_infos',
  column: string,
  value: JsonValue,
): Promise<void> {
  if (table === 'customer_basic_infos') await ensureCustomerFactsRow(db, customerId);
  await runtimeTables(db)
    .updateTable(table)
    .set({ [column]: value ?? null })
    .where('customer_id', '=', customerId)
    .execute();
}

/**
 * Writes what changed from `before` to `after` (inside the caller's transaction): only those items, so
 * that an application applied later (a reservation) leaves alone what was saved in between. A changed
 * password is written as the hash given.
 */
export async function applyChanges(
  db: Db,
  customerId: number,
  { before, after, secretHash: passwordHash }: AppliedChange,
): Promise<void> {
  for (const item of changedFields(before, after)) {
    const place = placeOf(item);
    if (place.table === 'password') continue;
    await writeColumn(db, customerId, place.table, place.column, itemValue(after, item));
  }
  if (passwordHash !== null)
    await db
      .updateTable('customer_accounts')
      .set({ password_hash: passwordHash })
      .where('customer_id', '=', customerId)
      .execute();
  const was = new Map(snapshotFiles(before).map((file) => [file.id, file]));
  const now = new Map(snapshotFiles(after).map((file) => [file.id, file]));
  const gone = [...was.keys()].filter((id) => !now.has(id));
  if (gone.length > 0)
    await db
      .updateTable('customer_personal_files')
      .set({ is_live: 0 })
      .where('customer_file_id', 'in', gone)
      .execute();
  for (const [id, file] of now) {
    const old = was.get(id);
    if (!old || old.name !== file.name || old.rotation !== file.rotation)
      await db
        .updateTable('customer_personal_files')
        .set({ is_live: 1, print_file_name_1: file.name, rotation: file.rotation })
        .where('customer_file_id', '=', id)
        .where('customer_id', '=', customerId)
        .execute();
  }
}
