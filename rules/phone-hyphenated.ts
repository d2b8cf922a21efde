import type { ErrorObject } from 'ajv';
import { patternKeyword, type PatternRule } from './pattern-keyword';

/** The error `phoneHyphenated` reports. */
export type PhoneHyphenatedError = ErrorObject<'phoneHyphenated', { reason: 'invalid' }, boolean>;

/** `"phoneHyphenated": true` — a phone number written with exactly two hyphens (e.g. 03-1234-5678). */
export const rule: PatternRule = {
  keyword: 'phoneHyphenated',
  category: 'phone',
  checks: {
    ja: '電話番号をハイフン2つで区切った形式（例 03-1234-5678）',
    en: 'a phone number written with exactly two hyphens (e.g. 03-1234-5678)',
  },
  example: { type: 'string', title: '電話番号', phoneHyphenated: true },
  pattern: '^[0-9]+-[0-9]+-[0-9]+$',
  messages: { invalid: '{subject}はハイフン（-）を2つ含めて入力してください（例：03-1234-5678）' },
};

export default patternKeyword(rule);
