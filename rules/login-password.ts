import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import type { RuleDoc } from './lib/rule-doc';

interface Schema {
  minLength: number;
  maxLength: number;
}

/** The error `loginPassword` reports; the lengths are the schema's. */
export type LoginPasswordError = ErrorObject<
  'loginPassword',
  { reason: 'invalid'; minLength: number; maxLength: number },
  Schema
>;

/** `"loginPassword": { "minLength": 8, "maxLength": 32 }` — half-width letters and digits, length in range. */
export const rule: RuleDoc = {
  keyword: 'loginPassword',
  category: 'password',
  checks: {
    ja: 'ログインパスワード：半角英数字のみで minLength 〜 maxLength 文字。値はメッセージに出さない',
    en: 'login password: half-width letters and digits only, minLength to maxLength long; the value is never quoted',
  },
  example: { type: 'string', title: 'ログインパスワード', loginPassword: { minLength: 8, maxLength: 32 } },
  messages: { invalid: '{title}は{minLength}〜{maxLength}文字の半角英数字で入力してください' },
};

/** Fails on anything but letters and digits, or a length out of range. */
export const check = standalone('login-password', (data: string, schema: Schema) => {
  if (data === '') return undefined;
  const ok =
    /^[A-Za-z0-9]+$/.test(data) && data.length >= schema.minLength && data.length <= schema.maxLength;
  return ok ? undefined : { reason: 'invalid' };
});

export default checkKeyword(rule, {
  type: 'string',
  metaSchema: {
    type: 'object',
    required: ['minLength', 'maxLength'],
    properties: { minLength: { type: 'integer', minimum: 1 }, maxLength: { type: 'integer', minimum: 1 } },
    additionalProperties: false,
  },
  check,
  params: (schema: Schema) => ({ minLength: schema.minLength, maxLength: schema.maxLength }),
});
