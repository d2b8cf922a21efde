import type { Catalogue } from '../../../src/engine/catalogue';
import type { CustomerOfCall } from './common-refusals';
import { writeDirectly, type FuzzSession } from './fuzz-session';

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

interface Column {
  name: string;
  pk: number;
}

/**
 * Gives customer 2 a copy of one of customer 1's rows in every table a save names rows of, so that the
 * corpus can name rows of another customer. Set-up, before the tables are hashed.
 */
export function copyRowsToAnotherCustomer(session: FuzzSession, catalogue: Catalogue): void {
  const tables = session.read<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'");
  for (const idKey of idKeys(catalogue)) {
    for (const { name } of tables) {
      const columns = session.read<Column>(`PRAGMA table_info("${name}")`);
      if (!columns.some((column) => column.name === idKey && column.pk === 1)) continue;
      if (!columns.some((column) => column.name === 'customer_id')) continue;
      const copied = columns.filter((column) => column.name !== idKey).map((column) => `"${column.name}"`);
      const values = copied.map((column) => (column === '"customer_id"' ? '2' : column));
      writeDirectly(
        session.databasePath,
        `INSERT INTO "${name}" (${copied.join(', ')}) SELECT ${values.join(', ')} FROM "${name}"
           WHERE customer_id = 1 ORDER BY "${idKey}" LIMIT 1`,
      );
    }
  }
}

/** Reads the facts the calls' refusals need. */
export function collectFacts(session: FuzzSession, catalogue: Catalogue): FuzzFacts {
  const stamps = new Map(
    session
      .read<{ customer_id: number; updated_timestamp: string }>(
        'SELECT customer_id, updated_timestamp FROM customers ORDER BY customer_id',
      )
      .map((row) => [row.customer_id, row.updated_timestamp]),
  );
  const tables = session.read<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'");
  const foreignRows: Record<string, number[]> = {};
  for (const idKey of idKeys(catalogue))
    for (const { name } of tables) {
      const columns = session.read<Column>(`PRAGMA table_info("${name}")`);
      if (!columns.some((column) => column.name === idKey && column.pk === 1)) continue;
      if (!columns.some((column) => column.name === 'customer_id')) continue;
      foreignRows[idKey] = session
        .read<{ id: number }>(
          `SELECT "${idKey}" AS id FROM "${name}" WHERE customer_id <> 1 ORDER BY 1 LIMIT 5`,
        )
        .map((row) => row.id);
    }
  const [admin] = session.read<{ user_id: number }>("SELECT user_id FROM users WHERE account = 'admin'");
  return { stamps, foreignRows, adminId: admin.user_id };
}
