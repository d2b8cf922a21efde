import type { ErrorObject } from 'ajv';
import { patternKeyword, type PatternRule } from './pattern-keyword';

/** The error `emailStrict` reports. */
export type EmailStrictError = ErrorObject<'emailStrict', { reason: 'invalid' }, boolean>;

/** `"emailStrict": true` — e-mail, strict: judged after trimming; dot-atom local part (no leading, trailing or double dot), domain ending in an alphabetic TLD of 2+ letters. */
export const rule: PatternRule = {
  keyword: 'emailStrict',
  category: 'address',
  checks: {
    ja: 'メールアドレス（厳密な形式）。前後の空白を除いて判定。ローカル部はドットで始まらず・終わらず・連続せず、ドメインは英字2文字以上のトップレベルドメインで終わる',
    en: 'e-mail, strict: judged after trimming; dot-atom local part (no leading, trailing or double dot), domain ending in an alphabetic TLD of 2+ letters',
  },
  example: { type: 'string', title: '報告先メールアドレス', maxLength: 128, emailStrict: true },
  pattern:
    "^\\s*[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,}\\s*$",
  messages: { invalid: '{subject}はメールアドレスの形式で入力してください' },
};

export default patternKeyword(rule);
