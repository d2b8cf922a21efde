import ExcelJS from 'exceljs';
import type { CellSpec, CellStyle, SheetSpec } from './layout';
import { listRows } from './rows';
import { fill, type DocumentData } from './template';
import formats from '../../../schemas/documents/formats.json';

const thin = { style: 'thin' as const };
const box = { top: thin, left: thin, bottom: thin, right: thin };
const labelFill = 'EEF2F7';

function style(cell: ExcelJS.Cell, spec: CellStyle): void {
  cell.font = { name: formats.font.name, size: spec.size ?? formats.font.size, bold: spec.bold ?? false };
  cell.alignment = { horizontal: spec.align ?? 'left', vertical: 'middle', wrapText: true };
  if (spec.border) cell.border = box;
  if (spec.fill) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: `FF${spec.fill}` } };
}

function put(sheet: ExcelJS.Worksheet, address: string, text: string, spec: CellStyle = {}): void {
  const cell = sheet.getCell(address);
  cell.value = text;
  style(cell, spec);
}

// The address `columns` to the right of `address` and `rows` below it.
function offset(sheet: ExcelJS.Worksheet, address: string, rows: number, columns: number): string {
  const cell = sheet.getCell(address);
  return sheet.getCell(Number(cell.row) + rows, Number(cell.col) + columns).address;
}

function spanned(sheet: ExcelJS.Worksheet, at: string, span: number, text: string, spec: CellStyle): void {
  put(sheet, at, text, spec);
  if (span > 1) {
    const end = offset(sheet, at, 0, span - 1);
    sheet.mergeCells(`${at}:${end}`);
    sheet.getCell(end).border = box;
  }
}

function cellSpec(spec: CellSpec): CellStyle & { text: string; merge?: string } {
  return typeof spec === 'string' ? { text: spec } : spec;
}

function addSheet(book: ExcelJS.Workbook, spec: SheetSpec, data: DocumentData): void {
  const sheet = book.addWorksheet(spec.name, {
    pageSetup: {
      paperSize: 9,
      orientation: spec.landscape ? 'landscape' : 'portrait',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
    },
    views: [{ showGridLines: false }],
  });
  spec.columns?.forEach((width, index) => (sheet.getColumn(index + 1).width = width));
  for (const [row, height] of Object.entries(spec.heights ?? {})) sheet.getRow(Number(row)).height = height;
  for (const [address, raw] of Object.entries(spec.cells ?? {})) {
    const cell = cellSpec(raw);
    put(sheet, address, fill(cell.text, data), cell);
    if (cell.merge) sheet.mergeCells(`${address}:${cell.merge}`);
  }
  for (const table of spec.tables ?? []) {
    const labelSpan = table.labelSpan ?? 1;
    table.rows.forEach(([label, value], index) => {
      const at = offset(sheet, table.at, index, 0);
      spanned(sheet, at, labelSpan, fill(label, data), { border: true, bold: true, fill: labelFill });
      spanned(sheet, offset(sheet, at, 0, labelSpan), table.valueSpan ?? 1, fill(value, data), {
        border: true,
      });
    });
  }
  for (const list of spec.lists ?? []) {
    list.columns.forEach((column, index) =>
      put(sheet, offset(sheet, list.at, 0, index), column.label, {
        border: true,
        bold: true,
        fill: labelFill,
      }),
    );
    const rows = listRows(data, list.from, list.columns);
    if (rows.length === 0 && list.empty) put(sheet, offset(sheet, list.at, 1, 0), list.empty);
    rows.forEach((cells, row) =>
      cells.forEach((text, column) =>
        put(sheet, offset(sheet, list.at, row + 1, column), text, { border: true }),
      ),
    );
  }
}

/** An Excel workbook of the layout's sheets, each cell filled from the customer's data. */
export async function renderXlsx(
  sheets: SheetSpec[],
  data: DocumentData,
  meta: { title: string; author: string },
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = meta.author;
  book.title = meta.title;
  book.created = new Date();
  for (const sheet of sheets) addSheet(book, sheet, data);
  return Buffer.from(await book.xlsx.writeBuffer());
}
