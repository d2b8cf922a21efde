import type { ErrorObject } from 'ajv';
import { patternKeyword, type PatternRule } from './pattern-keyword';

/** The error `fullWidthKana` reports. */
export type FullWidthKanaError = ErrorObject<'fullWidthKana', { reason: 'invalid' }, boolean>;

/**
 * `"fullWidthKana": true` — full-width katakana, the long-vowel mark and the middle dot; spaces between
 * words (full- or half-width) are allowed, because names are written `ヤマダ　タロウ`.
 */
export const rule: PatternRule = {
  keyword: 'fullWidthKana',
  category: 'text',
  checks: {
    ja: '全角カタカナ（ー・を含む）。語の間の全角・半角スペースは可',
    en: 'full-width katakana, ー and ・; spaces (full- or half-width) between words allowed',
  },
  example: { type: 'string', title: '担当者名(カナ)', maxLength: 100, fullWidthKana: true },
  pattern: '^[\\u30A1-\\u30F6\\u30FC\\u30FB\\u3000 ]*$',
  messages: { invalid: '{subject}は全角カタカナで入力してください' },
};

export default patternKeyword(rule);
