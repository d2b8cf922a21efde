import { addMissingColumns, runDdl, type MigrationDb } from '../ddl';

// Users, roles and their features, sessions, the login throttle, customers and their my page accounts.
// Times kept as epoch milliseconds are BIGINT (PostgreSQL's INTEGER stops at 2^31).
const coreDdl = `
CREATE TABLE IF NOT EXISTS roles (
  role_id INTEGER PRIMARY KEY,
  role_name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS features (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  parent_id INTEGER REFERENCES features(id)
);
CREATE TABLE IF NOT EXISTS role_features (
  role_id INTEGER NOT NULL REFERENCES roles(role_id),
  feature_id INTEGER NOT NULL REFERENCES features(id),
  PRIMARY KEY (role_id, feature_id)
);
-- Every staff call checks one feature by name: found by name, then one role_features key, rather than
-- walking every feature the role holds.
CREATE INDEX IF NOT EXISTS features_by_name ON features (name, parent_id);
CREATE TABLE IF NOT EXISTS users (
  user_id {{id}},
  account TEXT NOT NULL UNIQUE,
  user_name TEXT NOT NULL,
  role_id INTEGER NOT NULL REFERENCES roles(role_id),
  password_hash TEXT NOT NULL
);
-- last_seen (the last call, recorded at most once a minute) may be NULL: a database made before it had the
-- column gets it by ALTER TABLE (below), and NULL then reads as 'created'.
CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  created BIGINT NOT NULL,
  last_seen BIGINT
);
-- Logout and a password change end every session of the user.
CREATE INDEX IF NOT EXISTS sessions_by_user ON sessions (user_id);
-- Staff login failures in a row per login ID as typed (normalised), whether the account exists or not, so
-- that the throttle's answer does not tell which do. Times in epoch milliseconds; a row past 'expires' is
-- forgotten.
CREATE TABLE IF NOT EXISTS login_attempts (
  account TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  held_until BIGINT NOT NULL,
  expires BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS login_attempts_by_expiry ON login_attempts (expires);
CREATE TABLE IF NOT EXISTS customers (
  customer_id {{id}},
  tas_id TEXT,
  corporate_name TEXT NOT NULL,
  corporate_name_kana TEXT NOT NULL DEFAULT '',
  is_entry INTEGER NOT NULL DEFAULT 0,
  is_forced_cancel INTEGER NOT NULL DEFAULT 0,
  contract_status_id INTEGER,
  credit_screening_approval_status INTEGER NOT NULL DEFAULT 1,
  is_contract_requesting INTEGER NOT NULL DEFAULT 0,
  credit_application_status INTEGER NOT NULL DEFAULT 0,
  recess_date TEXT,
  is_shipping_of_mail INTEGER NOT NULL DEFAULT 0,
  step_call_alert TEXT NOT NULL DEFAULT '[]',
  option_overtime_announce_type INTEGER,
  option_overtime_announce_content TEXT NOT NULL DEFAULT '',
  ttnm_vdn_v7 TEXT NOT NULL DEFAULT '',
  service_status_id INTEGER,
  request_course_id INTEGER,
  project_master_id INTEGER,
  business_user_id INTEGER,
  sensation_media_master_id INTEGER,
  payment_method_id INTEGER,
  sas_order_code TEXT NOT NULL DEFAULT '',
  did_number TEXT NOT NULL DEFAULT '',
  division_name TEXT NOT NULL DEFAULT '',
  person_in_charge_position TEXT NOT NULL DEFAULT '',
  person_in_charge_name TEXT NOT NULL DEFAULT '',
  person_in_charge_name_kana TEXT NOT NULL DEFAULT '',
  cell_phone_number TEXT NOT NULL DEFAULT '',
  telephone_number TEXT NOT NULL DEFAULT '',
  for_answer_telephone_number TEXT NOT NULL DEFAULT '',
  fax_number TEXT NOT NULL DEFAULT '',
  option_business_end_report_fax_number TEXT NOT NULL DEFAULT '',
  mail_address TEXT NOT NULL DEFAULT '',
  postcode TEXT NOT NULL DEFAULT '',
  prefecture_id INTEGER,
  address_city TEXT NOT NULL DEFAULT '',
  address_city_kana TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  address_kana TEXT NOT NULL DEFAULT '',
  address_additional TEXT NOT NULL DEFAULT '',
  address_additional_kana TEXT NOT NULL DEFAULT '',
  bill_to_corporate_name TEXT NOT NULL DEFAULT '',
  bill_to_corporate_name_kana TEXT NOT NULL DEFAULT '',
  contract_agreement_date TEXT,
  service_start_date TEXT,
  contract_cancellation_date TEXT,
  invoice_start_date TEXT,
  invoice_end_date TEXT,
  registered_timestamp TEXT NOT NULL,
  updated_timestamp TEXT NOT NULL,
  updated_user_id INTEGER REFERENCES users(user_id)
);
-- The customer list (000 §2.6) pages within one mode (is_entry) in the order of one column, ties broken by
-- customer_id: each (is_entry, column, customer_id) index serves that ORDER BY and its LIMIT/OFFSET from the
-- index alone, so a deep page skips index entries instead of sorting the table. The master ids are filters.
CREATE INDEX IF NOT EXISTS customers_by_tas_id ON customers (is_entry, tas_id, customer_id);
CREATE INDEX IF NOT EXISTS customers_by_name ON customers (is_entry, corporate_name, customer_id);
CREATE INDEX IF NOT EXISTS customers_by_updated ON customers (is_entry, updated_timestamp, customer_id);
CREATE INDEX IF NOT EXISTS customers_by_registered ON customers (is_entry, registered_timestamp, customer_id);
CREATE INDEX IF NOT EXISTS customers_by_agreement ON customers (is_entry, contract_agreement_date, customer_id);
CREATE INDEX IF NOT EXISTS customers_by_service_start ON customers (is_entry, service_start_date, customer_id);
CREATE INDEX IF NOT EXISTS customers_by_cancellation ON customers (is_entry, contract_cancellation_date, customer_id);
CREATE INDEX IF NOT EXISTS customers_by_contract_status ON customers (is_entry, contract_status_id, customer_id);
CREATE INDEX IF NOT EXISTS customers_by_service_status ON customers (is_entry, service_status_id, customer_id);
CREATE INDEX IF NOT EXISTS customers_by_course ON customers (is_entry, request_course_id);
CREATE INDEX IF NOT EXISTS customers_by_project ON customers (is_entry, project_master_id);
CREATE INDEX IF NOT EXISTS customers_by_business_user ON customers (is_entry, business_user_id);
CREATE INDEX IF NOT EXISTS customers_by_media ON customers (is_entry, sensation_media_master_id);
CREATE INDEX IF NOT EXISTS customers_by_payment ON customers (is_entry, payment_method_id);
CREATE TABLE IF NOT EXISTS customer_accounts (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(customer_id) ON DELETE CASCADE,
  login_id TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS access_histories (
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
  user_id INTEGER NOT NULL REFERENCES users(user_id),
  registered_timestamp TEXT NOT NULL,
  PRIMARY KEY (customer_id, user_id)
);
`;

/** The core tables; a file made before sessions had last_seen gains the column (NULL reads as `created`). */
export async function createCoreTables(db: MigrationDb): Promise<void> {
  await runDdl(db, coreDdl);
  await addMissingColumns(db, 'sessions', { last_seen: 'BIGINT' });
}
