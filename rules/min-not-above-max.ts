import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import type { RuleDoc } from './lib/rule-doc';
import { fieldOf, numberOf } from './lib/values';

interface Schema {
  min: string;
  max: string;
}

/** The error `minNotAboveMax` reports, at the maximum field. */
export type MinNotAboveMaxError = ErrorObject<
  'minNotAboveMax',
  { reason: 'inverted'; field: string; other: string },
  Schema
>;

/** `"minNotAboveMax": { "min": "count_min", "max": "count_max" }` — the minimum is not above the maximum. */
export const rule: RuleDoc = {
  keyword: 'minNotAboveMax',
  category: 'select',
  checks: {
    ja: '最小値が最大値を超えない（同じは可）。小数・負数も可。どちらかが空欄・数値でなければ判定しない',
    en: 'the minimum is not above the maximum (equal is fine); decimals and negatives allowed; skipped when either is blank or not a number',
  },
  example: {
    type: 'object',
    properties: {
      call_count_min: { type: 'string', title: '最小コール数' },
      call_count_max: { type: 'string', title: '最大コール数' },
    },
    minNotAboveMax: { min: 'call_count_min', max: 'call_count_max' },
  },
  messages: { inverted: '{subject}は{otherTitle}以上の数値を入力してください' },
  notes: 'Reported at the maximum field (`params.field`).',
};

/** Fails when both are numbers and min > max. */
export const check = standalone('min-not-above-max', (data: object, schema: Schema) => {
  const min = numberOf(fieldOf(data, schema.min));
  const max = numberOf(fieldOf(data, schema.max));
  return min === undefined || max === undefined || min <= max ? undefined : { reason: 'inverted' };
});

export default checkKeyword(rule, {
  type: 'object',
  metaSchema: {
    type: 'object',
    required: ['min', 'max'],
    properties: { min: { type: 'string' }, max: { type: 'string' } },
    additionalProperties: false,
  },
  check,
  params: (schema: Schema) => ({ field: schema.max, other: schema.min }),
});
