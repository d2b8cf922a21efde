import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../database';
import { seedDirectory } from '../seed';
import { prepared } from '../statements';

/** How one row table of the section is stored: its table, id and the columns a save writes. */
export interface RowTable {
  table: string;
  idColumn: string;
  texts: string[];
  flags: string[];
  /** Integer columns written only when the row is inserted (the messenger service, 001 §4). */
  fixed: string[];
  /** Read-only columns the answer carries as they are stored. */
  readonly: string[];
  /** The member kind of group memberships (`mail`, `messenger`); none for groups. */
  kind?: 'mail' | 'messenger';
}

/** 送信先メールアドレス (customer report members). */
export const mailTable: RowTable = {
  table: 'customer_report_members',
  idColumn: 'customer_report_member_id',
  texts: ['name', 'report_mail_address', 'remark'],
  flags: [
    'report_telephone_target_flag',
    'forward_telephone_target_flag',
    'send_invoice_target_flag',
    'business_report_send_flag',
  ],
  fixed: [],
  readonly: ['report_mail_address_confirmed_flag', 'report_mail_address_test_timestamp'],
  kind: 'mail',
};

/** 送信先メッセンジャーID (customer report message services). */
export const messengerTable: RowTable = {
  table: 'customer_report_message_services',
  idColumn: 'customer_report_message_service_id',
  texts: ['message_service_primary_id', 'message_service_secondary_id', 'message_service_url', 'remark'],
  flags: ['send_invoice_target_flag', 'business_report_send_flag'],
  fixed: ['message_service_master_id'],
  readonly: ['message_service_id_comfirmed_flag', 'message_service_id_comfirmed_timestamp'],
  kind: 'messenger',
};

/** 送信グループ (customer report groups). */
export const groupTable: RowTable = {
  table: 'customer_report_groups',
  idColumn: 'customer_report_group_id',
  texts: ['name', 'remark'],
  flags: ['default_report_group_flag'],
  fixed: [],
  readonly: ['virtual_email_address'],
};

// Read-only flags and timestamps are columns of their own: the confirmation and test calls write them.
const readonlyColumn = (column: string) =>
  column.endsWith('_flag') ? `${column} INTEGER NOT NULL DEFAULT 0` : `${column} TEXT`;

function createRowTable(t: RowTable): string {
  return `CREATE TABLE IF NOT EXISTS ${t.table} (
  ${t.idColumn} INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  sort_number INTEGER NOT NULL,
  ${[
    ...t.texts.map((c) => `${c} TEXT NOT NULL DEFAULT ''`),
    ...t.flags.map((c) => `${c} INTEGER NOT NULL DEFAULT 0`),
    ...t.fixed.map((c) => `${c} INTEGER`),
    ...t.readonly.map(readonlyColumn),
  ].join(',\n  ')},
  registered_timestamp TEXT NOT NULL,
  updated_timestamp TEXT NOT NULL,
  updated_user_id INTEGER REFERENCES users(user_id)
);
CREATE INDEX IF NOT EXISTS ${t.table}_customer ON ${t.table} (customer_id);`;
}

// This section's own tables, created by its first use rather than in the shared schema.
const createTables = `
${createRowTable(mailTable)}
${createRowTable(messengerTable)}
${createRowTable(groupTable)}
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
CREATE TABLE IF NOT EXISTS customer_report_sent_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  target TEXT NOT NULL,
  sent_timestamp TEXT NOT NULL,
  user_id INTEGER
);`;

type SeedRow = Record<string, string | number | boolean | null>;
type SeedMember = { kind: 'mail' | 'messenger'; sort_number: number };

/** `fixtures/seed/email-setting.json`. */
interface SeedFile {
  sender_options: { source_address_master_id: number; source_address: string }[];
  settings: SeedRow[];
  mail_members: SeedRow[];
  messenger_members: SeedRow[];
  groups: (SeedRow & { members: SeedMember[] })[];
}

const seedStamp = '2026-04-01 10:00:00';

function insertSeedRow(db: Db, t: RowTable, row: SeedRow): number {
  const columns = ['customer_id', 'sort_number', ...t.texts, ...t.flags, ...t.fixed, ...t.readonly];
  const values = columns.map((column) => {
    const value = row[column];
    if (typeof value === 'boolean') return Number(value);
    return value ?? (t.texts.includes(column) ? '' : t.flags.includes(column) ? 0 : null);
  });
  const sql = `INSERT INTO ${t.table} (${columns.join(', ')}, registered_timestamp, updated_timestamp,
    updated_user_id) VALUES (${columns.map(() => '?').join(', ')}, ?, ?, 1)`;
  return Number(prepared(db, sql).run(...values, seedStamp, seedStamp).lastInsertRowid);
}

function fillFromSeed(db: Db): void {
  const seed = JSON.parse(readFileSync(join(seedDirectory, 'email-setting.json'), 'utf8')) as SeedFile;
  const exists = prepared(db, 'SELECT 1 FROM customers WHERE customer_id = ?');
  const there = (row: SeedRow) => exists.get(row.customer_id) !== undefined;
  for (const option of seed.sender_options)
    prepared(db, 'INSERT OR REPLACE INTO source_address_masters VALUES (?, ?)').run(
      option.source_address_master_id,
      option.source_address,
    );
  for (const s of seed.settings.filter(there))
    prepared(
      db,
      `INSERT INTO customer_email_settings (customer_id, send_method_id, source_address_master_id,
         report_mail_address_cc, report_mail_address_bcc, attachment_file_password) VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(
      s.customer_id,
      s.send_method_id,
      s.source_address_master_id,
      s.report_mail_address_cc ?? '',
      s.report_mail_address_bcc ?? '',
      s.attachment_file_password ?? '',
    );
  const ids = new Map<string, number>();
  for (const [t, rows] of [
    [mailTable, seed.mail_members],
    [messengerTable, seed.messenger_members],
  ] as const)
    for (const row of rows.filter(there))
      ids.set(`${row.customer_id}:${t.kind}:${row.sort_number}`, insertSeedRow(db, t, row));
  for (const group of seed.groups.filter(there)) {
    const groupId = insertSeedRow(db, groupTable, group);
    for (const member of group.members) {
      const memberId = ids.get(`${group.customer_id}:${member.kind}:${member.sort_number}`);
      if (memberId !== undefined)
        prepared(db, 'INSERT INTO customer_report_group_members VALUES (?, ?, ?)').run(
          groupId,
          member.kind,
          memberId,
        );
    }
  }
}

const tablesReady = new WeakSet<Db>();

/**
 * Creates the tables on the first use of a database and, while no customer has settings yet, fills them
 * with the demo data of customers that exist (a fresh database, or one made before this section existed).
 */
export function ensureEmailTables(db: Db): void {
  if (tablesReady.has(db)) return;
  db.exec(createTables);
  const { count } = prepared(db, 'SELECT COUNT(*) AS count FROM customer_email_settings').get() as {
    count: number;
  };
  if (count === 0) db.transaction(() => fillFromSeed(db))();
  tablesReady.add(db);
}
