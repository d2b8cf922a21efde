import { runDdl, type MigrationDb } from './ddl';

// The pool of transfer numbers (D番, issue 15; /transmit_telephone_number_master): every number the company
// holds, once (UNIQUE), with a remark and the customer it is numbered to (NULL while free). The numbering of
// 受注内容 claims a free one with one conditional UPDATE (store/transmit-numbers.ts). The partial lookup of a
// free number reads the (customer_id, id) index; a customer's numbers are found by the same index.
const ddl = `
CREATE TABLE IF NOT EXISTS transmit_telephone_numbers (
  id {{id}},
  telephone_number TEXT NOT NULL UNIQUE,
  remark TEXT NOT NULL DEFAULT '',
  customer_id INTEGER REFERENCES customers(customer_id),
  registered_timestamp TEXT NOT NULL,
  registered_user_id INTEGER REFERENCES users(user_id),
  updated_timestamp TEXT NOT NULL,
  updated_user_id INTEGER REFERENCES users(user_id)
);
CREATE INDEX IF NOT EXISTS transmit_telephone_numbers_by_customer ON transmit_telephone_numbers (customer_id, id);
`;

/** Creates the D番 pool. */
export async function up(db: MigrationDb): Promise<void> {
  await runDdl(db, ddl);
}
