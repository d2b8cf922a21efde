import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import JSZip from 'jszip';
import { setNow } from '../../rules/lib/clock';
import { renderPdf } from '../../src/server/documents/pdf';
import { fill } from '../../src/server/documents/template';
import { get, json, login, newApp } from './helpers';

// Issue 16, deliverable 3: the ten documents of 002 §7, each read back — xlsx with exceljs, docx's
// word/document.xml, the PDF's text through pdftotext (poppler-utils).

const contracted = 1;
const entry = 3;
// A cancelled demo customer (src/server/store/generated-customers.ts), with its cancellation date.
const cancelled = 126;
const company1 = '株式会社サンプル商事';
const company3 = '株式会社あおぞら企画';

let app: FastifyInstance;
let cookie: string;
let folder: string;
beforeAll(() => {
  setNow('2026-11-20T10:00:00+09:00');
  folder = mkdtempSync(join(tmpdir(), 'tas-documents-'));
});
afterAll(() => {
  setNow(undefined);
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(async () => {
  app = await newApp();
  cookie = await login(app, 'admin');
});
afterEach(() => app.close());

const download = (path: string, query: string, who = cookie) =>
  get(app, `/api/v1/customers/${path}?${query}`, who);

function fileName(response: LightMyRequestResponse): string {
  const header = String(response.headers['content-disposition']);
  expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
  return decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(header)?.[1] ?? '');
}

async function workbook(response: LightMyRequestResponse): Promise<ExcelJS.Workbook> {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return book;
}

const cell = (book: ExcelJS.Workbook, sheet: string, address: string) =>
  String(book.getWorksheet(sheet)?.getCell(address).value ?? '');

function pdfText(bytes: Buffer): string {
  const path = join(folder, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(path, bytes);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

describe('the Excel documents', () => {
  it('TAS回線・CH申込書: addressed to us (御中), the applicant from 基本情報, named with the company and the day', async () => {
    const response = await download('downloadTasChXlsx', `customer_id=${entry}`);
    const book = await workbook(response);
    expect(fileName(response)).toBe(`TAS回線・CH申込書_${company3}_20261120.xlsx`);
    expect(cell(book, 'TAS回線・CH申込書', 'A2')).toBe('株式会社TASデスク　御中');
    expect(cell(book, 'TAS回線・CH申込書', 'E1')).toBe('発行日：2026年11月20日');
    expect(cell(book, 'TAS回線・CH申込書', 'A9')).toBe('会社名');
    expect(cell(book, 'TAS回線・CH申込書', 'B9')).toBe(company3);
    expect(cell(book, 'TAS回線・CH申込書', 'B11')).toBe(
      '〒450-0002 愛知県名古屋市中村区名駅3-1-1 名駅ビジネスセンター8F',
    );
    // A select of the answer prints its option's text.
    expect(cell(book, 'TAS回線・CH申込書', 'B20')).toBe('スタンダードコース');
  });

  it('データシート: the 業務内容 and the members of the customer', async () => {
    const book = await workbook(await download('downloadDataSheetXlsx', `customer_id=${contracted}`));
    expect(cell(book, 'データシート', 'A2')).toBe(`${company1}　御中`);
    expect(cell(book, 'データシート', 'B10')).toBe(
      'お電話ありがとうございます。株式会社サンプル商事でございます。',
    );
    expect(cell(book, 'データシート', 'B17')).toBe('09:00〜18:00');
    expect(cell(book, 'データシート', 'A24')).toBe('山田 太郎');
    expect(cell(book, 'データシート', 'C25')).toBe('総務部 課長');
  });

  it('新規シート: basic information, course and the billing destination', async () => {
    const book = await workbook(await download('downloadNewSheetXlsx', `customer_id=${contracted}`));
    expect(cell(book, '新規シート', 'B4')).toBe('T000001');
    expect(cell(book, '新規シート', 'B15')).toBe('プレミアムコース');
    expect(cell(book, '新規シート', 'B21')).toBe(company1);
    expect(cell(book, '新規シート', 'B23')).toBe('田中 花子');
  });

  it('契約変更依頼書: the contract as it stands, named with the TAS ID', async () => {
    const response = await download('downloadChangeContractRequestXlsx', `customer_id=${contracted}`);
    const book = await workbook(response);
    expect(fileName(response)).toBe('契約変更依頼書_T000001_20261120.xlsx');
    expect(cell(book, '契約変更依頼書', 'B10')).toBe(company1);
    expect(cell(book, '契約変更依頼書', 'B17')).toBe('050-3000-0001');
  });

  it('解約通知書: the cancellation day and reason; 440 with the message for a customer without one', async () => {
    const book = await workbook(await download('downloadNotifyCancellationXlsx', `customer_id=${cancelled}`));
    expect(cell(book, '解約通知書', 'A4')).toMatch(/\u3000御中$/);
    expect(cell(book, '解約通知書', 'A20')).toBe('解約日');
    expect(cell(book, '解約通知書', 'B20')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const refused = await download('downloadNotifyCancellationXlsx', `customer_id=${contracted}`);
    expect(refused.statusCode).toBe(440);
    expect(json(refused)).toEqual({
      result_code: 440,
      message: '解約日が登録されていません',
      error_message: '解約通知書を作成できません',
    });
  });

  it('顧客情報（Excel）: one sheet per part, rows of the report addresses', async () => {
    const response = await download('downloadCustomerInfoForExcel', `customer_id=${contracted}`);
    const book = await workbook(response);
    expect(fileName(response)).toBe('顧客情報_T000001_20261120.xlsx');
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      '基本情報',
      '業務内容',
      '請求先情報',
      'E-Mail報告先',
      '顧客メンバー',
    ]);
    expect(cell(book, '基本情報', 'B4')).toBe(company1);
    expect(cell(book, '基本情報', 'B7')).toBe('東京都');
    expect(cell(book, '業務内容', 'B3')).toBe('卸売・小売');
    expect(cell(book, 'E-Mail報告先', 'B2')).toBe('yamada@yamada-shoji.example.co.jp');
    expect(cell(book, 'E-Mail報告先', 'C2')).toBe('はい');
    expect(cell(book, 'E-Mail報告先', 'C3')).toBe('いいえ');
  });

  it('送付状: to the person in charge (様), from us; the AP return one takes customerId', async () => {
    const plain = await workbook(await download('downloadNoReturnDocumentsXlsx', `customer_id=${entry}`));
    expect(cell(plain, '送付状', 'A5')).toBe(company3);
    expect(cell(plain, '送付状', 'A6')).toBe('営業部 青空 陽子　様');
    expect(cell(plain, '送付状', 'D7')).toBe('株式会社TASデスク');
    expect(cell(plain, '送付状', 'A15')).toContain('ご返送いただく書類はございません');

    const response = await download('downloadReturnDocumentsXlsx', `customerId=${entry}`);
    const book = await workbook(response);
    expect(fileName(response)).toBe(`送付状（AP返送あり）_${company3}_20261120.xlsx`);
    expect(cell(book, '送付状', 'A15')).toContain('返信用封筒にてご返送');
    expect(cell(book, '送付状', 'A21')).toBe('1.　申込書（AP）　1部（ご返送ください）');
  });
});

describe('the Word and PDF documents', () => {
  it('取引条件書 (.docx): 宛名 御中, 発行日 in 和暦, 差出人 and the terms from the saved data', async () => {
    const response = await download('downloadTransactionTermsForWord', `customer_id=${entry}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(fileName(response)).toBe(`取引条件書_${company3}_20261120.docx`);
    const zip = await JSZip.loadAsync(response.rawPayload);
    const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
    const text = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]);
    expect(text).toContain(`${company3}　御中`);
    expect(text).toContain('発行日：令和8年11月20日');
    expect(text).toContain('取引条件書');
    expect(text).toContain('株式会社TASデスク');
    expect(text).toContain('スタンダードコース');
    expect(text).toContain('代表取締役 青空 一郎');
    // No 支払条件 yet: the payment rows stay empty, the fixed text of before is gone.
    expect(text).toContain('お支払方法');
    expect(text.join('')).not.toContain('毎月末締め');
  });

  it('取引条件書: the payment terms are the customer’s 支払条件, by the titles of the section’s options', async () => {
    const terms = async (customerId: number) => {
      const response = await download('downloadTransactionTermsForWord', `customer_id=${customerId}`);
      expect(response.statusCode).toBe(200);
      const zip = await JSZip.loadAsync(response.rawPayload);
      const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
      return [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]);
    };
    // Customer 1: 口座振替 (payment_method_id 3), monthly on the 27th.
    const first = await terms(contracted);
    expect(first).toEqual(expect.arrayContaining(['お支払方法', '口座振替', 'お支払日', '毎月27日']));
    // Customer 2: 振込, yearly on 04-30; a saved change shows in the next document.
    expect(await terms(2)).toEqual(expect.arrayContaining(['振込', '毎年04月30日']));
    await app.db
      .updateTable('customers')
      .set({ payment_method_id: 5 })
      .where('customer_id', '=', 2)
      .execute();
    expect(await terms(2)).toEqual(expect.arrayContaining(['クレジットカード（VISA）', '毎年04月30日']));
  });

  it('転送番号のご案内 (PDF): the company, the person (様) and the transfer number, in an embedded Japanese font', async () => {
    const response = await download('downloadTransferTelephonePdf', `customer_id=${contracted}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(fileName(response)).toBe('転送番号のご案内_T000001_20261120.pdf');
    const text = pdfText(response.rawPayload);
    expect(text).toContain(company1);
    expect(text).toMatch(/山田 太郎\s+様/);
    expect(text).toContain('転送番号のご案内');
    expect(text).toMatch(/転送番号\s+050-3000-0001/);
    expect(text).toContain('発行日：令和8年11月20日');
    // The number is the D番 numbered to the customer from the pool, not 基本情報's D番号.
    await app.db
      .updateTable('customers')
      .set({ did_number: '050-3999-9999' })
      .where('customer_id', '=', 1)
      .execute();
    await app.db
      .updateTable('transmit_telephone_numbers')
      .set({ customer_id: null })
      .where('customer_id', '=', 1)
      .execute();
    await app.db
      .updateTable('transmit_telephone_numbers')
      .set({ customer_id: 1 })
      .where('telephone_number', '=', '050-5550-0105')
      .execute();
    const renumbered = pdfText(
      (await download('downloadTransferTelephonePdf', `customer_id=${contracted}`)).rawPayload,
    );
    expect(renumbered).toMatch(/転送番号\s+050-5550-0105/);
    expect(renumbered).not.toContain('050-3999-9999');
    // A subset, not the whole font (about 4 MB).
    expect(response.rawPayload.length).toBeLessThan(200_000);
  });

  it('転送番号のご案内: 440 with the message for a customer with neither a D番 from the pool nor a D番号', async () => {
    const response = await download('downloadTransferTelephonePdf', `customer_id=${entry}`);
    expect(response.statusCode).toBe(440);
    expect(json(response).message).toBe('転送番号が登録されていません');
  });

  it('draws characters outside JIS X 0208 (髙, 﨑) with the font file that has them', async () => {
    const bytes = await renderPdf(
      [{ kind: 'addressee', name: '{/name}', honorific: '様' }],
      { name: '髙橋 﨑子' },
      { title: 't', author: 'a' },
    );
    expect(pdfText(bytes)).toMatch(/髙橋 﨑子\s+様/);
    const path = join(folder, 'fonts.pdf');
    writeFileSync(path, bytes);
    const fonts = execFileSync('pdffonts', [path], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
    // The main font and the two numbered files of 髙 and 﨑, each embedded (emb) with its Unicode map (uni).
    // (pdf-lib names a subset without the XXXXXX+ tag, so pdffonts' "sub" column says no: the size tells.)
    expect(fonts).toHaveLength(3);
    for (const font of fonts)
      expect(font).toMatch(/^NotoSansJP\S*\s+CID TrueType\s+Identity-H\s+yes\s+no\s+yes/);
    expect(bytes.length).toBeLessThan(60_000);
  });
});

describe('the calls', () => {
  it('401 without a session, 404 for an unknown customer', async () => {
    expect((await download('downloadTasChXlsx', `customer_id=${entry}`, '')).statusCode).toBe(401);
    const unknown = await download('downloadCustomerInfoForExcel', 'customer_id=999999');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('顧客情報が見つかりません');
    expect((await download('downloadReturnDocumentsXlsx', 'customerId=999999')).statusCode).toBe(404);
  });

  it('records each issued document in the file issue log, downloadable again', async () => {
    const response = await download('downloadNewSheetXlsx', `customer_id=${entry}`);
    const name = fileName(response);
    const list = await get(app, `/api/v1/fileIssueLog/${entry}/list?limit=20&page=1`, cookie);
    const records = (json(list).records as { data: Record<string, unknown>[] }).data;
    const record = records.find((row) => row.print_file_name_1 === name);
    expect(record).toBeDefined();
    const again = await get(
      app,
      `/api/v1/fileIssueLog/downloadFile?customer_id=${entry}&customer_file_id=${String(record?.customer_file_id)}`,
      cookie,
    );
    expect(again.statusCode).toBe(200);
    expect(Buffer.compare(again.rawPayload, response.rawPayload)).toBe(0);
  });
});

describe('layout texts', () => {
  it('fill: pointers, the first non-empty of alternatives, selects and booleans', () => {
    const data = {
      customer: { tas_id: '', corporate_name: '株式会社テスト' },
      course: { options: [{ value: 2, text: 'ベーシックコース' }], selected: 2 },
      flag: false,
    };
    expect(fill('{/customer/tas_id|/customer/corporate_name}様', data)).toBe('株式会社テスト様');
    expect(fill('{/course}：{/flag}', data)).toBe('ベーシックコース：いいえ');
    expect(fill('{name}', data, { name: '行' })).toBe('行');
    expect(fill('{/missing}', data)).toBe('');
    // A suffix only after a value: 毎月27日, and nothing for the fields of a cycle not chosen.
    const cycle = { day: '27', month: '' };
    expect(fill('毎月{/day?日}{/month?月}', cycle)).toBe('毎月27日');
    expect(fill('{/month?月|/day?日}', cycle)).toBe('27日');
  });
});
