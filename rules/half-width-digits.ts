import { patternKeyword, type PatternRule } from './pattern-keyword';

/** `"halfWidthDigits": true` — only the half-width digits 0–9. */
export const halfWidthDigits: PatternRule = {
  keyword: 'halfWidthDigits',
  pattern: '^[0-9]*$',
  message: 'は半角数字で入力してください',
};

export default patternKeyword(halfWidthDigits);
