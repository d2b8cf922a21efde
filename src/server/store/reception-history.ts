import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './database';
import { ensureMasterTables, unsetValue, type SelectOption } from './masters';
import { seedDirectory } from './seed';
import { prepared } from './statements';

/** One reception history as getReceptionHistory answers it (002 §3.6). */
export interface ReceptionHistoryRow {
  customer_reception_history_id: number;
  body: string;
  detail: string;
  customer_reception_status: number;
  registered_timestamp: string;
}

/** The customer's reception record: the sales info's remark and input time, the description and its time. */
export interface ReceptionRecord {
  sensation_media_remark: string;
  sensation_media_input_timestamp: string | null;
  customer_reception_description: string;
  customer_reception_description_updated_timestamp: string | null;
}

interface SeedFile {
  receptions: ({ customer_id: number } & ReceptionRecord)[];
  histories: ({ customer_id: number } & ReceptionHistoryRow)[];
}

// 反響媒体 itself is the customer's column (the customer list filters by it); what only this view shows lives
// in tables of its own, created when the routes register.
const tablesSql = `
CREATE TABLE IF NOT EXISTS customer_receptions (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(customer_id) ON DELETE CASCADE,
  sensation_media_remark TEXT NOT NULL DEFAULT '',
  sensation_media_input_timestamp TEXT,
  customer_reception_description TEXT NOT NULL DEFAULT '',
  customer_reception_description_updated_timestamp TEXT
);
CREATE TABLE IF NOT EXISTS customer_reception_histories (
  customer_reception_history_id INTEGER PRIMARY KEY,
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

function readSeed(): SeedFile {
  const content = JSON.parse(readFileSync(join(seedDirectory, 'reception-history.json'), 'utf8')) as SeedFile;
  if (!Array.isArray(content.receptions) || !Array.isArray(content.histories))
    throw new Error('reception-history.json: "receptions" and "histories" must be lists');
  return content;
}

function seed(db: Db): void {
  const { receptions, histories } = readSeed();
  const exists = prepared(db, 'SELECT 1 FROM customers WHERE customer_id = ?');
  const reception = prepared(
    db,
    `INSERT INTO customer_receptions (customer_id, sensation_media_remark, sensation_media_input_timestamp,
       customer_reception_description, customer_reception_description_updated_timestamp) VALUES (?, ?, ?, ?, ?)`,
  );
  for (const r of receptions)
    if (exists.get(r.customer_id))
      reception.run(
        r.customer_id,
        r.sensation_media_remark,
        r.sensation_media_input_timestamp,
        r.customer_reception_description,
        r.customer_reception_description_updated_timestamp,
      );
  const history = prepared(
    db,
    `INSERT INTO customer_reception_histories (customer_reception_history_id, customer_id, body, detail,
       customer_reception_status, registered_timestamp) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (const h of histories)
    if (exists.get(h.customer_id))
      history.run(
        h.customer_reception_history_id,
        h.customer_id,
        h.body,
        h.detail,
        h.customer_reception_status,
        h.registered_timestamp,
      );
}

/**
 * Creates the reception tables when they do not exist and, while both are empty (a new database), fills
 * them with the demo data of fixtures/seed/reception-history.json.
 */
export function ensureReceptionTables(db: Db): void {
  ensureMasterTables(db);
  db.exec(tablesSql);
  const count = (table: string) =>
    (prepared(db, `SELECT COUNT(*) AS count FROM ${table}`).get() as { count: number }).count;
  if (count('customer_receptions') === 0 && count('customer_reception_histories') === 0)
    db.transaction(() => seed(db))();
}

const emptyRecord: ReceptionRecord = {
  sensation_media_remark: '',
  sensation_media_input_timestamp: null,
  customer_reception_description: '',
  customer_reception_description_updated_timestamp: null,
};

/** The customer's reception record (empty texts and no times when nothing was saved yet). */
export function receptionRecord(db: Db, customerId: number): ReceptionRecord {
  const row = prepared(
    db,
    `SELECT sensation_media_remark, sensation_media_input_timestamp, customer_reception_description,
       customer_reception_description_updated_timestamp FROM customer_receptions WHERE customer_id = ?`,
  ).get(customerId) as ReceptionRecord | undefined;
  return row ?? emptyRecord;
}

/** The sales info's customer columns: the 営業担当's name and the chosen 反響媒体 (-1 when none). */
export function salesColumns(
  db: Db,
  customerId: number,
): { business_user_name: string; sensation_media_master_id: number } {
  const row = prepared(
    db,
    `SELECT COALESCE(u.user_name, '') AS business_user_name, c.sensation_media_master_id
       FROM customers c LEFT JOIN business_users u ON u.id = c.business_user_id WHERE c.customer_id = ?`,
  ).get(customerId) as { business_user_name: string; sensation_media_master_id: number | null } | undefined;
  return {
    business_user_name: row?.business_user_name ?? '',
    sensation_media_master_id: row?.sensation_media_master_id ?? unsetValue,
  };
}

/** The 反響媒体 masters, without 未設定 (the screen adds it). */
export function sensationMediaOptions(db: Db): SelectOption[] {
  return prepared(
    db,
    'SELECT id AS value, name AS text FROM sensation_media_masters ORDER BY id',
  ).all() as SelectOption[];
}

/** One page of the customer's histories, newest first, with how many there are in all. */
export function listReceptionHistories(
  db: Db,
  customerId: number,
  page: number,
  limit: number,
): { total: number; data: ReceptionHistoryRow[] } {
  const { total } = prepared(
    db,
    'SELECT COUNT(*) AS total FROM customer_reception_histories WHERE customer_id = ?',
  ).get(customerId) as { total: number };
  const data = prepared(
    db,
    `SELECT customer_reception_history_id, body, detail, customer_reception_status, registered_timestamp
       FROM customer_reception_histories WHERE customer_id = ?
       ORDER BY registered_timestamp DESC, customer_reception_history_id DESC LIMIT ? OFFSET ?`,
  ).all(customerId, limit, (page - 1) * limit) as ReceptionHistoryRow[];
  return { total, data };
}

/** Whether the history exists and is this customer's. */
export function isCustomersHistory(db: Db, customerId: number, historyId: number): boolean {
  return (
    prepared(
      db,
      'SELECT 1 FROM customer_reception_histories WHERE customer_reception_history_id = ? AND customer_id = ?',
    ).get(historyId, customerId) !== undefined
  );
}

// The customer's record exists before a part of it is written.
function ensureRecord(db: Db, customerId: number): void {
  prepared(db, 'INSERT OR IGNORE INTO customer_receptions (customer_id) VALUES (?)').run(customerId);
}

/** Writes 反響媒体 (-1: none) with its remark and input time. Run it inside the customer's save. */
export function writeSensation(
  db: Db,
  customerId: number,
  change: { mediaId: number; remark: string; at: string },
): void {
  ensureRecord(db, customerId);
  prepared(db, 'UPDATE customers SET sensation_media_master_id = ? WHERE customer_id = ?').run(
    change.mediaId === unsetValue ? null : change.mediaId,
    customerId,
  );
  prepared(
    db,
    `UPDATE customer_receptions SET sensation_media_remark = ?, sensation_media_input_timestamp = ?
       WHERE customer_id = ?`,
  ).run(change.remark, change.at, customerId);
}

/** Writes the reception description and its own updated time. Run it inside the customer's save. */
export function writeDescription(db: Db, customerId: number, description: string, at: string): void {
  ensureRecord(db, customerId);
  prepared(
    db,
    `UPDATE customer_receptions SET customer_reception_description = ?,
       customer_reception_description_updated_timestamp = ? WHERE customer_id = ?`,
  ).run(description, at, customerId);
}

/** Writes one history's status. Run it inside the customer's save. */
export function writeStatus(
  db: Db,
  change: { historyId: number; status: number; at: string; userId: number },
): void {
  prepared(
    db,
    `UPDATE customer_reception_histories SET customer_reception_status = ?, updated_timestamp = ?,
       updated_user_id = ? WHERE customer_reception_history_id = ?`,
  ).run(change.status, change.at, change.userId, change.historyId);
}
