import { PostgresAdapter, sql } from 'kysely';
import { runDdl, type MigrationDb } from './ddl';

// SQLite: a registration range with a part of カナ, sorted by 会社名 reading (B9, issue 17: a city's カナ within a
// year). The range's customers are read from one index that also holds the folded reading the search compares
// and the reading the list sorts by, so that neither a candidate of the text nor a match is looked up as a
// row: a year's 100 000 entries, each compared, cost less than the 5 000–10 000 row lookups of a common
// text's matches (customer-list-plans.ts). PostgreSQL ANDs its trigram and range indexes itself.
const ddl = `CREATE INDEX IF NOT EXISTS customers_by_registered_kana ON customers
  (is_entry, registered_timestamp, corporate_name_kana_search, (corporate_name_kana = ''), corporate_name_kana,
  corporate_name)`;

/** The covering index of a registration range with カナ (SQLite). */
export async function up(db: MigrationDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await runDdl(db, ddl);
  await sql`ANALYZE customers_by_registered_kana`.execute(db);
}
