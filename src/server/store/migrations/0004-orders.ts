import { runDdl, type MigrationDb } from './ddl';

// 受注内容 and 支払条件 (issue 15; spec 002 §3.1, §3.5). The business master the select-business modal
// searches (business_genre 1 basic, 2 pay-per-use; times as half-hour ids 1 = 00:00 … 49 = 24:00, see
// src/sections/order-business-master.ts). The customer's order items in two tables (basic: billed
// regularly; each: pay per use) and the contract and payment facts not yet on the customer, whose columns
// follow the sections' schemas (schemas/sections/order-detail, pay-condition): the declared storage reads
// and writes them, and adds a column a schema gains. The contract dates the customer list searches stay
// the customer's own columns; 支払方法 is customers.payment_method_id.
const ddl = `
CREATE TABLE IF NOT EXISTS business_masters (
  business_master_id {{id}},
  business_genre INTEGER NOT NULL,
  business_code TEXT NOT NULL UNIQUE,
  course_option_name TEXT NOT NULL,
  unit_price TEXT NOT NULL DEFAULT '',
  base_call_count TEXT NOT NULL DEFAULT '',
  call_over_unit_price TEXT NOT NULL DEFAULT '',
  print_business_type TEXT NOT NULL DEFAULT '',
  is_spot_course INTEGER NOT NULL DEFAULT 0,
  weekday_start_time_id INTEGER,
  weekday_end_time_id INTEGER,
  saturday_start_time_id INTEGER,
  saturday_end_time_id INTEGER,
  holiday_start_time_id INTEGER,
  holiday_end_time_id INTEGER,
  remark TEXT NOT NULL DEFAULT '',
  delete_flag INTEGER NOT NULL DEFAULT 0,
  sort_number INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS business_masters_by_genre ON business_masters (business_genre, delete_flag, sort_number, business_master_id);
CREATE TABLE IF NOT EXISTS customer_order_basic_items (
  customer_order_id {{id}},
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  sort_number INTEGER NOT NULL,
  business_master_id INTEGER REFERENCES business_masters(business_master_id),
  business_code TEXT NOT NULL DEFAULT '',
  course_option_name TEXT NOT NULL DEFAULT '',
  print_business_type TEXT NOT NULL DEFAULT '',
  payment_month_master_id INTEGER,
  daily_rate_type INTEGER,
  unit_price TEXT NOT NULL DEFAULT '',
  base_call_count TEXT NOT NULL DEFAULT '',
  call_over_unit_price TEXT NOT NULL DEFAULT '',
  start_month TEXT NOT NULL DEFAULT '',
  end_month TEXT NOT NULL DEFAULT '',
  delete_flag INTEGER NOT NULL DEFAULT 0,
  remark TEXT NOT NULL DEFAULT '',
  registered_timestamp TEXT NOT NULL,
  updated_timestamp TEXT NOT NULL,
  updated_user_id INTEGER REFERENCES users(user_id)
);
CREATE INDEX IF NOT EXISTS customer_order_basic_items_by_customer ON customer_order_basic_items (customer_id, sort_number);
CREATE TABLE IF NOT EXISTS customer_order_each_items (
  customer_order_id {{id}},
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  sort_number INTEGER NOT NULL,
  business_master_id INTEGER REFERENCES business_masters(business_master_id),
  business_code TEXT NOT NULL DEFAULT '',
  course_option_name TEXT NOT NULL DEFAULT '',
  print_business_type TEXT NOT NULL DEFAULT '',
  unit_price TEXT NOT NULL DEFAULT '',
  base_call_count TEXT NOT NULL DEFAULT '',
  call_over_unit_price TEXT NOT NULL DEFAULT '',
  excise_tax_rate INTEGER,
  earmarking_year_month TEXT NOT NULL DEFAULT '',
  create_timing INTEGER,
  invoice_made_year_month TEXT NOT NULL DEFAULT '',
  actual_cost_earmarking_year_month TEXT NOT NULL DEFAULT '',
  spot_course_use_date TEXT NOT NULL DEFAULT '',
  is_spot_course INTEGER NOT NULL DEFAULT 0,
  invoice_made_timestamp TEXT NOT NULL DEFAULT '',
  delete_flag INTEGER NOT NULL DEFAULT 0,
  remark TEXT NOT NULL DEFAULT '',
  registered_timestamp TEXT NOT NULL,
  updated_timestamp TEXT NOT NULL,
  updated_user_id INTEGER REFERENCES users(user_id)
);
CREATE INDEX IF NOT EXISTS customer_order_each_items_by_customer ON customer_order_each_items (customer_id, sort_number);
CREATE TABLE IF NOT EXISTS customer_order_contracts (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(customer_id) ON DELETE CASCADE,
  first_invoice_term_of_payment TEXT NOT NULL DEFAULT '',
  resume_date TEXT NOT NULL DEFAULT '',
  resume_invoice_term_of_payment TEXT NOT NULL DEFAULT '',
  invoice_remark TEXT NOT NULL DEFAULT '',
  invoice_bottom_text TEXT NOT NULL DEFAULT '',
  invoice_send_type_selected INTEGER,
  business_report_send_type_selected INTEGER,
  invoice_not_made_flag INTEGER NOT NULL DEFAULT 0,
  default_excise_tax_rate INTEGER,
  application_schedule_timestamp TEXT NOT NULL DEFAULT '',
  updated_timestamp TEXT NOT NULL,
  updated_user_id INTEGER REFERENCES users(user_id)
);
CREATE TABLE IF NOT EXISTS customer_pay_conditions (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(customer_id) ON DELETE CASCADE,
  account_type_selected INTEGER,
  payment_bank_code TEXT NOT NULL DEFAULT '',
  payment_bank_name TEXT NOT NULL DEFAULT '',
  payment_bank_branch_code TEXT NOT NULL DEFAULT '',
  payment_bank_branch_name TEXT NOT NULL DEFAULT '',
  payment_bank_branch_type TEXT NOT NULL DEFAULT '',
  payment_bank_deposit_type INTEGER,
  payment_bank_account_number TEXT NOT NULL DEFAULT '',
  payment_bank_account_name TEXT NOT NULL DEFAULT '',
  payment_cycle_type INTEGER,
  every_month_day TEXT NOT NULL DEFAULT '',
  every_year_month TEXT NOT NULL DEFAULT '',
  every_year_day TEXT NOT NULL DEFAULT '',
  payment_first_method INTEGER,
  updated_timestamp TEXT NOT NULL,
  updated_user_id INTEGER REFERENCES users(user_id)
);
`;

/** Creates the business master, the order item tables and the contract and payment records. */
export async function up(db: MigrationDb): Promise<void> {
  await runDdl(db, ddl);
}
