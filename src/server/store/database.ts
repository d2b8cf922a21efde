import Database from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Compilable,
  type QueryResult,
} from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrations';
import type { Tables } from './tables';

/**
 * The store's connection: one Kysely instance over SQLite (better-sqlite3, the embedded default) or
 * PostgreSQL (`pg`), or a transaction of one. Only modules under `src/server/store` (and the pieces that
 * record mail and logs) build queries on it; they are written once and run on both dialects.
 */
export type Db = Kysely<Tables>;

/** Which database a connection speaks. */
export type DialectName = 'sqlite' | 'postgres';

/** Whether `database` names a PostgreSQL server (`postgres://…` or `postgresql://…`) rather than a SQLite file. */
export function isPostgresUrl(database: string): boolean {
  return /^postgres(?:ql)?:\/\//.test(database);
}

/** The dialect of a connection or of a transaction on it. */
export function dialectOf(db: Db): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

// Where an argument of a query compiled once goes (`compiledOnce`): Kysely keeps a value it is given as a
// parameter as it is, so a slot stands in for the argument while the query is built and compiled.
class Slot {
  constructor(readonly index: number) {}
}

/** How a query compiled once runs (`compiledOnce`). */
export interface CompiledOnceOptions {
  /**
   * Reads that many calls make at once (the session's statement, a section's rows): the calls that ask it
   * while the server is busy (in one turn of the event loop, or while an execution of it is out), outside a
   * transaction, wait together; those with the same arguments share one execution and its rows (frozen: read
   * them, do not change them). Every execution runs after the last of its calls asked, so each call sees the
   * database as it was when it asked, or later; nothing is kept for a later call.
   */
  coalesce?: boolean;
  /**
   * With `coalesce`: the query answers at most one row, so calls with different arguments that wait together
   * run as one statement (their queries joined by UNION ALL, eight at most), one round trip for all.
   */
  oneRow?: boolean;
  /**
   * A write nobody reads back before the commit (the operation log): in a transaction it runs as the
   * transaction's last statement (`withCommit`: on PostgreSQL with the COMMIT, in its round trip). Its
   * result is then empty.
   */
  atCommit?: boolean;
}

/**
 * A query built and compiled once per dialect and then run with each call's arguments: for the statements
 * every request runs (the session, the list version), where building and compiling through Kysely cost more
 * than running them. `build` gets slots in place of its arguments, so it may use them only as values (a
 * comparison, a SET, a LIMIT), not to decide the query's shape; a `sql` template it compiles itself. The SQL text is then the same string on
 * every call, which the statement caches (SQLite's `prepare`, PostgreSQL's named statements) find at once.
 */
export function compiledOnce<Args extends unknown[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row> | CompiledQuery<Row>,
  options: CompiledOnceOptions = {},
): (db: Db, ...args: Args) => Promise<QueryResult<Row>> {
  const compile = compilerOnce(build);
  const coalesced = options.coalesce ? coalescedRuns<Row>(options.oneRow === true) : undefined;
  return (db, ...args) => {
    const query = compile(db, ...args);
    if (options.atCommit && db.isTransaction)
      return withCommit(db, query.sql, query.parameters).then(() => ({ rows: [] }));
    return coalesced && !db.isTransaction ? coalesced(db, query) : db.executeQuery(query);
  };
}

/**
 * `compiledOnce`'s compilation alone: the query with each call's arguments, for a caller that runs it itself
 * (`updateOneAhead`).
 */
export function compilerOnce<Args extends unknown[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row> | CompiledQuery<Row>,
): (db: Db, ...args: Args) => CompiledQuery<Row> {
  const byDialect = new Map<DialectName, CompiledQuery<Row>>();
  return (db, ...args) => {
    const dialect = dialectOf(db);
    let compiled = byDialect.get(dialect);
    if (!compiled) {
      // A query builder compiles itself; a `sql` template is compiled by `build` (`.compile(db)`).
      const built = build(db, ...(args.map((_, index) => new Slot(index)) as Args));
      compiled = 'compile' in built ? built.compile() : built;
      byDialect.set(dialect, compiled);
    }
    const parameters = compiled.parameters.map((value) =>
      value instanceof Slot ? args[value.index] : value,
    );
    return CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<Row>;
  };
}

interface Waiting<Row> {
  query: CompiledQuery<Row>;
  answers: Array<{ resolve: (result: QueryResult<Row>) => void; reject: (error: unknown) => void }>;
}

// One coalesced query on one connection: the calls waiting by their arguments, whether a run is due, and
// how many executions are out.
interface Runs<Row> {
  waiting: Map<string, Waiting<Row>>;
  due: boolean;
  out: number;
}

// The runs of one coalesced query. Calls wait until the turn's I/O callbacks are done (`setImmediate`: after
// every request that arrived with this one) and, while an execution of the query is out, until it is back:
// as with a group commit, the busier the server, the more calls each execution answers, and an idle server
// runs a call at once. `oneRow`: the waiting calls' different arguments run as one statement (`unionOf`).
function coalescedRuns<Row>(
  oneRow: boolean,
): (db: Db, query: CompiledQuery<Row>) => Promise<QueryResult<Row>> {
  const byDb = new Map<Db, Runs<Row>>();
  const schedule = (db: Db, runs: Runs<Row>) => {
    if (runs.due || runs.out > 0 || runs.waiting.size === 0) return;
    runs.due = true;
    setImmediate(runAll, db, runs);
  };
  const settled = (db: Db, runs: Runs<Row>) => {
    runs.out -= 1;
    if (runs.out === 0 && runs.waiting.size === 0) byDb.delete(db);
    else schedule(db, runs);
  };
  const runAll = (db: Db, runs: Runs<Row>) => {
    runs.due = false;
    const calls = [...runs.waiting.values()];
    runs.waiting.clear();
    const groups = oneRow ? groupsForUnion(db, calls) : calls.map((call) => [call]);
    runs.out += groups.length;
    for (const group of groups) {
      const execution =
        group.length === 1 ? db.executeQuery(group[0].query).then((result) => [result]) : runUnion(db, group);
      execution
        .then(
          (results) => group.forEach((call, index) => answer(call, results[index])),
          (error: unknown) => group.forEach((call) => call.answers.forEach((each) => each.reject(error))),
        )
        .finally(() => settled(db, runs));
    }
  };
  return (db, query) =>
    new Promise((resolve, reject) => {
      let runs = byDb.get(db);
      if (!runs) {
        runs = { waiting: new Map(), due: false, out: 0 };
        byDb.set(db, runs);
      }
      const key = JSON.stringify(query.parameters);
      const waiting = runs.waiting.get(key) ?? { query, answers: [] };
      waiting.answers.push({ resolve, reject });
      runs.waiting.set(key, waiting);
      schedule(db, runs);
    });
}

function answer<Row>({ answers }: Waiting<Row>, result: QueryResult<Row>): void {
  if (answers.length > 1) result.rows.forEach((row) => Object.freeze(row));
  for (const each of answers) each.resolve(result);
}

// The most queries one UNION ALL joins: its text is one per count, each a statement the caches keep.
const maxUnion = 8;
// Which call of a union a row answers.
const callColumn = 'coalesced_call';

// The waiting calls in groups of up to `maxUnion`. On PostgreSQL a query's `$n` are renumbered in the union,
// which a text with a string literal could contain: such a query runs call by call.
function groupsForUnion<Row>(db: Db, calls: Waiting<Row>[]): Waiting<Row>[][] {
  const text = calls[0].query.sql;
  if (dialectOf(db) === 'postgres' && text.includes("'")) return calls.map((call) => [call]);
  const groups: Waiting<Row>[][] = [];
  for (let start = 0; start < calls.length; start += maxUnion)
    groups.push(calls.slice(start, start + maxUnion));
  return groups;
}

// The texts made by `unionOf`, by the query's text and the number of copies.
const unions = new Map<string, string[]>();

// The text of `count` copies of a one-row query joined by UNION ALL, each row tagged with its copy's number.
function unionOf(dialect: DialectName, text: string, parameterCount: number, count: number): string {
  let byCount = unions.get(text);
  if (!byCount) {
    byCount = [];
    unions.set(text, byCount);
  }
  byCount[count] ??= unionText(dialect, text, parameterCount, count);
  return byCount[count];
}

function unionText(dialect: DialectName, text: string, parameterCount: number, count: number): string {
  return Array.from({ length: count }, (_, copy) => {
    const numbered =
      dialect === 'postgres'
        ? text.replace(/\$(\d+)/g, (_match, n: string) => `$${Number(n) + copy * parameterCount}`)
        : text;
    return `SELECT ${copy} AS ${callColumn}, q.* FROM (${numbered}) AS q`;
  }).join(' UNION ALL ');
}

// Runs a group of one-row calls as one statement; each call's result, in the group's order.
async function runUnion<Row>(db: Db, group: Waiting<Row>[]): Promise<QueryResult<Row>[]> {
  const { sql: text, parameters } = group[0].query;
  const union = unionOf(dialectOf(db), text, parameters.length, group.length);
  const result = await db.executeQuery(
    CompiledQuery.raw(
      union,
      group.flatMap((call) => [...call.query.parameters]),
    ) as CompiledQuery<Row & { [callColumn]: number }>,
  );
  const rows: Row[][] = group.map(() => []);
  for (const { [callColumn]: call, ...row } of result.rows) rows[Number(call)].push(row as Row);
  return rows.map((callRows) => ({ rows: callRows }));
}

// The better-sqlite3 handle behind a SQLite connection: the WAL checkpoints and the online backup need it.
const sqliteHandles = new WeakMap<Db, Database.Database>();

/** The SQLite handle of a connection opened by `openDatabase`, or undefined on PostgreSQL. */
export function sqliteHandleOf(db: Db): Database.Database | undefined {
  return sqliteHandles.get(db);
}

// Preparing a statement costs about as much as running a small one, and Kysely prepares each query it runs:
// the connection keeps the statements of the texts it has seen (the hot routes run the same few on every
// request). The list's WHERE clause varies with the criteria, so past this many it starts afresh.
const maxCachedStatements = 500;

function withStatementCache(handle: Database.Database) {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => handle.close(),
    prepare(text: string): Database.Statement {
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= maxCachedStatements) statements.clear();
        statement = handle.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

function openSqlite(path: string): Db {
  const handle = new Database(path);
  // WAL lets readers continue while a save writes; it has no meaning for an in-memory database.
  if (path !== ':memory:') {
    handle.pragma('journal_mode = WAL');
    // Under WAL, NORMAL syncs at checkpoints rather than at every commit. A crash of this process loses
    // nothing (a commit is in the WAL file once it returns) and the database never corrupts; only a power
    // loss or OS crash can drop the last commits before the next checkpoint. For a back office whose saves
    // the user sees confirmed on screen and can redo, that beats paying a disk flush on every save.
    handle.pragma('synchronous = NORMAL');
  }
  handle.pragma('foreign_keys = ON');
  // Kysely runs every query of a SQLite connection on this one handle, one at a time (its own mutex).
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: withStatementCache(handle) }) });
  sqliteHandles.set(db, handle);
  return db;
}

// BIGINT (epoch milliseconds) and COUNT(*) come back from pg as strings unless parsed: every value the store
// keeps in one is far below 2^53, so it reads as a number, as SQLite's do.
const int8Oid = 20;
const numericOid = 1700;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === int8Oid || oid === numericOid
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Connections a PostgreSQL instance keeps open (`TAS_DB_POOL_SIZE`, default 10). */
function poolSize(): number {
  const size = Number(process.env.TAS_DB_POOL_SIZE);
  return Number.isInteger(size) && size > 0 ? size : 10;
}

// PostgreSQL plans every statement it is sent unprepared, and the list's row query (seven joins) takes
// longer to plan (≈ 3 ms) than to run; the session's three tables about 0.5 ms. A named statement is
// planned once per connection and then run from its generic plan. Each distinct text with parameters gets a
// name (`pg` prepares it on first use on each connection), the first `maxNamedStatements` of them: the
// list's WHERE clause varies with the criteria, and those past the bound are sent unnamed as before.
const maxNamedStatements = 500;
const statementNames = new Map<string, string>();
// A prepared `SELECT *` would fail once its table gained a column ("cached plan must not change result
// type"): DDL (migrations, the sections' own tables at start) moves every text on to a new name.
let nameGeneration = 0;
const ddl = /^\s*(?:create|alter|drop)\s/i;

function statementName(text: string): string | undefined {
  const known = statementNames.get(text);
  if (known !== undefined || statementNames.size >= maxNamedStatements) return known;
  const name = `tas_${nameGeneration}_${statementNames.size}`;
  statementNames.set(text, name);
  return name;
}

/**
 * A comment that keeps a statement unnamed, planned for its values every time: a generic plan cannot use a
 * pg_trgm index for `LIKE $1` nor tell a narrow date range from a wide one (the list's searches, B9).
 */
export const planPerValues = '/* planned per values */';

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

// The prefix of a statement that a transaction's client holds back for its COMMIT (`withCommit`).
const heldForCommit = '/* with commit */ ';
// The prefix of a statement held back until the transaction's next statement or its COMMIT (`updateOneAhead`).
const heldAhead = '/* ahead of next */ ';

// A parameter as the literal pg would send in its place (text, untyped: the statement's context types it, as
// it types a parameter), or undefined for a value pg sends otherwise (a buffer, a date, an array, an object).
function literalOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return `'${String(value)}'`;
  return undefined;
}

/**
 * `text` with its `$n` placeholders replaced by the literals of `values`, for a simple query that carries
 * several statements in one round trip; undefined when a value has no such literal, or when the text holds a
 * quote of its own (a `$n` inside it is not a placeholder).
 */
export function inlinedStatement(text: string, values: readonly unknown[]): string | undefined {
  if (values.length === 0) return text;
  if (text.includes("'") || text.includes('$$')) return undefined;
  const literals = values.map(literalOf);
  if (literals.some((literal) => literal === undefined)) return undefined;
  return text.replace(/\$(\d+)/g, (placeholder, n: string) => literals[Number(n) - 1] ?? placeholder);
}

// The result of the last statement of a simple query that carried several.
const lastResult = (results: pg.QueryResult | pg.QueryResult[]) =>
  Array.isArray(results) ? results[results.length - 1] : results;

// Statements sent as one simple query (without parameters pg sends one, which may hold several statements:
// one round trip), answered by the last one's result.
const sendBatch = (plain: Query, statements: string[]) =>
  (plain(statements.join('; '), []) as Promise<pg.QueryResult | pg.QueryResult[]>).then(lastResult);

// What the error of an UPDATE held ahead that changed no row names (`updateOneAhead`).
const noRowChanged = 'tas_no_row_changed';

// Casting a text that is no number fails, and the message quotes the text; the count in it keeps the planner
// from evaluating the cast before the statements it counts have run.
const failWhenZero = (count: string) =>
  `SELECT CAST('${noRowChanged} ' || n AS integer) FROM (SELECT ${count} AS n) AS counted WHERE n = 0`;

// An UPDATE held ahead as a statement of its own: it fails when it changed no row.
const checkedUpdate = (update: string) =>
  `WITH changed AS (${update} RETURNING 1) ${failWhenZero('(SELECT count(*) FROM changed)')}`;

/** A statement a transaction's client holds back: its text with `$n`, their values, and the text inlined. */
export interface HeldStatement {
  text: string;
  values: readonly unknown[];
  inlined: string;
}

// A write a statement of its own may run as one part of a larger one: an INSERT, UPDATE or DELETE of one
// table that reads no other (no SELECT in it), and the table it writes.
function writtenTable(text: string): string | undefined {
  if (/\b(?:select|with|returning)\b/i.test(text)) return undefined;
  return /^\s*(?:insert\s+into|update|delete\s+from)\s+("[^"]+"|\w+)/i.exec(text)?.[1].replace(/"/g, '');
}

/**
 * A transaction of held statements alone — the UPDATEs held ahead, each of which must change a row, then
 * those held for the commit — as one statement of data-modifying WITH parts, with its parameters: PostgreSQL
 * runs a statement outside a transaction block as a transaction of its own, all or nothing, and a statement
 * of the same text is prepared and planned once per connection (an inlined batch is parsed and planned each
 * time). Undefined when its writes could see one another: the parts of one statement share one snapshot and
 * none sees another's rows, so each must write a table of its own and read no other.
 */
export function oneStatementOf(
  ahead: readonly HeldStatement[],
  held: readonly HeldStatement[],
): { text: string; values: unknown[] } | undefined {
  const statements = [...ahead, ...held];
  const tables = statements.map((statement) => writtenTable(statement.text));
  if (tables.some((table) => table === undefined) || new Set(tables).size !== tables.length) return undefined;
  const values: unknown[] = [];
  const parts = statements.map((statement, index) => {
    const offset = values.length;
    values.push(...statement.values);
    const text = statement.text.replace(/\$(\d+)/g, (_match, n: string) => `$${Number(n) + offset}`);
    return `tas_part_${index} AS (${text}${index < ahead.length ? ' RETURNING 1' : ''})`;
  });
  const counts = ahead.map((_, index) => `(SELECT count(*) FROM tas_part_${index})`);
  const last = counts.length > 0 ? failWhenZero(counts.join(' * ')) : 'SELECT 1';
  return { text: `WITH ${parts.join(', ')} ${last}`, values };
}

/**
 * pg's client with the texts Kysely sends (`query(text, parameters)`) run as named statements; a
 * transaction's BEGIN, and the statements held ahead of its next one (`updateOneAhead`), sent with that next
 * statement, and the statements held for its COMMIT (`withCommit`) sent with it. A transaction of held
 * statements alone runs as one prepared statement (`oneStatementOf`), or else in one round trip.
 */
class NamedStatementClient extends pg.Client {
  private held: HeldStatement[] = [];
  // Kysely's `begin` and the statements held ahead, not sent yet: they go with the transaction's next statement.
  private beginHeld = false;
  private ahead: HeldStatement[] = [];
  // Whether the server has a transaction block of ours open (a BEGIN sent, no COMMIT or ROLLBACK after it).
  private blockOpen = false;

  constructor(config?: pg.ClientConfig) {
    super(config);
    const plain = this.query.bind(this) as Query;
    const named: Query = (config, values, callback) => {
      if (typeof config !== 'string' || callback) {
        void this.sendPending(plain)?.catch(() => undefined);
        return plain(config, values, callback);
      }
      const parameters = Array.isArray(values) ? (values as unknown[]) : [];
      const isDdl = ddl.test(config);
      if (isDdl) {
        nameGeneration += 1;
        statementNames.clear();
      }
      const together = this.inTransaction(plain, config, parameters);
      if (together) return together;
      // What was pending goes first, on its own; a failure of it (a stale stamp held ahead) is this statement's.
      const pending = this.sendPending(plain);
      const sent = isDdl ? (plain(config, values) as Promise<unknown>) : sendNamed(plain, config, parameters);
      return pending ? Promise.all([pending, sent]).then(([, result]) => result) : sent;
    };
    this.query = named as typeof this.query;
  }

  // What the transaction holds for its next statement: the BEGIN and the statements held ahead.
  private takePending(): string[] {
    const pending = [
      ...(this.beginHeld ? ['begin'] : []),
      ...this.ahead.map((statement) => checkedUpdate(statement.inlined)),
    ];
    if (this.beginHeld) this.blockOpen = true;
    this.beginHeld = false;
    this.ahead = [];
    return pending;
  }

  // The statements of a transaction this client sends together; undefined: a text it sends as it comes.
  // `begin` and the statements held ahead are answered at once and sent before the next statement, in its round
  // trip when that one's values have literals (`inlinedStatement`); a statement held for the commit is kept
  // (answered as an empty result) and goes with Kysely's `commit`, answered as the COMMIT; a transaction that
  // sent nothing commits or rolls back without a round trip, or, when it held statements, commits as one.
  private inTransaction(plain: Query, text: string, values: unknown[]): Promise<unknown> | undefined {
    const empty = (command: string) => Promise.resolve({ command, rowCount: 0, rows: [] });
    if (text === 'begin') {
      this.held = [];
      this.ahead = [];
      this.beginHeld = true;
      this.blockOpen = false;
      return empty('BEGIN');
    }
    const heldAs = text.startsWith(heldForCommit)
      ? this.held
      : text.startsWith(heldAhead)
        ? this.ahead
        : null;
    if (heldAs) {
      const statement = text.slice((heldAs === this.held ? heldForCommit : heldAhead).length);
      heldAs.push({ text: statement, values, inlined: inlinedStatement(statement, values) ?? statement });
      return empty('HELD');
    }
    if (text === 'commit' || text === 'rollback') return this.endTransaction(plain, text);
    if (!this.beginHeld && this.ahead.length === 0) return undefined;
    const inlined = inlinedStatement(text, values);
    if (inlined === undefined) return undefined;
    return sendBatch(plain, [...this.takePending(), inlined]);
  }

  // Kysely's `commit` or `rollback`, with what the transaction still holds.
  private endTransaction(plain: Query, text: 'commit' | 'rollback'): Promise<unknown> {
    const nothingSent = this.beginHeld;
    const { ahead, held, blockOpen } = this;
    this.beginHeld = false;
    this.ahead = [];
    this.held = [];
    // Kysely rolls back after a commit that failed: that needs a ROLLBACK sent only where a BEGIN went.
    this.blockOpen = false;
    const empty = Promise.resolve({ command: text.toUpperCase(), rowCount: 0, rows: [] });
    if (text === 'rollback') return blockOpen ? sendBatch(plain, ['rollback']) : empty;
    if (nothingSent) {
      if (ahead.length + held.length === 0) return empty;
      const one = oneStatementOf(ahead, held);
      if (one) return sendNamed(plain, one.text, one.values).then(() => empty);
    }
    this.blockOpen = true;
    const statements = [
      ...ahead.map((statement) => checkedUpdate(statement.inlined)),
      ...held.map((statement) => statement.inlined),
    ];
    return sendBatch(plain, [...(nothingSent ? ['begin'] : []), ...statements, 'commit']);
  }

  // The held `begin` and statements held ahead on their own, before a statement that cannot carry them (a
  // value without a literal, a query object): pg sends queries in the order they are asked, so the statement
  // asked next runs inside the transaction, after them. Undefined when nothing is pending.
  private sendPending(plain: Query): Promise<unknown> | undefined {
    const pending = this.takePending();
    if (pending.length === 0) return undefined;
    return plain(pending.join('; '), []) as Promise<unknown>;
  }
}

// A text with parameters as a named statement (`statementName`), unless it asks to be planned per values.
function sendNamed(plain: Query, text: string, values: unknown[]): Promise<unknown> {
  const name = values.length > 0 && !text.includes(planPerValues) ? statementName(text) : undefined;
  return (name !== undefined ? plain({ name, text, values }) : plain(text, values)) as Promise<unknown>;
}

/**
 * Runs `text` (a statement; `parameters` for its `$n`) as the last statement of the transaction `trx`: on
 * PostgreSQL it goes to the server with the COMMIT, in its round trip, so that a row it locks (the list
 * version, which every save raises) stays locked for the commit only, and a write whose result nobody reads
 * (the save's operation log) costs no round trip of its own. On SQLite, outside a transaction, or with a
 * value that has no literal (`inlinedStatement`), it runs at once.
 */
export async function withCommit(trx: Db, text: string, parameters: readonly unknown[] = []): Promise<void> {
  const held =
    dialectOf(trx) === 'postgres' && trx.isTransaction && inlinedStatement(text, parameters) !== undefined;
  await trx.executeQuery(CompiledQuery.raw(held ? `${heldForCommit}${text}` : text, [...parameters]));
}

/** Whether `error` is that of an UPDATE held ahead that changed no row (`updateOneAhead`). */
export function isNoRowChanged(error: unknown): boolean {
  return error instanceof Error && error.message.includes(noRowChanged);
}

/**
 * Runs `update`, an UPDATE meant to change one row, in the transaction `trx`. On PostgreSQL, when its values
 * have literals (`inlinedStatement`), it is held and goes ahead of the transaction's next statement or with
 * its COMMIT, in that round trip, and this answers `'held'`: should it change no row, that statement (or the
 * commit) fails with an error `isNoRowChanged` tells, and the transaction keeps nothing. Otherwise it runs at
 * once and this answers how many rows it changed.
 */
export async function updateOneAhead(trx: Db, update: CompiledQuery): Promise<'held' | bigint> {
  const held =
    dialectOf(trx) === 'postgres' &&
    trx.isTransaction &&
    inlinedStatement(update.sql, update.parameters) !== undefined;
  if (!held) return (await trx.executeQuery(update)).numAffectedRows ?? 0n;
  await trx.executeQuery(CompiledQuery.raw(`${heldAhead}${update.sql}`, [...update.parameters]));
  return 'held';
}

function openPostgres(url: string): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize(),
    types: pgTypes,
    Client: NamedStatementClient,
  });
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Opens the database — a SQLite file, `':memory:'` (tests) or a `postgres://` URL — and brings its tables
 * to the latest migration (an older SQLite file upgrades in place).
 */
export async function openDatabase(database: string): Promise<Db> {
  const db = isPostgresUrl(database) ? openPostgres(database) : openSqlite(database);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
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
 * Checkpoints a SQLite file's WAL every second (the server calls it; scripts keep SQLite's own rhythm; on
 * PostgreSQL it does nothing). Returns the function that stops it; `onError` receives a checkpoint that failed.
 */
export function checkpointEverySecond(db: Db, onError: (error: unknown) => void): () => void {
  const handle = sqliteHandleOf(db);
  if (!handle || handle.memory) return () => undefined;
  handle.pragma(`wal_autocheckpoint = ${walPagesForCommitCheckpoint}`);
  const timer = setInterval(() => {
    try {
      // PASSIVE never waits for readers or writers; with nothing new in the WAL it returns at once.
      handle.pragma('wal_checkpoint(PASSIVE)');
    } catch (error) {
      onError(error);
    }
  }, checkpointEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** True when nothing has been seeded yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select(db.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count) === 0;
}

/**
 * Runs `work` in one transaction: everything it writes is kept, or nothing when it throws. Inside a
 * transaction already, `work` joins it. Every query of `work` must run on the `trx` it receives: on SQLite
 * a query on the outer connection would wait for the transaction that waits for it.
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(work);
}

/**
 * After rows were inserted with explicit ids (the seed, a test's fixture), moves PostgreSQL's identity
 * sequences past the highest id, so that the next generated id does not collide; SQLite needs nothing.
 */
export async function syncIdSequences(db: Db): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND is_identity = 'YES'`.execute(db);
  for (const { table_name: table, column_name: column } of rows) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}),
      GREATEST((SELECT MAX(${sql.ref(column)}) FROM ${sql.table(table)}), 0) + 1, false)`.execute(db);
  }
}
