import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import { isYmd } from './lib/dates';
import type { RuleDoc } from './lib/rule-doc';

interface Schema {
  maxItems: number;
}

/** The error `dateList` reports; `detail` is the offending entry. */
export type DateListError = ErrorObject<
  'dateList',
  { reason: 'format' | 'duplicate' | 'count'; detail?: string; maxItems: number },
  Schema
>;

/** `"dateList": { "maxItems": 100 }` — comma-separated real dates, no repeats, at most maxItems. */
export const rule: RuleDoc = {
  keyword: 'dateList',
  category: 'date',
  checks: {
    ja: 'カンマ区切りの日付リスト（スポット利用日）：各要素が実在する YYYY-MM-DD、重複なし、件数は maxItems 以内',
    en: 'a comma-separated list of dates (spot-course use dates): each a real YYYY-MM-DD, no repeats, at most maxItems',
  },
  example: { type: 'string', title: 'スポット利用日', maxLength: 1000, dateList: { maxItems: 100 } },
  messages: {
    format: '{title}の「{detail}」は正しい日付（YYYY-MM-DD）ではありません',
    duplicate: '{title}の「{detail}」が重複しています',
    count: '{title}は{maxItems}件以内で指定してください',
  },
};

/** Fails on the first bad or repeated entry, then on the count. */
export const check = standalone('date-list', (data: string, schema: Schema) => {
  if (data.trim() === '') return undefined;
  const dates = data.split(',').map((item) => item.trim());
  const seen = new Set<string>();
  for (const date of dates) {
    if (!isYmd(date)) return { reason: 'format', detail: date };
    if (seen.has(date)) return { reason: 'duplicate', detail: date };
    seen.add(date);
  }
  return dates.length > schema.maxItems ? { reason: 'count' } : undefined;
});

export default checkKeyword(rule, {
  type: 'string',
  metaSchema: {
    type: 'object',
    required: ['maxItems'],
    properties: { maxItems: { type: 'integer', minimum: 1 } },
    additionalProperties: false,
  },
  check,
  params: (schema: Schema) => ({ maxItems: schema.maxItems }),
});
