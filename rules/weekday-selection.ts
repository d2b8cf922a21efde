import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import type { RuleDoc } from './lib/rule-doc';

/** The error `weekdaySelection` reports. */
export type WeekdaySelectionError = ErrorObject<
  'weekdaySelection',
  { reason: 'none' | 'saturdayOnly' | 'weekdaysWithSundays' },
  boolean
>;

/** `"weekdaySelection": true` — a chosen set of days (codes 0–7) that the service can cover. */
export const rule: RuleDoc = {
  keyword: 'weekdaySelection',
  category: 'select',
  checks: {
    ja: '曜日の選択（コード 1〜5 月〜金、6 土、0 日、7 祝、8 なし。配列またはカンマ区切り）：1つ以上選ぶ、土曜のみは不可、平日＋日・祝（土曜なし）のみは不可',
    en: 'a choice of days (codes 1–5 Mon–Fri, 6 Sat, 0 Sun, 7 holiday, 8 none; array or comma-joined): at least one, not Saturday alone, not weekdays plus Sundays/holidays without Saturday',
  },
  example: { type: 'array', title: '対応曜日', items: { type: 'string' }, weekdaySelection: true },
  messages: {
    none: '{title}を1つ以上選択してください',
    saturdayOnly: '{title}は土曜日のみの選択はできません',
    weekdaysWithSundays: '{title}は平日と日曜・祝日のみの組み合わせは選択できません',
  },
};

/** Fails on no days, on Saturday alone, and on weekdays with Sunday/holiday but no Saturday. */
export const check = standalone('weekday-selection', (data: string | unknown[]) => {
  const items = typeof data === 'string' ? data.split(',') : data;
  const days = new Set(items.map((item) => String(item).trim()).filter((code) => /^[0-7]$/.test(code)));
  if (days.size === 0) return { reason: 'none' };
  if (days.size === 1 && days.has('6')) return { reason: 'saturdayOnly' };
  const weekdays = ['1', '2', '3', '4', '5'].some((code) => days.has(code));
  const sundays = days.has('0') || days.has('7');
  return weekdays && sundays && !days.has('6') ? { reason: 'weekdaysWithSundays' } : undefined;
});

export default checkKeyword(rule, { type: ['array', 'string'], schemaType: 'boolean', check });
