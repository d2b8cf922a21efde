import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import { htmlTextLength } from './lib/html-text';
import type { RuleDoc } from './lib/rule-doc';

/** The error `htmlTextLength` reports; `limit` is the schema's number. */
export type HtmlTextLengthError = ErrorObject<'htmlTextLength', { reason: 'long'; limit: number }, number>;

/** `"htmlTextLength": 16500` — the rich-text editor's text, without its tags, is at most the limit. */
export const rule: RuleDoc = {
  keyword: 'htmlTextLength',
  category: 'text',
  checks: {
    ja: 'リッチテキスト（HTML）の文字数が上限以内。タグは数えず、文字参照（`&amp;` など）は1文字',
    en: 'the text of editor HTML is at most the limit: tags are not counted, an entity (`&amp;` …) counts as one',
  },
  example: { type: 'string', title: '応対注意事項', htmlTextLength: 16500 },
  messages: { long: '{title}は{limit}文字以内にしてください' },
  notes:
    'The message is spec 000 §5’s `{title}は16500文字以内にしてください`, with the number read from the schema.',
};

/** Fails when the visible text is longer than the limit. */
export const check = standalone('html-text-length', (data: string, limit: number) =>
  htmlTextLength(data) <= limit ? undefined : { reason: 'long' },
);

export default checkKeyword(rule, {
  type: 'string',
  metaSchema: { type: 'integer', minimum: 1 },
  check,
  params: (limit: number) => ({ limit }),
});
