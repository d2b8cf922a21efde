import fc from 'fast-check';
import { multipartBytes, multipartType } from './encode';
import { changing, type Mutation } from './mutation';
import type { FuzzFile } from './types';

// What can be wrong with a multipart call besides its fields: its files, and the body itself.

/** The uploads' size limit of the schemas (`maxFileSize`: 4 MiB). */
export const maxFileSize = 4 * 1024 * 1024;

/** A PNG's signature followed by zeros: `size` bytes the content check takes for a PNG. */
export const pngBytes = (size: number): Uint8Array => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};

/** Files the rules refuse: not an allowed type by content, or empty. */
export const badFiles: fc.Arbitrary<FuzzFile> = fc.constantFrom<FuzzFile>(
  {
    field: '',
    name: 'tool.exe',
    type: 'application/octet-stream',
    bytes: Buffer.from('MZ\x90\x00 not a document'),
  },
  { field: '', name: 'photo.png', type: 'image/png', bytes: Buffer.from('<?php echo 1; ?>') },
  { field: '', name: 'empty.pdf', type: 'application/pdf', bytes: new Uint8Array() },
);

/** A file one byte past the limit (4 MiB: sent less often than the small bad files). */
export const hugeFile: fc.Arbitrary<FuzzFile> = fc.constant({
  field: '',
  name: 'huge.png',
  type: 'image/png',
  bytes: pngBytes(maxFileSize + 1),
});

/** A body the multipart parser cannot read: cut short, another boundary, none, garbage. */
export const brokenMultipart: fc.Arbitrary<Mutation> = fc
  .constantFrom<'truncated' | 'wrongBoundary' | 'noBoundary' | 'garbage'>(
    'truncated',
    'wrongBoundary',
    'noBoundary',
    'garbage',
  )
  .map((kind) =>
    changing('brokenMultipart', (draft) => {
      const fields = Object.entries(Object(draft.body) as Record<string, unknown>).map(
        ([name, value]): [string, string] => [name, String(value)],
      );
      const bytes = multipartBytes(fields, draft.files, kind === 'truncated');
      const contentType = {
        truncated: multipartType,
        wrongBoundary: 'multipart/form-data; boundary=not-the-boundary',
        noBoundary: 'multipart/form-data',
        garbage: multipartType,
      }[kind];
      return {
        ...draft,
        raw: { text: kind === 'garbage' ? Buffer.from('\u0000\uFFFF--garbage--\r\n') : bytes, contentType },
      };
    }),
  );
