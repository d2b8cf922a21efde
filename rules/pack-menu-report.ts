import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import type { RuleDoc } from './lib/rule-doc';
import { liveRows } from './lib/values';

interface Schema {
  individual: string;
}

/** The error `packMenuReport` reports, at the table of report destinations. */
export type PackMenuReportError = ErrorObject<'packMenuReport', { reason: 'none' | 'many' }, Schema>;

/** `"packMenuReport": { "individual": "individual_flag" }` — one individual report, or group mail only. */
export const rule: RuleDoc = {
  keyword: 'packMenuReport',
  category: 'section',
  checks: {
    ja: 'パックメニューの報告先（is_delete の行を除く）：個別報告（individual の項目が true）がちょうど1件、または個別報告なしでグループメールのみ。報告先が1件もない、または個別報告が2件以上なら不可',
    en: 'pack-menu report destinations (is_delete rows skipped): exactly one individual report (the `individual` flag true), or group mail only; no destination at all, or two or more individual ones, fail',
  },
  example: {
    type: 'array',
    title: '報告先',
    items: { type: 'object', properties: { individual_flag: { type: 'boolean' } } },
    packMenuReport: { individual: 'individual_flag' },
  },
  messages: {
    none: '{title}は個別報告を1件、またはグループメールのみを設定してください',
    many: '{title}は個別報告を1件、またはグループメールのみを設定してください',
  },
  notes:
    'Spec 002 §5.6 names the rule only; this reading lets group mail accompany the one individual report.',
};

/** Fails on no destinations or more than one individual report. */
export const check = standalone('pack-menu-report', (data: unknown[], schema: Schema) => {
  const rows = liveRows(data);
  if (rows.length === 0) return { reason: 'none' };
  const individuals = rows.filter((row) => row[schema.individual] === true).length;
  return individuals > 1 ? { reason: 'many' } : undefined;
});

export default checkKeyword(rule, {
  type: 'array',
  metaSchema: {
    type: 'object',
    required: ['individual'],
    properties: { individual: { type: 'string' } },
    additionalProperties: false,
  },
  check,
});
