import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import {
  digitsOf,
  hasTwoHyphens,
  isFixedLine,
  isMobileOrIp,
  isTollFree0800,
  mobilePrefixes,
  phoneMessageVars,
  startsWithAny,
} from './lib/phone';
import type { RuleDoc } from './lib/rule-doc';

/** The error `phoneNumber` reports. */
export type PhoneNumberError = ErrorObject<'phoneNumber', { reason: 'hyphen' | 'fixed' | 'mobile' }, boolean>;

/** `"phoneNumber": true` — the product's phone check: two hyphens, then fixed line 10 digits or mobile/IP 11. */
export const rule: RuleDoc = {
  keyword: 'phoneNumber',
  category: 'phone',
  checks: {
    ja: '電話番号チェック：ハイフン2つの形式で、050/070/080/090 始まりなら11桁の携帯・IP電話番号、それ以外は10桁の固定電話番号（0800 のフリーダイヤルは11桁。どれも libphonenumber-js で有効な番号）',
    en: 'the product’s phone check: two hyphens; numbers starting 050/070/080/090 must be valid 11-digit mobile/IP numbers, all others valid 10-digit fixed-line numbers (0800 toll free: 11) (libphonenumber-js)',
  },
  example: { type: 'string', title: '電話番号', maxLength: 100, phoneNumber: true },
  messages: {
    hyphen: '{subject}はハイフン（-）を2つ含めて入力してください（例：03-1234-5678）',
    fixed: '{subject}は正しい電話番号ではありません（固定電話は{fixedDigits}桁）',
    mobile: '{subject}は正しい電話番号ではありません（携帯・IP電話は{mobileDigits}桁）',
  },
  vars: phoneMessageVars,
};

/** Fails on the hyphen form first, then on the number for its kind. */
export const check = standalone('phone-number', (data: string) => {
  if (data === '') return undefined;
  const digits = digitsOf(data);
  if (!hasTwoHyphens(data) || digits === undefined) return { reason: 'hyphen' };
  if (startsWithAny(digits, mobilePrefixes)) return isMobileOrIp(digits) ? undefined : { reason: 'mobile' };
  return isFixedLine(digits) || isTollFree0800(digits) ? undefined : { reason: 'fixed' };
});

export default checkKeyword(rule, { type: 'string', schemaType: 'boolean', check });
