import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import { claimedKind, fileFacts, kindOfName, sniffFileType } from './lib/files';
import type { RuleDoc } from './lib/rule-doc';

/** The error `fileType` reports; `types` is the schema's list, `detail` the file name. */
export type FileTypeError = ErrorObject<
  'fileType',
  { reason: 'extension' | 'content' | 'mismatch'; types: string; detail: string },
  string[]
>;

const canonical = (type: string) => kindOfName(`.${type}`);

/** `"fileType": ["jpg", "png", "pdf", "gif", "tiff"]` — the name's extension and, when at hand, the content. */
export const rule: RuleDoc = {
  keyword: 'fileType',
  category: 'file',
  checks: {
    ja: 'ファイル形式が一覧（jpg, png, gif, tiff, pdf。jpeg・tif も同じ扱い）のどれか：拡張子（なければ MIME タイプ）で判定し、中身があればマジックバイトでも判定（拡張子と一致すること）',
    en: 'the file is one of the listed types (jpg, png, gif, tiff, pdf; jpeg and tif alike): by extension (else MIME type), and by magic bytes when the content is at hand (they must agree)',
  },
  example: {
    type: 'string',
    title: '代表者確認書類1',
    fileType: ['jpg', 'png', 'pdf', 'gif', 'tiff'],
  },
  messages: {
    extension: '{file}は{types}のいずれかの形式のファイルを選択してください',
    content: '{file}はファイルの内容が{types}のいずれの形式でもありません',
    mismatch: '{file}はファイルの内容と拡張子が一致しません',
  },
  vars: ({ title, params }) => ({ file: params.detail ? `${title}の「${String(params.detail)}」` : title }),
  notes:
    'The server also checks what it stores: `isAllowedUpload(name, bytes, types)` or `sniffFileType(bytes)` from rules/lib/files.ts (magic bytes of jpg, png, gif, tiff, pdf).',
};

/** Fails on a name outside the list, then on content outside the list or other than the name claims. */
export const check = standalone('file-type', (data: string | object, types: string[]) => {
  const facts = fileFacts(data);
  if (facts === undefined) return undefined;
  const allowed = new Set(types.map(canonical));
  const claimed = claimedKind(facts);
  if (claimed === undefined || !allowed.has(claimed)) return { reason: 'extension', detail: facts.name };
  if (facts.head === undefined) return undefined;
  const sniffed = sniffFileType(facts.head);
  if (sniffed === undefined || !allowed.has(sniffed)) return { reason: 'content', detail: facts.name };
  return sniffed === claimed ? undefined : { reason: 'mismatch', detail: facts.name };
});

export default checkKeyword(rule, {
  type: ['string', 'object'],
  metaSchema: {
    type: 'array',
    minItems: 1,
    items: { enum: ['jpg', 'jpeg', 'png', 'gif', 'tif', 'tiff', 'pdf'] },
  },
  check,
  params: (types: string[]) => ({ types: types.join('・') }),
});
