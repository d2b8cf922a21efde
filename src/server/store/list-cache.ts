import { compiledOnce, dialectOf, type Db } from './database';
import { onceBeforeCommit } from './group-commit';

// The customer list answers most requests from memory: per search and page, the page's ids and the search's
// total (capped, see customer-list.ts), the rendered page itself, and the option lists. Several server instances may share
// one database, so what one keeps is valid only for the database's list version (`customer_list_version`,
// migration 0002): every write that can change what a list shows or its order (a customer, the masters, the
// sales staff) raises it in its own transaction (`bumpListVersion`), and each request reads it once, with
// one primary-key SELECT, before it uses or builds an entry.

/** The one-row table of the list version (migration 0002). */
export interface CustomerListVersionTable {
  id: number;
  version: number;
}

// The connection with the version table typed (the migration's group has no `Tables` interface of its own).
const withVersionTable = (db: Db) => db.withTables<{ customer_list_version: CustomerListVersionTable }>();

interface Generation {
  /** The list version the entries were built at (-1: none yet). */
  version: number;
  entries: Map<string, unknown>;
  /** The bytes of the entries that are Buffers (rendered pages). */
  bytes: number;
}

const byDb = new WeakMap<Db, Generation>();

// A cached search costs up to one id per customer (100 000 ids ≈ 0.8 MB): a handful of recent searches is
// what paging and re-sorting need, and bounds the memory. Rendered pages (customer-list.ts) are up to 3.4 MB
// each (3500 rows): they give way, oldest first, past `maxBytes` of them.
const maxEntries = 24;
const maxBytes = 32 * 1024 * 1024;

const bytesOf = (value: unknown): number => (Buffer.isBuffer(value) ? value.byteLength : 0);

function generationOf(db: Db): Generation {
  let generation = byDb.get(db);
  if (!generation) {
    generation = { version: -1, entries: new Map(), bytes: 0 };
    byDb.set(db, generation);
  }
  return generation;
}

/**
 * Marks the list data as changed for every instance: call it inside the transaction of every write to what
 * the list shows, filters or sorts by (customers, the masters, the sales staff). On PostgreSQL it holds the
 * version row until the transaction ends, so call it late in the transaction.
 */
export async function bumpListVersion(trx: Db): Promise<void> {
  await bumpQuery(trx);
}

const bumpStatement = (db: Db) =>
  withVersionTable(db)
    .updateTable('customer_list_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1);

const bumpQuery = compiledOnce(bumpStatement);
// The same statement held for the COMMIT of the transaction it runs in (`atCommit`).
const bumpAtCommitQuery = compiledOnce(bumpStatement, { atCommit: true });

/**
 * `bumpListVersion` for a customer save, as late as it can run: on PostgreSQL sent with the COMMIT
 * (`atCommit`: the version row, which every save raises, is locked for the commit only, so saves of
 * different customers do not wait for each other's round trips); on SQLite once for the saves that share
 * a commit (`onceBeforeCommit`).
 */
export async function bumpListVersionAtCommit(trx: Db): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return onceBeforeCommit(trx, bumpListVersion);
  await bumpAtCommitQuery(trx);
}

/** The database's current list version. */
export async function listVersion(db: Db): Promise<number> {
  const [row] = (await versionQuery(db)).rows;
  return Number(row?.version ?? 0);
}

const versionQuery = compiledOnce((db: Db) =>
  withVersionTable(db).selectFrom('customer_list_version').select('version').where('id', '=', 1),
);

/**
 * The value cached for `key` at the database's current list version, or `compute()`'s, cached. Least
 * recently used entries give way past `maxEntries`. Inside a transaction it computes without the cache: what
 * the transaction sees may not be committed (and may roll back). `knownVersion`: the list version as this
 * request read it before anything it computes (else it is read here).
 */
export async function cachedForList<T>(
  db: Db,
  key: string,
  compute: () => Promise<T> | T,
  knownVersion?: number,
): Promise<T> {
  if (db.isTransaction) return compute();
  // Read before computing: the answer then reflects this version or a later one, never an earlier one, and
  // an answer of a later one is only dropped sooner. A request that read the version already (with its
  // session: the list route) passes it, so that the page and the option lists cost no read of their own.
  const version = knownVersion ?? (await listVersion(db));
  const generation = generationOf(db);
  // Versions only rise: a request that read an older one than another's has nothing to keep.
  if (version < generation.version) return compute();
  if (version > generation.version) {
    generation.entries.clear();
    generation.bytes = 0;
    generation.version = version;
  }
  const entries = generation.entries;
  if (entries.has(key)) {
    const value = entries.get(key) as T;
    // Map order is insertion order: re-inserting makes this entry the most recent.
    entries.delete(key);
    entries.set(key, value);
    return value;
  }
  const value = await compute();
  // Another request may have moved the generation on meanwhile: keep the value only for its own version.
  if (generation.version === version && !entries.has(key)) {
    entries.set(key, value);
    generation.bytes += bytesOf(value);
    while (entries.size > maxEntries || generation.bytes > maxBytes) {
      const oldest = entries.keys().next().value as string;
      generation.bytes -= bytesOf(entries.get(oldest));
      entries.delete(oldest);
    }
  }
  return value;
}
