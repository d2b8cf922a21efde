import { runDdl, type MigrationDb } from '../ddl';

// The tables of the sections with a store module of their own (業務内容, E-Mail・メッセンジャー報告設定).
// The tables of sections with declared storage (`section.json` → `storage.parts`) are not here: they follow
// from the catalogue, and `prepareSectionStorage` (store/sections/section-seed.ts) creates them at start.
const sectionsDdl = `
-- 業務内容: the flat §7 payload kept as one JSON document (the screen always saves it whole, no list
-- searches its fields).
CREATE TABLE IF NOT EXISTS customer_duties_contents (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(customer_id) ON DELETE CASCADE,
  contents TEXT NOT NULL,
  updated_timestamp TEXT NOT NULL,
  updated_user_id INTEGER REFERENCES users(user_id)
);
-- 送信先メールアドレス. The read-only flag and time are the confirmation's and the test mail's to write.
CREATE TABLE IF NOT EXISTS customer_report_members (
  customer_report_member_id {{id}},
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  sort_number INTEGER NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  report_mail_address TEXT NOT NULL DEFAULT '',
  remark TEXT NOT NULL DEFAULT '',
  report_telephone_target_flag INTEGER NOT NULL DEFAULT 0,
  forward_telephone_target_flag INTEGER NOT NULL DEFAULT 0,
  send_invoice_target_flag INTEGER NOT NULL DEFAULT 0,
  business_report_send_flag INTEGER NOT NULL DEFAULT 0,
  report_mail_address_confirmed_flag INTEGER NOT NULL DEFAULT 0,
  report_mail_address_test_timestamp TEXT,
  registered_timestamp TEXT NOT NULL,
  updated_timestamp TEXT NOT NULL,
  updated_user_id INTEGER REFERENCES users(user_id)
);
CREATE INDEX IF NOT EXISTS customer_report_members_customer ON customer_report_members (customer_id);
-- 送信先メッセンジャーID. The service is written only when the row is inserted (001 §4).
CREATE TABLE IF NOT EXISTS customer_report_message_services (
  customer_report_message_service_id {{id}},
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  sort_number INTEGER NOT NULL,
  message_service_primary_id TEXT NOT NULL DEFAULT '',
  message_service_secondary_id TEXT NOT NULL DEFAULT '',
  message_service_url TEXT NOT NULL DEFAULT '',
  remark TEXT NOT NULL DEFAULT '',
  send_invoice_target_flag INTEGER NOT NULL DEFAULT 0,
  business_report_send_flag INTEGER NOT NULL DEFAULT 0,
  message_service_master_id INTEGER,
  message_service_id_comfirmed_flag INTEGER NOT NULL DEFAULT 0,
  message_service_id_comfirmed_timestamp TEXT,
  registered_timestamp TEXT NOT NULL,
  updated_timestamp TEXT NOT NULL,
  updated_user_id INTEGER REFERENCES users(user_id)
);
CREATE INDEX IF NOT EXISTS customer_report_message_services_customer
  ON customer_report_message_services (customer_id);
-- 送信グループ; the virtual address is given on the group's first save.
CREATE TABLE IF NOT EXISTS customer_report_groups (
  customer_report_group_id {{id}},
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  sort_number INTEGER NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  remark TEXT NOT NULL DEFAULT '',
  default_report_group_flag INTEGER NOT NULL DEFAULT 0,
  virtual_email_address TEXT,
  registered_timestamp TEXT NOT NULL,
  updated_timestamp TEXT NOT NULL,
  updated_user_id INTEGER REFERENCES users(user_id)
);
CREATE INDEX IF NOT EXISTS customer_report_groups_customer ON customer_report_groups (customer_id);
CREATE TABLE IF NOT EXISTS customer_report_group_members (
  customer_report_group_id INTEGER NOT NULL REFERENCES customer_report_groups(customer_report_group_id)
    ON DELETE CASCADE,
  member_kind TEXT NOT NULL CHECK (member_kind IN ('mail', 'messenger')),
  member_id INTEGER NOT NULL,
  PRIMARY KEY (customer_report_group_id, member_kind, member_id)
);
CREATE TABLE IF NOT EXISTS customer_email_settings (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(customer_id) ON DELETE CASCADE,
  send_method_id INTEGER NOT NULL DEFAULT 1,
  source_address_master_id INTEGER,
  report_mail_address_cc TEXT NOT NULL DEFAULT '',
  report_mail_address_bcc TEXT NOT NULL DEFAULT '',
  attachment_file_password TEXT NOT NULL DEFAULT '',
  updated_timestamp TEXT,
  updated_user_id INTEGER
);
CREATE TABLE IF NOT EXISTS source_address_masters (
  source_address_master_id INTEGER PRIMARY KEY,
  source_address TEXT NOT NULL
);
-- The test mails and messenger opening requests sent (001 §7).
CREATE TABLE IF NOT EXISTS customer_report_sent_messages (
  id {{id}},
  customer_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  target TEXT NOT NULL,
  sent_timestamp TEXT NOT NULL,
  user_id INTEGER
);`;

/** The tables of the sections with a store module (業務内容, e-mail settings). */
export async function createSectionTables(db: MigrationDb): Promise<void> {
  await runDdl(db, sectionsDdl);
}
