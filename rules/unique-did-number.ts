import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import type { RuleContext, RuleDoc } from './lib/rule-doc';

/** The error `uniqueDidNumber` reports. */
export type UniqueDidNumberError = ErrorObject<'uniqueDidNumber', { reason: 'taken' }, boolean>;

/** `"uniqueDidNumber": true` — the DID (D番) number is not another customer's; server-side only. */
export const rule: RuleDoc = {
  keyword: 'uniqueDidNumber',
  category: 'section',
  checks: {
    ja: 'D番（DID番号）が他の顧客と重複しない。サーバーだけが判定する：passContext で渡された RuleContext の didNumberTaken を呼ぶ。ブラウザ（コンテキストなし）では何もしない',
    en: 'the DID (D番) number is not already used by another customer. Server-side only: calls `didNumberTaken` of the RuleContext passed with passContext; a no-op without it (the browser)',
  },
  example: { type: 'string', title: 'D番号', maxLength: 100, uniqueDidNumber: true },
  messages: { taken: '{subject}は既に他の顧客で使用されています' },
  notes:
    'Server: compile with `new Ajv({ passContext: true, … })` and call `validate.call({ didNumberTaken }, data)`, where `didNumberTaken(did)` looks the number up in the database, excluding the customer being saved.',
};

const lookupOf = (context: unknown) =>
  typeof context === 'object' && context !== null ? (context as RuleContext).didNumberTaken : undefined;

/** Fails when the context's lookup says the number is taken; passes when there is no lookup. */
export const check = standalone('unique-did-number', (data: string, _schema: boolean, context?: unknown) => {
  const taken = lookupOf(context);
  return data.trim() === '' || typeof taken !== 'function' || !taken(data.trim())
    ? undefined
    : { reason: 'taken' };
});

export default checkKeyword(rule, { type: 'string', schemaType: 'boolean', check, context: true });
