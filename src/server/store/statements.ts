import type { Statement } from 'better-sqlite3';
import type { Db } from './database';

// Preparing a statement costs about as much as running a small one; the hot routes (session, user, customer,
// section load and save, list) run the same few SQL texts on every request, so each database keeps them.
const byDb = new WeakMap<Db, Map<string, Statement>>();

// The list's WHERE clause varies with the criteria given (one `?` per selected id), so the set of texts is
// open-ended: past this many the cache starts afresh rather than grow without bound.
const maxStatements = 500;

/** How rows come back: objects (default), the first column only, or arrays of the columns. */
export type RowMode = 'object' | 'pluck' | 'raw';

/** `db.prepare(sql)` in that row mode, prepared once per database, SQL text and mode. */
export function prepared(db: Db, sql: string, mode: RowMode = 'object'): Statement {
  let statements = byDb.get(db);
  if (!statements) {
    statements = new Map();
    byDb.set(db, statements);
  }
  // The mode is part of the key: `pluck()` and `raw()` change the statement object all its callers share.
  const key = `${mode}\u0000${sql}`;
  let statement = statements.get(key);
  if (!statement) {
    if (statements.size >= maxStatements) statements.clear();
    statement = db.prepare(sql);
    if (mode === 'pluck') statement.pluck();
    if (mode === 'raw') statement.raw();
    statements.set(key, statement);
  }
  return statement;
}
