import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import type { RuleDoc } from './lib/rule-doc';
import { liveRows, textOf } from './lib/values';

interface Schema {
  service: string;
  ids: string[];
  required: Record<string, string[]>;
}

/** The error `messengerIds` reports, at the table; `detail` is the 1-based number of the first bad row. */
export type MessengerIdsError = ErrorObject<
  'messengerIds',
  { reason: 'missing' | 'empty'; detail: string },
  Schema
>;

/** `"messengerIds": { "service", "ids", "required" }` — on the messenger table: every row has its service's IDs. */
export const rule: RuleDoc = {
  keyword: 'messengerIds',
  category: 'section',
  checks: {
    ja: 'メッセンジャー表の各行（is_delete の行を除く）：ids の項目がすべて空なら不可。サービス（service の値）ごとに required に挙げた項目が必須（1 LINE は primary id、2〜5 は URL、6 Teams は primary id と URL）',
    en: 'each messenger row (is_delete rows skipped) fails when all of `ids` are blank, or when a field its service requires (`required`, by service master id) is blank',
  },
  example: {
    type: 'array',
    title: 'メッセンジャーID',
    items: { type: 'object' },
    messengerIds: {
      service: 'message_service_master_id',
      ids: ['message_service_primary_id', 'message_service_secondary_id', 'message_service_url'],
      required: {
        '1': ['message_service_primary_id'],
        '2': ['message_service_url'],
        '3': ['message_service_url'],
        '4': ['message_service_url'],
        '5': ['message_service_url'],
        '6': ['message_service_primary_id', 'message_service_url'],
      },
    },
  },
  messages: {
    missing: '必須のメッセンジャーIDが入力されていないか、すべてのIDが空のデータがあります。',
    empty: '必須のメッセンジャーIDが入力されていないか、すべてのIDが空のデータがあります。',
  },
  notes: 'The message is spec 001 §5’s, word for word; the requirements per service are data in the schema.',
};

/** Fails at the first row with no ID at all or without an ID its service requires. */
export const check = standalone('messenger-ids', (data: unknown[], schema: Schema) => {
  const rows = liveRows(data);
  for (const [index, row] of rows.entries()) {
    const blank = (field: string) => textOf(row[field]) === '';
    if (schema.ids.every(blank)) return { reason: 'empty', detail: String(index + 1) };
    const required = schema.required[textOf(row[schema.service])] ?? [];
    if (required.some(blank)) return { reason: 'missing', detail: String(index + 1) };
  }
  return undefined;
});

const fields = { type: 'array', items: { type: 'string' } };

export default checkKeyword(rule, {
  type: 'array',
  metaSchema: {
    type: 'object',
    required: ['service', 'ids', 'required'],
    properties: {
      service: { type: 'string' },
      ids: fields,
      required: { type: 'object', additionalProperties: fields },
    },
    additionalProperties: false,
  },
  check,
});
