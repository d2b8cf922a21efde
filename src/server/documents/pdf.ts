import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { JapaneseFonts, widthOf, type Run } from './japanese-font';
import type { Block } from './layout';
import { listRows } from './rows';
import { fill, type DocumentData } from './template';
import formats from '../../../schemas/documents/formats.json';

const a4: [number, number] = [595.28, 841.89];
const mm = 72 / 25.4;
const grey = rgb(0.5, 0.5, 0.5);
const labelFill = rgb(0.93, 0.95, 0.97);
type Align = 'left' | 'center' | 'right';

const widthOfRuns = (runs: Run[], size: number) =>
  runs.reduce((sum, run) => sum + widthOf(run.text, run.face, size), 0);

/** Writes blocks top to bottom onto A4 pages, starting a new page when one is full. */
class Writer {
  private page!: PDFPage;
  private y = 0;
  readonly left: number;
  readonly width: number;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: JapaneseFonts,
    private readonly margin: number,
  ) {
    this.left = margin;
    this.width = a4[0] - 2 * margin;
    this.newPage();
  }

  private newPage(): void {
    this.page = this.pdf.addPage(a4);
    this.y = a4[1] - this.margin;
  }

  private room(height: number): void {
    if (this.y - height < this.margin) this.newPage();
  }

  // Japanese wraps between any two characters: the text is cut where the next character would not fit.
  async wrap(text: string, size: number, width: number): Promise<Run[][]> {
    const lines: Run[][] = [];
    for (const paragraph of text.split('\n')) {
      let line: Run[] = [];
      let used = 0;
      for (const run of await this.fonts.runs(paragraph)) {
        for (const char of run.text) {
          const advance = widthOf(char, run.face, size);
          if (line.length > 0 && used + advance > width) {
            lines.push(line);
            line = [];
            used = 0;
          }
          const last = line.at(-1);
          if (last && last.font === run.font) last.text += char;
          else line.push({ ...run, text: char });
          used += advance;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  private drawRuns(runs: Run[], x: number, y: number, size: number): void {
    let at = x;
    for (const run of runs) {
      this.page.drawText(run.text, { x: at, y, size, font: run.font });
      at += widthOf(run.text, run.face, size);
    }
  }

  async text(
    text: string,
    options: { size?: number; align?: Align; gap?: number; underline?: boolean } = {},
  ) {
    const size = options.size ?? formats.font.size;
    for (const runs of await this.wrap(text, size, this.width)) {
      this.room(size * 1.6);
      this.y -= size * 1.5;
      const width = widthOfRuns(runs, size);
      const align = options.align ?? 'left';
      const x =
        align === 'left'
          ? this.left
          : align === 'right'
            ? this.left + this.width - width
            : this.left + (this.width - width) / 2;
      this.drawRuns(runs, x, this.y, size);
      if (options.underline)
        this.page.drawLine({
          start: { x, y: this.y - 3 },
          end: { x: x + width, y: this.y - 3 },
          thickness: 0.7,
        });
    }
    this.y -= options.gap ?? 0;
  }

  /** A table of rows with the given column widths (fractions); `heading` rows or first columns are shaded. */
  async table(rows: string[][], widths: number[], heading: { row?: boolean; column?: boolean }) {
    const size = formats.font.size;
    const pad = 4;
    for (const [index, cells] of rows.entries()) {
      const wrapped = await Promise.all(
        cells.map((cell, column) => this.wrap(cell, size, widths[column] * this.width - 2 * pad)),
      );
      const height = Math.max(...wrapped.map((lines) => lines.length)) * size * 1.4 + 2 * pad;
      this.room(height);
      let x = this.left;
      wrapped.forEach((lines, column) => {
        const w = widths[column] * this.width;
        const shaded = (heading.row && index === 0) || (heading.column && column === 0);
        this.page.drawRectangle({
          x,
          y: this.y - height,
          width: w,
          height,
          borderColor: grey,
          borderWidth: 0.6,
          color: shaded ? labelFill : undefined,
        });
        lines.forEach((runs, line) =>
          this.drawRuns(runs, x + pad, this.y - pad - size * 1.1 - line * size * 1.4, size),
        );
        x += w;
      });
      this.y -= height;
    }
    this.y -= size;
  }
}

async function render(writer: Writer, block: Block, data: DocumentData): Promise<void> {
  switch (block.kind) {
    case 'title':
      return writer.text(fill(block.text, data), { size: 18, align: block.align ?? 'center', gap: 18 });
    case 'heading':
      return writer.text(fill(block.text, data), { size: 12, align: block.align, gap: 4 });
    case 'date':
      return writer.text(fill(block.text, data), { align: block.align ?? 'right' });
    case 'paragraph':
      return writer.text(fill(block.text, data), { align: block.align, gap: 6 });
    case 'addressee':
      for (const line of block.lines ?? []) await writer.text(fill(line, data));
      return writer.text(`${fill(block.name, data)}　${block.honorific}`, {
        size: 14,
        underline: true,
        gap: 10,
      });
    case 'sender':
      for (const line of block.lines) await writer.text(fill(line, data), { align: 'right' });
      return writer.text('', { gap: 6 });
    case 'table':
      return writer.table(
        block.rows.map(([label, value]) => [fill(label, data), fill(value, data)]),
        [0.3, 0.7],
        { column: true },
      );
    case 'list': {
      const rows = listRows(data, block.from, block.columns);
      if (rows.length === 0) return writer.text(block.empty ?? '');
      const widths = block.columns.map(() => 1 / block.columns.length);
      return writer.table([block.columns.map((column) => column.label), ...rows], widths, { row: true });
    }
    default: {
      const unknown: never = block;
      throw new Error(`unknown block ${JSON.stringify(unknown)}`);
    }
  }
}

/** An A4 PDF of the layout's blocks in Noto Sans JP (embedded as a subset), filled from the customer's data. */
export async function renderPdf(
  blocks: Block[],
  data: DocumentData,
  meta: { title: string; author: string; marginMm?: number },
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(meta.title);
  pdf.setAuthor(meta.author);
  pdf.setLanguage('ja-JP');
  const writer = new Writer(pdf, await JapaneseFonts.embed(pdf), (meta.marginMm ?? 20) * mm);
  for (const block of blocks) await render(writer, block, data);
  return Buffer.from(await pdf.save());
}
