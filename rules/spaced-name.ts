import type { ErrorObject } from 'ajv';
import { patternKeyword, type PatternRule } from './pattern-keyword';

/** The error `spacedName` reports. */
export type SpacedNameError = ErrorObject<'spacedName', { reason: 'invalid' }, boolean>;

/** `"spacedName": true` — family and given name separated by one space (full- or half-width); no space at either end, no double spaces. */
export const rule: PatternRule = {
  keyword: 'spacedName',
  category: 'text',
  checks: {
    ja: '姓と名の間にスペース（全角・半角どちらか1つ）がある。先頭・末尾の空白、連続した空白は不可',
    en: 'family and given name separated by one space (full- or half-width); no space at either end, no double spaces',
  },
  example: { type: 'string', title: '代表者名', maxLength: 64, spacedName: true },
  pattern: '^\\S+(?:[ \\u3000]\\S+)+$',
  messages: { invalid: '{subject}は姓と名の間にスペースを入れて入力してください' },
};

export default patternKeyword(rule);
