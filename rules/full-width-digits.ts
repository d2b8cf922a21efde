import type { ErrorObject } from 'ajv';
import { patternKeyword, type PatternRule } from './pattern-keyword';

/** The error `fullWidthDigits` reports. */
export type FullWidthDigitsError = ErrorObject<'fullWidthDigits', { reason: 'invalid' }, boolean>;

/** `"fullWidthDigits": true` — full-width digits ０–９ only. */
export const rule: PatternRule = {
  keyword: 'fullWidthDigits',
  category: 'text',
  checks: {
    ja: '全角数字（０〜９）のみ',
    en: 'full-width digits ０–９ only',
  },
  example: { type: 'string', title: '番地', fullWidthDigits: true },
  pattern: '^[\\uFF10-\\uFF19]*$',
  messages: { invalid: '{subject}は全角数字で入力してください' },
};

export default patternKeyword(rule);
