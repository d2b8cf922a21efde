import { createHash } from 'node:crypto';
import type { Db } from '../../../src/server/store/database';
import { runtimeTables } from '../../../src/server/store/tables';

/**
 * Tables that record attempts by design, left out of the proof that nothing was written:
 * - `sessions`: the corpus's own login (and the session's last use, which every call may touch);
 * - `operation_logs`: the audit log, which records every write attempt, refused ones included;
 * - `login_attempts`: failed sign-ins, counted for the lock-out.
 * (SQLite's AUTOINCREMENT counters, `sqlite_sequence`, and PostgreSQL's identity sequences, which a refused
 * insert may move, are no tables the introspection lists.)
 */
export const attemptTables: ReadonlySet<string> = new Set(['sessions', 'operation_logs', 'login_attempts']);

// JSON keeps 1, '1' and null apart; a blob goes in as its base64 text rather than Buffer's long JSON.
function blobsAsBase64(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  return Buffer.isBuffer(raw) ? `blob:${raw.toString('base64')}` : value;
}

const sha256 = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value, blobsAsBase64)).digest('hex');

/**
 * A SHA-256 of every table's columns and rows, by table name, read through the server's own connection (SQLite
 * or PostgreSQL alike). Rows are ordered by every column, first to last: a total order without a rowid, the
 * same before and after a call that wrote nothing.
 */
export async function tableHashes(db: Db): Promise<Record<string, string>> {
  const tables = (await db.introspection.getTables()).filter((table) => !table.isView);
  tables.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const hashes: Record<string, string> = {
    '(schema)': sha256(
      tables.map(({ name, columns }) => ({
        name,
        columns: columns.map(({ name: column, dataType, isNullable, hasDefaultValue }) => ({
          column,
          dataType,
          isNullable,
          hasDefaultValue,
        })),
      })),
    ),
  };
  const rowsOf = runtimeTables(db);
  for (const { name, columns } of tables) {
    if (attemptTables.has(name)) continue;
    let query = rowsOf.selectFrom(name).selectAll();
    for (const { name: column } of columns) query = query.orderBy(column);
    hashes[name] = sha256(await query.execute());
  }
  return hashes;
}

/** The tables whose hashes differ between two snapshots (tables that appeared or went included). */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
