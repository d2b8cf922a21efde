import Database from 'better-sqlite3';
import { schemaSql } from './schema';
import { registerSearchFolds } from './search-fold';

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
  registerSearchFolds(db);
  db.exec(schemaSql);
  return db;
}

// With synchronous = NORMAL the only disk flushes are a checkpoint's (the WAL, then the database file), and
// SQLite runs one inside whichever commit takes the WAL past 1000 pages: in a burst of saves (a save writes
// about two pages) every request queued behind that commit waits for two flushes, and on a quiet day the last
// commits wait for the OS's own write-back. A checkpoint every second, between requests, bounds what a power
// loss can take to about that second and flushes at most once a second; commits still checkpoint past 10 000
// pages (about 40 MB of WAL), should the timer fall behind.
const checkpointEveryMs = 1000;
const walPagesForCommitCheckpoint = 10_000;

/**
 * Checkpoints a file database's WAL every second (the server calls it; scripts keep SQLite's own rhythm).
 * Returns the function that stops it; `onError` receives a checkpoint that failed (the next one retries).
 */
export function checkpointEverySecond(db: Db, onError: (error: unknown) => void): () => void {
  if (db.memory) return () => undefined;
  db.pragma(`wal_autocheckpoint = ${walPagesForCommitCheckpoint}`);
  const timer = setInterval(() => {
    try {
      // PASSIVE never waits for readers or writers; with nothing new in the WAL it returns at once.
      db.pragma('wal_checkpoint(PASSIVE)');
    } catch (error) {
      onError(error);
    }
  }, checkpointEveryMs);
  timer.unref();
  return () => clearInterval(timer);
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
