import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import { digitsOf, isMobileOrIp, phoneMessageVars } from './lib/phone';
import type { RuleDoc } from './lib/rule-doc';

/** The error `mobilePhone` reports. */
export type MobilePhoneError = ErrorObject<'mobilePhone', { reason: 'invalid' }, boolean>;

/** `"mobilePhone": true` — a valid 11-digit mobile or IP number starting 050, 070, 080 or 090. */
export const rule: RuleDoc = {
  keyword: 'mobilePhone',
  category: 'phone',
  checks: {
    ja: '050・070・080・090 で始まる11桁の携帯・IP電話番号（libphonenumber-js で有効な番号）。ハイフンは任意',
    en: 'an 11-digit mobile or IP number starting 050, 070, 080 or 090, valid in libphonenumber-js; hyphens optional',
  },
  example: { type: 'string', title: '担当者携帯電話番号', maxLength: 100, mobilePhone: true },
  messages: { invalid: '{subject}は{mobilePrefixes}で始まる{mobileDigits}桁の正しい番号で入力してください' },
  vars: phoneMessageVars,
};

/** Fails unless the digits make a valid mobile or IP number. */
export const check = standalone('mobile-phone', (data: string) => {
  const digits = digitsOf(data);
  return data === '' || (digits !== undefined && isMobileOrIp(digits)) ? undefined : { reason: 'invalid' };
});

export default checkKeyword(rule, { type: 'string', schemaType: 'boolean', check });
