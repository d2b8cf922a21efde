import { sql } from 'kysely';
import type { Catalogue } from '../../../src/engine/catalogue';
import type { Db } from '../../../src/server/store/database';
import { runtimeTables } from '../../../src/server/store/tables';
import type { CustomerOfCall } from './common-refusals';
import type { FuzzSession } from './fuzz-session';

/** What the corpus reads from the database once, before the first payload. */
export interface FuzzFacts {
  /** Every customer's concurrency stamp. */
  stamps: Map<number, string>;
  /** Row ids of other customers (and of no customer), by the id's column name. */
  foreignRows: Record<string, number[]>;
  /** The administrator's user id (the corpus's session). */
  adminId: number;
}

/** The customer a call is about, with customers whose stamps differ from its stamp (for "another customer"). */
export function customerOf(facts: FuzzFacts, id: number): CustomerOfCall {
  const stamp = facts.stamps.get(id);
  if (stamp === undefined) throw new Error(`no customer ${id}`);
  const others = [...facts.stamps]
    .filter(([other, s]) => other !== id && s !== stamp)
    .slice(0, 6)
    .map(([other]) => other);
  return { stamp, others };
}

// The id columns whose rows a save names: the row arrays' `ui:options.idKey`, 基本情報's documents and
// 顧客応対履歴's histories.
function idKeys(catalogue: Catalogue): string[] {
  const keys = Object.values(catalogue).flatMap((entry) =>
    Object.values(entry.ui).flatMap((node) => {
      const idKey = (node as { 'ui:options'?: { idKey?: unknown } } | null)?.['ui:options']?.idKey;
      return typeof idKey === 'string' ? [idKey] : [];
    }),
  );
  return [...keys, 'customer_file_id', 'customer_reception_history_id'];
}

// The tables whose key, numbered by the database, is `idKey` and whose rows belong to a customer.
async function tablesKeyedBy(db: Db, idKey: string): Promise<{ name: string; columns: string[] }[]> {
  const tables = await db.introspection.getTables();
  return tables
    .filter(
      (table) =>
        !table.isView &&
        table.columns.some((column) => column.name === idKey && column.isAutoIncrementing) &&
        table.columns.some((column) => column.name === 'customer_id'),
    )
    .map((table) => ({ name: table.name, columns: table.columns.map((column) => column.name) }));
}

/**
 * Gives customer 2 a copy of one of customer 1's rows in every table a save names rows of, so that the
 * corpus can name rows of another customer. Set-up, before the tables are hashed.
 */
export async function copyRowsToAnotherCustomer(session: FuzzSession, catalogue: Catalogue): Promise<void> {
  for (const idKey of idKeys(catalogue)) {
    for (const { name, columns } of await tablesKeyedBy(session.db, idKey)) {
      // The copy gets a key of its own from the database.
      const copied = columns.filter((column) => column !== idKey);
      const values = copied.map((column) => (column === 'customer_id' ? sql.lit(2) : sql.ref(column)));
      await sql`INSERT INTO ${sql.table(name)} (${sql.join(copied.map((column) => sql.ref(column)))})
        SELECT ${sql.join(values)} FROM ${sql.table(name)}
        WHERE customer_id = 1 ORDER BY ${sql.ref(idKey)} LIMIT 1`.execute(session.db);
    }
  }
}

/** Reads the facts the calls' refusals need. */
export async function collectFacts(session: FuzzSession, catalogue: Catalogue): Promise<FuzzFacts> {
  const { db } = session;
  const customers = await db
    .selectFrom('customers')
    .select(['customer_id', 'updated_timestamp'])
    .orderBy('customer_id')
    .execute();
  const stamps = new Map(customers.map((row) => [row.customer_id, row.updated_timestamp]));
  const foreignRows: Record<string, number[]> = {};
  for (const idKey of idKeys(catalogue))
    for (const { name } of await tablesKeyedBy(db, idKey)) {
      const rows = await runtimeTables(db)
        .selectFrom(name)
        .select(sql.ref<number>(idKey).as('id'))
        .where('customer_id', '<>', 1)
        .orderBy(idKey)
        .limit(5)
        .execute();
      foreignRows[idKey] = rows.map((row) => row.id);
    }
  const admin = await db
    .selectFrom('users')
    .select('user_id')
    .where('account', '=', 'admin')
    .executeTakeFirstOrThrow();
  return { stamps, foreignRows, adminId: admin.user_id };
}
