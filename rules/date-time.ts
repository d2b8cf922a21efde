import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import { tokyoDateTime } from './lib/dates';
import type { RuleDoc } from './lib/rule-doc';

/** The error `dateTime` reports. */
export type DateTimeError = ErrorObject<'dateTime', { reason: 'invalid' }, boolean>;

/** `"dateTime": true` — a real date and time `YYYY-MM-DD HH:mm[:ss]` (or with `T` and an offset). */
export const rule: RuleDoc = {
  keyword: 'dateTime',
  category: 'date',
  checks: {
    ja: '実在する日時 YYYY-MM-DD HH:mm（秒・小数秒は任意、区切りは空白または T、時差表記 +09:00 / Z も可）',
    en: 'a real date-time YYYY-MM-DD HH:mm (seconds and fraction optional, space or T, optional offset +09:00 / Z)',
  },
  example: { type: 'string', title: '反映日時', dateTime: true },
  messages: { invalid: '{subject}は正しい日時（YYYY-MM-DD HH:mm）で入力してください' },
};

/** Fails on anything but a real date-time. */
export const check = standalone('date-time', (data: string) =>
  data === '' || tokyoDateTime(data) !== undefined ? undefined : { reason: 'invalid' },
);

export default checkKeyword(rule, { type: 'string', schemaType: 'boolean', check });
