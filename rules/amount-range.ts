import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import type { RuleDoc } from './lib/rule-doc';
import { fieldOf, numberOf } from './lib/values';

interface Schema {
  low: string;
  high: string;
}

/** The error `amountRange` reports, at the high field. */
export type AmountRangeError = ErrorObject<
  'amountRange',
  { reason: 'inverted'; field: string; other: string },
  Schema
>;

/** `"amountRange": { "low": "amount_from", "high": "amount_to" }` — the low amount is not above the high one. */
export const rule: RuleDoc = {
  keyword: 'amountRange',
  category: 'select',
  checks: {
    ja: '金額の下限が上限を超えない（同額は可）。カンマ区切りの数字も可。どちらかが空欄・数値でなければ判定しない',
    en: 'the low amount is not above the high one (equal is fine); thousands commas allowed; skipped when either is blank or not a number',
  },
  example: {
    type: 'object',
    properties: {
      amount_from: { type: 'string', title: '金額（下限）' },
      amount_to: { type: 'string', title: '金額（上限）' },
    },
    amountRange: { low: 'amount_from', high: 'amount_to' },
  },
  messages: { inverted: '{subject}は{otherTitle}以上の金額を入力してください' },
  notes: 'Reported at the high field (`params.field`).',
};

/** Fails when both are numbers and low > high. */
export const check = standalone('amount-range', (data: object, schema: Schema) => {
  const low = numberOf(fieldOf(data, schema.low));
  const high = numberOf(fieldOf(data, schema.high));
  return low === undefined || high === undefined || low <= high ? undefined : { reason: 'inverted' };
});

export default checkKeyword(rule, {
  type: 'object',
  metaSchema: {
    type: 'object',
    required: ['low', 'high'],
    properties: { low: { type: 'string' }, high: { type: 'string' } },
    additionalProperties: false,
  },
  check,
  params: (schema: Schema) => ({ field: schema.high, other: schema.low }),
});
