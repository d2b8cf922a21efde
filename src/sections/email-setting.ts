import type { AdaptedAnswer, AdaptedRequest, AnswerOption, SectionAdapter } from '../engine/adapters';
import type { Row } from '../engine/rows';
import type { FormData, JsonValue } from '../engine/types';

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};
const rowsOf = (value: unknown): Row[] =>
  Array.isArray(value) ? value.map((row) => record(row) as Row) : [];
const numberOf = (value: unknown): number | null =>
  value === null || value === undefined || value === '' || Number.isNaN(Number(value)) ? null : Number(value);

/** One membership as the API sends it: a member (mail rows first, then messenger rows) in a group. */
export interface MembershipPair {
  member_index: number;
  group_index: number;
}

/** The key a group row keeps for a member in the form: its table and its row's own `index`. */
export function memberKey(kind: 'mail' | 'messenger', index: JsonValue | undefined): string {
  return `${kind}:${String(index)}`;
}

/**
 * Group rows with `member_keys` from the API's pairs. In the API a member's index is the row's `index`:
 * mail rows 0…m-1, messenger rows m… (001 §4: adding a mail row shifts the messenger indexes).
 */
function groupsWithMembers(groups: Row[], mail: Row[], messenger: Row[], pairs: Row[]): Row[] {
  const keyOf = (memberIndex: number): string | undefined => {
    if (mail.some((row) => numberOf(row.index) === memberIndex)) return memberKey('mail', memberIndex);
    if (messenger.some((row) => numberOf(row.index) === memberIndex))
      return memberKey('messenger', memberIndex);
    return undefined;
  };
  return groups.map((group) => {
    const keys = pairs
      .filter((pair) => numberOf(pair.group_index) === numberOf(group.index))
      .map((pair) => keyOf(Number(pair.member_index)))
      .filter((key): key is string => key !== undefined);
    return { ...group, member_keys: keys };
  });
}

/** Whether a member key names a live row (deleted rows leave every group, 001 §4). */
export function liveMember(key: string, mail: Row[], messenger: Row[]): boolean {
  const [kind, index] = key.split(':');
  const rows = kind === 'mail' ? mail : kind === 'messenger' ? messenger : [];
  return rows.some((row) => String(row.index) === index && !row.is_delete);
}

/** Reads `email_setting` of a getEmailSetting or updateEmailSetting answer into the form's shape. */
export function fromAnswer(body: Record<string, unknown>): AdaptedAnswer {
  const setting = record(body.email_setting);
  const mail = rowsOf(setting.mail_table_items);
  const messenger = rowsOf(setting.messenger_table_items);
  const groups = rowsOf(setting.mail_group_table_items);
  const senders: AnswerOption[] = rowsOf(setting.sender_options).map((option) => ({
    value: Number(option.source_address_master_id),
    text: String(option.source_address ?? ''),
  }));
  const data: FormData = {
    send_method_id: numberOf(body.send_method_id ?? setting.send_method_id),
    mail_table_items: mail,
    messenger_table_items: messenger,
    mail_group_table_items: groupsWithMembers(
      groups,
      mail,
      messenger,
      rowsOf(setting.customer_report_group_members),
    ),
    sender_selected: numberOf(setting.sender_selected),
    report_mail_address_cc: String(setting.report_mail_address_cc ?? ''),
    report_mail_address_bcc: String(setting.report_mail_address_bcc ?? ''),
    attachment_file_password: String(setting.attachment_file_password ?? ''),
  };
  return { data, options: { sender_options: senders } };
}

const withoutKeys = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'member_keys'));

/** The form → updateEmailSetting's fields (001 §7): rows renumbered, memberships as index pairs. */
export function toRequest(data: FormData): AdaptedRequest {
  const mail = rowsOf(data.mail_table_items);
  const messenger = rowsOf(data.messenger_table_items);
  const groups = rowsOf(data.mail_group_table_items);
  const apiIndex = new Map<string, number>();
  mail.forEach((row, position) => apiIndex.set(memberKey('mail', row.index), position));
  messenger.forEach((row, position) =>
    apiIndex.set(memberKey('messenger', row.index), mail.length + position),
  );
  const pairs: JsonValue[] = [];
  groups.forEach((group, groupIndex) => {
    if (group.is_delete) return;
    const keys = Array.isArray(group.member_keys) ? group.member_keys.map(String) : [];
    for (const key of keys) {
      const memberIndex = apiIndex.get(key);
      if (memberIndex !== undefined && liveMember(key, mail, messenger))
        pairs.push({ member_index: memberIndex, group_index: groupIndex });
    }
  });
  return {
    fields: {
      mail_report_members: mail.map((row, position) => ({ ...row, index: position })),
      messenger_report_members: messenger.map((row, position) => ({ ...row, index: mail.length + position })),
      mail_report_groups: groups.map((row, position) => ({ ...withoutKeys(row), index: position })),
      mail_group_members: pairs,
      source_address_master_id: data.sender_selected ?? null,
      report_mail_address_cc: data.report_mail_address_cc ?? '',
      report_mail_address_bcc: data.report_mail_address_bcc ?? '',
      attachment_file_password: data.attachment_file_password ?? '',
    },
    files: [],
  };
}

// The server reads a request's values as sent where they are not what the form holds, so that the schema's
// types refuse them (issue 13): a wrong type is neither turned into text nor read as "none".
const isRowList = (value: unknown): value is Row[] =>
  Array.isArray(value) &&
  value.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row));
const asSentUnlessRows = (value: unknown, rows: Row[]): JsonValue =>
  isRowList(value) ? (rows as JsonValue) : ((value ?? null) as JsonValue);
const requestText = (value: unknown): JsonValue =>
  value === undefined || value === null
    ? ''
    : typeof value === 'number'
      ? String(value)
      : (value as JsonValue);
const requestId = (value: unknown): JsonValue =>
  value === undefined || value === ''
    ? null
    : typeof value === 'string' && /^\d{1,9}$/.test(value)
      ? Number(value)
      : (value as JsonValue);

/**
 * The server's reading of an updateEmailSetting body: the form data the schema validates, with each group's
 * members as keys (the pairs name rows by their `index`, as the request numbered them).
 */
export function fromRequest(body: Record<string, unknown>): FormData {
  const mail = rowsOf(body.mail_report_members);
  const messenger = rowsOf(body.messenger_report_members);
  const groups = rowsOf(body.mail_report_groups);
  const pairs = body.mail_group_members;
  return {
    mail_table_items: asSentUnlessRows(body.mail_report_members, mail),
    messenger_table_items: asSentUnlessRows(body.messenger_report_members, messenger),
    // Memberships that are no list of pairs leave the groups as sent, for the schema to refuse.
    mail_group_table_items: isRowList(pairs)
      ? asSentUnlessRows(body.mail_report_groups, groupsWithMembers(groups, mail, messenger, rowsOf(pairs)))
      : ((pairs ?? null) as JsonValue),
    sender_selected: requestId(body.source_address_master_id),
    report_mail_address_cc: requestText(body.report_mail_address_cc),
    report_mail_address_bcc: requestText(body.report_mail_address_bcc),
    attachment_file_password: requestText(body.attachment_file_password),
  };
}

/** E-Mail・メッセンジャー報告設定: the API's `email_setting` ↔ the section's form. */
export const emailSettingAdapter: SectionAdapter = { fromAnswer, toRequest };
