import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../store/database';
import { seedDirectory } from '../store/seed';
import { ensureEmailTables } from '../store/sections/email-setting';
import { prepared } from '../store/statements';
import { tokyoTimestamp } from '../store/timestamp';

/** One recipient of a sent message and what became of it. */
export interface RecipientResult {
  address: string;
  delivered: boolean;
  /** The server's answer for a refused address (or the connection error). */
  reason: string;
}

/** The mail results of 002 §7. */
export type SendStatus = 'allSuccess' | 'allFailed' | 'partialFailed' | 'emptyAddress';

/** A message as the outbox keeps it. */
export interface OutboxEntry {
  mail_outbox_id: number;
  sent_timestamp: string;
  customer_id: number | null;
  kind: string;
  transport: string;
  sender: string;
  subject: string;
  body: string;
  status: SendStatus;
  recipients: RecipientResult[];
  user_id: number | null;
  user_name: string | null;
  /** The customer as the list shows it (null when it no longer exists). */
  tas_id: string | null;
  corporate_name: string | null;
  is_entry: number | null;
}

// The outbox keeps every message, whichever transport carried it: with SMTP it is the send log.
const tablesSql = `
CREATE TABLE IF NOT EXISTS mail_outbox (
  mail_outbox_id INTEGER PRIMARY KEY AUTOINCREMENT,
  sent_timestamp TEXT NOT NULL,
  customer_id INTEGER,
  kind TEXT NOT NULL,
  transport TEXT NOT NULL,
  sender TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  status TEXT NOT NULL,
  recipients TEXT NOT NULL,
  user_id INTEGER
);
CREATE TABLE IF NOT EXISTS fax_attempts (
  fax_attempt_id INTEGER PRIMARY KEY AUTOINCREMENT,
  attempted_timestamp TEXT NOT NULL,
  customer_id INTEGER,
  purpose TEXT NOT NULL,
  fax_number TEXT NOT NULL,
  delivered INTEGER NOT NULL,
  user_id INTEGER
);`;

interface SeedFile {
  recess_dates: { customer_id: number; recess_date: string }[];
  report_addresses: { customer_id: number; sort_number: number; name: string; report_mail_address: string }[];
}

const seedStamp = '2026-04-01 10:00:00';

// The demo data of fixtures/seed/mail.json, for the customers that exist.
function applySeed(db: Db): void {
  const seed = JSON.parse(readFileSync(join(seedDirectory, 'mail.json'), 'utf8')) as SeedFile;
  const exists = prepared(db, 'SELECT 1 FROM customers WHERE customer_id = ?');
  for (const row of seed.recess_dates.filter((r) => exists.get(r.customer_id) !== undefined))
    prepared(db, 'UPDATE customers SET recess_date = ? WHERE customer_id = ?').run(
      row.recess_date,
      row.customer_id,
    );
  for (const row of seed.report_addresses.filter((r) => exists.get(r.customer_id) !== undefined))
    prepared(
      db,
      `INSERT INTO customer_report_members (customer_id, sort_number, name, report_mail_address,
         registered_timestamp, updated_timestamp, updated_user_id) VALUES (?, ?, ?, ?, ?, ?, 1)`,
    ).run(row.customer_id, row.sort_number, row.name, row.report_mail_address, seedStamp, seedStamp);
}

const ready = new WeakSet<Db>();

/** Creates the outbox and fax tables on first use; a database that had none gets the demo data once. */
export function ensureMailTables(db: Db): void {
  if (ready.has(db)) return;
  ensureEmailTables(db);
  const fresh =
    prepared(db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'mail_outbox'").get() ===
    undefined;
  db.transaction(() => {
    db.exec(tablesSql);
    if (fresh) applySeed(db);
  })();
  ready.add(db);
}

/** The customer's E-Mail report destinations (the mail rows of E-Mail・メッセンジャー報告設定), in their order. */
export function reportAddresses(db: Db, customerId: number): string[] {
  ensureMailTables(db);
  const rows = prepared(
    db,
    `SELECT report_mail_address FROM customer_report_members
       WHERE customer_id = ? AND TRIM(report_mail_address) <> ''
       ORDER BY sort_number, customer_report_member_id`,
    'pluck',
  ).all(customerId) as string[];
  return [...new Set(rows.map((address) => address.trim()))];
}

/** The sender the customer's E-Mail settings name (送信元アドレス), if any. */
export function customerSender(db: Db, customerId: number): string | null {
  ensureMailTables(db);
  const row = prepared(
    db,
    `SELECT m.source_address FROM customer_email_settings s
       JOIN source_address_masters m ON m.source_address_master_id = s.source_address_master_id
       WHERE s.customer_id = ?`,
    'pluck',
  ).get(customerId) as string | undefined;
  return row ?? null;
}

/** Keeps a sent message with its recipients' results. */
export function recordMessage(
  db: Db,
  entry: Omit<
    OutboxEntry,
    'mail_outbox_id' | 'sent_timestamp' | 'user_name' | 'tas_id' | 'corporate_name' | 'is_entry'
  >,
): void {
  ensureMailTables(db);
  prepared(
    db,
    `INSERT INTO mail_outbox (sent_timestamp, customer_id, kind, transport, sender, subject, body, status,
       recipients, user_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    tokyoTimestamp().slice(0, 19),
    entry.customer_id,
    entry.kind,
    entry.transport,
    entry.sender,
    entry.subject,
    entry.body,
    entry.status,
    JSON.stringify(entry.recipients),
    entry.user_id,
  );
}

/** One page of the outbox, newest first, with the total. */
export function listOutbox(db: Db, page: number, limit: number): { total: number; data: OutboxEntry[] } {
  ensureMailTables(db);
  const total = prepared(db, 'SELECT COUNT(*) FROM mail_outbox', 'pluck').get() as number;
  const rows = prepared(
    db,
    `SELECT o.*, u.user_name, c.tas_id, c.corporate_name, c.is_entry FROM mail_outbox o
       LEFT JOIN users u ON u.user_id = o.user_id LEFT JOIN customers c ON c.customer_id = o.customer_id
       ORDER BY o.mail_outbox_id DESC LIMIT ? OFFSET ?`,
  ).all(limit, (page - 1) * limit) as (Omit<OutboxEntry, 'recipients'> & { recipients: string })[];
  return {
    total,
    data: rows.map((row) => ({ ...row, recipients: JSON.parse(row.recipients) as RecipientResult[] })),
  };
}

/** Records one fax attempt of the default gateway. */
export function recordFaxAttempt(
  db: Db,
  attempt: { customerId: number; purpose: string; number: string; delivered: boolean; userId: number },
): string {
  ensureMailTables(db);
  const time = tokyoTimestamp().slice(0, 19);
  prepared(
    db,
    `INSERT INTO fax_attempts (attempted_timestamp, customer_id, purpose, fax_number, delivered, user_id)
       VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(time, attempt.customerId, attempt.purpose, attempt.number, Number(attempt.delivered), attempt.userId);
  return time;
}
