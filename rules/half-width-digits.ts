import type { ErrorObject } from 'ajv';
import { patternKeyword, type PatternRule } from './pattern-keyword';

/** The error `halfWidthDigits` reports. */
export type HalfWidthDigitsError = ErrorObject<'halfWidthDigits', { reason: 'invalid' }, boolean>;

/** `"halfWidthDigits": true` — only the half-width digits 0–9. */
export const rule: PatternRule = {
  keyword: 'halfWidthDigits',
  category: 'text',
  checks: { ja: '半角数字（0〜9）のみ', en: 'half-width digits 0–9 only' },
  example: { type: 'string', title: '並び順', maxLength: 5, halfWidthDigits: true },
  pattern: '^[0-9]*$',
  messages: { invalid: '{subject}は半角数字で入力してください' },
};

export default patternKeyword(rule);
