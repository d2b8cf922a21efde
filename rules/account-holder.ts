import type { ErrorObject } from 'ajv';
import { patternKeyword, type PatternRule } from './pattern-keyword';

/** The error `accountHolder` reports. */
export type AccountHolderError = ErrorObject<'accountHolder', { reason: 'invalid' }, boolean>;

/** `"accountHolder": true` — account holder: half-width kana (ｱ–ﾝ, ｦ, ﾞ, ﾟ; no small kana, no ｰ), upper-case letters, digits and the symbols Japanese banks accept (\ , . ｢ ｣ ( ) - / and the half-width space). */
export const rule: PatternRule = {
  keyword: 'accountHolder',
  category: 'text',
  checks: {
    ja: '口座名義：半角カナ（ｱ〜ﾝ、ｦ、ﾞﾟ。小書き文字・ｰ は不可）、英大文字、数字、銀行で使える記号（\\ , . ｢ ｣ ( ) - / と半角スペース）',
    en: 'account holder: half-width kana (ｱ–ﾝ, ｦ, ﾞ, ﾟ; no small kana, no ｰ), upper-case letters, digits and the symbols Japanese banks accept (\\ , . ｢ ｣ ( ) - / and the half-width space)',
  },
  example: { type: 'string', title: '口座名義', maxLength: 30, accountHolder: true },
  pattern: '^[0-9A-Z\\uFF66\\uFF71-\\uFF9F\\uFF62\\uFF63\\\\,.()/ -]*$',
  messages: { invalid: '{subject}は半角カナ・英大文字・数字・記号（\\ , . ｢ ｣ ( ) - /）で入力してください' },
};

export default patternKeyword(rule);
