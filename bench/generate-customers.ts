// B6's database: the demo seed (users, roles, masters, the four hand-written customers) with the generated
// customers widened to `count` in all, through the same generator and insert the seed uses.
// `node --import tsx bench/generate-customers.ts [file] [count]` writes one by hand.
import { rmSync } from 'node:fs';
import { inTransaction, openDatabase, sqliteHandleOf } from '../src/server/store/database';
import { generatedCustomers } from '../src/server/store/generated-customers';
import { insertCustomers, seedIfEmpty } from '../src/server/store/seed';

// The seed's hand-written customers are ids 1–4; the generator numbers its customers from 5.
const handWritten = 4;

/** Creates the SQLite `file` afresh with the demo seed and `count` customers in all; returns how many it holds. */
export async function generateCustomerDatabase(file: string, count = 100_000): Promise<number> {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  const db = await openDatabase(file);
  try {
    // A throw-away file: no need to wait for the disk on each commit while filling it.
    sqliteHandleOf(db)?.pragma('synchronous = OFF');
    await seedIfEmpty(db);
    await inTransaction(db, async (trx) => {
      // The seed's own generated customers (4500) give way to the same generator run with the larger count,
      // so that dates and statuses spread over the whole list as they do in the demo.
      await trx.deleteFrom('customers').where('customer_id', '>', handWritten).execute();
      // insertCustomers fills the search columns and raises the list version.
      await insertCustomers(trx, generatedCustomers(count - handWritten));
    });
    sqliteHandleOf(db)?.pragma('optimize');
    const row = await db
      .selectFrom('customers')
      .select(db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const file = process.argv[2] ?? 'bench-customers.db';
  const started = performance.now();
  const n = await generateCustomerDatabase(file, Number(process.argv[3] ?? 100_000));
  console.log(`${file}: ${n} customers in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
