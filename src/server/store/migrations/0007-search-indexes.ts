import { PostgresAdapter, sql } from 'kysely';
import { runDdl, type MigrationDb } from './ddl';

// The customer list's searches at a million customers (issue 17, B9). Partial matches (部分一致) cannot use
// an ordinary index; trigram indexes answer them from three typed characters on:
// - SQLite: FTS5 tables (one per mode) with the trigram tokenizer over the folded texts the list compares — 会社名 and
//   its reading (the stored search columns of migration 0002), the TAS ID in lower case and the answering
//   and main phone numbers without hyphens. They are contentless (they keep only the index), written by
//   triggers on `customers`, so every write path keeps them current without knowing of them. Case-sensitive:
//   both sides are folded already, and the search keeps its LIKE, which decides (the index only narrows).
// - PostgreSQL: pg_trgm GIN indexes on the same columns and expressions; the planner uses them for the
//   list's own LIKE clauses. pg_trgm takes trigrams of what the database's LC_CTYPE calls letters and
//   digits: under the C ctype that is none of Japanese, so the name and reading indexes serve a database
//   made with a UTF-8 ctype (bench/README.md, B9); the answers are the same either way.
// Both: indexes that hand the list its order without sorting — 会社名 by reading (empty readings last in
// either direction) and, on PostgreSQL, the other list orders with NULLs placed as the list places them.

// One table per mode (is_entry 0 and 1): a search runs in one mode, and the number of its matches there is
// what tells whether to find its rows through the index (customer-list.ts).
const searchTables = ['customer_search_fts_0', 'customer_search_fts_1'];

// The FTS row of a customer (`row` is `new` or `old` in a trigger, or `c`).
const ftsValues = (row: string) =>
  `${row}.customer_id, ${row}.corporate_name_search, ${row}.corporate_name_kana_search,
   lower(COALESCE(${row}.tas_id, '')),
   lower(REPLACE(${row}.for_answer_telephone_number, '-', '')) || ' ' || lower(REPLACE(${row}.telephone_number, '-', ''))`;
const ftsColumns = '(rowid, name, kana, tas, phone)';

const sqliteDdl = searchTables
  .map(
    (table) => `CREATE VIRTUAL TABLE IF NOT EXISTS ${table} USING fts5(
  name, kana, tas, phone, content='', contentless_delete=1, tokenize='trigram case_sensitive 1'
);`,
  )
  .join('\n');

// Writes `row` into its mode's table.
const insertInto = (row: string) =>
  searchTables
    .map(
      (table, mode) =>
        `INSERT INTO ${table} ${ftsColumns} SELECT ${ftsValues(row)} WHERE ${row}.is_entry = ${mode};`,
    )
    .join('\n');
const deleteFrom = (row: string) =>
  searchTables
    .map(
      (table, mode) => `DELETE FROM ${table} WHERE rowid = ${row}.customer_id AND ${row}.is_entry = ${mode};`,
    )
    .join('\n');

// Triggers hold `;` inside BEGIN … END, so they run as single statements, not through runDdl's splitting.
const sqliteTriggers = [
  `CREATE TRIGGER IF NOT EXISTS customers_search_fts_insert AFTER INSERT ON customers BEGIN
    ${insertInto('new')}
  END`,
  `CREATE TRIGGER IF NOT EXISTS customers_search_fts_delete AFTER DELETE ON customers BEGIN
    ${deleteFrom('old')}
  END`,
  `CREATE TRIGGER IF NOT EXISTS customers_search_fts_update
  AFTER UPDATE OF is_entry, corporate_name_search, corporate_name_kana_search, tas_id, for_answer_telephone_number,
    telephone_number ON customers BEGIN
    ${deleteFrom('old')}
    ${insertInto('new')}
  END`,
];

// 会社名 sorts by its reading with empty readings last (customer-list.ts): `corporate_name_kana = ''` first,
// ascending in either direction, then the reading, the name and the id in the list's direction. SQLite walks
// an index only in one direction for all its columns, so descending has an index of its own.
const readingDdl = `
CREATE INDEX IF NOT EXISTS customers_by_reading ON customers
  (is_entry, (corporate_name_kana = ''), corporate_name_kana, corporate_name, customer_id);
CREATE INDEX IF NOT EXISTS customers_by_reading_desc ON customers
  (is_entry, (corporate_name_kana = ''), corporate_name_kana DESC, corporate_name DESC, customer_id DESC);
`;

const postgresDdl = `
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX IF NOT EXISTS customers_name_trigrams ON customers USING gin (corporate_name_search gin_trgm_ops);
CREATE INDEX IF NOT EXISTS customers_kana_trigrams ON customers USING gin (corporate_name_kana_search gin_trgm_ops);
CREATE INDEX IF NOT EXISTS customers_tas_id_trigrams ON customers USING gin (lower(tas_id) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS customers_answering_number_trigrams ON customers
  USING gin (lower(REPLACE(for_answer_telephone_number, '-', '')) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS customers_telephone_number_trigrams ON customers
  USING gin (lower(REPLACE(telephone_number, '-', '')) gin_trgm_ops);
-- The list orders ascending with NULLs first and descending with NULLs last, as SQLite does; PostgreSQL's
-- indexes place NULLs last ascending, which no scan of them can serve, so the ordered columns that may be
-- NULL get indexes with NULLs first (forwards: ASC NULLS FIRST, backwards: DESC NULLS LAST).
CREATE INDEX IF NOT EXISTS customers_by_tas_id_nulls_first ON customers (is_entry, tas_id NULLS FIRST, customer_id);
CREATE INDEX IF NOT EXISTS customers_by_agreement_nulls_first ON customers
  (is_entry, contract_agreement_date NULLS FIRST, customer_id);
CREATE INDEX IF NOT EXISTS customers_by_service_start_nulls_first ON customers
  (is_entry, service_start_date NULLS FIRST, customer_id);
CREATE INDEX IF NOT EXISTS customers_by_cancellation_nulls_first ON customers
  (is_entry, contract_cancellation_date NULLS FIRST, customer_id);
`;

/** The list's trigram indexes, its reading order and (PostgreSQL) its NULLS FIRST orders. */
export async function up(db: MigrationDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await runDdl(db, postgresDdl);
    await runDdl(db, readingDdl);
    await sql`ANALYZE customers`.execute(db);
    return;
  }
  await runDdl(db, sqliteDdl);
  for (const trigger of sqliteTriggers) await sql.raw(trigger).execute(db);
  // The customers there are (the triggers index every later write).
  for (const [mode, table] of searchTables.entries())
    await sql
      .raw(
        `INSERT INTO ${table} ${ftsColumns} SELECT ${ftsValues('c')} FROM customers c
        WHERE c.is_entry = ${mode} AND c.customer_id NOT IN (SELECT rowid FROM ${table})`,
      )
      .execute(db);
  await runDdl(db, readingDdl);
  await sql`ANALYZE`.execute(db);
}
