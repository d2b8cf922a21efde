import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import type { RuleDoc } from './lib/rule-doc';
import { fieldOf, isUnset, textOf } from './lib/values';

interface Schema {
  /** The property whose value decides what `field` may hold. */
  by: string;
  /** The property checked. */
  field: string;
  /** `by`'s value (as text) → the values `field` may hold with it; a `by` value not listed allows nothing. */
  pairs: Record<string, (number | string)[]>;
}

/** The error `allowedPairs` reports, at the checked field. */
export type AllowedPairsError = ErrorObject<
  'allowedPairs',
  { reason: 'notAllowed'; field: string; other: string },
  Schema
>;

/**
 * `"allowedPairs": { "by": "payment_method", "field": "payment_first_method", "pairs": { "1": [1, 2] } }` —
 * a choice allowed only with certain values of another choice (支払方法 × 初回請求方法, 002 §5.3).
 */
export const rule: RuleDoc = {
  keyword: 'allowedPairs',
  category: 'select',
  checks: {
    ja: 'ある選択項目の値が、別の選択項目の値との組み合わせ表（pairs）にある。どちらかが未選択なら判定しない',
    en: 'a choice is one the pairs table allows with the value of another choice; skipped when either is unset',
  },
  example: {
    type: 'object',
    properties: {
      payment_method: { type: 'integer', title: '支払方法' },
      payment_first_method: { type: 'integer', title: '初回請求方法' },
    },
    allowedPairs: {
      by: 'payment_method',
      field: 'payment_first_method',
      pairs: { '1': [1, 2], '3': [1, 2] },
    },
  },
  messages: { notAllowed: '{title}は選択中の{otherTitle}では選択できません' },
  notes: 'Reported at the checked field (`params.field`). Values compare as text (1 and "1" alike).',
};

/** Fails when both are set and `field`'s value is not among those `pairs` lists for `by`'s value. */
export const check = standalone('allowed-pairs', (data: object, schema: Schema) => {
  const by = fieldOf(data, schema.by);
  const value = fieldOf(data, schema.field);
  if (isUnset(by) || isUnset(value)) return undefined;
  const allowed = (schema.pairs[textOf(by)] ?? []).map(textOf);
  return allowed.includes(textOf(value)) ? undefined : { reason: 'notAllowed' };
});

export default checkKeyword(rule, {
  type: 'object',
  metaSchema: {
    type: 'object',
    required: ['by', 'field', 'pairs'],
    properties: {
      by: { type: 'string' },
      field: { type: 'string' },
      pairs: {
        type: 'object',
        additionalProperties: { type: 'array', items: { type: ['integer', 'string'] } },
      },
    },
    additionalProperties: false,
  },
  check,
  params: (schema: Schema) => ({ field: schema.field, other: schema.by }),
});
