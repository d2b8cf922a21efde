import type { ErrorObject } from 'ajv';
import { patternKeyword, type PatternRule } from './pattern-keyword';

/** The error `postalCode` reports. */
export type PostalCodeError = ErrorObject<'postalCode', { reason: 'invalid' }, boolean>;

/** `"postalCode": true` — postal code nnn-nnnn (half-width digits with the hyphen). */
export const rule: PatternRule = {
  keyword: 'postalCode',
  category: 'address',
  checks: {
    ja: '郵便番号 nnn-nnnn（半角数字、ハイフンあり）',
    en: 'postal code nnn-nnnn (half-width digits with the hyphen)',
  },
  example: { type: 'string', title: '郵便番号', maxLength: 20, postalCode: true },
  pattern: '^[0-9]{3}-[0-9]{4}$',
  messages: { invalid: '{subject}は郵便番号の形式（123-4567）で入力してください' },
};

export default patternKeyword(rule);
