import type { ErrorObject } from 'ajv';
import { patternKeyword, type PatternRule } from './pattern-keyword';

/** The error `fullWidth` reports. */
export type FullWidthError = ErrorObject<'fullWidth', { reason: 'invalid' }, boolean>;

/** `"fullWidth": true` — full-width characters only: no ASCII (letters, digits, symbols, space) and no half-width kana. */
export const rule: PatternRule = {
  keyword: 'fullWidth',
  category: 'text',
  checks: {
    ja: '全角文字のみ（半角英数字・記号・半角カナ・半角スペースを含まない）',
    en: 'full-width characters only: no ASCII (letters, digits, symbols, space) and no half-width kana',
  },
  example: { type: 'string', title: '担当者役職', maxLength: 64, fullWidth: true },
  pattern: '^[^\\u0000-\\u007F\\uFF61-\\uFF9F]*$',
  messages: { invalid: '{subject}は全角で入力してください' },
};

export default patternKeyword(rule);
