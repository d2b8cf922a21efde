import type { ErrorObject } from 'ajv';
import { patternKeyword, type PatternRule } from './pattern-keyword';

/** The error `notBlank` reports. */
export type NotBlankError = ErrorObject<'notBlank', { reason: 'invalid' }, boolean>;

/** `"notBlank": true` — not whitespace only (whether empty is allowed is `required`'s business). */
export const rule: PatternRule = {
  keyword: 'notBlank',
  category: 'text',
  checks: {
    ja: '空白文字だけの値ではない（空欄は `required` が判断する）',
    en: "not whitespace only (whether empty is allowed is `required`'s business)",
  },
  example: { type: 'string', title: '代表者役職', maxLength: 64, notBlank: true },
  pattern: '\\S',
  messages: { invalid: '{title}は空白のみでは入力できません' },
};

export default patternKeyword(rule);
