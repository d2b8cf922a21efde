import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import { unsafeChars } from './lib/jis-x0208';
import type { RuleDoc } from './lib/rule-doc';

/** The error `noEnvironmentDependentChars` reports; `detail` lists the refused characters. */
export type NoEnvironmentDependentCharsError = ErrorObject<
  'noEnvironmentDependentChars',
  { reason: 'unsafe'; detail: string },
  boolean
>;

/** `"noEnvironmentDependentChars": true` — refuses 機種依存文字: anything outside ASCII, JIS X 0201 kana and JIS X 0208. */
export const rule: RuleDoc = {
  keyword: 'noEnvironmentDependentChars',
  category: 'text',
  checks: {
    ja: '機種依存文字を含まない：使えるのは ASCII（タブ・改行を含む）、半角カナ、JIS X 0208 の文字だけ。①、㈱、Ⅰ、髙、﨑、𠮷、絵文字は不可',
    en: 'no environment-dependent characters: only ASCII (with tab and line breaks), half-width kana and JIS X 0208; ①, ㈱, Ⅰ, 髙, 﨑, 𠮷 and emoji are refused',
  },
  example: { type: 'string', title: '備考', maxLength: 2000, noEnvironmentDependentChars: true },
  messages: { unsafe: '{subject}に使用できない文字「{detail}」が含まれています（機種依存文字など）' },
  notes:
    'The JIS X 0208 set is read from the platform `TextDecoder("shift_jis")` (every browser; Node with full ICU, the default build).',
};

/** Fails with the first few refused characters. */
export const check = standalone('no-environment-dependent-chars', (data: string) => {
  const found = unsafeChars(data);
  return found.length === 0 ? undefined : { reason: 'unsafe', detail: found.join('') };
});

export default checkKeyword(rule, { type: 'string', schemaType: 'boolean', check });
