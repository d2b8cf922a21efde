import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import { digitsOf, isFixedLine, phoneMessageVars } from './lib/phone';
import type { RuleDoc } from './lib/rule-doc';

/** The error `fixedLinePhone` reports. */
export type FixedLinePhoneError = ErrorObject<'fixedLinePhone', { reason: 'invalid' }, boolean>;

/** `"fixedLinePhone": true` — a valid 10-digit Japanese fixed-line number (hyphens optional). */
export const rule: RuleDoc = {
  keyword: 'fixedLinePhone',
  category: 'phone',
  checks: {
    ja: '10桁の固定電話番号（0120・0570 なども可、050/070/080/090 は不可）。libphonenumber-js の番号計画で有効な番号。ハイフンは任意',
    en: 'a 10-digit Japanese number that is not mobile or IP (0120, 0570 … count), valid in libphonenumber-js’s numbering plan; hyphens optional',
  },
  example: { type: 'string', title: '電話番号', fixedLinePhone: true },
  messages: { invalid: '{subject}は{fixedDigits}桁の正しい固定電話番号で入力してください' },
  vars: phoneMessageVars,
};

/** Fails unless the digits make a valid fixed-line number. */
export const check = standalone('fixed-line-phone', (data: string) => {
  const digits = digitsOf(data);
  return data === '' || (digits !== undefined && isFixedLine(digits)) ? undefined : { reason: 'invalid' };
});

export default checkKeyword(rule, { type: 'string', schemaType: 'boolean', check });
