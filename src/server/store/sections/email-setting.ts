import type { RowsPart } from '../../../engine/storage';
import type { FormData as SectionData, JsonValue, Schema } from '../../../engine/types';
import { asInteger, asRecord, asText } from '../../values';
import type { Db } from '../database';
import { ForeignDataError } from '../foreign-data';
import { isStorableId, schemaAt } from './declared-columns';
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
export async function sendMethodOf(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('customer_email_settings')
    .select('send_method_id')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.send_method_id ?? mailSendMethod;
}

async function loadGroups(
  db: Db,
  tables: EmailTables,
  customerId: number,
  mail: JsonValue[],
  messenger: JsonValue[],
) {
  const groups = (await tables.groups.load(db, customerId)).map(asRecord);
  const indexOf = new Map<string, number>();
  for (const row of mail.map(asRecord))
    indexOf.set(`mail:${String(row.customer_report_member_id)}`, Number(row.index));
  for (const row of messenger.map(asRecord))
    indexOf.set(`messenger:${String(row.customer_report_message_service_id)}`, Number(row.index));
  const groupIds = groups.map((group) => Number(group.customer_report_group_id));
  const members =
    groupIds.length === 0
      ? []
      : await db
          .selectFrom('customer_report_group_members')
          .select(['customer_report_group_id', 'member_kind', 'member_id'])
          .where('customer_report_group_id', 'in', groupIds)
          .orderBy('customer_report_group_id')
          .orderBy('member_kind')
          .orderBy('member_id')
          .execute();
  const pairs: JsonValue[] = [];
  for (const group of groups) {
    const indexes = members
      .filter((row) => row.customer_report_group_id === Number(group.customer_report_group_id))
      .map((row) => indexOf.get(`${row.member_kind}:${row.member_id}`))
      .filter((index): index is number => index !== undefined);
    group.customer_report_member_count = indexes.length;
    for (const memberIndex of indexes)
      pairs.push({ group_index: Number(group.index), member_index: memberIndex });
  }
  return { groups: groups as JsonValue[], pairs };
}

/** The section's `email_setting` answer, in the API's shape (001 §7), and the customer's send method. */
async function loadEmailSetting(
  db: Db,
  tables: EmailTables,
  customerId: number,
  isEntry: boolean,
): Promise<SectionData> {
  const mail = await tables.mail.load(db, customerId);
  // Entries have no messenger block (001 §6); messenger rows are numbered after the mail rows.
  const messenger = isEntry
    ? []
    : (await tables.messenger.load(db, customerId)).map(
        (row) => ({ ...asRecord(row), index: mail.length + Number(asRecord(row).index) }) as JsonValue,
      );
  const { groups, pairs } = await loadGroups(db, tables, customerId, mail, messenger);
  const settings = await db
    .selectFrom('customer_email_settings')
    .selectAll()
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  const senders = await db
    .selectFrom('source_address_masters')
    .select(['source_address_master_id', 'source_address'])
    .orderBy('source_address_master_id')
    .execute();
  return {
    mail_table_items: mail,
    mail_group_table_items: groups,
    customer_report_group_members: pairs,
    message_service_master: [],
    messenger_table_items: messenger,
    sender_options: senders,
    sender_selected: settings?.source_address_master_id ?? null,
    report_mail_address_cc: settings?.report_mail_address_cc ?? '',
    report_mail_address_bcc: settings?.report_mail_address_bcc ?? '',
    attachment_file_password: settings?.attachment_file_password ?? '',
  };
}

async function saveGroups(
  db: Db,
  tables: EmailTables,
  change: SectionChange,
  members: Record<'mail' | 'messenger', Map<string, number>>,
) {
  const rows = Array.isArray(change.data.mail_group_table_items)
    ? change.data.mail_group_table_items.map(asRecord)
    : [];
  const groupIds = await tables.groups.save(db, change, rows as JsonValue[]);
  // Only confirmed messenger IDs may join a group (001 §4).
  const confirmed = async (memberId: number) =>
    (await db
      .selectFrom('customer_report_message_services')
      .select('customer_report_message_service_id')
      .where('customer_report_message_service_id', '=', memberId)
      .where('message_service_id_comfirmed_flag', '=', 1)
      .executeTakeFirst()) !== undefined;
  for (const row of rows) {
    const groupId = groupIds.get(String(row.index));
    if (groupId === undefined) continue;
    await db
      .updateTable('customer_report_groups')
      .set({ virtual_email_address: `group${groupId}.c${change.customerId}@report.tas-desk.example` })
      .where('customer_report_group_id', '=', groupId)
      .where((eb) => eb.or([eb('virtual_email_address', 'is', null), eb('virtual_email_address', '=', '')]))
      .execute();
    await db
      .deleteFrom('customer_report_group_members')
      .where('customer_report_group_id', '=', groupId)
      .execute();
    for (const key of Array.isArray(row.member_keys) ? row.member_keys.map(String) : []) {
      const [kind, index] = key.split(':') as ['mail' | 'messenger', string];
      const memberId = members[kind]?.get(index);
      if (memberId === undefined) continue;
      if (kind === 'messenger' && !(await confirmed(memberId))) continue;
      await db
        .insertInto('customer_report_group_members')
        .values({ customer_report_group_id: groupId, member_kind: kind, member_id: memberId })
        .onConflict((oc) => oc.columns(['customer_report_group_id', 'member_kind', 'member_id']).doNothing())
        .execute();
    }
  }
}

// A fax customer's rows with the flag they may not have switched off (001 §4).
function rowsFor(data: SectionData, pointer: keyof typeof faxOff, field: string, fax: boolean): JsonValue[] {
  const rows = Array.isArray(data[field]) ? data[field] : [];
  return fax ? rows.map((row) => ({ ...asRecord(row), [faxOff[pointer]]: false }) as JsonValue) : rows;
}

/** Writes a validated save: rows, groups, memberships and the sender settings (on the caller's transaction). */
async function saveEmailSetting(db: Db, tables: EmailTables, change: SectionChange): Promise<void> {
  const { data, customerId, isEntry } = change;
  const fax = (await sendMethodOf(db, customerId)) !== mailSendMethod;
  const mail = await tables.mail.save(db, change, rowsFor(data, 'mail', 'mail_table_items', fax));
  const messenger = isEntry
    ? new Map<string, number>()
    : await tables.messenger.save(db, change, rowsFor(data, 'messenger', 'messenger_table_items', fax));
  // A deleted member leaves every group (001 §4).
  await db
    .deleteFrom('customer_report_group_members')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('member_kind', '=', 'mail'),
          eb(
            'member_id',
            'not in',
            eb.selectFrom('customer_report_members').select('customer_report_member_id'),
          ),
        ]),
        eb.and([
          eb('member_kind', '=', 'messenger'),
          eb(
            'member_id',
            'not in',
            eb.selectFrom('customer_report_message_services').select('customer_report_message_service_id'),
          ),
        ]),
      ]),
    )
    .execute();
  await saveGroups(db, tables, change, { mail, messenger });
  const sender = data.sender_selected ?? null;
  // A sender that is no source address (an unknown id, a number past any id) ends the save, as an unknown row does.
  const senderId = asInteger(sender);
  const known =
    senderId !== null &&
    isStorableId(senderId) &&
    (await db
      .selectFrom('source_address_masters')
      .select('source_address_master_id')
      .where('source_address_master_id', '=', senderId)
      .executeTakeFirst()) !== undefined;
  if (sender !== null && !known) throw new ForeignDataError(`source_address_masters ${String(sender)}`);
  const settings = {
    source_address_master_id: senderId,
    report_mail_address_cc: asText(data.report_mail_address_cc),
    report_mail_address_bcc: asText(data.report_mail_address_bcc),
    attachment_file_password: asText(data.attachment_file_password),
    updated_timestamp: change.stamp,
    updated_user_id: change.userId,
  };
  await db
    .insertInto('customer_email_settings')
    .values({ customer_id: customerId, ...settings })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet(settings))
    .execute();
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
    // Its tables are its own: no save of it touches the customer's names.
    keepsNames: true,
    load: (db, customerId, { isEntry }) => loadEmailSetting(db, tables, customerId, isEntry),
    save: (db, change) => saveEmailSetting(db, tables, change),
    answer: async (db, customerId, { isEntry }) => ({
      send_method_id: await sendMethodOf(db, customerId),
      email_setting: {
        ...(await loadEmailSetting(db, tables, customerId, isEntry)),
        message_service_master: master,
      },
    }),
  };
}
