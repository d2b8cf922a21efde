import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { join } from 'node:path';
import type { Db } from '../store/database';
import { seedDirectory } from '../store/seed';
import { ensureEmailTables } from '../store/sections/email-setting';
import { seedOnce } from '../store/seed-once';
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

interface SeedFile {
  recess_dates: { customer_id: number; recess_date: string }[];
  report_addresses: { customer_id: number; sort_number: number; name: string; report_mail_address: string }[];
}

const seedStamp = '2026-04-01 10:00:00';

// The demo data of fixtures/seed/mail.json, for the customers that exist.
async function applySeed(db: Db): Promise<void> {
  const seed = JSON.parse(readFileSync(join(seedDirectory, 'mail.json'), 'utf8')) as SeedFile;
  const named = [...seed.recess_dates, ...seed.report_addresses].map((row) => row.customer_id);
  if (named.length === 0) return;
  const rows = await db
    .selectFrom('customers')
    .select('customer_id')
    .where('customer_id', 'in', named)
    .execute();
  const exists = new Set(rows.map((row) => row.customer_id));
  for (const row of seed.recess_dates.filter((r) => exists.has(r.customer_id)))
    await db
      .updateTable('customers')
      .set({ recess_date: row.recess_date })
      .where('customer_id', '=', row.customer_id)
      .execute();
  const members = seed.report_addresses.filter((r) => exists.has(r.customer_id));
  if (members.length === 0) return;
  await db
    .insertInto('customer_report_members')
    .values(
      members.map((row) => ({
        customer_id: row.customer_id,
        sort_number: row.sort_number,
        name: row.name,
        report_mail_address: row.report_mail_address,
        registered_timestamp: seedStamp,
        updated_timestamp: seedStamp,
        updated_user_id: 1,
      })),
    )
    .execute();
}

/**
 * Adds the mail demo data (recess dates, report addresses) once per database, after the E-Mail settings'
 * own (the tables are the migrations'). Called as the mail routes register.
 */
export async function ensureMailTables(db: Db): Promise<void> {
  await ensureEmailTables(db);
  await seedOnce(db, 'mail', applySeed);
}

/** The customer's E-Mail report destinations (the mail rows of E-Mail・メッセンジャー報告設定), in their order. */
export async function reportAddresses(db: Db, customerId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('customer_report_members')
    .select('report_mail_address')
    .where('customer_id', '=', customerId)
    .where(sql<string>`TRIM(report_mail_address)`, '<>', '')
    .orderBy('sort_number')
    .orderBy('customer_report_member_id')
    .execute();
  return [...new Set(rows.map((row) => row.report_mail_address.trim()))];
}

/** The sender the customer's E-Mail settings name (送信元アドレス), if any. */
export async function customerSender(db: Db, customerId: number): Promise<string | null> {
  const row = await db
    .selectFrom('customer_email_settings as s')
    .innerJoin('source_address_masters as m', 'm.source_address_master_id', 's.source_address_master_id')
    .select('m.source_address')
    .where('s.customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.source_address ?? null;
}

/** Keeps a sent message with its recipients' results. */
export async function recordMessage(
  db: Db,
  entry: Omit<
    OutboxEntry,
    'mail_outbox_id' | 'sent_timestamp' | 'user_name' | 'tas_id' | 'corporate_name' | 'is_entry'
  >,
): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      sent_timestamp: tokyoTimestamp().slice(0, 19),
      customer_id: entry.customer_id,
      kind: entry.kind,
      transport: entry.transport,
      sender: entry.sender,
      subject: entry.subject,
      body: entry.body,
      status: entry.status,
      recipients: JSON.stringify(entry.recipients),
      user_id: entry.user_id,
    })
    .execute();
}

/** One page of the outbox, newest first, with the total. */
export async function listOutbox(
  db: Db,
  page: number,
  limit: number,
): Promise<{ total: number; data: OutboxEntry[] }> {
  const counted = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('mail_outbox as o')
    .leftJoin('users as u', 'u.user_id', 'o.user_id')
    .leftJoin('customers as c', 'c.customer_id', 'o.customer_id')
    .selectAll('o')
    .select(['u.user_name', 'c.tas_id', 'c.corporate_name', 'c.is_entry'])
    .orderBy('o.mail_outbox_id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return {
    total: Number(counted.n),
    data: rows.map((row) => ({
      ...row,
      status: row.status as SendStatus,
      recipients: JSON.parse(row.recipients) as RecipientResult[],
    })),
  };
}

/** Records one fax attempt of the default gateway; answers its time. */
export async function recordFaxAttempt(
  db: Db,
  attempt: { customerId: number; purpose: string; number: string; delivered: boolean; userId: number },
): Promise<string> {
  const time = tokyoTimestamp().slice(0, 19);
  await db
    .insertInto('fax_attempts')
    .values({
      attempted_timestamp: time,
      customer_id: attempt.customerId,
      purpose: attempt.purpose,
      fax_number: attempt.number,
      delivered: Number(attempt.delivered),
      user_id: attempt.userId,
    })
    .execute();
  return time;
}
