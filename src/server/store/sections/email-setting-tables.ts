import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inTransaction, type Db } from '../database';
import { seedDirectory } from '../seed';
import { runtimeTables } from '../tables';

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

// The tables themselves are the migration's (migrations/0001-baseline/sections.ts).

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

async function insertSeedRow(db: Db, t: RowTable, row: SeedRow): Promise<number> {
  const columns = ['customer_id', 'sort_number', ...t.texts, ...t.flags, ...t.fixed, ...t.readonly];
  const values: Record<string, string | number | null> = {};
  for (const column of columns) {
    const value = row[column];
    values[column] =
      typeof value === 'boolean'
        ? Number(value)
        : (value ?? (t.texts.includes(column) ? '' : t.flags.includes(column) ? 0 : null));
  }
  const inserted = await runtimeTables(db)
    .insertInto(t.table)
    .values({ ...values, registered_timestamp: seedStamp, updated_timestamp: seedStamp, updated_user_id: 1 })
    .returning(t.idColumn)
    .executeTakeFirstOrThrow();
  return Number(inserted[t.idColumn]);
}

// The demo settings of the customers that exist; false when there were none to write, or when another
// server wrote them first (the settings' keys are the customers': the first writer's rows win).
async function insertSettings(db: Db, seed: SeedFile, there: (row: SeedRow) => boolean): Promise<boolean> {
  let inserted = 0;
  for (const s of seed.settings.filter(there)) {
    const result = await db
      .insertInto('customer_email_settings')
      .values({
        customer_id: Number(s.customer_id),
        send_method_id: Number(s.send_method_id),
        source_address_master_id:
          typeof s.source_address_master_id === 'number' ? s.source_address_master_id : null,
        report_mail_address_cc: String(s.report_mail_address_cc ?? ''),
        report_mail_address_bcc: String(s.report_mail_address_bcc ?? ''),
        attachment_file_password: String(s.attachment_file_password ?? ''),
      })
      .onConflict((oc) => oc.column('customer_id').doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return inserted > 0;
}

async function fillFromSeed(db: Db): Promise<void> {
  const seed = JSON.parse(readFileSync(join(seedDirectory, 'email-setting.json'), 'utf8')) as SeedFile;
  // Only the seed's customers are looked up: a database of a million customers would otherwise be read
  // whole at every start until some customer has settings (130 MB of ids on PostgreSQL, bench B9).
  const named = [
    ...new Set(
      [seed.settings, seed.mail_members, seed.messenger_members, seed.groups].flatMap((rows) =>
        rows.map((row) => Number(row.customer_id)),
      ),
    ),
  ];
  const customers =
    named.length === 0
      ? []
      : await db.selectFrom('customers').select('customer_id').where('customer_id', 'in', named).execute();
  const existing = new Set(customers.map((customer) => customer.customer_id));
  const there = (row: SeedRow) => existing.has(Number(row.customer_id));
  for (const option of seed.sender_options)
    await db
      .insertInto('source_address_masters')
      .values(option)
      .onConflict((oc) =>
        oc.column('source_address_master_id').doUpdateSet({ source_address: option.source_address }),
      )
      .execute();
  if (!(await insertSettings(db, seed, there))) return;
  const ids = new Map<string, number>();
  for (const [t, rows] of [
    [mailTable, seed.mail_members],
    [messengerTable, seed.messenger_members],
  ] as const)
    for (const row of rows.filter(there))
      ids.set(`${row.customer_id}:${t.kind}:${row.sort_number}`, await insertSeedRow(db, t, row));
  for (const group of seed.groups.filter(there)) {
    const groupId = await insertSeedRow(db, groupTable, group);
    for (const member of group.members) {
      const memberId = ids.get(`${group.customer_id}:${member.kind}:${member.sort_number}`);
      if (memberId !== undefined)
        await db
          .insertInto('customer_report_group_members')
          .values({ customer_report_group_id: groupId, member_kind: member.kind, member_id: memberId })
          .execute();
    }
  }
}

/**
 * While no customer has settings yet, fills the section's tables (migrations/0001-baseline/sections.ts) with
 * the demo data of customers that exist (a fresh database, or one made before this section existed).
 * `prepareSectionStorage` calls it at start; calling it again does nothing once settings exist.
 */
export async function ensureEmailTables(db: Db): Promise<void> {
  const any = await db
    .selectFrom('customer_email_settings')
    .select('customer_id')
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  await inTransaction(db, fillFromSeed);
}
