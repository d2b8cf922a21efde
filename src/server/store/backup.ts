import { existsSync } from 'node:fs';
import { isPostgresUrl, openDatabase, sqliteHandleOf, type Db } from './database';

/** What a finished backup copied: the file written and its pages. */
export interface BackupResult {
  destination: string;
  totalPages: number;
}

/**
 * Why `npm run backup` does not copy a PostgreSQL database: the server's own tool does it better (a consistent
 * dump while the server runs, restorable into another version).
 */
export const postgresBackupAdvice =
  'npm run backup copies a SQLite database only.\n' +
  'PostgreSQL: pg_dump --format=custom "$DATABASE_URL" > tas.dump (a consistent dump while the servers run; README, "Backups")';

/**
 * Copies the SQLite database of `db` to `destination` with SQLite's online backup API: the server may go on
 * reading and saving meanwhile (on a connection of its own), and the copy is a consistent snapshot (WAL
 * included). The copy is checked with `PRAGMA integrity_check` before it is reported done. On PostgreSQL it
 * refuses, naming pg_dump.
 */
export async function backupDatabase(db: Db, destination: string): Promise<BackupResult> {
  const handle = sqliteHandleOf(db);
  if (!handle) throw new Error(postgresBackupAdvice);
  if (existsSync(destination)) throw new Error(`${destination} exists already: choose a new file`);
  const { totalPages } = await handle.backup(destination);
  // Opened as the server would open it (the copy is at the latest migration already, so nothing is written).
  const copy = await openDatabase(destination);
  try {
    const check = sqliteHandleOf(copy)?.pragma('integrity_check', { simple: true });
    if (check !== 'ok')
      throw new Error(`the backup ${destination} failed its integrity check: ${String(check)}`);
  } finally {
    await copy.destroy();
  }
  return { destination, totalPages };
}

/**
 * Backs up the database `database` names (a SQLite file; a `postgres://` URL is refused before connecting) to
 * `destination`, on a connection of its own.
 */
export async function backupDatabaseAt(database: string, destination: string): Promise<BackupResult> {
  if (isPostgresUrl(database)) throw new Error(postgresBackupAdvice);
  // Opening a missing file would create an empty database, and back that up.
  if (!existsSync(database)) throw new Error(`no database at ${database}`);
  const db = await openDatabase(database);
  try {
    return await backupDatabase(db, destination);
  } finally {
    await db.destroy();
  }
}
