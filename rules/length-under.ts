import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import type { RuleDoc } from './lib/rule-doc';

/** The error `lengthUnder` reports; `limit` is the schema's number. */
export type LengthUnderError = ErrorObject<'lengthUnder', { reason: 'long'; limit: number }, number>;

/** `"lengthUnder": 256` — fewer characters than the limit (code points, as Ajv's maxLength counts). */
export const rule: RuleDoc = {
  keyword: 'lengthUnder',
  category: 'text',
  checks: {
    ja: '文字数が上限未満（`"lengthUnder": 256` なら 255 文字まで）。サロゲートペアは1文字',
    en: 'fewer characters than the limit (`"lengthUnder": 256` allows 255); a surrogate pair counts once',
  },
  example: { type: 'string', title: '所属', lengthUnder: 256 },
  messages: { long: '{title}は{limit}文字未満で入力してください' },
};

/** Fails when the text has `limit` characters or more. */
export const check = standalone('length-under', (data: string, limit: number) =>
  [...data].length < limit ? undefined : { reason: 'long' },
);

export default checkKeyword(rule, {
  type: 'string',
  metaSchema: { type: 'integer', minimum: 1 },
  check,
  params: (limit: number) => ({ limit }),
});
