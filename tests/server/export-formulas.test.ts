import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import iconv from 'iconv-lite';
import { loadLayouts } from '../../src/server/documents';
import { runtimeTables } from '../../src/server/store/tables';
import { get, login, newApp } from './helpers';

// Issue 13 (3): every export (the CSVs and the xlsx documents) neutralises formula triggers (OWASP "CSV Injection": a cell starting with =, +,
// -, @, tab or CR). The values are stored straight into the database, as any path (a save, an import, an
// older version) could have left them, and read back from each export in both encodings by a CSV parser.

const triggers = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1:A2)', '\t=1+1', '\r=1+1'];
const exports = ['downloadCustomerListCsv', 'downloadCustomerPersonInChargeCsv', 'downloadCustomerMemberCsv'];
// A code column is written as a text formula on purpose (="0012345678"): a string literal, never run.
const textFormula = /^="(?:[^"]|"")*"$/s;

let app: FastifyInstance;
let cookie: string;
beforeAll(async () => {
  app = await newApp();
  // With a cancellation date, which 解約通知書 needs, so that every document is made.
  await app.db
    .updateTable('customers')
    .set({
      corporate_name: triggers[0],
      division_name: triggers[1],
      person_in_charge_position: triggers[2],
      person_in_charge_name: triggers[3],
      person_in_charge_name_kana: triggers[4],
      bill_to_corporate_name: triggers[5],
      contract_cancellation_date: '2026-12-31',
    })
    .where('customer_id', '=', 1)
    .execute();
  await runtimeTables(app.db)
    .updateTable('customer_employees')
    .set({ name: triggers[3], official_position: triggers[4], remark: triggers[5] })
    .where('customer_id', '=', 1)
    .execute();
  cookie = await login(app, 'admin');
});
afterAll(() => app.close());

async function rowsOf(path: string, encoding: 'utf8' | 'sjis'): Promise<string[][]> {
  const response = await get(app, `/api/v1/customers/${path}?tas_id=T000001&encoding=${encoding}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  const text =
    encoding === 'sjis' ? iconv.decode(response.rawPayload, 'cp932') : response.rawPayload.toString('utf8');
  return parse(text, { bom: true, relax_column_count: false }) as string[][];
}

describe.each(exports)('%s', (path) => {
  it.each(['utf8', 'sjis'] as const)(
    'in %s: every stored trigger comes back with a leading quote',
    async (encoding) => {
      const [, ...rows] = await rowsOf(path, encoding);
      const cells = rows.flat();
      const stored = triggers.filter((value) => cells.includes(`'${value}`));
      // Each export carries at least the company name, and the member CSV the member's fields.
      expect(stored.length).toBeGreaterThanOrEqual(path === 'downloadCustomerMemberCsv' ? 4 : 1);
      const live = cells.filter((cell) => /^[=+\-@\t\r]/.test(cell) && !textFormula.test(cell));
      expect(live).toEqual([]);
    },
  );
});

// The xlsx documents carry the same values as text cells: a cell Excel would run is a formula cell, and none
// of a document's cells may be one (exceljs writes a string as a shared string, never as a formula).
const workbooks = loadLayouts().filter(
  (layout) => layout.path.endsWith('Xlsx') || layout.path.endsWith('ForExcel'),
);

describe.each(workbooks.map((layout) => [layout.path, layout.idParam ?? 'customer_id']))(
  '%s',
  (path, idParam) => {
    it('keeps every stored trigger as text, with no formula cell', async () => {
      const response = await get(app, `/api/v1/${path}?${idParam}=1`, cookie);
      // A document that needs data customer 1 lacks answers 440 (解約通知書 without a cancellation date).
      if (response.statusCode === 440) return;
      expect(response.statusCode, response.body).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const cells: ExcelJS.Cell[] = [];
      book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => void cells.push(cell))));
      expect(
        cells.filter((cell) => cell.type === ExcelJS.ValueType.Formula).map((cell) => cell.address),
      ).toEqual([]);
      const texts = cells.map((cell) => cell.text);
      expect(texts.some((text) => triggers.some((value) => text.includes(value)))).toBe(true);
    });
  },
);
