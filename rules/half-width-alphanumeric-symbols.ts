import type { ErrorObject } from 'ajv';
import { patternKeyword, type PatternRule } from './pattern-keyword';

/** The error `halfWidthAlphanumericSymbols` reports. */
export type HalfWidthAlphanumericSymbolsError = ErrorObject<
  'halfWidthAlphanumericSymbols',
  { reason: 'invalid' },
  boolean
>;

/** `"halfWidthAlphanumericSymbols": true` — printable ASCII without the space (letters, digits, symbols): the CC and BCC fields. */
export const rule: PatternRule = {
  keyword: 'halfWidthAlphanumericSymbols',
  category: 'text',
  checks: {
    ja: '半角英数字と半角記号のみ（スペース不可）。CC・BCC 用',
    en: 'printable ASCII without the space (letters, digits, symbols): the CC and BCC fields',
  },
  example: { type: 'string', title: 'CC', maxLength: 255, halfWidthAlphanumericSymbols: true },
  pattern: '^[!-~]*$',
  messages: { invalid: '{subject}は半角英数字・記号で入力してください' },
};

export default patternKeyword(rule);
