import { runDdl, type MigrationDb } from '../ddl';

// The option masters of the customer list, each an id and a name. Written out here rather than taken from
// store/masters.ts: this migration must create the same tables whatever that list becomes later.
const simpleMasters = [
  'project_masters',
  'course_masters',
  'contract_status_masters',
  'service_status_masters',
  'sensation_media_masters',
  'prefecture_masters',
];

const masterTableDdl = (table: string) =>
  `CREATE TABLE IF NOT EXISTS ${table} (id INTEGER PRIMARY KEY, name TEXT NOT NULL);`;

const mastersDdl = `
${simpleMasters.map(masterTableDdl).join('\n')}
CREATE TABLE IF NOT EXISTS business_users (
  id INTEGER PRIMARY KEY,
  account_name TEXT NOT NULL,
  user_name TEXT NOT NULL
);
`;

// The menu: headlines (ID is quoted so that PostgreSQL keeps its upper case, which the API answers) and the
// open notifications the side-menu badges count (one per waiting record).
const menuDdl = `
CREATE TABLE IF NOT EXISTS headlines (
  "ID" {{id}},
  target_user_id INTEGER NOT NULL REFERENCES users(user_id),
  headline_type INTEGER NOT NULL,
  headline_status INTEGER NOT NULL DEFAULT 0,
  headline_trigger_label TEXT NOT NULL,
  title TEXT NOT NULL,
  url TEXT,
  body TEXT NOT NULL DEFAULT '',
  registered_timestamp TEXT NOT NULL,
  updated_timestamp TEXT,
  updated_user_id INTEGER REFERENCES users(user_id),
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS headlines_user ON headlines (target_user_id, is_deleted, registered_timestamp);
CREATE INDEX IF NOT EXISTS headlines_trigger ON headlines (headline_trigger_label);
CREATE TABLE IF NOT EXISTS notification_badges (
  notification_badge_id {{id}},
  notification_id INTEGER NOT NULL,
  target_table_name TEXT NOT NULL,
  target_table_unique_id INTEGER NOT NULL,
  registered_timestamp TEXT NOT NULL,
  registered_user_id INTEGER REFERENCES users(user_id),
  UNIQUE (notification_id, target_table_name, target_table_unique_id)
);
`;

// The inquiries (反響) a customer may be linked to: customer_id is UNIQUE (NULLs are distinct in both
// databases), so a customer holds at most one inquiry and an inquiry at most one customer by construction.
const businessTalksDdl = `
CREATE TABLE IF NOT EXISTS business_talk_histories (
  business_talk_history_id {{id}},
  business_talk_customer_number TEXT NOT NULL UNIQUE,
  corporate_name TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL DEFAULT '',
  name_kana TEXT NOT NULL DEFAULT '',
  mail_address TEXT NOT NULL DEFAULT '',
  customer_id INTEGER UNIQUE REFERENCES customers(customer_id) ON DELETE SET NULL,
  registered_timestamp TEXT NOT NULL
);
`;

// A reservation remembers what it interrupts: reverting returns to the status before it (契約中, 休会, 白紙契約)
// and to the cancellation date before it. The reason lives in 基本情報's table, the date in customers.
const contractCancellationDdl = `
CREATE TABLE IF NOT EXISTS contract_cancellation_reservations (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(customer_id) ON DELETE CASCADE,
  cancellation_reservation_date TEXT NOT NULL,
  previous_contract_status_id INTEGER,
  previous_cancellation_date TEXT,
  reserved_user_id INTEGER REFERENCES users(user_id)
);
`;

// 反響媒体 itself is the customer's column (the customer list filters by it); what only the reception
// history view shows lives in tables of its own.
const receptionDdl = `
CREATE TABLE IF NOT EXISTS customer_receptions (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(customer_id) ON DELETE CASCADE,
  sensation_media_remark TEXT NOT NULL DEFAULT '',
  sensation_media_input_timestamp TEXT,
  customer_reception_description TEXT NOT NULL DEFAULT '',
  customer_reception_description_updated_timestamp TEXT
);
CREATE TABLE IF NOT EXISTS customer_reception_histories (
  customer_reception_history_id {{id}},
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  body TEXT NOT NULL DEFAULT '',
  detail TEXT NOT NULL DEFAULT '',
  customer_reception_status INTEGER NOT NULL,
  registered_timestamp TEXT NOT NULL,
  updated_timestamp TEXT,
  updated_user_id INTEGER REFERENCES users(user_id)
);
CREATE INDEX IF NOT EXISTS customer_reception_histories_by_customer
  ON customer_reception_histories (customer_id, registered_timestamp);
`;

/** The masters, the menu's headlines and badges, inquiries, cancellation reservations, reception history. */
export async function createOtherTables(db: MigrationDb): Promise<void> {
  await runDdl(db, mastersDdl);
  await runDdl(db, menuDdl);
  await runDdl(db, businessTalksDdl);
  await runDdl(db, contractCancellationDdl);
  await runDdl(db, receptionDdl);
}
