import type { RowsPart } from '../../../engine/storage';
import type { FormData as SectionData, JsonValue, Schema } from '../../../engine/types';
import { asInteger, asRecord, asText } from '../../values';
import type { Db } from '../database';
import { ForeignDataError } from '../foreign-data';
import { prepared } from '../statements';
import { schemaAt } from './declared-columns';
import { ensureEmailTables } from './email-setting-tables';
import { RowStorage } from './row-storage';
import type { SectionChange, SectionStore } from './section-store';

export { ensureEmailTables } from './email-setting-tables';

/** Send method 1 is e-mail; any other value makes a fax customer (001 §3). */
const mailSendMethod = 1;

// Fax customers get neither invoices by mail nor business reports by messenger (001 §4).
const faxOff: Record<string, string> = {
  mail: 'send_invoice_target_flag',
  messenger: 'business_report_send_flag',
};

type Stored = Record<string, string | number | null>;

/** The section's three row tables, stored through the one row storage of every section. */
interface EmailTables {
  mail: RowStorage;
  messenger: RowStorage;
  groups: RowStorage;
}

const parts: Record<keyof EmailTables, RowsPart> = {
  mail: {
    kind: 'rows',
    table: 'customer_report_members',
    at: '/mail_table_items',
    id: 'customer_report_member_id',
    sort: 'sort_number',
  },
  messenger: {
    kind: 'rows',
    table: 'customer_report_message_services',
    at: '/messenger_table_items',
    id: 'customer_report_message_service_id',
    sort: 'sort_number',
    // The service can be changed only while the row is new (001 §4).
    insertOnly: ['message_service_master_id'],
  },
  groups: {
    kind: 'rows',
    table: 'customer_report_groups',
    at: '/mail_group_table_items',
    id: 'customer_report_group_id',
    sort: 'sort_number',
    exclude: ['customer_report_member_count', 'member_keys'],
  },
};

function emailTables(schema: Schema): EmailTables {
  const storage = (part: RowsPart) =>
    new RowStorage(part, schemaAt(schema, part.at)?.items as Schema, schema);
  return { mail: storage(parts.mail), messenger: storage(parts.messenger), groups: storage(parts.groups) };
}

/** The customer's send method (1 mail, else fax); 1 when the customer has no settings yet. */
export function sendMethodOf(db: Db, customerId: number): number {
  ensureEmailTables(db);
  const row = prepared(db, 'SELECT send_method_id FROM customer_email_settings WHERE customer_id = ?').get(
    customerId,
  ) as { send_method_id: number } | undefined;
  return row?.send_method_id ?? mailSendMethod;
}

function loadGroups(
  db: Db,
  tables: EmailTables,
  customerId: number,
  mail: JsonValue[],
  messenger: JsonValue[],
) {
  const groups = tables.groups.load(db, customerId).map(asRecord);
  const indexOf = new Map<string, number>();
  for (const row of mail.map(asRecord))
    indexOf.set(`mail:${String(row.customer_report_member_id)}`, Number(row.index));
  for (const row of messenger.map(asRecord))
    indexOf.set(`messenger:${String(row.customer_report_message_service_id)}`, Number(row.index));
  const pairs: JsonValue[] = [];
  const members = prepared(
    db,
    `SELECT member_kind, member_id FROM customer_report_group_members WHERE customer_report_group_id = ?
       ORDER BY member_kind, member_id`,
  );
  for (const group of groups) {
    const rows = members.all(group.customer_report_group_id) as { member_kind: string; member_id: number }[];
    const indexes = rows
      .map((row) => indexOf.get(`${row.member_kind}:${row.member_id}`))
      .filter((index): index is number => index !== undefined);
    group.customer_report_member_count = indexes.length;
    for (const memberIndex of indexes)
      pairs.push({ group_index: Number(group.index), member_index: memberIndex });
  }
  return { groups: groups as JsonValue[], pairs };
}

/** The section's `email_setting` answer, in the API's shape (001 §7), and the customer's send method. */
function loadEmailSetting(db: Db, tables: EmailTables, customerId: number, isEntry: boolean): SectionData {
  ensureEmailTables(db);
  const mail = tables.mail.load(db, customerId);
  // Entries have no messenger block (001 §6); messenger rows are numbered after the mail rows.
  const messenger = isEntry
    ? []
    : tables.messenger
        .load(db, customerId)
        .map((row) => ({ ...asRecord(row), index: mail.length + Number(asRecord(row).index) }) as JsonValue);
  const { groups, pairs } = loadGroups(db, tables, customerId, mail, messenger);
  const settings = (prepared(db, 'SELECT * FROM customer_email_settings WHERE customer_id = ?').get(
    customerId,
  ) ?? {}) as Stored;
  const senders = prepared(
    db,
    'SELECT source_address_master_id, source_address FROM source_address_masters ORDER BY 1',
  ).all() as JsonValue[];
  return {
    mail_table_items: mail,
    mail_group_table_items: groups,
    customer_report_group_members: pairs,
    message_service_master: [],
    messenger_table_items: messenger,
    sender_options: senders,
    sender_selected: settings.source_address_master_id ?? null,
    report_mail_address_cc: settings.report_mail_address_cc ?? '',
    report_mail_address_bcc: settings.report_mail_address_bcc ?? '',
    attachment_file_password: settings.attachment_file_password ?? '',
  };
}

function saveGroups(
  db: Db,
  tables: EmailTables,
  change: SectionChange,
  members: Record<'mail' | 'messenger', Map<string, number>>,
) {
  const rows = Array.isArray(change.data.mail_group_table_items)
    ? change.data.mail_group_table_items.map(asRecord)
    : [];
  const groupIds = tables.groups.save(db, change, rows as JsonValue[]);
  const confirmed = prepared(
    db,
    `SELECT 1 FROM customer_report_message_services
       WHERE customer_report_message_service_id = ? AND message_service_id_comfirmed_flag = 1`,
  );
  const clear = prepared(db, 'DELETE FROM customer_report_group_members WHERE customer_report_group_id = ?');
  const join = prepared(db, 'INSERT OR IGNORE INTO customer_report_group_members VALUES (?, ?, ?)');
  const address = prepared(
    db,
    `UPDATE customer_report_groups SET virtual_email_address = ?
       WHERE customer_report_group_id = ? AND (virtual_email_address IS NULL OR virtual_email_address = '')`,
  );
  for (const row of rows) {
    const groupId = groupIds.get(String(row.index));
    if (groupId === undefined) continue;
    address.run(`group${groupId}.c${change.customerId}@report.tas-desk.example`, groupId);
    clear.run(groupId);
    for (const key of Array.isArray(row.member_keys) ? row.member_keys.map(String) : []) {
      const [kind, index] = key.split(':') as ['mail' | 'messenger', string];
      const memberId = members[kind]?.get(index);
      if (memberId === undefined) continue;
      // Only confirmed messenger IDs may join a group (001 §4).
      if (kind === 'messenger' && !confirmed.get(memberId)) continue;
      join.run(groupId, kind, memberId);
    }
  }
}

// A fax customer's rows with the flag they may not have switched off (001 §4).
function rowsFor(data: SectionData, pointer: keyof typeof faxOff, field: string, fax: boolean): JsonValue[] {
  const rows = Array.isArray(data[field]) ? data[field] : [];
  return fax ? rows.map((row) => ({ ...asRecord(row), [faxOff[pointer]]: false }) as JsonValue) : rows;
}

/** Writes a validated save: rows, groups, memberships and the sender settings (inside the caller's transaction). */
function saveEmailSetting(db: Db, tables: EmailTables, change: SectionChange): void {
  ensureEmailTables(db);
  const { data, customerId, isEntry } = change;
  const fax = sendMethodOf(db, customerId) !== mailSendMethod;
  const mail = tables.mail.save(db, change, rowsFor(data, 'mail', 'mail_table_items', fax));
  const messenger = isEntry
    ? new Map<string, number>()
    : tables.messenger.save(db, change, rowsFor(data, 'messenger', 'messenger_table_items', fax));
  // A deleted member leaves every group (001 §4).
  prepared(
    db,
    `DELETE FROM customer_report_group_members WHERE
       (member_kind = 'mail' AND member_id NOT IN (SELECT customer_report_member_id FROM customer_report_members))
       OR (member_kind = 'messenger' AND member_id NOT IN
         (SELECT customer_report_message_service_id FROM customer_report_message_services))`,
  ).run();
  saveGroups(db, tables, change, { mail, messenger });
  const sender = data.sender_selected ?? null;
  // A sender that is no source address (an unknown id, a number past any id) ends the save, as an unknown row does.
  const known = prepared(
    db,
    'SELECT 1 FROM source_address_masters WHERE source_address_master_id = ?',
    'pluck',
  );
  if (sender !== null && (asInteger(sender) === null || !known.get(asInteger(sender))))
    throw new ForeignDataError(`source_address_masters ${String(sender)}`);
  prepared(
    db,
    `INSERT INTO customer_email_settings (customer_id, source_address_master_id, report_mail_address_cc,
       report_mail_address_bcc, attachment_file_password, updated_timestamp, updated_user_id)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (customer_id) DO UPDATE SET source_address_master_id = excluded.source_address_master_id,
       report_mail_address_cc = excluded.report_mail_address_cc,
       report_mail_address_bcc = excluded.report_mail_address_bcc,
       attachment_file_password = excluded.attachment_file_password,
       updated_timestamp = excluded.updated_timestamp, updated_user_id = excluded.updated_user_id`,
  ).run(
    customerId,
    asInteger(data.sender_selected),
    asText(data.report_mail_address_cc),
    asText(data.report_mail_address_bcc),
    asText(data.attachment_file_password),
    change.stamp,
    change.userId,
  );
}

// The messenger services are the schema's select (001 §3: 1 LINE … 6 Teams): one list for screen and API.
function serviceMaster(schema: Schema): JsonValue[] {
  const messenger = schema.properties?.messenger_table_items as Schema | undefined;
  const service = (messenger?.items as Schema | undefined)?.properties?.message_service_master_id as
    Schema | undefined;
  return ((service?.oneOf ?? []) as Schema[]).map((option) => ({
    message_service_master_id: option.const as number,
    name: String(option.title),
  }));
}

/** E-Mail・メッセンジャー報告設定: its own tables (rows, groups and their members), answered in the API's shape. */
export function emailSettingStore(schema: Schema): SectionStore {
  const master = serviceMaster(schema);
  const tables = emailTables(schema);
  return {
    load: (db, customerId, { isEntry }) => loadEmailSetting(db, tables, customerId, isEntry),
    save: (db, change) => saveEmailSetting(db, tables, change),
    answer: (db, customerId, { isEntry }) => ({
      send_method_id: sendMethodOf(db, customerId),
      email_setting: { ...loadEmailSetting(db, tables, customerId, isEntry), message_service_master: master },
    }),
  };
}
