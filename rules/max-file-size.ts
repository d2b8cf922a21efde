import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import { fileFacts, formatBytes } from './lib/files';
import type { RuleDoc } from './lib/rule-doc';

/** The error `maxFileSize` reports; `limit` is the schema's bytes, `detail` the file name. */
export type MaxFileSizeError = ErrorObject<
  'maxFileSize',
  { reason: 'tooLarge'; limit: number; detail: string },
  number
>;

/** `"maxFileSize": 4194304` — a file (data URL or `{ name, size }`) of at most that many bytes. */
export const rule: RuleDoc = {
  keyword: 'maxFileSize',
  category: 'file',
  checks: {
    ja: 'ファイルサイズが上限（バイト）以下（4MB = 4194304）。rjsf のデータURL、またはサーバーの `{ name, size }` を判定',
    en: 'a file of at most the limit in bytes (4 MB = 4194304): rjsf’s data URL, or `{ name, size }` on the server',
  },
  example: { type: 'string', title: '代表者確認書類1', maxFileSize: 4194304 },
  messages: { tooLarge: '{file}は{size}以下のファイルを選択してください' },
  vars: ({ title, params }) => ({
    file: params.detail ? `${title}の「${String(params.detail)}」` : title,
    size: formatBytes(Number(params.limit)),
  }),
};

/** Fails when the known size is above the limit. */
export const check = standalone('max-file-size', (data: string | object, limit: number) => {
  const facts = fileFacts(data);
  return facts?.size === undefined || facts.size <= limit
    ? undefined
    : { reason: 'tooLarge', detail: facts.name };
});

export default checkKeyword(rule, {
  type: ['string', 'object'],
  metaSchema: { type: 'integer', minimum: 1 },
  check,
  params: (limit: number) => ({ limit }),
});
