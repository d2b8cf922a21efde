/** The tables of the bundled database (SQLite dialect; kept to what PostgreSQL also accepts where practical). */
export const schemaSql = `
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
CREATE TABLE IF NOT EXISTS users (
  user_id INTEGER PRIMARY KEY,
  account TEXT NOT NULL UNIQUE,
  user_name TEXT NOT NULL,
  role_id INTEGER NOT NULL REFERENCES roles(role_id),
  password_hash TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
  created INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS customers (
  customer_id INTEGER PRIMARY KEY,
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
  registered_timestamp TEXT NOT NULL,
  updated_timestamp TEXT NOT NULL,
  updated_user_id INTEGER REFERENCES users(user_id)
);
CREATE TABLE IF NOT EXISTS customer_accounts (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(customer_id) ON DELETE CASCADE,
  login_id TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS customer_clients (
  customer_client_id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
  sort_number INTEGER NOT NULL,
  corporate_name TEXT NOT NULL DEFAULT '',
  corporate_name_kana TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL DEFAULT '',
  name_kana TEXT NOT NULL DEFAULT '',
  telephone_number TEXT NOT NULL DEFAULT '',
  remark TEXT NOT NULL DEFAULT '',
  registered_timestamp TEXT NOT NULL,
  updated_timestamp TEXT NOT NULL,
  updated_user_id INTEGER REFERENCES users(user_id)
);
CREATE INDEX IF NOT EXISTS customer_clients_customer ON customer_clients (customer_id, sort_number);
CREATE TABLE IF NOT EXISTS access_histories (
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id),
  user_id INTEGER NOT NULL REFERENCES users(user_id),
  registered_timestamp TEXT NOT NULL,
  PRIMARY KEY (customer_id, user_id)
);
`;
