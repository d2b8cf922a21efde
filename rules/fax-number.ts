import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import {
  digitsOf,
  hasTwoHyphens,
  isValidJapanese,
  mobileOnlyPrefixes,
  phoneMessageVars,
  startsWithAny,
} from './lib/phone';
import type { Failure, RuleDoc } from './lib/rule-doc';

/** The error `faxNumber` reports. */
export type FaxNumberError = ErrorObject<'faxNumber', { reason: 'hyphen' | 'mobile' | 'invalid' }, boolean>;

/** `"faxNumber": true` — two hyphens, 10 or 11 digits, a valid number, not a 070/080/090 mobile number. */
export const rule: RuleDoc = {
  keyword: 'faxNumber',
  category: 'phone',
  checks: {
    ja: 'FAX番号：ハイフン2つの形式で、10桁または11桁の有効な番号（libphonenumber-js）。070・080・090 始まりは不可（050 の IP FAX、0800 のフリーダイヤルは可）',
    en: 'fax: two hyphens, a valid 10- or 11-digit number (libphonenumber-js), not starting 070/080/090 (050 IP fax and 0800 toll free allowed)',
  },
  example: { type: 'string', title: 'FAX番号', maxLength: 30, faxNumber: true },
  messages: {
    hyphen: '{subject}はハイフン（-）を2つ含めて入力してください（例：03-1234-5678）',
    mobile: '{subject}は携帯電話の番号のためFAX番号に使えません',
    invalid: '{subject}は{fixedDigits}桁または{mobileDigits}桁の正しいFAX番号で入力してください',
  },
  vars: phoneMessageVars,
};

/** The fax check shared with `faxRequired`; an empty value passes here. */
export function faxFailure(data: string): Failure | undefined {
  if (data === '') return undefined;
  const digits = digitsOf(data);
  if (!hasTwoHyphens(data) || digits === undefined) return { reason: 'hyphen' };
  if (startsWithAny(digits, mobileOnlyPrefixes)) return { reason: 'mobile' };
  return isValidJapanese(digits) ? undefined : { reason: 'invalid' };
}

/** Fails on the hyphen form, a mobile prefix, then an invalid number. */
export const check = standalone('fax-number', faxFailure);

export default checkKeyword(rule, { type: 'string', schemaType: 'boolean', check });
