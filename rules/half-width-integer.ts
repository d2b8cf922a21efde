import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import type { RuleDoc } from './lib/rule-doc';

interface Schema {
  maxDigits: number;
}

/** The error `halfWidthInteger` reports; `maxDigits` is the schema's. */
export type HalfWidthIntegerError = ErrorObject<
  'halfWidthInteger',
  { reason: 'format' | 'digits'; maxDigits: number },
  Schema
>;

/** `"halfWidthInteger": { "maxDigits": 6 }` — half-width digits, a leading hyphen only as the minus sign. */
export const rule: RuleDoc = {
  keyword: 'halfWidthInteger',
  category: 'text',
  checks: {
    ja: '半角の整数。ハイフンは先頭のマイナスとしてのみ可。桁数（マイナスを除く）は maxDigits 以内',
    en: 'a half-width integer, the hyphen only as a leading minus; at most maxDigits digits (the minus not counted)',
  },
  example: { type: 'string', title: '単価', halfWidthInteger: { maxDigits: 6 } },
  messages: {
    format: '{subject}は半角数字で入力してください（マイナスは先頭に「-」）',
    digits: '{subject}は{maxDigits}桁以内で入力してください',
  },
};

/** Fails on anything but `-?digits`, then on too many digits. */
export const check = standalone('half-width-integer', (data: string, schema: Schema) => {
  if (data === '') return undefined;
  if (!/^-?[0-9]+$/.test(data)) return { reason: 'format' };
  return data.replace('-', '').length > schema.maxDigits ? { reason: 'digits' } : undefined;
});

export default checkKeyword(rule, {
  type: 'string',
  metaSchema: {
    type: 'object',
    required: ['maxDigits'],
    properties: { maxDigits: { type: 'integer', minimum: 1 } },
    additionalProperties: false,
  },
  check,
  params: (schema: Schema) => ({ maxDigits: schema.maxDigits }),
});
