import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import { tokyoToday } from './lib/clock';
import { addDays, isYmd } from './lib/dates';
import type { RuleDoc } from './lib/rule-doc';

/** The error `maxDaysAgo` reports; `limit` is the schema's number of days. */
export type MaxDaysAgoError = ErrorObject<'maxDaysAgo', { reason: 'tooOld'; limit: number }, number>;

/** `"maxDaysAgo": 10` — a date no more than that many days before today (Tokyo); later dates pass. */
export const rule: RuleDoc = {
  keyword: 'maxDaysAgo',
  category: 'date',
  checks: {
    ja: '日付が本日（東京時間）の N 日前以降（解約日は10日前まで）。未来の日付は可',
    en: 'a date no more than N days before today in Tokyo (the cancellation date: 10); future dates pass',
  },
  example: { type: 'string', title: '解約日', dateYmd: true, maxDaysAgo: 10 },
  messages: { tooOld: '{subject}は本日から{limit}日前以降の日付を入力してください' },
};

/** Fails on a real date earlier than today minus the limit. */
export const check = standalone('max-days-ago', (data: string, limit: number) =>
  !isYmd(data) || data >= addDays(tokyoToday(), -limit) ? undefined : { reason: 'tooOld' },
);

export default checkKeyword(rule, {
  type: 'string',
  metaSchema: { type: 'integer', minimum: 0 },
  check,
  params: (limit: number) => ({ limit }),
});
