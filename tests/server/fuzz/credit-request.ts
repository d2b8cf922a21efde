import fc from 'fast-check';
import { weighted, weights, type Weighted } from './corpus';
import { changing, type Draft, type Mutation } from './mutation';
import { badFiles, brokenMultipart, hugeFile } from './multipart-refusals';
import type { FuzzFile } from './types';

// 基本情報's credit request is multipart (000 §7): besides its fields, the identity documents (`image_infos`,
// a JSON text, and the files `file_name_<n>`) and the multipart body itself can be wrong.

// A document row of image_infos as the browser sends it.
const row = (id: number | null, isNew: boolean, isDelete = false) => ({
  customer_file_id: id,
  print_file_name_1: '確認書類.png',
  is_new: isNew,
  is_delete: isDelete,
  rotation: 0,
});

// The rows image_infos holds, or none when noise made it something else.
function parsedRows(text: unknown): unknown[] {
  try {
    const rows: unknown = JSON.parse(String(text ?? '[]'));
    return Array.isArray(rows) ? rows : [];
  } catch {
    return [];
  }
}

function withRows(draft: Draft, rows: unknown[], files: FuzzFile[] = []): Draft {
  // A body an earlier refusal made no object stays as it is.
  if (typeof draft.body !== 'object' || draft.body === null || Array.isArray(draft.body)) return draft;
  const body = draft.body as Record<string, unknown>;
  const infos = parsedRows(body.image_infos);
  const count = infos.filter((info) => (info as { is_new?: boolean }).is_new === true).length;
  const renamed = files.map((file, index) => ({ ...file, field: `file_name_${count + index + 1}` }));
  const newCount = String(count + renamed.length);
  return {
    ...draft,
    body: { ...body, image_infos: JSON.stringify([...infos, ...rows]), new_file_count: newCount },
    files: [...draft.files, ...renamed],
  };
}

/** The credit request's own refusals: documents of another customer or none, bad files, a broken body. */
export function creditRequestRefusals(foreignFiles: number[]): Weighted[] {
  const foreign = fc
    .tuple(fc.constantFrom(...foreignFiles, 999_999), fc.boolean())
    .map(([id, remove]) => changing('foreignDocument', (draft) => withRows(draft, [row(id, false, remove)])));
  const missingUpload = fc.constant(changing('missingUpload', (draft) => withRows(draft, [row(null, true)])));
  const withFile = (name: string) => (file: FuzzFile) =>
    changing(name, (draft) => withRows(draft, [row(null, true)], [file]));
  return [
    ...weighted(weights.field, [foreign, missingUpload, badFiles.map(withFile('badFile'))]),
    ...weighted(weights.body, [brokenMultipart]),
    ...weighted(weights.monstrous, [hugeFile.map(withFile('hugeFile'))]),
  ];
}

/** Noise of the credit request: sent as JSON rather than multipart (the server reads both). */
export const asJson: fc.Arbitrary<Mutation> = fc.constant(
  changing('asJson', (draft) => ({ ...draft, encoding: 'json' })),
);
