import type { ErrorObject } from 'ajv';
import { patternKeyword, type PatternRule } from './pattern-keyword';

/** The error `noHiraganaKanji` reports. */
export type NoHiraganaKanjiError = ErrorObject<'noHiraganaKanji', { reason: 'invalid' }, boolean>;

/** `"noHiraganaKanji": true` — no hiragana and no kanji (including 々〆〇 and the CJK extensions). */
export const rule: PatternRule = {
  keyword: 'noHiraganaKanji',
  category: 'text',
  checks: {
    ja: 'ひらがな・漢字（々〆〇、CJK統合漢字拡張を含む）を含まない',
    en: 'no hiragana and no kanji (including 々〆〇 and the CJK extensions)',
  },
  example: { type: 'string', title: '番地(カナ)', maxLength: 256, noHiraganaKanji: true },
  pattern:
    '^[^\\u3041-\\u309F\\u3005-\\u3007\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uF900-\\uFAFF\\u{20000}-\\u{3FFFF}]*$',
  messages: { invalid: '{subject}にひらがな・漢字は入力できません' },
};

export default patternKeyword(rule);
