import { sql } from 'kysely';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalogue } from '../../../engine/catalogue';
import { coerceToSchema } from '../../../engine/coerce';
import type { FormData } from '../../../engine/types';
import { customerStamp } from '../customers';
import { dialectOf, inTransaction, type Db } from '../database';
import { seedDirectory } from '../seed';
import { declaredStore, tablesOf } from './declared-store';
import { seedDutiesContents } from './duties-content';
import { ensureEmailTables } from './email-setting-tables';

/** One customer's demo data of a section (`fixtures/seed/sections/<id>.json` → `customers`). */
export interface SectionSeedRecord {
  customer_id: number;
  /** The section's form data; rows without ids (they are inserted). */
  data: FormData;
  /** The user recorded as the last to update (default 1). */
  updated_user_id?: number;
}

function readSeed(directory: string, id: string): SectionSeedRecord[] {
  const path = join(directory, `${id}.json`);
  if (!existsSync(path)) return [];
  const content = JSON.parse(readFileSync(path, 'utf8')) as { customers?: unknown };
  if (!Array.isArray(content.customers)) throw new Error(`${path}: "customers" is not a list`);
  return content.customers as SectionSeedRecord[];
}

// Two servers starting at once on one PostgreSQL would both find a table missing and both seed it: the
// first takes this lock (until its transaction ends), the second then finds the tables made. A fixed key of
// this application's own; SQLite has one writer anyway.
const storageLockKey = 1_404_001;

/**
 * Creates the tables of every section with declared storage that the database lacks (and adds the columns
 * a declaration gained), and fills a section whose tables it created with its demo data (a fresh database,
 * or one made before the section existed), for the customers that exist, stamped with the customer's own
 * update time. The store modules' tables (migrated) get their demo data while they are empty. One
 * transaction; idempotent (the server calls it at every start).
 */
export async function prepareSectionStorage(
  db: Db,
  catalogue: Catalogue,
  directory: string = join(seedDirectory, 'sections'),
): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (dialectOf(trx) === 'postgres')
      await sql`SELECT pg_advisory_xact_lock(${storageLockKey})`.execute(trx);
    const existing = await tablesOf(trx);
    for (const entry of Object.values(catalogue)) {
      if (!('parts' in entry.section.storage)) continue;
      const store = declaredStore(entry);
      if ((await store.createTables(trx, existing)).length === 0) continue;
      for (const record of readSeed(directory, entry.section.id)) {
        const stamp = await customerStamp(trx, record.customer_id);
        if (stamp === undefined) continue;
        await store.seed(trx, {
          customerId: record.customer_id,
          userId: record.updated_user_id ?? 1,
          isEntry: false,
          stamp,
          data: coerceToSchema(entry.schema, record.data) as FormData,
        });
      }
    }
    await ensureEmailTables(trx);
    await seedDutiesContents(trx);
  });
}
