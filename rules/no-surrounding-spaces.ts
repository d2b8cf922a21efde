import { patternKeyword, type PatternRule } from './pattern-keyword';

/** `"noSurroundingSpaces": true` — no space (half- or full-width) at the start or the end. */
export const noSurroundingSpaces: PatternRule = {
  keyword: 'noSurroundingSpaces',
  pattern: '^(?:\\S|\\S[\\s\\S]*\\S)?$',
  message: 'の先頭と末尾に空白は入力できません',
};

export default patternKeyword(noSurroundingSpaces);
