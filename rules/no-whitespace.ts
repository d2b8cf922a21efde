import type { ErrorObject } from 'ajv';
import { patternKeyword, type PatternRule } from './pattern-keyword';

/** The error `noWhitespace` reports. */
export type NoWhitespaceError = ErrorObject<'noWhitespace', { reason: 'invalid' }, boolean>;

/** `"noWhitespace": true` — no whitespace anywhere (half- or full-width space, tab, newline). */
export const rule: PatternRule = {
  keyword: 'noWhitespace',
  category: 'text',
  checks: {
    ja: '空白（全角・半角スペース、タブ、改行）を含まない',
    en: 'no whitespace anywhere (half- or full-width space, tab, newline)',
  },
  example: { type: 'string', title: 'ログインID', noWhitespace: true },
  pattern: '^\\S*$',
  messages: { invalid: '{subject}に空白は入力できません' },
};

export default patternKeyword(rule);
