import type { CompiledQuery } from 'kysely';
import { compiledOnce, compilerOnce, isNoRowChanged, updateOneAhead, type Db } from './database';
import { inSaveGroup } from './group-commit';
import { bumpListVersionAtCommit } from './list-cache';
import { refreshSearchColumnsOf, searchedColumns, type SearchedRow } from './search-fold';
import type { CustomerColumns } from './sections/section-store';
import { runtimeTables } from './tables';
import { nextTimestamp } from './timestamp';

/** The customer header data the detail page shell needs. */
export interface CustomerRecord {
  customer_id: number;
  tas_id: string | null;
  corporate_name: string;
  is_entry: boolean;
  is_forced_cancel: boolean;
  contract_status_id: number | null;
  credit_screening_approval_status: number;
  is_contract_requesting: boolean;
  credit_application_status: number;
  recess_date: string | null;
  is_shipping_of_mail: boolean;
  step_call_alert: string[];
  updated_timestamp: string;
}

function parseAlerts(text: string): string[] {
  // Nearly every customer has none: no need to run the parser for that.
  if (text === '[]') return [];
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.map(String) : [];
}

/** The columns of `CustomerRecord` on `customers` (the guard reads them in the session's statement too). */
export const customerRecordColumns = [
  'customer_id',
  'tas_id',
  'corporate_name',
  'is_entry',
  'is_forced_cancel',
  'contract_status_id',
  'credit_screening_approval_status',
  'is_contract_requesting',
  'credit_application_status',
  'recess_date',
  'is_shipping_of_mail',
  'step_call_alert',
  'updated_timestamp',
] as const;

/** The stored row of `customerRecordColumns`, as the database answers it. */
export interface StoredCustomerRecord {
  customer_id: number;
  tas_id: string | null;
  corporate_name: string;
  is_entry: number;
  is_forced_cancel: number;
  contract_status_id: number | null;
  credit_screening_approval_status: number;
  is_contract_requesting: number;
  credit_application_status: number;
  recess_date: string | null;
  is_shipping_of_mail: number;
  step_call_alert: string;
  updated_timestamp: string;
}

/** A stored row of `customerRecordColumns` as the record the routes use. */
export function customerRecordOf(row: StoredCustomerRecord): CustomerRecord {
  return {
    ...row,
    is_entry: row.is_entry === 1,
    is_forced_cancel: row.is_forced_cancel === 1,
    is_contract_requesting: row.is_contract_requesting === 1,
    is_shipping_of_mail: row.is_shipping_of_mail === 1,
    step_call_alert: parseAlerts(row.step_call_alert),
  };
}

/** The customer with this id, or null. */
export async function findCustomer(db: Db, customerId: number): Promise<CustomerRecord | null> {
  const row = await db
    .selectFrom('customers')
    .select(customerRecordColumns)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row ? customerRecordOf(row) : null;
}

type StampMove = (
  db: Db,
  stamp: string,
  userId: number,
  customerId: number,
  expectedStamp: string,
  ...values: CustomerColumns[string][]
) => CompiledQuery<unknown>;

// The stamp's conditional UPDATE with the columns a save sets beside it (`SaveReach.withStamp`), compiled once
// for each set of columns: every save runs one.
const stampMoves = new Map<string, StampMove>();

function stampMoveSetting(columns: string[]): StampMove {
  const key = columns.join(',');
  let move = stampMoves.get(key);
  if (!move) {
    move = compilerOnce((db: Db, stamp, userId, customerId, expectedStamp, ...values) =>
      runtimeTables(db)
        .updateTable('customers')
        .set({
          ...Object.fromEntries(columns.map((column, at) => [column, values[at]])),
          updated_timestamp: stamp,
          updated_user_id: userId,
        })
        .where('customer_id', '=', customerId)
        .where('updated_timestamp', '=', expectedStamp),
    );
    stampMoves.set(key, move);
  }
  return move;
}

const withSearched = (db: Db) => db.withTables<{ customers: SearchedRow }>();

const searchedNames = compiledOnce((db: Db, customerId: number) =>
  withSearched(db)
    .selectFrom('customers')
    .select(['customer_id', ...searchedColumns])
    .where('customer_id', '=', customerId),
);

/**
 * After a save's writes: unless the save cannot have renamed the customer, rewrites the search columns from
 * the names read back (`refreshSearchColumnsOf`); then raises the list version with the commit.
 */
async function afterSaveWrites(trx: Db, customerId: number, namesKept: boolean): Promise<void> {
  if (!namesKept) await refreshSearchColumnsOf(trx, (await searchedNames(trx, customerId)).rows);
  await bumpListVersionAtCommit(trx);
}

/** What a customer save came to: written with a new stamp, refused for a stale stamp, or no such customer. */
export type SaveOutcome = { kind: 'saved'; stamp: string } | { kind: 'stale' } | { kind: 'missing' };

/** What a save writes besides the stamp: on the transaction `trx` only, with the new stamp. */
export type SaveWrite = (trx: Db, stamp: string) => Promise<void>;

/** What the caller of a save knows of its write. */
export interface SaveReach {
  /**
   * Columns of `customers` the save sets in the UPDATE that moves the stamp (a section's declared columns
   * there: one new version of the row instead of two); `write` must not write them again.
   */
  withStamp?: CustomerColumns;
  /**
   * The write cannot change the customer's names (`corporate_name`, its reading, the bill-to name and its
   * reading): their search columns are not read back. Left out, a save may have renamed the customer.
   */
  namesKept?: boolean;
}

/**
 * Saves part of a customer in one transaction: moves the concurrency stamp from `expectedStamp` to a new
 * one, runs `write` with it, and refreshes what the list searches and caches. The stamp moves first, by an
 * UPDATE that names the stamp it replaces: of saves sent with one stamp (on one instance or several on
 * PostgreSQL, where the row stays locked until commit) exactly one finds it and writes; the others write
 * nothing and answer stale. On PostgreSQL that UPDATE travels with the save's next statement or its COMMIT
 * (`updateOneAhead`): a stale stamp then fails the transaction there, and is answered stale here. On SQLite
 * saves that wait together share one commit (`inSaveGroup`).
 */
export async function saveCustomer(
  db: Db,
  customerId: number,
  expectedStamp: string,
  userId: number,
  write: SaveWrite,
  reach: SaveReach = {},
): Promise<SaveOutcome> {
  const stamp = nextTimestamp(expectedStamp);
  const owned = !db.isTransaction;
  let held = false;
  try {
    return await inSaveGroup(db, async (trx): Promise<SaveOutcome> => {
      const columns = Object.keys(reach.withStamp ?? {});
      const values = Object.values(reach.withStamp ?? {});
      const move = stampMoveSetting(columns)(trx, stamp, userId, customerId, expectedStamp, ...values);
      // On PostgreSQL the UPDATE goes with the save's next statement or its commit (`updateOneAhead`), when
      // the transaction is the save's own (its failure at the commit is then answered here).
      const moved = owned ? await updateOneAhead(trx, move) : (await trx.executeQuery(move)).numAffectedRows;
      held = moved === 'held';
      if (!held && moved !== 1n)
        return (await customerStamp(trx, customerId)) === undefined ? missing : stale;
      await write(trx, stamp);
      // Every save changes the stamp the list shows and sorts by, whatever else the section writes.
      await afterSaveWrites(trx, customerId, reach.namesKept === true);
      return { kind: 'saved', stamp };
    });
  } catch (error) {
    // Nothing was kept. With the UPDATE held, what failed may have run before the stamp was compared: a
    // stamp moved on meanwhile answers stale, as it would have had the UPDATE gone first.
    if (!held) throw error;
    const now = await customerStamp(db, customerId);
    if (now === undefined) return missing;
    if (now !== expectedStamp || isNoRowChanged(error)) return stale;
    throw error;
  }
}

const stale: SaveOutcome = { kind: 'stale' };
const missing: SaveOutcome = { kind: 'missing' };

/** The customer's concurrency stamp as stored, or undefined when there is no such customer. */
export async function customerStamp(db: Db, customerId: number): Promise<string | undefined> {
  const found = await db
    .selectFrom('customers')
    .select('updated_timestamp')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return found?.updated_timestamp;
}
