import type { ErrorObject } from 'ajv';
import { patternKeyword, type PatternRule } from './pattern-keyword';

/** The error `emailLenient` reports. */
export type EmailLenientError = ErrorObject<'emailLenient', { reason: 'invalid' }, boolean>;

/** `"emailLenient": true` — e-mail, lenient: judged after trimming; accepts old Japanese carrier addresses with consecutive dots or a dot before @ (`a..b@docomo.ne.jp`). */
export const rule: PatternRule = {
  keyword: 'emailLenient',
  category: 'address',
  checks: {
    ja: 'メールアドレス（緩い形式）。前後の空白を除いて判定。`a..b@docomo.ne.jp` のような旧キャリアのアドレス（連続ドット、@ 直前のドット）を許す',
    en: 'e-mail, lenient: judged after trimming; accepts old Japanese carrier addresses with consecutive dots or a dot before @ (`a..b@docomo.ne.jp`)',
  },
  example: { type: 'string', title: 'メールアドレス', maxLength: 255, emailLenient: true },
  pattern:
    "^\\s*[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+\\s*$",
  messages: { invalid: '{subject}はメールアドレスの形式で入力してください' },
};

export default patternKeyword(rule);
