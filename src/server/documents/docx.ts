import {
  AlignmentType,
  BorderStyle,
  Document,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { Block } from './layout';
import { listRows } from './rows';
import { fill, type DocumentData } from './template';
import formats from '../../../schemas/documents/formats.json';

const alignments = { left: AlignmentType.LEFT, center: AlignmentType.CENTER, right: AlignmentType.RIGHT };
const halfPoints = (points: number) => Math.round(points * 2);
const line = (
  text: string,
  options: { align?: keyof typeof alignments; bold?: boolean; size?: number } = {},
) =>
  new Paragraph({
    alignment: alignments[options.align ?? 'left'],
    children: [new TextRun({ text, bold: options.bold, size: options.size && halfPoints(options.size) })],
  });
const border = { style: BorderStyle.SINGLE, size: 4, color: '808080' };
const borders = { top: border, bottom: border, left: border, right: border };

function cell(text: string, heading: boolean, width: number): TableCell {
  return new TableCell({
    borders,
    width: { size: width, type: WidthType.PERCENTAGE },
    shading: heading ? { type: ShadingType.CLEAR, fill: 'EEF2F7', color: 'auto' } : undefined,
    children: text.split('\n').map((part) => line(part, { bold: heading })),
  });
}

function table(rows: string[][], headingColumn: boolean, headingRow: boolean): Table {
  const width = 100 / Math.max(1, rows[0]?.length ?? 1);
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(
      (cells, row) =>
        new TableRow({
          children: cells.map((text, column) =>
            cell(
              text,
              (headingRow && row === 0) || (headingColumn && column === 0),
              headingColumn && column === 0 ? 30 : width,
            ),
          ),
        }),
    ),
  });
}

function render(block: Block, data: DocumentData): (Paragraph | Table)[] {
  switch (block.kind) {
    case 'title':
      return [
        line(fill(block.text, data), { align: block.align ?? 'center', bold: true, size: 16 }),
        line(''),
      ];
    case 'heading':
      return [line(fill(block.text, data), { align: block.align, bold: true, size: 12 })];
    case 'date':
      return [line(fill(block.text, data), { align: block.align ?? 'right' })];
    case 'paragraph':
      return fill(block.text, data)
        .split('\n')
        .map((text) => line(text, { align: block.align }));
    case 'addressee':
      return [
        ...(block.lines ?? []).map((text) => line(fill(text, data))),
        line(`${fill(block.name, data)}　${block.honorific}`, { bold: true, size: 13 }),
        line(''),
      ];
    case 'sender':
      return block.lines.map((text) => line(fill(text, data), { align: 'right' }));
    case 'table':
      return [
        table(
          block.rows.map(([label, value]) => [fill(label, data), fill(value, data)]),
          true,
          false,
        ),
        line(''),
      ];
    case 'list': {
      const rows = listRows(data, block.from, block.columns);
      if (rows.length === 0) return [line(block.empty ?? '')];
      return [table([block.columns.map((column) => column.label), ...rows], false, true), line('')];
    }
    default: {
      const unknown: never = block;
      throw new Error(`unknown block ${JSON.stringify(unknown)}`);
    }
  }
}

/** A Word document (A4, Japanese font) of the layout's blocks, filled from the customer's data. */
export async function renderDocx(
  blocks: Block[],
  data: DocumentData,
  meta: { title: string; author: string; marginMm?: number },
): Promise<Buffer> {
  const margin = Math.round(((meta.marginMm ?? 20) / 25.4) * 1440);
  const document = new Document({
    title: meta.title,
    creator: meta.author,
    styles: {
      default: {
        document: {
          run: {
            font: { ascii: formats.font.name, eastAsia: formats.font.name },
            size: halfPoints(formats.font.size),
          },
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: margin, bottom: margin, left: margin, right: margin },
          },
        },
        children: blocks.flatMap((block) => render(block, data)),
      },
    ],
  });
  return Packer.toBuffer(document);
}
