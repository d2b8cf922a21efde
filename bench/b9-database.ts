// B9's database: the demo seed with 1 000 000 customers in all (the seed's generator, `generatedCustomer`),
// made once and kept, since making it takes minutes:
// - SQLite: a file under data/bench/ (git-ignored), named after a hash of what it is made from;
// - PostgreSQL: a cluster kept in data/bench/ holding the same data as a template database; each run
//   copies it (`CREATE DATABASE … TEMPLATE`, a file copy) and drops the copy afterwards.
// Either is brought to the latest migration before use (a new migration runs once, on the kept copy). Rows go
// in as multi-row INSERTs of prepared statements (SQLite) or JSON batches expanded by the server (PostgreSQL),
// in one transaction per batch, with their search columns filled in the same INSERT.
// `node --import tsx bench/b9-database.ts [sqlite|postgres]` makes (or finds) one by hand.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { startPostgresCluster } from '../scripts/postgres-cluster';
import { openDatabase, sqliteHandleOf, type Db } from '../src/server/store/database';
import { generatedCustomer } from '../src/server/store/generated-customers';
import { bumpListVersion } from '../src/server/store/list-cache';
import { searchColumnsOf } from '../src/server/store/search-fold';
import type { SeedCustomer } from '../src/server/store/seed-types';
import { seedIfEmpty } from '../src/server/store/seed';

const root = join(import.meta.dirname, '..');
/** Customers in B9's database, the seed's four hand-written ones included. */
export const b9CustomerCount = 1_000_000;
// The seed's hand-written customers are ids 1–4; the generator numbers its customers from 5.
const handWritten = 4;
const generatedCount = b9CustomerCount - handWritten;
// Customers per INSERT and per transaction.
const perInsert = { sqlite: 100, postgres: 5_000 };
const perTransaction = 20_000;

// What the data is made from: the generated rows themselves (a sample spread over the million, search
// columns included) and the seed's hand-written customers, with `dataVersion` (raise it when this file changes
// what it writes). A change to the generator or to the folds makes a new database; a refactor does not.
const dataVersion = 1;
export function b9DataKey(): string {
  const hash = createHash('sha256').update(`${b9CustomerCount}/${dataVersion}`);
  for (let i = 0; i < generatedCount; i += 9_973)
    hash.update(JSON.stringify(rowOf(generatedCustomer(i, generatedCount))));
  hash.update(readFileSync(join(root, 'fixtures', 'seed', 'customers.json')));
  return hash.digest('hex').slice(0, 12);
}
const cacheFolder = join(root, 'data', 'bench');

// A generated customer as a row of `customers`, its search columns included.
function rowOf(customer: SeedCustomer): Record<string, unknown> {
  return {
    ...customer,
    is_entry: Number(customer.is_entry),
    is_forced_cancel: Number(customer.is_forced_cancel),
    is_shipping_of_mail: Number(customer.is_shipping_of_mail ?? false),
    step_call_alert: JSON.stringify(customer.step_call_alert),
    ...searchColumnsOf(customer),
  };
}
const columns = Object.keys(rowOf(generatedCustomer(0, generatedCount)));

// Seeds an empty database (users, masters, the hand-written customers, their sections) and removes the seed's
// own generated customers, which the run's give way to.
async function seedWithoutGenerated(db: Db): Promise<void> {
  await seedIfEmpty(db);
  await db.deleteFrom('customers').where('customer_id', '>', handWritten).execute();
}

async function fillSqlite(db: Db): Promise<void> {
  const handle = sqliteHandleOf(db);
  if (!handle) throw new Error('not a SQLite connection');
  const placeholders = (rows: number) =>
    Array.from({ length: rows }, () => `(${columns.map(() => '?').join(',')})`).join(',');
  const insert = (rows: number) =>
    handle.prepare(`INSERT INTO customers (${columns.join(',')}) VALUES ${placeholders(rows)}`);
  const full = insert(perInsert.sqlite);
  const values = (from: number, to: number) => {
    const out: unknown[] = [];
    for (let i = from; i < to; i += 1) {
      const row = rowOf(generatedCustomer(i, generatedCount));
      for (const column of columns) out.push(row[column] ?? null);
    }
    return out;
  };
  const batch = handle.transaction((from: number, to: number) => {
    for (let at = from; at < to; at += perInsert.sqlite) {
      const end = Math.min(to, at + perInsert.sqlite);
      (end - at === perInsert.sqlite ? full : insert(end - at)).run(values(at, end));
    }
  });
  for (let from = 0; from < generatedCount; from += perTransaction)
    batch(from, Math.min(generatedCount, from + perTransaction));
}

async function fillPostgres(url: string): Promise<void> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const list = columns.join(',');
    // One parameter per batch: the rows as JSON, expanded into the table's own column types by the server.
    const statement = `INSERT INTO customers (${list}) SELECT ${list} FROM json_populate_recordset(NULL::customers, $1)`;
    for (let from = 0; from < generatedCount; from += perTransaction) {
      await client.query('BEGIN');
      const to = Math.min(generatedCount, from + perTransaction);
      for (let at = from; at < to; at += perInsert.postgres) {
        const rows = [];
        for (let i = at; i < Math.min(to, at + perInsert.postgres); i += 1)
          rows.push(rowOf(generatedCustomer(i, generatedCount)));
        await client.query(statement, [JSON.stringify(rows)]);
      }
      await client.query('COMMIT');
    }
    await client.query(
      "SELECT setval(pg_get_serial_sequence('customers', 'customer_id'), max(customer_id)) FROM customers",
    );
    await client.query('VACUUM ANALYZE customers');
  } finally {
    await client.end();
  }
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** B9's SQLite file, made when missing (about 5.5 min here) and migrated; its path. */
export async function b9SqliteFile(): Promise<string> {
  mkdirSync(cacheFolder, { recursive: true });
  const file = join(cacheFolder, `b9-customers-${b9DataKey()}.sqlite`);
  if (!existsSync(file)) {
    const started = performance.now();
    const making = `${file}.making`;
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${making}${suffix}`, { force: true });
    const db = await openDatabase(making);
    try {
      // A file being made: no waiting for the disk, and a page cache that holds the indexes being filled.
      sqliteHandleOf(db)?.pragma('synchronous = OFF');
      sqliteHandleOf(db)?.pragma('cache_size = -262144');
      await seedWithoutGenerated(db);
      await fillSqlite(db);
      await bumpListVersion(db);
      sqliteHandleOf(db)?.exec('ANALYZE');
      sqliteHandleOf(db)?.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      await db.destroy();
    }
    for (const suffix of ['-wal', '-shm']) rmSync(`${making}${suffix}`, { force: true });
    renameSync(making, file);
    console.log(`B9 (SQLite): ${b9CustomerCount} customers generated in ${seconds(started)} s → ${file}`);
  }
  const started = performance.now();
  // Brings the kept file to the latest migration (a new one runs here once, not in the measured server).
  await (await openDatabase(file)).destroy();
  console.log(`B9 (SQLite): ${file} opened and migrated in ${seconds(started)} s`);
  return file;
}

// Reads the customers table and its indexes into PostgreSQL's buffers (`pg_prewarm`), as on a server that has
// been running (with `pg_prewarm.autoprewarm` after a restart) — the counterpart of SQLite's read-through in
// b9-cases.ts. The copy is new files, so none of its pages is in the buffers yet.
async function prewarmCustomers(url: string): Promise<number> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
    const { rows } = await client.query<{ pages: string }>(
      `SELECT sum(pg_prewarm(oid)) AS pages FROM pg_class
        WHERE oid = 'customers'::regclass OR oid IN (SELECT indexrelid FROM pg_index WHERE indrelid = 'customers'::regclass)`,
    );
    return Number(rows[0]?.pages ?? 0);
  } finally {
    await client.end();
  }
}

/** B9's PostgreSQL database: a fresh copy of the kept template (made when missing); its URL and clean-up. */
export async function b9PostgresDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  mkdirSync(cacheFolder, { recursive: true });
  const template = `b9_${b9DataKey()}`;
  // Sized as a server of a million customers would be (README, “Running on PostgreSQL”): the customers table
  // and its indexes (≈ 2.3 GB) fit in PostgreSQL's own buffers; the default 128 MB held a twentieth of them.
  const cluster = await startPostgresCluster({
    keepIn: join(cacheFolder, 'b9-postgres'),
    sharedBuffers: '3GB',
  });
  const urlOf = (name: string) => {
    const url = new URL(cluster.url);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = new pg.Client(cluster.url);
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database');
    const names = new Set(rows.map((row) => row.datname));
    if (!names.has(template)) {
      const started = performance.now();
      const making = `${template}_making`;
      // Templates of other versions and half-made ones give way.
      for (const name of names) if (name.startsWith('b9_')) await admin.query(`DROP DATABASE ${name}`);
      // Text compares by code point as in SQLite (collation C), while the character classes are Unicode's:
      // pg_trgm takes trigrams only of what the ctype calls letters and digits, none of Japanese under C.
      await admin.query(
        `CREATE DATABASE ${making} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C.UTF-8'`,
      );
      const db = await openDatabase(urlOf(making));
      try {
        await seedWithoutGenerated(db);
      } finally {
        await db.destroy();
      }
      await fillPostgres(urlOf(making));
      await admin.query(`ALTER DATABASE ${making} RENAME TO ${template}`);
      console.log(`B9 (PostgreSQL): ${b9CustomerCount} customers generated in ${seconds(started)} s`);
    }
    const started = performance.now();
    await (await openDatabase(urlOf(template))).destroy();
    await admin.query('DROP DATABASE IF EXISTS b9run');
    await admin.query(`CREATE DATABASE b9run TEMPLATE ${template}`);
    console.log(`B9 (PostgreSQL): template migrated and copied in ${seconds(started)} s`);
    const warmed = performance.now();
    console.log(
      `B9 (PostgreSQL): ${await prewarmCustomers(urlOf('b9run'))} pages read in ${seconds(warmed)} s`,
    );
  } catch (error) {
    await admin.end();
    cluster.stop();
    throw error;
  }
  return {
    url: urlOf('b9run'),
    stop: async () => {
      await admin.query('DROP DATABASE IF EXISTS b9run WITH (FORCE)').catch(() => undefined);
      await admin.end();
      cluster.stop();
    },
  };
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  if (process.argv[2] === 'postgres') await (await b9PostgresDatabase()).stop();
  else console.log(await b9SqliteFile());
}
