import type { ErrorObject } from 'ajv';
import { patternKeyword, type PatternRule } from './pattern-keyword';

/** The error `passwordStrength` reports. */
export type PasswordStrengthError = ErrorObject<'passwordStrength', { reason: 'invalid' }, boolean>;

/** `"passwordStrength": true` — at least one upper-case letter, one lower-case letter and one digit; letters and digits only. */
export const rule: PatternRule = {
  keyword: 'passwordStrength',
  category: 'password',
  checks: {
    ja: '英大文字・英小文字・数字をそれぞれ1文字以上含む半角英数字のみ（記号不可）',
    en: 'at least one upper-case letter, one lower-case letter and one digit; letters and digits only',
  },
  example: { type: 'string', title: 'パスワード', minLength: 8, maxLength: 32, passwordStrength: true },
  pattern: '^(?=[^a-z]*[a-z])(?=[^A-Z]*[A-Z])(?=[^0-9]*[0-9])[A-Za-z0-9]+$',
  messages: {
    invalid: '{title}は英大文字・英小文字・数字をそれぞれ1文字以上含む半角英数字で入力してください',
  },
};

export default patternKeyword(rule);
