import type { ErrorObject } from 'ajv';
import { patternKeyword, type PatternRule } from './pattern-keyword';

/** The error `regularHolidayLetters` reports. */
export type RegularHolidayLettersError = ErrorObject<'regularHolidayLetters', { reason: 'invalid' }, boolean>;

/** `"regularHolidayLetters": true` — regular-holiday letters (月火水木金土日祝, Mon–Sun and holiday) separated by one half-width space, no repeats. */
export const rule: PatternRule = {
  keyword: 'regularHolidayLetters',
  category: 'text',
  checks: {
    ja: '定休日の曜日文字（月火水木金土日祝）を半角スペース区切りで、重複なく',
    en: 'regular-holiday letters (月火水木金土日祝, Mon–Sun and holiday) separated by one half-width space, no repeats',
  },
  example: { type: 'string', title: '定休日', regularHolidayLetters: true },
  pattern: '^(?![\\s\\S]*([月火水木金土日祝])[\\s\\S]*\\1)[月火水木金土日祝](?: [月火水木金土日祝])*$',
  messages: { invalid: '{subject}は月火水木金土日祝を半角スペース区切りで入力してください' },
};

export default patternKeyword(rule);
