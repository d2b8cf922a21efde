import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import { tokyoNow } from './lib/clock';
import { tokyoDateTime } from './lib/dates';
import type { RuleDoc } from './lib/rule-doc';

/** The error `futureDateTime` reports. */
export type FutureDateTimeError = ErrorObject<'futureDateTime', { reason: 'past' }, boolean>;

/** `"futureDateTime": true` — a date-time later than now in Tokyo; blank passes (reflect right after approval). */
export const rule: RuleDoc = {
  keyword: 'futureDateTime',
  category: 'date',
  checks: {
    ja: '日時が現在（東京時間）より後。空欄は可（承認後すぐ反映）。形式の誤りは dateTime が判定する',
    en: 'a date-time later than now in Tokyo; blank passes (reflected right after approval); bad formats are dateTime’s',
  },
  example: { type: 'string', title: '与信承認反映日時', dateTime: true, futureDateTime: true },
  messages: { past: '{subject}は現在より後の日時を入力してください' },
  notes: 'Now is `tokyoNow()` of rules/lib/clock.ts; tests freeze it with `setNow`.',
};

/** Fails when the date-time is now or earlier. */
export const check = standalone('future-date-time', (data: string) => {
  const wall = tokyoDateTime(data);
  return wall === undefined || wall > tokyoNow() ? undefined : { reason: 'past' };
});

export default checkKeyword(rule, { type: 'string', schemaType: 'boolean', check });
