import { patternKeyword, type PatternRule } from './pattern-keyword';

/**
 * `"fullWidthKana": true` — full-width katakana, the long-vowel mark and the middle dot; spaces between
 * words (full- or half-width) are allowed, because names are written `ヤマダ　タロウ`.
 */
export const fullWidthKana: PatternRule = {
  keyword: 'fullWidthKana',
  pattern: '^[\\u30A1-\\u30F6\\u30FC\\u30FB\\u3000 ]*$',
  message: 'は全角カタカナで入力してください',
};

export default patternKeyword(fullWidthKana);
