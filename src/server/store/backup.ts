import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';

/** What a finished backup copied: the file written and its pages. */
export interface BackupResult {
  destination: string;
  totalPages: number;
}

/**
 * Copies the SQLite database at `source` to `destination` with SQLite's online backup API: the server may
 * go on reading and saving meanwhile, and the copy is a consistent snapshot (WAL included). The copy is
 * checked with `PRAGMA integrity_check` before it is reported done.
 */
export async function backupDatabase(source: string, destination: string): Promise<BackupResult> {
  if (!existsSync(source)) throw new Error(`no database at ${source}`);
  if (existsSync(destination)) throw new Error(`${destination} exists already: choose a new file`);
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    const { totalPages } = await db.backup(destination);
    const copy = new Database(destination, { readonly: true });
    try {
      const check = copy.pragma('integrity_check', { simple: true });
      if (check !== 'ok')
        throw new Error(`the backup ${destination} failed its integrity check: ${String(check)}`);
    } finally {
      copy.close();
    }
    return { destination, totalPages };
  } finally {
    db.close();
  }
}
