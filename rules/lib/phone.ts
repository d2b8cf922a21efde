import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';

// Japanese numbers are judged by libphonenumber-js with its full ("max") metadata, which knows the
// allocated area codes and number types; the spec's own rules (two hyphens, 10 / 11 digits, which prefixes
// are mobile) sit on top of it.

/** Digits of a fixed-line number (with the leading 0). */
export const fixedDigits = 10;
/** Digits of a mobile or IP number (with the leading 0). */
export const mobileDigits = 11;

/** The prefixes the spec treats as mobile or IP telephones: 11 digits. */
export const mobilePrefixes = ['050', '070', '080', '090'];
/** The prefixes that can never be a fax number (mobile telephones). */
export const mobileOnlyPrefixes = ['070', '080', '090'];

const notFixed: (NumberType | undefined)[] = ['MOBILE', 'VOIP', 'PAGER', 'PERSONAL_NUMBER', undefined];

/** True for a number written as digits in three groups joined by two hyphens, starting with 0. */
export function hasTwoHyphens(text: string): boolean {
  return /^0[0-9]*-[0-9]+-[0-9]+$/.test(text);
}

/** The digits of a number typed with optional hyphens, or undefined when anything else is in it. */
export function digitsOf(text: string): string | undefined {
  return /^[0-9-]+$/.test(text) ? text.replace(/-/g, '') : undefined;
}

function parse(digits: string) {
  const number = parsePhoneNumberFromString(digits, 'JP');
  return number?.country === 'JP' && number.isValid() ? number : undefined;
}

/**
 * True when the digits start with one of the prefixes. 0800 is toll free, not an 080 mobile number:
 * the numbering plan keeps 080-0 for it, so it never matches.
 */
export function startsWithAny(digits: string, prefixes: string[]): boolean {
  return !digits.startsWith('0800') && prefixes.some((prefix) => digits.startsWith(prefix));
}

/** A valid 10-digit Japanese number that is not a mobile, IP or pager number (fixed line, 0120, 0570…). */
export function isFixedLine(digits: string): boolean {
  if (digits.length !== fixedDigits || startsWithAny(digits, mobilePrefixes)) return false;
  return !notFixed.includes(parse(digits)?.getType());
}

/** A valid 11-digit 0800 toll-free number. */
export function isTollFree0800(digits: string): boolean {
  return (
    digits.length === mobileDigits && digits.startsWith('0800') && parse(digits)?.getType() === 'TOLL_FREE'
  );
}

/** A valid 11-digit number starting 050, 070, 080 or 090. */
export function isMobileOrIp(digits: string): boolean {
  return (
    digits.length === mobileDigits && startsWithAny(digits, mobilePrefixes) && parse(digits) !== undefined
  );
}

/** A valid 10- or 11-digit Japanese number (any type). */
export function isValidJapanese(digits: string): boolean {
  return (
    (digits.length === 10 || digits.length === 11) && digits.startsWith('0') && parse(digits) !== undefined
  );
}

/** The numbering facts the phone messages quote, from the constants the checks use. */
export function phoneMessageVars(): Record<string, string> {
  return {
    fixedDigits: String(fixedDigits),
    mobileDigits: String(mobileDigits),
    mobilePrefixes: mobilePrefixes.join('・'),
  };
}

/**
 * The digits of a valid Japanese number written with the hyphens of its numbering plan
 * (`0355500100` → `03-5550-0100`, `0120123456` → `0120-123-456`); undefined for anything else.
 */
export function hyphenatedPhone(digits: string): string | undefined {
  if (!/^0[0-9]{9,10}$/.test(digits)) return undefined;
  const formatted = parse(digits)?.formatNational();
  return formatted && hasTwoHyphens(formatted) ? formatted : undefined;
}
