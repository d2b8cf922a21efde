import { PostgresAdapter, sql } from 'kysely';
import { tokyoTimestamp } from '../../timestamp';
import { columnsOf, runDdl, type MigrationDb } from '../ddl';

// The operation log (store/logs.ts), the mail outbox and the fax attempts (mail/store.ts), and the marks of
// the demo data a module adds once to a database that predates it (mail/store.ts, store/file-issue-log.ts).

const operationLogTable = (name: string) => `
CREATE TABLE IF NOT EXISTS ${name} (
  operation_log_id {{id}},
  -- NULL for a call without a session or a failed login of an unknown account.
  user_id INTEGER REFERENCES users(user_id),
  account TEXT,
  customer_id INTEGER,
  kind TEXT NOT NULL,
  page_category TEXT NOT NULL,
  operation TEXT NOT NULL,
  status_code INTEGER NOT NULL,
  registered_timestamp TEXT NOT NULL
);`;

const logsDdl = `
${operationLogTable('operation_logs')}
CREATE INDEX IF NOT EXISTS operation_logs_time ON operation_logs (registered_timestamp);
CREATE INDEX IF NOT EXISTS operation_logs_by_customer ON operation_logs (customer_id, operation_log_id);
CREATE INDEX IF NOT EXISTS operation_logs_by_user ON operation_logs (user_id, operation_log_id);
-- The outbox keeps every message, whichever transport carried it: with SMTP it is the send log. recipients
-- is the JSON list of each address's result.
CREATE TABLE IF NOT EXISTS mail_outbox (
  mail_outbox_id {{id}},
  sent_timestamp TEXT NOT NULL,
  customer_id INTEGER,
  kind TEXT NOT NULL,
  transport TEXT NOT NULL,
  sender TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  status TEXT NOT NULL,
  recipients TEXT NOT NULL,
  user_id INTEGER
);
CREATE TABLE IF NOT EXISTS fax_attempts (
  fax_attempt_id {{id}},
  attempted_timestamp TEXT NOT NULL,
  customer_id INTEGER,
  purpose TEXT NOT NULL,
  fax_number TEXT NOT NULL,
  delivered INTEGER NOT NULL,
  user_id INTEGER
);
-- One row per demo data set added ('mail', 'file-issue-log'): the key lets only one of several servers
-- starting at once add it, and rows a user deleted do not come back at the next start.
CREATE TABLE IF NOT EXISTS seeded_demo_data (
  name TEXT PRIMARY KEY,
  seeded_timestamp TEXT NOT NULL
);
`;

// The kind the declaration (schemas/operation-log.json) gave page views when the log learnt kinds: a
// migration keeps what it wrote then, whatever the declaration says later.
const pageViewKind = '画面表示';

function isPostgres(db: MigrationDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

// SQLite runs a migration outside a transaction (its DDL is not transactional for Kysely); PostgreSQL's
// migrator has opened one already.
async function atomically(db: MigrationDb, work: (trx: MigrationDb) => Promise<void>): Promise<void> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(work);
}

// Databases of earlier versions logged page views only (user, page, operation, time): their rows are kept,
// ids and all, as page views by the signed-in user, answered 200. The new table is made under another name
// and renamed once the old one is gone, so that no index or key name of the old table is in the way.
async function upgradePageViewTable(db: MigrationDb): Promise<void> {
  const columns = await columnsOf(db, 'operation_logs');
  if (columns.size === 0 || columns.has('kind')) return;
  await atomically(db, async (trx) => {
    await runDdl(trx, operationLogTable('operation_logs_upgraded'));
    await sql`INSERT INTO operation_logs_upgraded (operation_log_id, user_id, kind, page_category, operation,
        status_code, registered_timestamp)
      SELECT operation_log_id, user_id, ${pageViewKind}, page_category, operation, 200, registered_timestamp
      FROM operation_logs`.execute(trx);
    await sql`DROP TABLE operation_logs`.execute(trx);
    await sql`ALTER TABLE operation_logs_upgraded RENAME TO operation_logs`.execute(trx);
    // The copied ids were given explicitly: PostgreSQL's identity must continue after them.
    if (isPostgres(trx))
      await sql`SELECT setval(pg_get_serial_sequence('operation_logs', 'operation_log_id'),
        COALESCE((SELECT MAX(operation_log_id) FROM operation_logs), 0) + 1, false)`.execute(trx);
  });
}

// Before the marks existed, a database had the mail demo data once it had the outbox, and the file issue
// log's once file_issue_log_seeded had a row: those are marked seeded, and the old marker table goes.
async function carryOverSeedMarks(db: MigrationDb, hadOutbox: boolean): Promise<void> {
  const stamp = tokyoTimestamp();
  const mark = (name: string) =>
    db
      .insertInto('seeded_demo_data')
      .values({ name, seeded_timestamp: stamp })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  if (hadOutbox) await mark('mail');
  if ((await columnsOf(db, 'file_issue_log_seeded')).size === 0) return;
  const { rows } = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM file_issue_log_seeded`.execute(db);
  if (Number(rows[0]?.n) > 0) await mark('file-issue-log');
  await sql`DROP TABLE file_issue_log_seeded`.execute(db);
}

/** The log tables; an operation log of page views only (an earlier version) is upgraded in place. */
export async function createLogTables(db: MigrationDb): Promise<void> {
  const hadOutbox = (await columnsOf(db, 'mail_outbox')).size > 0;
  await upgradePageViewTable(db);
  await runDdl(db, logsDdl);
  await carryOverSeedMarks(db, hadOutbox);
}
