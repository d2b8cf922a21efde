import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import { comparable } from './lib/dates';
import type { RuleDoc } from './lib/rule-doc';
import { fieldOf } from './lib/values';

interface Schema {
  recess: string;
  resume: string;
}

/** The error `recessBeforeResume` reports, at the resume field. */
export type RecessBeforeResumeError = ErrorObject<
  'recessBeforeResume',
  { reason: 'notAfter'; field: string; other: string },
  Schema
>;

/** `"recessBeforeResume": { "recess": "recess_date", "resume": "resume_date" }` — resume strictly after recess. */
export const rule: RuleDoc = {
  keyword: 'recessBeforeResume',
  category: 'date',
  checks: {
    ja: '休止日が再開日より前（同じ日は不可）。どちらかが空欄・形式誤りなら判定しない',
    en: 'the recess date is before the resume date (the same day fails); skipped when either is blank or malformed',
  },
  example: {
    type: 'object',
    properties: {
      recess_date: { type: 'string', title: '休止日', dateYmd: true },
      resume_date: { type: 'string', title: '再開日', dateYmd: true },
    },
    recessBeforeResume: { recess: 'recess_date', resume: 'resume_date' },
  },
  messages: { notAfter: '{subject}は{otherTitle}より後の日付を入力してください' },
  notes: 'Reported at the resume field (`params.field`).',
};

/** Fails when both dates are valid and the resume date is not after the recess date. */
export const check = standalone('recess-before-resume', (data: object, schema: Schema) => {
  const recess = comparable('date', fieldOf(data, schema.recess));
  const resume = comparable('date', fieldOf(data, schema.resume));
  return recess === undefined || resume === undefined || resume > recess ? undefined : { reason: 'notAfter' };
});

export default checkKeyword(rule, {
  type: 'object',
  metaSchema: {
    type: 'object',
    required: ['recess', 'resume'],
    properties: { recess: { type: 'string' }, resume: { type: 'string' } },
    additionalProperties: false,
  },
  check,
  params: (schema: Schema) => ({ field: schema.resume, other: schema.recess }),
});
