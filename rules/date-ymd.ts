import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import { isYmd } from './lib/dates';
import type { RuleDoc } from './lib/rule-doc';

/** The error `dateYmd` reports. */
export type DateYmdError = ErrorObject<'dateYmd', { reason: 'invalid' }, boolean>;

/** `"dateYmd": true` — a real calendar date `YYYY-MM-DD` (four-digit year: at most 9999-12-31). */
export const rule: RuleDoc = {
  keyword: 'dateYmd',
  category: 'date',
  checks: {
    ja: '実在する日付 YYYY-MM-DD（うるう年を考慮、年は4桁なので上限 9999-12-31）',
    en: 'a real calendar date YYYY-MM-DD (leap years honoured; four-digit year, so at most 9999-12-31)',
  },
  example: { type: 'string', title: '契約日', dateYmd: true },
  messages: { invalid: '{subject}は正しい日付（YYYY-MM-DD）で入力してください' },
};

/** Fails on anything but a real date. */
export const check = standalone('date-ymd', (data: string) =>
  data === '' || isYmd(data) ? undefined : { reason: 'invalid' },
);

export default checkKeyword(rule, { type: 'string', schemaType: 'boolean', check });
