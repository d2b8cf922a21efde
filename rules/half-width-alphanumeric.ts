import type { ErrorObject } from 'ajv';
import { patternKeyword, type PatternRule } from './pattern-keyword';

/** The error `halfWidthAlphanumeric` reports. */
export type HalfWidthAlphanumericError = ErrorObject<'halfWidthAlphanumeric', { reason: 'invalid' }, boolean>;

/** `"halfWidthAlphanumeric": true` — half-width letters and digits only (A–Z, a–z, 0–9). */
export const rule: PatternRule = {
  keyword: 'halfWidthAlphanumeric',
  category: 'text',
  checks: {
    ja: '半角英数字（A〜Z、a〜z、0〜9）のみ',
    en: 'half-width letters and digits only (A–Z, a–z, 0–9)',
  },
  example: { type: 'string', title: 'ログインID', halfWidthAlphanumeric: true },
  pattern: '^[0-9A-Za-z]*$',
  messages: { invalid: '{subject}は半角英数字で入力してください' },
};

export default patternKeyword(rule);
