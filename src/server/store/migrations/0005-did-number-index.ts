import { runDdl, type MigrationDb } from './ddl';

// `uniqueDidNumber` (validation-context.ts) asks whether another customer holds a D番号: an index answers it
// without reading every customer.
export async function up(db: MigrationDb): Promise<void> {
  await runDdl(db, 'CREATE INDEX IF NOT EXISTS customers_by_did_number ON customers (did_number)');
}
