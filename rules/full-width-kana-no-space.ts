import type { ErrorObject } from 'ajv';
import { patternKeyword, type PatternRule } from './pattern-keyword';

/** The error `fullWidthKanaNoSpace` reports. */
export type FullWidthKanaNoSpaceError = ErrorObject<'fullWidthKanaNoSpace', { reason: 'invalid' }, boolean>;

/** `"fullWidthKanaNoSpace": true` — full-width katakana, ー and ・ only; no spaces. */
export const rule: PatternRule = {
  keyword: 'fullWidthKanaNoSpace',
  category: 'text',
  checks: {
    ja: '全角カタカナ（ー・を含む）のみ。スペース不可',
    en: 'full-width katakana, ー and ・ only; no spaces',
  },
  example: { type: 'string', title: '会社名(カナ)', maxLength: 64, fullWidthKanaNoSpace: true },
  pattern: '^[\\u30A1-\\u30F6\\u30FC\\u30FB]*$',
  messages: { invalid: '{subject}は全角カタカナ（スペースなし）で入力してください' },
};

export default patternKeyword(rule);
