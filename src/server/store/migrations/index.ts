import { Migrator, type Migration } from 'kysely';
import * as baseline from './0001-baseline';
import * as searchColumns from './0002-search-columns';
import * as transmitNumberPool from './0003-transmit-number-pool';
import * as orders from './0004-orders';
import * as didNumberIndex from './0005-did-number-index';
import * as invoiceData from './0006-invoice-data';
import * as searchIndexes from './0007-search-indexes';
import * as registeredKanaIndex from './0008-registered-kana-index';
import type { MigrationDb } from './ddl';

/**
 * The schema's versions, applied in order at start (`openDatabase`) and recorded in the database's
 * `kysely_migration` table; the same files run on SQLite and PostgreSQL. A change of the tables is a new
 * file here, never an edit of one that has shipped.
 */
const migrations: Record<string, Migration> = {
  '0001-baseline': baseline,
  '0002-search-columns': searchColumns,
  '0003-transmit-number-pool': transmitNumberPool,
  '0004-orders': orders,
  '0005-did-number-index': didNumberIndex,
  '0006-invoice-data': invoiceData,
  '0007-search-indexes': searchIndexes,
  '0008-registered-kana-index': registeredKanaIndex,
};

/** Brings the database to the latest migration; two instances starting at once take turns (Kysely's lock). */
export async function migrateToLatest(db: MigrationDb): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'a migration';
    throw new Error(`database migration ${failed} failed`, { cause: error });
  }
}
