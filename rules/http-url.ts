import type { ErrorObject } from 'ajv';
import { patternKeyword, type PatternRule } from './pattern-keyword';

/** The error `httpUrl` reports. */
export type HttpUrlError = ErrorObject<'httpUrl', { reason: 'invalid' }, boolean>;

/** `"httpUrl": true` — a URL starting with http:// or https://, with a dot and text after it, and no whitespace. */
export const rule: PatternRule = {
  keyword: 'httpUrl',
  category: 'address',
  checks: {
    ja: 'http:// または https:// で始まり、ドットとその後ろの文字がある URL（空白不可）',
    en: 'a URL starting with http:// or https://, with a dot and text after it, and no whitespace',
  },
  example: { type: 'string', title: '公表ホームページURL', httpUrl: true },
  pattern: '^https?://[^\\s.]\\S*\\.\\S+$',
  messages: { invalid: '{subject}はURLの形式（http:// または https://）で入力してください' },
};

export default patternKeyword(rule);
