import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import type { RuleDoc } from './lib/rule-doc';
import { fieldOf } from './lib/values';

interface Schema {
  field: string;
  as: string;
}

/** The error `sameAs` reports, at the confirmation field. */
export type SameAsError = ErrorObject<'sameAs', { reason: 'mismatch'; field: string; other: string }, Schema>;

/** `"sameAs": { "field": "password_confirmation", "as": "password" }` — a confirmation equals its original. */
export const rule: RuleDoc = {
  keyword: 'sameAs',
  category: 'password',
  checks: {
    ja: '確認用の項目（field）が元の項目（as）と完全に一致する。両方空欄は可。値はメッセージに出さない',
    en: 'the confirmation field equals the original exactly (both blank is fine); the value is never quoted',
  },
  example: {
    type: 'object',
    properties: {
      password: { type: 'string', title: '新しいパスワード' },
      password_confirmation: { type: 'string', title: '新しいパスワード（確認）' },
    },
    sameAs: { field: 'password_confirmation', as: 'password' },
  },
  messages: { mismatch: '{title}が{otherTitle}と一致しません' },
  notes: 'Reported at the confirmation field (`params.field`).',
};

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** Fails when the two fields differ. */
export const check = standalone('same-as', (data: object, schema: Schema) =>
  text(fieldOf(data, schema.field)) === text(fieldOf(data, schema.as)) ? undefined : { reason: 'mismatch' },
);

export default checkKeyword(rule, {
  type: 'object',
  metaSchema: {
    type: 'object',
    required: ['field', 'as'],
    properties: { field: { type: 'string' }, as: { type: 'string' } },
    additionalProperties: false,
  },
  check,
  params: (schema: Schema) => ({ field: schema.field, other: schema.as }),
});
