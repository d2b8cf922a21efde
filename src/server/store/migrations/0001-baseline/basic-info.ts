import { addMissingColumns, runDdl, type MigrationDb } from '../ddl';

// 基本情報's own tables: what the customers table lacks (management numbers, president, cancellation reason,
// the contract approval status), the identity documents with their bytes, the cancellation reasons, and the
// update applications of the credit-screening and approval cycle (README "The credit-screening and
// approval cycle").
const basicInfoDdl = `
CREATE TABLE IF NOT EXISTS cancellation_reason_masters (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS customer_basic_infos (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(customer_id) ON DELETE CASCADE,
  smbc_customer_number TEXT NOT NULL DEFAULT '',
  aplus_customer_number TEXT NOT NULL DEFAULT '',
  security_money_number TEXT NOT NULL DEFAULT '',
  cancellation_reason_id INTEGER,
  contract_and_service_note TEXT NOT NULL DEFAULT '',
  president_position_name TEXT NOT NULL DEFAULT '',
  president_name TEXT NOT NULL DEFAULT '',
  president_name_kana TEXT NOT NULL DEFAULT '',
  president_emergency_call_number TEXT NOT NULL DEFAULT '',
  president_birthday TEXT NOT NULL DEFAULT '',
  president_identification_file_send_type INTEGER,
  -- NULL: never set; read as 未承認 (1) for an entry and 承認済 (4) for a contracted customer.
  contract_approval_status INTEGER
);
-- The file issue log (store/file-issue-log.ts) stores its documents here too: customer_file_id is one id
-- space, numbered by the database.
CREATE TABLE IF NOT EXISTS customer_personal_files (
  customer_file_id {{id}},
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  -- The update application that brought the file (NULL when saved directly). Files are never removed: an
  -- earlier edition or a sent-back application still shows (and downloads) them.
  customer_update_application_header_id INTEGER,
  is_live INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL DEFAULT '',
  original_file_name TEXT NOT NULL,
  print_file_name_1 TEXT NOT NULL DEFAULT '',
  mime_type TEXT NOT NULL,
  rotation INTEGER NOT NULL DEFAULT 0,
  content BLOB NOT NULL,
  registered_timestamp TEXT NOT NULL,
  registered_user_id INTEGER REFERENCES users(user_id)
  -- file_kind and the file issue log's flags: added by fileLogColumns below.
);
CREATE INDEX IF NOT EXISTS customer_personal_files_live ON customer_personal_files (customer_id, is_live);
CREATE TABLE IF NOT EXISTS customer_update_application_headers (
  customer_update_application_header_id {{id}},
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  request_type INTEGER NOT NULL DEFAULT 2,
  update_application_status INTEGER NOT NULL,
  approval_request_status INTEGER NOT NULL,
  application_schedule_timestamp TEXT NOT NULL DEFAULT '',
  -- The approval items before and after (JSON, the section's form shape): the diff is what gets applied.
  before_values TEXT NOT NULL,
  after_values TEXT NOT NULL,
  -- A new my page password travels as its hash only (Argon2id), never as text.
  login_password_hash TEXT,
  -- 1 while a closed (差戻 / 与信NG) application's values are shown as the sent-back copy.
  is_send_back_shown INTEGER NOT NULL DEFAULT 0,
  requested_timestamp TEXT NOT NULL,
  requested_user_id INTEGER REFERENCES users(user_id),
  decided_timestamp TEXT,
  decided_user_id INTEGER REFERENCES users(user_id),
  applied_timestamp TEXT
);
CREATE INDEX IF NOT EXISTS customer_update_applications_customer
  ON customer_update_application_headers (customer_id, update_application_status);
`;

// The file issue log (002 §2.7) shares customer_personal_files, so that customer_file_id is one id space
// and the one `fileIssueLog/downloadFile` call serves identity documents, issued documents and my page
// uploads alike (the alternative, a new customer_files table the identity documents move into, would
// rewrite 基本情報's store and its update applications for no gain). `file_kind` tells them apart:
// 'identity' (基本情報's documents, never in the log), 'issued' (a document a download generated), 'mypage'
// (a staff upload to my page). The log's flags: whether the customer must agree, has downloaded it, has
// agreed. Added in place so that a database made before the log keeps its rows (they are identity documents).
const fileLogColumns = {
  file_kind: "TEXT NOT NULL DEFAULT 'identity'",
  need_customer_agree_flag: 'INTEGER NOT NULL DEFAULT 0',
  is_download: 'INTEGER NOT NULL DEFAULT 0',
  complete_agreement_flag: 'INTEGER NOT NULL DEFAULT 0',
};

const fileLogIndexDdl = `
CREATE INDEX IF NOT EXISTS customer_personal_files_log
  ON customer_personal_files (customer_id, file_kind, registered_timestamp);
`;

/** 基本情報's tables, with the file issue log's columns of customer_personal_files. */
export async function createBasicInfoTables(db: MigrationDb): Promise<void> {
  await runDdl(db, basicInfoDdl);
  await addMissingColumns(db, 'customer_personal_files', fileLogColumns);
  await runDdl(db, fileLogIndexDdl);
}
