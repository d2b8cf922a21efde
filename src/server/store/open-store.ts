import type { Catalogue } from '../../engine/catalogue';
import { seedOrders } from './business-masters';
import { openDatabase, type Db } from './database';
import { seedIfEmpty } from './seed';
import { seedOrderApplications } from './order-applications-seed';
import { prepareSectionStorage } from './sections/section-seed';

/**
 * The database as the server works on it: opened and migrated, seeded when empty, and the storage the
 * catalogue's sections declare in place. The server, the scripts and tests that need the stored state open it so.
 */
export async function openStore(database: string, catalogue: Catalogue): Promise<Db> {
  const db = await openDatabase(database);
  try {
    await seedIfEmpty(db);
    await prepareSectionStorage(db, catalogue);
    await seedOrders(db, catalogue);
    await seedOrderApplications(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
