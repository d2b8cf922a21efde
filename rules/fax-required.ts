import type { ErrorObject } from 'ajv';
import { faxFailure, rule as faxRule } from './fax-number';
import { checkKeyword, standalone } from './lib/check-keyword';
import type { RuleDoc } from './lib/rule-doc';
import { textOf } from './lib/values';

/** The error `faxRequired` reports. */
export type FaxRequiredError = ErrorObject<
  'faxRequired',
  { reason: 'required' | 'hyphen' | 'mobile' | 'invalid' },
  boolean
>;

/** `"faxRequired": true` — `faxNumber`, and the fax must be entered (null, '' and spaces fail). */
export const rule: RuleDoc = {
  keyword: 'faxRequired',
  category: 'phone',
  checks: {
    ja: 'FAX番号の入力必須版：空欄・null・空白のみは不可。そのうえで faxNumber と同じ判定',
    en: 'the fax number must be entered (null, empty or spaces fail), then the faxNumber check',
  },
  example: {
    type: 'object',
    properties: {
      target_fax: { type: ['string', 'null'], title: '報告先FAX番号', maxLength: 30, faxRequired: true },
    },
    required: ['target_fax'],
  },
  messages: { required: '{title}を入力してください', ...faxRule.messages },
  vars: faxRule.vars,
  notes:
    'Runs only when the property is present: pair it with `required` (forms that always send the key need nothing more). Combine with `if`/`then` when the fax is needed only for fax reports.',
};

/** Fails on a missing fax, then as faxNumber. */
export const check = standalone('fax-required', (data: string | null) => {
  const text = textOf(data);
  return text === '' ? { reason: 'required' } : faxFailure(text);
});

export default checkKeyword(rule, { type: ['string', 'null'], schemaType: 'boolean', check });
