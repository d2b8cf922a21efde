import { runDdl, type MigrationDb } from './ddl';

// The invoice data 受注内容 makes (issue 15; spec 002 §2.2, §4, §7: makeImmediatelyInvoiceData and
// makeReturnInvoiceData). The spec shows neither call's answer nor where the data goes: one row per order
// item invoiced is ours. invoice_kind 1 is an immediate invoice of a pay-per-use row (create timing 3,
// customer_order_each_items), 2 a resume invoice of a basic row in force at the resume date
// (customer_order_basic_items). The item's code, name, price and tax rate are copied: the invoice keeps what
// was invoiced when the row is edited or deleted later. resume_date is the resume date a resume invoice was
// made for ('' for immediate ones): the unique index lets each row be invoiced once immediately and once per
// resume date, whatever two requests racing each other do.
const ddl = `
CREATE TABLE IF NOT EXISTS invoice_data (
  invoice_data_id {{id}},
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  invoice_kind INTEGER NOT NULL,
  customer_order_id INTEGER NOT NULL,
  business_code TEXT NOT NULL DEFAULT '',
  course_option_name TEXT NOT NULL DEFAULT '',
  unit_price INTEGER NOT NULL,
  quantity INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  excise_tax_rate INTEGER,
  term_of_payment TEXT NOT NULL,
  resume_date TEXT NOT NULL DEFAULT '',
  registered_timestamp TEXT NOT NULL,
  registered_user_id INTEGER REFERENCES users(user_id)
);
CREATE UNIQUE INDEX IF NOT EXISTS invoice_data_once ON invoice_data (invoice_kind, customer_order_id, resume_date);
CREATE INDEX IF NOT EXISTS invoice_data_by_customer ON invoice_data (customer_id, invoice_kind, resume_date, invoice_data_id);
`;

/** Creates the invoice data table. */
export async function up(db: MigrationDb): Promise<void> {
  await runDdl(db, ddl);
}
