import type { FormData as SectionData, JsonValue, Schema } from '../../../engine/types';
import { asFlag, asInteger, asRecord, asText } from '../../values';
import type { Db } from '../database';
import { prepared } from '../statements';
import {
  ensureEmailTables,
  groupTable,
  mailTable,
  messengerTable,
  type RowTable,
} from './email-setting-tables';
import type { SectionChange, SectionStore } from './section-store';

export { ensureEmailTables } from './email-setting-tables';

/** Send method 1 is e-mail; any other value makes a fax customer (001 §3). */
const mailSendMethod = 1;

// Fax customers get neither invoices by mail nor business reports by messenger (001 §4).
const faxOff: Record<string, string> = {
  customer_report_members: 'send_invoice_target_flag',
  customer_report_message_services: 'business_report_send_flag',
};

type Stored = Record<string, string | number | null>;

/** The customer's send method (1 mail, else fax); 1 when the customer has no settings yet. */
export function sendMethodOf(db: Db, customerId: number): number {
  ensureEmailTables(db);
  const row = prepared(db, 'SELECT send_method_id FROM customer_email_settings WHERE customer_id = ?').get(
    customerId,
  ) as { send_method_id: number } | undefined;
  return row?.send_method_id ?? mailSendMethod;
}

function loadRows(db: Db, t: RowTable, customerId: number, firstIndex: number): JsonValue[] {
  const rows = prepared(
    db,
    `SELECT t.*, u.user_name FROM ${t.table} t LEFT JOIN users u ON u.user_id = t.updated_user_id
       WHERE t.customer_id = ? ORDER BY t.sort_number, t.${t.idColumn}`,
  ).all(customerId) as Stored[];
  return rows.map((row, position) => {
    const out: Record<string, JsonValue> = {
      [t.idColumn]: row[t.idColumn],
      index: firstIndex + position,
      sort_number: row.sort_number,
    };
    for (const column of t.texts) out[column] = row[column] ?? '';
    for (const column of t.flags) out[column] = row[column] === 1;
    for (const column of t.fixed) out[column] = row[column];
    for (const column of t.readonly)
      out[column] = column.endsWith('_flag') ? row[column] === 1 : (row[column] ?? '');
    out.registered_timestamp = row.registered_timestamp;
    out.updated_timestamp = row.updated_timestamp;
    out.user_name = row.user_name ?? '';
    out.is_new = false;
    out.is_delete = false;
    return out;
  });
}

function loadGroups(db: Db, customerId: number, mail: JsonValue[], messenger: JsonValue[]) {
  const groups = loadRows(db, groupTable, customerId, 0).map(asRecord);
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
export function loadEmailSetting(db: Db, customerId: number, isEntry: boolean): SectionData {
  ensureEmailTables(db);
  const mail = loadRows(db, mailTable, customerId, 0);
  // Entries have no messenger block (001 §6).
  const messenger = isEntry ? [] : loadRows(db, messengerTable, customerId, mail.length);
  const { groups, pairs } = loadGroups(db, customerId, mail, messenger);
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

/** Writes one table's rows (is_new / is_delete); answers the id of every live row by its form key. */
function saveRows(db: Db, t: RowTable, change: SectionChange, rows: Record<string, unknown>[], fax: boolean) {
  const { customerId, userId, stamp } = change;
  const ids = new Map<string, number>();
  const forcedOff = fax ? faxOff[t.table] : undefined;
  const flagsOf = (row: Record<string, unknown>) =>
    t.flags.map((column) => (column === forcedOff ? 0 : Number(asFlag(row[column]))));
  const texts = (row: Record<string, unknown>) => t.texts.map((column) => asText(row[column]));
  const insert = prepared(
    db,
    `INSERT INTO ${t.table} (customer_id, sort_number, ${[...t.texts, ...t.flags, ...t.fixed].join(', ')},
       registered_timestamp, updated_timestamp, updated_user_id)
     VALUES (${Array<string>(t.texts.length + t.flags.length + t.fixed.length + 5)
       .fill('?')
       .join(', ')})`,
  );
  const update = prepared(
    db,
    `UPDATE ${t.table} SET sort_number = ?, ${[...t.texts, ...t.flags].map((c) => `${c} = ?`).join(', ')},
       updated_timestamp = ?, updated_user_id = ? WHERE ${t.idColumn} = ? AND customer_id = ?`,
  );
  const remove = prepared(db, `DELETE FROM ${t.table} WHERE ${t.idColumn} = ? AND customer_id = ?`);
  const leave = prepared(
    db,
    'DELETE FROM customer_report_group_members WHERE member_kind = ? AND member_id = ?',
  );
  for (const row of rows) {
    const id = asInteger(row[t.idColumn]);
    const isNew = asFlag(row.is_new) || id === null;
    if (asFlag(row.is_delete)) {
      // A deleted member leaves every group (001 §4).
      if (!isNew && id !== null && remove.run(id, customerId).changes > 0 && t.kind) leave.run(t.kind, id);
      continue;
    }
    const sort = asInteger(row.sort_number) ?? 0;
    let saved = id;
    if (isNew) {
      const fixed = t.fixed.map((column) => asInteger(row[column]));
      saved = Number(
        insert.run(customerId, sort, ...texts(row), ...flagsOf(row), ...fixed, stamp, stamp, userId)
          .lastInsertRowid,
      );
    } else if (
      update.run(sort, ...texts(row), ...flagsOf(row), stamp, userId, id, customerId).changes === 0
    ) {
      // Not this customer's row (or gone): nothing of it is written, nor are memberships joined to it.
      continue;
    }
    if (saved !== null) ids.set(String(row.index), saved);
  }
  return ids;
}

function saveGroups(
  db: Db,
  change: SectionChange,
  members: Record<'mail' | 'messenger', Map<string, number>>,
) {
  const rows = Array.isArray(change.data.mail_group_table_items)
    ? change.data.mail_group_table_items.map(asRecord)
    : [];
  const groupIds = saveRows(db, groupTable, change, rows, false);
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

/** Writes a validated save: rows, groups, memberships and the sender settings (inside the caller's transaction). */
export function saveEmailSetting(db: Db, change: SectionChange, isEntry: boolean): void {
  ensureEmailTables(db);
  const { data, customerId } = change;
  const fax = sendMethodOf(db, customerId) !== mailSendMethod;
  const listOf = (value: JsonValue | undefined) => (Array.isArray(value) ? value.map(asRecord) : []);
  const mail = saveRows(db, mailTable, change, listOf(data.mail_table_items), fax);
  const messenger = isEntry
    ? new Map<string, number>()
    : saveRows(db, messengerTable, change, listOf(data.messenger_table_items), fax);
  saveGroups(db, change, { mail, messenger });
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

/**
 * E-Mail・メッセンジャー報告設定 as a section store. Its route (routes/email-setting.ts) calls the
 * functions above with the entry flag; this entry keeps the section in the registry with the others.
 */
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
  return {
    load: (db, customerId, { isEntry }) => loadEmailSetting(db, customerId, isEntry),
    save: (db, change) => saveEmailSetting(db, change, change.isEntry),
    answer: (db, customerId, { isEntry }) => ({
      send_method_id: sendMethodOf(db, customerId),
      email_setting: { ...loadEmailSetting(db, customerId, isEntry), message_service_master: master },
    }),
  };
}
