import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app';
import { csvFile, datedFileName } from '../../src/server/csv/csv-file';
import { memberRecords, memberTable } from '../../src/server/csv/customer-member-csv';
import { csvRowLimit } from '../../src/server/routes/customer-list';
import { openDatabase } from '../../src/server/store/database';
import { columnsOf } from '../../src/server/store/migrations/ddl';
import { seedIfEmpty } from '../../src/server/store/seed';
import { runtimeTables } from '../../src/server/store/tables';
import { get, login, newApp } from './helpers';
import { freshDatabase } from './test-database';

const bom = '\uFEFF';
const url = (path: string, query: Record<string, string> = {}) =>
  `/api/v1/customers/${path}?${new URLSearchParams(query)}`;

let app: FastifyInstance;
let cookie: string;
beforeAll(async () => {
  app = await newApp();
  cookie = await login(app, 'admin');
});
afterAll(() => app.close());

// The bytes as Excel reads them: a UTF-8 BOM, then UTF-8 text with CRLF line ends.
function lines(raw: Buffer): string[] {
  const text = raw.toString('utf8');
  expect(text.startsWith(bom)).toBe(true);
  expect(
    text
      .slice(1)
      .split('\r\n')
      .every((line) => !line.includes('\n')),
  ).toBe(true);
  return text.slice(1).split('\r\n').filter(Boolean);
}

describe('CSV files', () => {
  it('writes UTF-8 with a BOM and CRLF, quoting what needs it', () => {
    const raw = csvFile([{ header: '会社名', value: (r: { name: string }) => r.name }], [{ name: 'A,"B"' }]);
    expect(raw.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(raw.toString('utf8')).toBe(`${bom}会社名\r\n"A,""B"""\r\n`);
  });

  it('reads the row limit from TAS_CSV_MAX_ROWS, 3500 by default', () => {
    expect(csvRowLimit({})).toBe(3500);
    expect(csvRowLimit({ TAS_CSV_MAX_ROWS: '200' })).toBe(200);
    expect(csvRowLimit({ TAS_CSV_MAX_ROWS: 'many' })).toBe(3500);
  });
});

describe('downloadCustomerListCsv', () => {
  it('exports the search result with the list columns, saved as 顧客リスト.csv', async () => {
    const response = await get(app, url('downloadCustomerListCsv', { corporate_name: 'サンプル' }), cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(datedFileName('顧客リスト.csv'))}`,
    );
    const [header, row, ...rest] = lines(response.rawPayload);
    expect(header.split(',').slice(0, 4)).toEqual(['TAS ID', '会社名', '契約状態', '営業担当者']);
    expect(header).not.toContain('詳細');
    expect(row).toContain('T000001,株式会社サンプル商事,契約中,sales 営業 次郎,2025/12/01 10:15:30');
    expect(row).toContain('"03-5550-0100,03-5550-0102"');
    expect(rest).toEqual([]);
  });

  it('shows the sales staff id when the name is unknown, and uses the entry list in entry mode', async () => {
    const cancelled = await get(app, url('downloadCustomerListCsv', { corporate_name: 'ひまわり' }), cookie);
    expect(lines(cancelled.rawPayload)[1]).toMatch(/^T000004,株式会社ひまわり不動産,解約,99,/);
    const entries = await get(
      app,
      url('downloadCustomerListCsv', { is_entry: '1', corporate_name: 'あおぞら' }),
      cookie,
    );
    expect(lines(entries.rawPayload)[1]).toMatch(/^,株式会社あおぞら企画,申込中,/);
  });

  it('answers 432 when the result holds more rows than one export may', async () => {
    const response = await get(app, url('downloadCustomerListCsv'), cookie);
    expect(response.statusCode).toBe(432);
    expect(response.json()).toMatchObject({ result_code: 432 });
  });

  it('checks the criteria and the session as the list does', async () => {
    expect((await get(app, url('downloadCustomerListCsv', { tas_id: '12#' }), cookie)).statusCode).toBe(422);
    expect((await get(app, url('downloadCustomerListCsv', { tas_id: '1' }))).statusCode).toBe(401);
  });
});

describe('downloadCustomerPersonInChargeCsv', () => {
  it('lists each customer with its person in charge, saved as 顧客別担当者.csv', async () => {
    const response = await get(
      app,
      url('downloadCustomerPersonInChargeCsv', { sort_by_key_name: 'customer_id', tas_id: '00000' }),
      cookie,
    );
    expect(response.headers['content-disposition']).toContain(
      encodeURIComponent(datedFileName('顧客別担当者.csv')),
    );
    const [header, first] = lines(response.rawPayload);
    expect(header).toBe(
      'TAS ID,申込番号,会社名,部門名,担当者役職,担当者名,担当者名(カナ),担当者携帯電話番号,電話番号,FAX番号,メールアドレス,担当プロジェクト,営業担当者,更新日時',
    );
    expect(first).toBe(
      'T000001,1,株式会社サンプル商事,総務部,部長,山田 太郎,ヤマダ　タロウ,"=""090-5550-0101""","=""03-5550-0100""","=""03-5550-0199""",info@sample-shoji.example.jp,東京第1プロジェクト,sales 営業 次郎,2025/12/01 10:15:30',
    );
  });
});

describe('downloadCustomerMemberCsv', () => {
  it('is saved as 顧客メンバー.csv with the members 顧客メンバー設定 keeps', async () => {
    const response = await get(app, url('downloadCustomerMemberCsv', { tas_id: '000001' }), cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      encodeURIComponent(datedFileName('顧客メンバー.csv')),
    );
    const [header, ...members] = lines(response.rawPayload);
    expect(header).toBe(
      'TAS ID,申込番号,会社名,並び順,氏名,氏名(カナ),役職,電話番号,電話報告対象,転送対象,備考',
    );
    // Customer 1's two members of fixtures/seed/sections/customer-member.json, in sort order.
    expect(members.map((line) => line.split(',')[4])).toEqual(['山田 太郎', '鈴木 花子']);
  });

  it('lists the members customer by customer in sort order', async () => {
    const db = await openDatabase(await freshDatabase('empty'));
    try {
      await seedIfEmpty(db);
      const members = runtimeTables(db);
      // The section's table as the store declares it (created here on a database made before it existed).
      if (!(await columnsOf(db, memberTable)).has('customer_id'))
        await sql`CREATE TABLE customer_employees (customer_employee_id INTEGER PRIMARY KEY, customer_id INTEGER,
          sort_number INTEGER, name TEXT, name_kana TEXT, official_position TEXT, telephone_number TEXT,
          report_telephone_number_flag INTEGER, forward_telephone_number_flag INTEGER, remark TEXT)`.execute(
          db,
        );
      const columns = await columnsOf(db, memberTable);
      await members.deleteFrom(memberTable).execute();
      const stamps = ['registered_timestamp', 'updated_timestamp'].filter((column) => columns.has(column));
      const row = (id: number, customerId: number, sort: number, name: string, flag: number) => ({
        customer_employee_id: id,
        customer_id: customerId,
        sort_number: sort,
        name,
        report_telephone_number_flag: flag,
        ...Object.fromEntries(stamps.map((column) => [column, '2026-01-01 00:00:00.000'])),
      });
      // Sort numbers 10 and 9: sorted as numbers, not as text.
      for (const member of [
        row(1, 2, 1, '森 未来', 1),
        row(2, 1, 10, '佐藤 花子', 0),
        row(3, 1, 9, '山田 太郎', 1),
      ])
        await members.insertInto(memberTable).values(member).execute();
      const records = await memberRecords(db, [1, 2]);
      expect(records.map((r) => [r.customer_id, r.name])).toEqual([
        [1, '山田 太郎'],
        [1, '佐藤 花子'],
        [2, '森 未来'],
      ]);
    } finally {
      await db.destroy();
    }
  });
});

describe('the export row limit', () => {
  let small: FastifyInstance;
  beforeAll(async () => {
    process.env.TAS_CSV_MAX_ROWS = '2';
    small = await buildApp({ database: await freshDatabase(), rateLimit: false });
    delete process.env.TAS_CSV_MAX_ROWS;
  });
  afterAll(() => small.close());

  it('exports up to the limit and refuses one row more', async () => {
    const admin = await login(small, 'admin');
    const two = await get(small, url('downloadCustomerListCsv', { customer_id: '1' }), admin);
    expect(two.statusCode).toBe(200);
    const three = await get(small, url('downloadCustomerMemberCsv', { corporate_name: '株式会社' }), admin);
    expect(three.statusCode).toBe(432);
    expect(three.json()).toMatchObject({ error_message: '出力できるのは2件までです' });
  });
});
