import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import { comparable, dateKindNames, type DateKind } from './lib/dates';
import type { RuleDoc } from './lib/rule-doc';
import { fieldOf } from './lib/values';

interface Schema {
  start: string;
  end: string;
  kind: DateKind;
}

/** The error `endNotBeforeStart` reports, at the end field (`field`); `other` is the start field. */
export type EndNotBeforeStartError = ErrorObject<
  'endNotBeforeStart',
  { reason: 'beforeStart'; field: string; other: string; kind: DateKind },
  Schema
>;

/** `"endNotBeforeStart": { "start": "a", "end": "b", "kind": "date" }` — on the object holding both fields. */
export const rule: RuleDoc = {
  keyword: 'endNotBeforeStart',
  category: 'date',
  checks: {
    ja: '終了が開始より前でない（同じは可）。kind は date / month / time / dateTime。どちらかが空欄または形式誤りなら判定しない',
    en: 'the end is not before the start (equal is fine); kind date, month, time or dateTime; skipped when either side is blank or malformed',
  },
  example: {
    type: 'object',
    properties: {
      contract_agreement_date_start: { type: 'string', title: '契約日（開始）', dateYmd: true },
      contract_agreement_date_end: { type: 'string', title: '契約日（終了）', dateYmd: true },
    },
    endNotBeforeStart: {
      start: 'contract_agreement_date_start',
      end: 'contract_agreement_date_end',
      kind: 'date',
    },
  },
  messages: { beforeStart: '{subject}は{otherTitle}以降の{kindName}を入力してください' },
  vars: ({ params }) => ({ kindName: dateKindNames[params.kind as DateKind] }),
  notes: 'Reported at the end field (`params.field`), where `pointerOf` puts it.',
};

/** Fails when both sides are valid and the end sorts before the start. */
export const check = standalone('end-not-before-start', (data: object, schema: Schema) => {
  const start = comparable(schema.kind, fieldOf(data, schema.start));
  const end = comparable(schema.kind, fieldOf(data, schema.end));
  return start === undefined || end === undefined || end >= start ? undefined : { reason: 'beforeStart' };
});

export default checkKeyword(rule, {
  type: 'object',
  metaSchema: {
    type: 'object',
    required: ['start', 'end', 'kind'],
    properties: {
      start: { type: 'string' },
      end: { type: 'string' },
      kind: { enum: ['date', 'month', 'time', 'dateTime'] },
    },
    additionalProperties: false,
  },
  check,
  params: (schema: Schema) => ({ field: schema.end, other: schema.start, kind: schema.kind }),
});
