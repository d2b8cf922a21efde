import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import { isYm } from './lib/dates';
import type { RuleDoc } from './lib/rule-doc';

/** The error `yearMonth` reports. */
export type YearMonthError = ErrorObject<'yearMonth', { reason: 'invalid' }, boolean>;

/** `"yearMonth": true` — a month `YYYY-MM` (four-digit year: at most 9999-12). */
export const rule: RuleDoc = {
  keyword: 'yearMonth',
  category: 'date',
  checks: {
    ja: '年月 YYYY-MM（月は01〜12、年は4桁なので上限 9999-12）',
    en: 'a month YYYY-MM (01–12; four-digit year, so at most 9999-12)',
  },
  example: { type: 'string', title: '請求開始月', yearMonth: true },
  messages: { invalid: '{subject}は正しい年月（YYYY-MM）で入力してください' },
};

/** Fails on anything but a real month. */
export const check = standalone('year-month', (data: string) =>
  data === '' || isYm(data) ? undefined : { reason: 'invalid' },
);

export default checkKeyword(rule, { type: 'string', schemaType: 'boolean', check });
