import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalogue } from '../../../engine/catalogue';
import { coerceToSchema } from '../../../engine/coerce';
import type { FormData } from '../../../engine/types';
import { inTransaction, type Db } from '../database';
import { seedDirectory } from '../seed';
import { prepared } from '../statements';
import { declaredStore } from './declared-store';

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

/**
 * Creates the tables of every section with declared storage that the database lacks, and fills a section
 * whose tables it created with its demo data (a fresh database, or one made before the section existed),
 * for the customers that exist, stamped with the customer's own update time.
 */
export function prepareSectionStorage(
  db: Db,
  catalogue: Catalogue,
  directory: string = join(seedDirectory, 'sections'),
): void {
  const customerStamp = prepared(
    db,
    'SELECT updated_timestamp FROM customers WHERE customer_id = ?',
    'pluck',
  );
  for (const entry of Object.values(catalogue)) {
    if (!('parts' in entry.section.storage)) continue;
    const store = declaredStore(entry);
    inTransaction(db, () => {
      if (store.createTables(db).length === 0) return;
      for (const record of readSeed(directory, entry.section.id)) {
        const stamp = customerStamp.get(record.customer_id) as string | undefined;
        if (stamp === undefined) continue;
        store.seed(db, {
          customerId: record.customer_id,
          userId: record.updated_user_id ?? 1,
          isEntry: false,
          stamp,
          data: coerceToSchema(entry.schema, record.data) as FormData,
        });
      }
    });
  }
}
