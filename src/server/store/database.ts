import Database from 'better-sqlite3';
import { schemaSql } from './schema';

/** The store's connection handle; only modules under `src/server/store` run SQL on it. */
export type Db = Database.Database;

/** Opens (and creates the tables of) the database at `path`; `':memory:'` for tests. */
export function openDatabase(path: string): Db {
  const db = new Database(path);
  // WAL lets readers continue while a save writes; it has no meaning for an in-memory database.
  if (path !== ':memory:') {
    db.pragma('journal_mode = WAL');
    // Under WAL, NORMAL syncs at checkpoints rather than at every commit. A crash of this process loses
    // nothing (a commit is in the WAL file once it returns) and the database never corrupts; only a power
    // loss or OS crash can drop the last commits before the next checkpoint. For a back office whose saves
    // the user sees confirmed on screen and can redo, that beats paying a disk flush on every save.
    db.pragma('synchronous = NORMAL');
  }
  db.pragma('foreign_keys = ON');
  db.exec(schemaSql);
  return db;
}

/** True when nothing has been seeded yet. */
export function isEmpty(db: Db): boolean {
  const row = db.prepare('SELECT COUNT(*) AS count FROM users').get() as { count: number };
  return row.count === 0;
}

/** Runs `work` in one transaction: everything it writes is kept, or nothing when it throws. */
export function inTransaction<T>(db: Db, work: () => T): T {
  return db.transaction(work)();
}
