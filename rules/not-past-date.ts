import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import { tokyoToday } from './lib/clock';
import { isYmd } from './lib/dates';
import type { RuleDoc } from './lib/rule-doc';

/** The error `notPastDate` reports. */
export type NotPastDateError = ErrorObject<'notPastDate', { reason: 'past' }, boolean>;

/** `"notPastDate": true` — a date today or later (Tokyo). */
export const rule: RuleDoc = {
  keyword: 'notPastDate',
  category: 'date',
  checks: {
    ja: '日付が本日（東京時間）以降。形式の誤りは dateYmd が判定する',
    en: 'a date today or later (Tokyo); bad formats are dateYmd’s',
  },
  example: { type: 'string', title: '解約終了日', dateYmd: true, notPastDate: true },
  messages: { past: '{subject}は本日以降の日付を入力してください' },
};

/** Fails on a real date before today. */
export const check = standalone('not-past-date', (data: string) =>
  !isYmd(data) || data >= tokyoToday() ? undefined : { reason: 'past' },
);

export default checkKeyword(rule, { type: 'string', schemaType: 'boolean', check });
