import { inTransaction, type Db } from './database';
import { tokyoTimestamp } from './timestamp';

/**
 * Adds a module's demo data set `name` once per database: marked in `seeded_demo_data` in the same
 * transaction, so that of several servers starting at once one adds it, and rows a user deleted later do not
 * come back at the next start. Answers whether it was added now.
 */
export async function seedOnce(db: Db, name: string, seed: (trx: Db) => Promise<void>): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const marked = await trx
      .insertInto('seeded_demo_data')
      .values({ name, seeded_timestamp: tokyoTimestamp() })
      .onConflict((oc) => oc.column('name').doNothing())
      .executeTakeFirst();
    if (Number(marked.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
    await seed(trx);
    return true;
  });
}
