import type { Statement } from 'better-sqlite3';
import type { Db } from './database';

// Preparing a statement costs about as much as running a small one; the hot routes (session, user, customer,
// section load and save, list) run the same few SQL texts on every request, so each database keeps them.

/** How rows come back: objects (default), the first column only, or arrays of the columns. */
export type RowMode = 'object' | 'pluck' | 'raw';

// One map per row mode, keyed by the SQL text itself: a constant text keeps its hash, whereas a key built per
// call (mode + text) would be hashed afresh each time, which for the list's long texts costs more than the
// lookup saves.
type Statements = Record<RowMode, Map<string, Statement>>;

const byDb = new WeakMap<Db, Statements>();

// The list's WHERE clause varies with the criteria given (one `?` per selected id), so the set of texts is
// open-ended: past this many the cache starts afresh rather than grow without bound.
const maxStatements = 500;

function statementsOf(db: Db): Statements {
  let statements = byDb.get(db);
  if (!statements) {
    statements = { object: new Map(), pluck: new Map(), raw: new Map() };
    byDb.set(db, statements);
  }
  return statements;
}

/** `db.prepare(sql)` in that row mode, prepared once per database, SQL text and mode. */
export function prepared(db: Db, sql: string, mode: RowMode = 'object'): Statement {
  const statements = statementsOf(db);
  // Each mode has its own statement: `pluck()` and `raw()` change the statement object all its callers share.
  const forMode = statements[mode];
  let statement = forMode.get(sql);
  if (!statement) {
    if (statements.object.size + statements.pluck.size + statements.raw.size >= maxStatements) {
      for (const map of Object.values(statements)) map.clear();
    }
    statement = db.prepare(sql);
    if (mode === 'pluck') statement.pluck();
    if (mode === 'raw') statement.raw();
    forMode.set(sql, statement);
  }
  return statement;
}
