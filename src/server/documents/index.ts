import type { Catalogue } from '../../engine/catalogue';
import type { CustomerRecord } from '../store/customers';
import type { Db } from '../store/database';
import { customerData } from './customer-data';
import { rootsOf, type DocumentLayout } from './layout';
import { fill, textOf, valueAt, type DocumentData } from './template';

export { loadLayouts, type DocumentLayout } from './layout';

/** The MIME type of each format. */
export const mimeTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
} as const;

/** A made document, or the layout's message for a value the customer lacks. */
export type MadeDocument =
  | { kind: 'file'; fileName: string; mimeType: string; content: Buffer }
  | { kind: 'lacking'; message: string };

// Characters Windows does not allow in a file name (the path separators among them), and control characters.
const safeName = (name: string) =>
  [...name].map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? '_' : char)).join('');

type Meta = { title: string; author: string };

// Each renderer (and its library, the PDF's font) is loaded with the first document of its format, not with
// the server.
async function render(layout: DocumentLayout, data: DocumentData, meta: Meta): Promise<Buffer> {
  const page = { ...meta, marginMm: layout.format === 'xlsx' ? undefined : layout.page?.margin };
  switch (layout.format) {
    case 'xlsx':
      return (await import('./xlsx')).renderXlsx(layout.sheets, data, meta);
    case 'docx':
      return (await import('./docx')).renderDocx(layout.blocks, data, page);
    case 'pdf':
      return (await import('./pdf')).renderPdf(layout.blocks, data, page);
    default: {
      const unknown: never = layout;
      throw new Error(`unknown document format ${JSON.stringify(unknown)}`);
    }
  }
}

/** Makes one document of the layout for the customer, from the customer's saved data. */
export async function makeDocument(
  db: Db,
  catalogue: Catalogue,
  layout: DocumentLayout,
  customer: CustomerRecord,
): Promise<MadeDocument> {
  const data = await customerData(db, catalogue, customer, rootsOf(layout));
  const lacking = layout.requires?.find((need) => fill(need.value, data).trim() === '');
  if (lacking) return { kind: 'lacking', message: lacking.message };
  const meta = { title: layout.title, author: textOf(valueAt(data, '/sender/company')) };
  const content = await render(layout, data, meta);
  return {
    kind: 'file',
    fileName: safeName(fill(layout.fileName, data)),
    mimeType: mimeTypes[layout.format],
    content,
  };
}
