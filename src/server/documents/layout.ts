import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { repoRoot } from '../paths';
import layoutSchema from '../../../schemas/documents/layout.schema.json';

/** Style of an xlsx cell. */
export interface CellStyle {
  bold?: boolean;
  size?: number;
  align?: 'left' | 'center' | 'right';
  border?: boolean;
  fill?: string;
}
/** An xlsx cell: a text template, or one with its style and merged range. */
export type CellSpec = string | (CellStyle & { text: string; merge?: string });
/** Label/value rows from a cell downwards. */
export interface TableSpec {
  at: string;
  labelSpan?: number;
  valueSpan?: number;
  rows: [string, string][];
}
/** One column of a list: its heading and the template of its cells (`{name}` reads the row). */
export interface ListColumn {
  label: string;
  text: string;
}
/** A list of rows of the customer's data (members, mail addresses), with a heading row. */
export interface ListSpec {
  at: string;
  from: string;
  columns: ListColumn[];
  empty?: string;
}
/** One worksheet. */
export interface SheetSpec {
  name: string;
  columns?: number[];
  landscape?: boolean;
  heights?: Record<string, number>;
  cells?: Record<string, CellSpec>;
  tables?: TableSpec[];
  lists?: ListSpec[];
}
/** One block of a Word or PDF document, top to bottom. */
export type Block =
  | { kind: 'title' | 'date' | 'paragraph' | 'heading'; text: string; align?: 'left' | 'center' | 'right' }
  | { kind: 'addressee'; lines?: string[]; name: string; honorific: '御中' | '様' }
  | { kind: 'sender'; lines: string[] }
  | { kind: 'table'; rows: [string, string][] }
  | { kind: 'list'; from: string; columns: ListColumn[]; empty?: string };

interface LayoutBase {
  id: string;
  path: string;
  idParam?: string;
  title: string;
  fileName: string;
  requires?: { value: string; message: string }[];
}
/** A document of schemas/documents/<id>.json: an Excel workbook, or a Word or PDF document of blocks. */
export type DocumentLayout =
  | (LayoutBase & { format: 'xlsx'; sheets: SheetSpec[] })
  | (LayoutBase & { format: 'docx' | 'pdf'; page?: { size?: 'A4'; margin?: number }; blocks: Block[] });

const folder = join(repoRoot, 'schemas', 'documents');
// Shared files of the folder that are not layouts.
const notLayouts = new Set(['formats.json', 'sender.json', 'layout.schema.json']);

/** Reads and checks every layout of schemas/documents/; a malformed one stops the server with its file and place. */
export function loadLayouts(): DocumentLayout[] {
  const validate = new Ajv({ allErrors: true, strict: false }).compile(layoutSchema);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json') && !notLayouts.has(name))
    .sort()
    .map((name) => {
      const layout: unknown = JSON.parse(readFileSync(join(folder, name), 'utf8'));
      if (!validate(layout)) {
        const where = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
        throw new Error(`schemas/documents/${name}: ${where.join('; ')}`);
      }
      return layout as unknown as DocumentLayout;
    });
}

/** The pointers' first steps a layout reads (which parts of the customer's data to load). */
export function rootsOf(layout: DocumentLayout): Set<string> {
  const roots = new Set<string>();
  const text = JSON.stringify(layout);
  for (const match of text.matchAll(/[{|"]\s*\/([a-z_]+)/g)) roots.add(match[1]);
  return roots;
}
