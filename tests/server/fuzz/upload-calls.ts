import fc from 'fast-check';
import type { Schema } from '../../../src/engine/types';
import { loadForms } from '../../../src/server/catalogue';
import { weighted, weights, type FuzzCall } from './corpus';
import { customerOf, type FuzzFacts } from './facts';
import { handCall } from './hand-call';
import { changing } from './mutation';
import { badFiles, brokenMultipart, hugeFile, pngBytes } from './multipart-refusals';
import type { FuzzFile } from './types';

// ファイル発行履歴's my page upload (src/server/routes/file-issue-log.ts): multipart, one file and the upload
// method (the form schemas/dialogs/file-issue-log-upload, which the route checks with).

const fileField = 'upload_mypage_file';

// The upload methods the form offers (its enum), as multipart texts.
function methods(): string[] {
  const schema = loadForms('dialogs')['file-issue-log-upload'].schema;
  const method = (schema.properties?.need_customer_agree_flag ?? {}) as Schema;
  return (method.enum ?? method.oneOf?.map((option) => (option as Schema).const) ?? [1]).map(String);
}

/** The upload for customer 1, with a small PNG. */
export function uploadCalls(facts: FuzzFacts): FuzzCall[] {
  const noFile = fc.constant(changing('missingUpload', (draft) => ({ ...draft, files: [] })));
  const withFile = (name: string) => (file: FuzzFile) =>
    changing(name, (draft) => ({ ...draft, files: [{ ...file, field: fileField }] }));
  return [
    handCall({
      key: 'POST customers/fileUploadMyPage',
      body: { customer_id: '1', need_customer_agree_flag: methods()[0] },
      files: [{ field: fileField, name: '契約書.png', type: 'image/png', bytes: pngBytes(256) }],
      customer: customerOf(facts, 1),
      invalid: {
        need_customer_agree_flag: fc.constantFrom('0', '3', '-1', 'abc', '1.5', '', '１', '[1]'),
      },
      required: ['need_customer_agree_flag'],
      more: [
        ...weighted(weights.field, [noFile, badFiles.map(withFile('badFile'))]),
        ...weighted(weights.body, [brokenMultipart]),
        ...weighted(weights.monstrous, [hugeFile.map(withFile('hugeFile'))]),
      ],
    }),
  ];
}
