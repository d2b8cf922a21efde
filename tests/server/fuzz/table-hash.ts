import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';

/**
 * Tables that record attempts by design, left out of the proof that nothing was written:
 * - `sessions`: the corpus's own login (and the session's last use, which every call may touch);
 * - `operation_logs`: the audit log, which records every write attempt, refused ones included;
 * - `login_attempts`: failed sign-ins, counted for the lock-out;
 * - `sqlite_sequence`: SQLite's AUTOINCREMENT counters, which move with the audit log and sessions.
 */
export const attemptTables: ReadonlySet<string> = new Set([
  'sessions',
  'operation_logs',
  'login_attempts',
  'sqlite_sequence',
]);

// JSON keeps 1, '1' and null apart; a blob goes in as its base64 text rather than Buffer's long JSON.
function blobsAsBase64(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  return Buffer.isBuffer(raw) ? `blob:${raw.toString('base64')}` : value;
}

/** A SHA-256 of every table's schema and rows (in rowid order), by table name, read on a connection of its own. */
export function tableHashes(databasePath: string): Record<string, string> {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    const objects = db
      .prepare(
        "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_autoindex%' ORDER BY name",
      )
      .all() as { type: string; name: string; sql: string | null }[];
    const hashes: Record<string, string> = {
      '(schema)': createHash('sha256').update(JSON.stringify(objects)).digest('hex'),
    };
    for (const { type, name, sql } of objects) {
      if (type !== 'table' || attemptTables.has(name)) continue;
      const order = /WITHOUT ROWID/i.test(sql ?? '') ? '1' : 'rowid';
      const rows = db.prepare(`SELECT * FROM "${name}" ORDER BY ${order}`).raw().all();
      hashes[name] = createHash('sha256').update(JSON.stringify(rows, blobsAsBase64)).digest('hex');
    }
    return hashes;
  } finally {
    db.close();
  }
}

/** The tables whose hashes differ between two snapshots (tables that appeared or went included). */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
