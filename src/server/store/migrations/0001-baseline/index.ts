import type { MigrationDb } from '../ddl';
import { createBasicInfoTables } from './basic-info';
import { createCoreTables } from './core';
import { createLogTables } from './logs';
import { createOtherTables } from './others';
import { createSectionTables } from './sections';

/**
 * The tables as they stood when the store moved onto Kysely. Every statement is `IF NOT EXISTS` and the
 * columns added since the first releases are added where missing, so that a SQLite file of an earlier
 * version upgrades in place.
 */
export async function up(db: MigrationDb): Promise<void> {
  await createCoreTables(db);
  await createBasicInfoTables(db);
  await createSectionTables(db);
  await createLogTables(db);
  await createOtherTables(db);
}
