import type { ErrorObject } from 'ajv';
import { patternKeyword, type PatternRule } from './pattern-keyword';

/** The error `digitsAndHyphen` reports. */
export type DigitsAndHyphenError = ErrorObject<'digitsAndHyphen', { reason: 'invalid' }, boolean>;

/** `"digitsAndHyphen": true` — half-width digits and the hyphen-minus only. */
export const rule: PatternRule = {
  keyword: 'digitsAndHyphen',
  category: 'text',
  checks: {
    ja: '半角数字とハイフン（-）のみ',
    en: 'half-width digits and the hyphen-minus only',
  },
  example: { type: 'string', title: '受注番号', digitsAndHyphen: true },
  pattern: '^[0-9-]*$',
  messages: { invalid: '{subject}は半角数字とハイフンで入力してください' },
};

export default patternKeyword(rule);
