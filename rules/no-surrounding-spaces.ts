import type { ErrorObject } from 'ajv';
import { patternKeyword, type PatternRule } from './pattern-keyword';

/** The error `noSurroundingSpaces` reports. */
export type NoSurroundingSpacesError = ErrorObject<'noSurroundingSpaces', { reason: 'invalid' }, boolean>;

/** `"noSurroundingSpaces": true` — no space (half- or full-width, or tab/newline) at the start or the end. */
export const rule: PatternRule = {
  keyword: 'noSurroundingSpaces',
  category: 'text',
  checks: {
    ja: '先頭・末尾に空白（全角・半角スペース、タブ、改行）がない',
    en: 'no whitespace (half- or full-width space, tab, newline) at the start or the end',
  },
  example: { type: 'string', title: '担当者名', maxLength: 64, noSurroundingSpaces: true },
  pattern: '^(?:\\S|\\S[\\s\\S]*\\S)?$',
  messages: { invalid: '{subject}の先頭と末尾に空白は入力できません' },
};

export default patternKeyword(rule);
