import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import type { RuleDoc } from './lib/rule-doc';
import { liveRows } from './lib/values';

/** The error `maxLiveRows` reports, at the table; `limit` is the schema's number. */
export type MaxLiveRowsError = ErrorObject<'maxLiveRows', { reason: 'tooMany'; limit: number }, number>;

/**
 * `"maxLiveRows": 4` — at most N rows that are not marked `is_delete` (the identity documents: a saved
 * file marked for deletion frees its place before the save, 000 §4). `maxItems` would count it.
 */
export const rule: RuleDoc = {
  keyword: 'maxLiveRows',
  category: 'section',
  checks: {
    ja: '削除予定（is_delete）の行を除いた行数が指定の件数以下（代表者確認書類は4件まで）',
    en: 'at most N rows not marked is_delete (identity documents: 4)',
  },
  example: {
    type: 'array',
    title: '代表者確認書類',
    items: { type: 'object', properties: { is_delete: { type: 'boolean' } } },
    maxLiveRows: 4,
  },
  messages: { tooMany: '{title}は{limit}件以内にしてください' },
  vars: ({ params }) => ({ limit: String(params.limit) }),
};

/** Fails when more than `limit` live rows remain. */
export const check = standalone('max-live-rows', (data: unknown[], limit: number) =>
  liveRows(data).length <= limit ? undefined : { reason: 'tooMany' },
);

export default checkKeyword(rule, {
  type: 'array',
  schemaType: 'number',
  check,
  params: (limit: number) => ({ limit }),
});
