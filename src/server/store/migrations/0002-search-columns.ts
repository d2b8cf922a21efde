import { searchColumnsOf } from '../search-fold';
import { addMissingColumns, runDdl, type MigrationDb } from './ddl';

// The customer list's search, portable (issue 14):
// - the folded names it searches (search-fold.ts) become stored columns: SQLite ran the folds as JavaScript
//   functions inside the WHERE clause, which PostgreSQL cannot. Existing customers get theirs here; from
//   now on every write of a name rewrites them (`refreshSearchColumns`).
// - one row holds the version of the list's data, raised by every write the list can show, so that the
//   list answers a server keeps in memory stay valid only while no instance has written (list-cache.ts).

const searchColumns = {
  corporate_name_search: "TEXT NOT NULL DEFAULT ''",
  corporate_name_kana_search: "TEXT NOT NULL DEFAULT ''",
  bill_to_corporate_name_search: "TEXT NOT NULL DEFAULT ''",
  bill_to_corporate_name_kana_search: "TEXT NOT NULL DEFAULT ''",
};

// The partial matches read every row's folded name: from a covering index of (mode, folded name, id) that is
// a much shorter walk than over the customers' rows, about fifty columns wide.
const ddl = `
CREATE INDEX IF NOT EXISTS customers_by_name_search ON customers (is_entry, corporate_name_search, customer_id);
CREATE INDEX IF NOT EXISTS customers_by_kana_search ON customers (is_entry, corporate_name_kana_search, customer_id);
CREATE TABLE IF NOT EXISTS customer_list_version (
  id INTEGER PRIMARY KEY,
  version BIGINT NOT NULL
);
`;

// Customers per batch of the backfill.
const batchSize = 500;

interface NamesRow {
  customer_id: number;
  corporate_name: string;
  corporate_name_kana: string;
  bill_to_corporate_name: string;
  bill_to_corporate_name_kana: string;
}

// Fills the search columns of every customer, in batches of ids (the next batch starts after the last id).
async function backfill(db: MigrationDb): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = (await db
      .selectFrom('customers')
      .select([
        'customer_id',
        'corporate_name',
        'corporate_name_kana',
        'bill_to_corporate_name',
        'bill_to_corporate_name_kana',
      ])
      .where('customer_id', '>', after)
      .orderBy('customer_id')
      .limit(batchSize)
      .execute()) as NamesRow[];
    if (rows.length === 0) return;
    const write = async (trx: MigrationDb) => {
      for (const row of rows)
        await trx
          .updateTable('customers')
          .set(searchColumnsOf(row))
          .where('customer_id', '=', row.customer_id)
          .execute();
    };
    // SQLite runs a migration outside a transaction: one per batch, not one commit per customer.
    if (db.isTransaction) await write(db);
    else await db.transaction().execute(write);
    after = rows[rows.length - 1].customer_id;
  }
}

/** Adds the customers' search columns (filled for the customers there are) and the list version row. */
export async function up(db: MigrationDb): Promise<void> {
  await addMissingColumns(db, 'customers', searchColumns);
  await backfill(db);
  await runDdl(db, ddl);
  await db
    .insertInto('customer_list_version')
    .values({ id: 1, version: 0 })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
