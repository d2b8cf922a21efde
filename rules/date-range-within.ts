import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import { addYears, comparable } from './lib/dates';
import type { RuleDoc } from './lib/rule-doc';
import { fieldOf } from './lib/values';

interface Schema {
  start: string;
  end: string;
  years: number;
}

/** The error `dateRangeWithin` reports, at the end field; `years` is the schema's. */
export type DateRangeWithinError = ErrorObject<
  'dateRangeWithin',
  { reason: 'tooLong'; field: string; other: string; years: number },
  Schema
>;

/** `"dateRangeWithin": { "start": "a", "end": "b", "years": 1 }` — the end at most `years` after the start. */
export const rule: RuleDoc = {
  keyword: 'dateRangeWithin',
  category: 'date',
  checks: {
    ja: '日付範囲が years 年以内（終了 ≦ 開始の years 年後。2/29 の1年後は 2/28）。どちらかが空欄・形式誤りなら判定しない',
    en: 'a date range of at most `years` years (end ≤ start + years; 29 Feb + 1 year is 28 Feb); skipped when either side is blank or malformed',
  },
  example: {
    type: 'object',
    properties: {
      registered_date_start: { type: 'string', title: '申込日（開始）', dateYmd: true },
      registered_date_end: { type: 'string', title: '申込日（終了）', dateYmd: true },
    },
    dateRangeWithin: { start: 'registered_date_start', end: 'registered_date_end', years: 1 },
  },
  messages: { tooLong: '{subject}は{otherTitle}から{years}年以内の日付を入力してください' },
  notes: 'Reported at the end field (`params.field`).',
};

/** Fails when the end is later than the start plus the years. */
export const check = standalone('date-range-within', (data: object, schema: Schema) => {
  const start = comparable('date', fieldOf(data, schema.start));
  const end = comparable('date', fieldOf(data, schema.end));
  if (start === undefined || end === undefined) return undefined;
  return end <= addYears(start, schema.years) ? undefined : { reason: 'tooLong' };
});

export default checkKeyword(rule, {
  type: 'object',
  metaSchema: {
    type: 'object',
    required: ['start', 'end', 'years'],
    properties: {
      start: { type: 'string' },
      end: { type: 'string' },
      years: { type: 'integer', minimum: 1 },
    },
    additionalProperties: false,
  },
  check,
  params: (schema: Schema) => ({ field: schema.end, other: schema.start, years: schema.years }),
});
