import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import type { RuleDoc } from './lib/rule-doc';
import { isUnset } from './lib/values';

/** The error `selected` reports. */
export type SelectedError = ErrorObject<'selected', { reason: 'unselected' }, boolean>;

/** `"selected": true` — a select holds a real choice: not -1 (未設定), '' or null. */
export const rule: RuleDoc = {
  keyword: 'selected',
  category: 'select',
  checks: {
    ja: 'セレクトが未選択の値（-1「未設定」、空文字、null）でない。解約理由の必須もこれ',
    en: 'a select holds a real choice: not the unset value -1 (未設定), empty or null; also the required cancellation reason',
  },
  example: { type: ['integer', 'null'], title: '解約理由', selected: true },
  messages: { unselected: '{title}を選択してください' },
  notes: 'Runs only when the property is present: pair it with `required` when the key may be missing.',
};

/** Fails on the unselected values. */
export const check = standalone('selected', (data: string | number | null) =>
  isUnset(data) ? { reason: 'unselected' } : undefined,
);

export default checkKeyword(rule, { type: ['string', 'number', 'null'], schemaType: 'boolean', check });
