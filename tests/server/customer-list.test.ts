import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../../src/server/store/database';
import {
  customerListPage,
  listRows,
  pageIds,
  type CustomerListRow,
} from '../../src/server/store/customer-list';
import { generatedCustomers } from '../../src/server/store/generated-customers';
import { insertCustomers, seedIfEmpty } from '../../src/server/store/seed';
import { get, login, newApp } from './helpers';
import { freshDatabase, onPostgres } from './test-database';

type ListBody = {
  result_code: number;
  table_items: { data: CustomerListRow[]; total: number };
  errors?: Record<string, string[]>;
} & Record<string, { value: number; text: string }[]>;

let app: FastifyInstance;
let cookie: string;
beforeAll(async () => {
  app = await newApp();
  cookie = await login(app, 'operator');
});
afterAll(() => app.close());

async function list(query: Record<string, string | number | boolean> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await get(app, `/api/v1/customers/getCustomerList?${search}`, cookie);
  return { status: response.statusCode, body: response.json<ListBody>() };
}

const ids = (rows: CustomerListRow[]) => rows.map((row) => row.customer_id);

describe('getCustomerList', () => {
  it('needs a staff session', async () => {
    const response = await get(app, '/api/v1/customers/getCustomerList');
    expect(response.statusCode).toBe(401);
  });

  it('answers page 1 of the contracted customers, 20 rows by tas_id ascending, with every field', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.result_code).toBe(2000);
    expect(body.table_items.total).toBeGreaterThan(3500);
    expect(body.table_items.data).toHaveLength(20);
    const tasIds = body.table_items.data.map((row) => row.tas_id ?? '');
    expect(tasIds).toEqual([...tasIds].sort());
    expect(body.table_items.data[0]).toEqual({
      customer_id: 1,
      tas_id: 'T000001',
      for_answer_corporate_name: '株式会社サンプル商事',
      contract_status_name: '契約中',
      service_status_master_name: 'サービス提供中',
      sas_order_code: '2000000001',
      request_course_name: 'プレミアムコース',
      project_master_name: '東京第1プロジェクト',
      did_number: '050-3000-0001',
      accountname_username: 'sales 営業 次郎',
      business_user_id: 3,
      updated_timestamp: '2025-12-01 10:15:30.250',
      service_start_date: '2024-05-01',
      bill_to_corporate_name: '株式会社サンプル商事',
      option_business_end_report_fax_number: '03-5550-0199',
      display_for_answer_telephone_number: '03-5550-0100,03-5550-0102',
      invoice_start_date: '2024-05-01',
      invoice_end_date: null,
      for_answer_postcode: '100-0005',
      for_answer_prefecture_name: '東京都',
      for_answer_address_city: '千代田区',
      for_answer_address: '丸の内1-2-3',
      for_answer_address_additional: 'サンプル第一ビル5F',
      registered_timestamp: '2024-04-01 09:00:00.000',
      contract_agreement_date: '2024-04-15',
      contract_cancellation_date: null,
      sensation_media_master_name: 'ご紹介',
    });
  });

  it('carries every option list, each led by -1 未設定', async () => {
    const { body } = await list({ limit: 1 });
    for (const name of [
      'project_options',
      'request_course_name_options',
      'service_status_options',
      'contract_status_options',
      'sensation_media_options',
      'business_user_name_options',
    ]) {
      expect(body[name][0]).toEqual({ value: -1, text: '未設定' });
      expect(body[name].length).toBeGreaterThan(3);
    }
    expect(body.business_user_name_options).toContainEqual({ value: 3, text: 'sales 営業 次郎' });
    expect(body.contract_status_options).toContainEqual({ value: 11, text: '白紙契約' });
  });

  it('lists entries (申込) in entry mode only', async () => {
    const { body } = await list({ is_entry: 1, limit: 3500 });
    expect(ids(body.table_items.data)).toContain(3);
    expect(ids(body.table_items.data)).not.toContain(1);
    expect(body.table_items.data.every((row) => row.tas_id === null)).toBe(true);
  });

  it.each([
    [{ tas_id: '000001' }, [1]],
    [{ corporate_name: 'サンプル' }, [1]],
    [{ corporate_name_kana: 'ヒマワリ' }, [4]],
    [{ for_answer_telephone_number: '0355500102' }, [1]],
    [{ for_answer_telephone_number: '045-555-0401' }, [4]],
    [{ fax_number: '03-5550-0199' }, [1]],
    [{ customer_id: '2' }, [2]],
    [{ customer_id: 'abc' }, []],
    [{ mail_address: 'himawari' }, [4]],
    [{ did_number: '050-3000-0002' }, [2]],
    [{ sas_order_code: '2000000004' }, [4]],
    [{ person_in_charge_phone_number: '090-5550-0101' }, [1]],
    [{ bill_to_corporate_name: 'みらい' }, [2]],
    [{ bill_to_corporate_name_kana: 'ミライセッケイ' }, [2]],
  ])('filters by %o', async (query, expected) => {
    const { body } = await list({ ...query, limit: 3500 });
    expect(ids(body.table_items.data)).toEqual(expected);
  });

  it('filters by selects, -1 finding the customers where the value is unset', async () => {
    const cancelled = await list({ contract_status_selected: 5, limit: 3500 });
    expect(ids(cancelled.body.table_items.data)).toContain(4);
    expect(cancelled.body.table_items.data.every((row) => row.contract_status_name === '解約')).toBe(true);
    const unset = await list({ project_selected: -1, limit: 3500 });
    expect(unset.body.table_items.total).toBeGreaterThan(0);
    expect(unset.body.table_items.data.every((row) => row.project_master_name === null)).toBe(true);
    const retired = await list({ business_user_name_selected: 99, corporate_name: 'ひまわり' });
    expect(retired.body.table_items.data).toMatchObject([
      { customer_id: 4, accountname_username: null, business_user_id: 99 },
    ]);
    const paying = await list({
      payment_method_selected: 1,
      project_selected: 3,
      request_course_name_selected: 2,
    });
    expect(ids(paying.body.table_items.data)).toContain(2);
  });

  it('filters by date ranges, both ends inclusive, either end blank', async () => {
    const day = await list({ registered_date_start: '2024-04-01', registered_date_end: '2024-04-01' });
    expect(ids(day.body.table_items.data)).toContain(1);
    const agreed = await list({
      contract_agreement_date_start: '2024-04-15',
      contract_agreement_date_end: '2024-04-15',
    });
    expect(ids(agreed.body.table_items.data)).toContain(1);
    const cancelled = await list({
      contract_cancellation_date_end: '2025-03-31',
      corporate_name: 'ひまわり',
    });
    expect(ids(cancelled.body.table_items.data)).toEqual([4]);
    const started = await list({ service_start_date_start: '2024-07-01', corporate_name: 'みらい' });
    expect(ids(started.body.table_items.data)).toEqual([2]);
  });

  it.each([
    [{ tas_id: '12#' }, 'tas_id', 'TAS ID'],
    [{ corporate_name: 'あ'.repeat(101) }, 'corporate_name', '会社名は100文字以内'],
    [{ mail_address: 'a'.repeat(256) }, 'mail_address', 'メールアドレスは255文字以内'],
    [{ registered_date_start: '2024-02-30' }, 'registered_date.start', '申込日時（開始）'],
    [
      { contract_agreement_date_start: '2024-05-01', contract_agreement_date_end: '2024-04-30' },
      'contract_agreement_date.end',
      '契約日（終了）',
    ],
  ])('refuses invalid criteria %o with 422', async (query, field, text) => {
    const { status, body } = await list(query);
    expect(status).toBe(422);
    expect(body.errors?.[field]?.[0]).toContain(text);
  });

  it('sorts by any column in either direction and breaks ties by customer id', async () => {
    const { body } = await list({
      sort_by_key_name: 'for_answer_corporate_name',
      sort_desc_sync: true,
      limit: 50,
    });
    // 会社名 sorts by its reading (カナ), as the seed stores it; the names follow their readings.
    const seeded = await openDatabase(await freshDatabase());
    await seedIfEmpty(seeded);
    const readingOf = new Map(
      (await seeded.selectFrom('customers').select(['customer_id', 'corporate_name_kana']).execute()).map(
        (row) => [row.customer_id, row.corporate_name_kana],
      ),
    );
    await seeded.destroy();
    const readings = body.table_items.data.map((row) => readingOf.get(row.customer_id) ?? '');
    expect(readings.every((reading) => reading !== '')).toBe(true);
    expect(readings).toEqual([...readings].sort().reverse());
    const ascending = await list({ sort_by_key_name: 'for_answer_corporate_name', limit: 3 });
    expect(ascending.body.table_items.data[0].for_answer_corporate_name).not.toBe(
      body.table_items.data[0].for_answer_corporate_name,
    );
    const unknown = await list({ sort_by_key_name: 'password; DROP TABLE customers', limit: 3 });
    expect(unknown.body.table_items.data[0].tas_id).toBe('T000001');
    const bySales = await list({ sort_by_key_name: 'accountname_username', limit: 5 });
    expect(bySales.status).toBe(200);
  });

  it('sorts entries, which have no TAS ID yet, by 申込番号 when the query names no order', async () => {
    const { body } = await list({ is_entry: 1, limit: 50 });
    const entryIds = ids(body.table_items.data);
    expect(entryIds.length).toBeGreaterThan(1);
    expect(entryIds).toEqual([...entryIds].sort((a, b) => a - b));
  });

  it('pages without gaps or repeats, caps the page size at 3500', async () => {
    const first = await list({ page: 1, limit: 30, sort_by_key_name: 'contract_status_name' });
    const second = await list({ page: 2, limit: 30, sort_by_key_name: 'contract_status_name' });
    const both = await list({ page: 1, limit: 60, sort_by_key_name: 'contract_status_name' });
    expect([...ids(first.body.table_items.data), ...ids(second.body.table_items.data)]).toEqual(
      ids(both.body.table_items.data),
    );
    const huge = await list({ limit: 100000 });
    expect(huge.body.table_items.data).toHaveLength(3500);
  });
});

describe('deep pages', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase(await freshDatabase());
    await seedIfEmpty(db);
    // 40 000 more customers, ids after the seed's.
    await insertCustomers(
      db,
      generatedCustomers(40_000).map((c) => ({ ...c, customer_id: c.customer_id + 10_000 })),
    );
  }, 120_000);
  afterAll(() => db.destroy());

  it.skipIf(onPostgres())(
    'pages every indexed order from the index alone on SQLite (no sort of the table)',
    async () => {
      for (const column of [
        'tas_id',
        'updated_timestamp',
        'registered_timestamp',
        'contract_agreement_date',
      ]) {
        // The ORDER BY the list runs (NULLs placed explicitly), descending.
        const { rows } = await sql<{
          detail: string;
        }>`EXPLAIN QUERY PLAN SELECT c.customer_id FROM customers c
        WHERE c.is_entry = ${0} ORDER BY ${sql.raw(`c.${column}`)} DESC NULLS LAST, c.customer_id DESC
        LIMIT 20 OFFSET 30000`.execute(db);
        const text = rows.map((row) => row.detail).join(' | ');
        expect(text).toContain('USING COVERING INDEX');
        expect(text).not.toContain('TEMP B-TREE');
      }
    },
  );

  it('sorts NULLs as SQLite does by default on either database: first ascending, last descending', async () => {
    // About 2000 customers (one name in 20), a few hundred with a cancellation date.
    const search = {
      isEntry: false,
      criteria: { corporate_name: '青葉' },
      sortKey: 'contract_cancellation_date',
      desc: false,
    };
    const ascending = await listRows(db, await pageIds(db, search, 3500, 0));
    const firstSet = ascending.findIndex((row) => row.contract_cancellation_date !== null);
    expect(firstSet).toBeGreaterThan(0);
    expect(ascending.slice(firstSet).every((row) => row.contract_cancellation_date !== null)).toBe(true);
    const descending = await listRows(db, await pageIds(db, { ...search, desc: true }, 3500, 0));
    expect(descending[0].contract_cancellation_date).not.toBeNull();
    // Ties (NULL among them) in customer id order, in the direction of the sort.
    const unset = ascending.slice(0, firstSet).map((row) => row.customer_id);
    expect(unset).toEqual([...unset].sort((a, b) => a - b));
  });

  // How fast a deep page comes is measured by `npm run bench` (B6 deep page ÷ first page, B9 deep pages),
  // never timed here.
  it('answers the last page of the whole list with the rows that remain', async () => {
    const search = { isEntry: false, criteria: {}, sortKey: 'tas_id', desc: false };
    const { total } = await customerListPage(db, search, 1, 20);
    const last = Math.ceil(total / 20);
    const page = await customerListPage(db, search, last, 20);
    expect(page.data).toHaveLength(total - (last - 1) * 20);
    expect(page.data.map((row) => row.customer_id)).toEqual(await pageIds(db, search, 20, (last - 1) * 20));
  });
});
