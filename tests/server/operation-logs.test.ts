import type { FastifyInstance } from 'fastify';
import { loadCatalogue } from '../../src/server/catalogue';
import { auditedCalls, operationLogDeclaration } from '../../src/server/audit/audited-calls';
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/store/database';
import { insertOperationLog } from '../../src/server/store/logs';
import { runDdl } from '../../src/server/store/migrations/ddl';
import { createLogTables } from '../../src/server/store/migrations/0001-baseline/logs';
import { listOperationLogs } from '../../src/server/store/operation-log-query';
import { seedIfEmpty } from '../../src/server/store/seed';
import { get, json, login, newApp, post, stampOf } from './helpers';
import { freshDatabase, onPostgres } from './test-database';

// Issue 13 (6): every write lands in the operation log with user, customer, what, when and result, and
// アクセスログ lists it with filters and paging for 管理機能 users.

type Row = Record<string, unknown>;
const logsUrl = '/api/v1/manage/getOperationLogs';
const billingUrl = (customerId: number) =>
  `/api/v1/customers/getBillingInformation?customer_id=${customerId}`;

let app: FastifyInstance;
let admin: string;
beforeEach(async () => {
  app = await newApp();
  admin = await login(app, 'admin');
});
afterEach(() => app.close());

async function logs(query: Record<string, string | number> = {}, cookie = admin) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await get(app, `${logsUrl}?${search}`, cookie);
  return { response, body: json(response) as { table_items: { total: number; data: Row[] } } & Row };
}

async function saveBilling(cookie: string, stamp: string) {
  const billing = json(await get(app, billingUrl(1), cookie)) as { billing_information: { billing: Row } };
  return post(
    app,
    '/api/v1/customers/updateBilling',
    { customer_id: 1, customer_updated_timestamp: stamp, billing: billing.billing_information.billing },
    cookie,
  );
}

function formLogin(account: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ account, password }).toString(),
  });
}

describe('what the operation log records', () => {
  it('knows every call that can change something: recorded, or declared a read', async () => {
    const recorded = auditedCalls(loadCatalogue());
    const writes = app.apiRoutes
      .filter((route) => route.method !== 'GET')
      .map((route) => `${route.method} ${route.url.replace('/api/v1/', '')}`);
    const unknown = writes.filter(
      (key) => !recorded.has(key) && !operationLogDeclaration.reads.includes(key),
    );
    expect(unknown).toEqual([]);
  });

  it('a section save: who, which customer, the section, 成功 — and a refused one as 失敗 with its status', async () => {
    const stamp = await stampOf(app, 1, admin);
    expect((await saveBilling(admin, stamp)).statusCode).toBe(200);
    expect((await saveBilling(admin, stamp)).statusCode).toBe(409);
    const { body } = await logs({ kind: '保存' });
    expect(body.table_items.data.slice(0, 2)).toMatchObject([
      { user_name: '管理 太郎', account: 'admin', customer_id: 1, tas_id: 'T000001', kind: '保存' },
      { user_name: '管理 太郎', customer_id: 1, page_category: '請求先情報', operation: '請求先情報を保存' },
    ]);
    expect(body.table_items.data.slice(0, 2).map((row) => [row.result, row.status_code])).toEqual([
      ['失敗', 409],
      ['成功', 200],
    ]);
    expect(String(body.table_items.data[0].registered_timestamp)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('records a stale save whose stamp was compared at its commit (a section of customer columns) as 失敗 409', async () => {
    // 時間外アナウンス writes only columns of the customer: on PostgreSQL its stamp check travels with the commit.
    const stamp = await stampOf(app, 2, admin);
    const save = () =>
      post(
        app,
        '/api/v1/customers/updateOvertimeAnnounce',
        {
          customer_id: 2,
          is_entry: 0,
          customer_updated_timestamp: stamp,
          option_overtime_announce_content: '古い版',
        },
        admin,
      );
    expect((await save()).statusCode).toBe(200);
    expect((await save()).statusCode).toBe(409);
    const { body } = await logs({ kind: '保存' });
    expect(
      body.table_items.data.slice(0, 2).map((row) => [row.customer_id, row.result, row.status_code]),
    ).toEqual([
      [2, '失敗', 409],
      [2, '成功', 200],
    ]);
  });

  it('records a save once: on its own transaction when it commits, by the hook when it rolls back', async () => {
    const stamp = await stampOf(app, 2, admin);
    const relation = json(
      await get(app, '/api/v1/customers/getRelationClientSetting?customer_id=1&is_entry=0', admin),
    ) as { relation_client_setting: { customer_clients: Row[] } };
    // A row of customer 1 inside customer 2's save: found in the save's transaction, which rolls back (422).
    const foreign = await post(
      app,
      '/api/v1/customers/updateClient',
      {
        customer_id: 2,
        is_entry: 0,
        customer_updated_timestamp: stamp,
        customer_clients: relation.relation_client_setting.customer_clients,
      },
      admin,
    );
    expect(foreign.statusCode).toBe(422);
    expect((await saveBilling(admin, await stampOf(app, 1, admin))).statusCode).toBe(200);
    const { body } = await logs({ kind: '保存' });
    expect(body.table_items.data.map((row) => [row.customer_id, row.page_category, row.status_code])).toEqual(
      [
        [1, '請求先情報', 200],
        [2, '関連会社及び主要お取引先の設定', 422],
      ],
    );
  });

  it('logins (an unknown ID as typed, without a user), logouts, exports and page views', async () => {
    expect((await formLogin('nobody', 'wrong-password')).statusCode).toBe(401);
    expect((await formLogin('sales', 'wrong-password')).statusCode).toBe(401);
    const operator = await login(app, 'operator');
    await get(app, '/api/v1/insertLog?page_category=顧客管理&operation=画面表示', operator);
    const csv = await get(app, '/api/v1/customers/downloadCustomerListCsv?tas_id=000001', operator);
    expect(csv.statusCode, csv.body).toBe(200);
    await post(app, '/api/v1/auth/logout', {}, operator);
    const { body } = await logs({ limit: 6 });
    const shown = body.table_items.data.map((row) => [row.kind, row.account, row.user_name, row.result]);
    expect(shown.slice(0, 5)).toEqual([
      ['ログアウト', 'operator', 'オペレーター 花子', '成功'],
      ['ダウンロード', 'operator', 'オペレーター 花子', '成功'],
      ['画面表示', 'operator', 'オペレーター 花子', '成功'],
      ['ログイン', 'operator', 'オペレーター 花子', '成功'],
      ['ログイン', 'sales', '営業 次郎', '失敗'],
    ]);
    expect(body.table_items.data[5]).toMatchObject({ kind: 'ログイン', account: 'nobody', user_id: null });
  });

  it('records the session user, not the user_id a request names', async () => {
    const operator = await login(app, 'operator');
    const stamp = await stampOf(app, 1, operator);
    const billing = json(await get(app, billingUrl(1), operator)) as {
      billing_information: { billing: Row };
    };
    await post(
      app,
      '/api/v1/customers/updateBilling',
      {
        customer_id: 1,
        user_id: 1,
        updated_user_id: 1,
        customer_updated_timestamp: stamp,
        ...billing.billing_information,
      },
      operator,
    );
    const { body } = await logs({ kind: '保存', limit: 1 });
    expect(body.table_items.data[0]).toMatchObject({ account: 'operator', customer_id: 1 });
  });
});

describe('アクセスログ: filters and paging', () => {
  beforeEach(async () => {
    const stamp = await stampOf(app, 1, admin);
    await saveBilling(admin, stamp);
    const sales = await login(app, 'sales');
    const other = await stampOf(app, 5, sales);
    const billing = json(await get(app, billingUrl(5), sales)) as { billing_information: Row };
    await post(
      app,
      '/api/v1/customers/updateBilling',
      { customer_id: 5, customer_updated_timestamp: other, ...billing.billing_information },
      sales,
    );
  });

  it('by user, kind, customer (TAS ID with or without T, id, part of the name) and period', async () => {
    const users = (await logs()).body.user_options as { value: number; label: string }[];
    const sales = users.find((user) => user.label === '営業 次郎')?.value as number;
    const bySales = (await logs({ operator_user_id: sales })).body.table_items.data;
    expect(bySales.length).toBeGreaterThan(0);
    expect(bySales.every((row) => row.user_id === sales)).toBe(true);
    for (const customer of ['T000001', '000001', '1', 'サンプル商事']) {
      const rows = (await logs({ customer })).body.table_items.data;
      expect(rows.map((row) => row.customer_id)).toEqual([1]);
    }
    const saves = (await logs({ kind: '保存' })).body.table_items;
    expect(saves.total).toBe(2);
    expect((await logs({ period_from: '2000-01-01', period_to: '2000-12-31' })).body.table_items.total).toBe(
      0,
    );
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    expect((await logs({ period_from: today, period_to: today, kind: '保存' })).body.table_items.total).toBe(
      2,
    );
  });

  it('pages newest first with the total', async () => {
    const all = (await logs({ limit: 100 })).body.table_items;
    const first = (await logs({ limit: 2, page: 1 })).body.table_items;
    const second = (await logs({ limit: 2, page: 2 })).body.table_items;
    expect(first.total).toBe(all.total);
    expect([...first.data, ...second.data].map((row) => row.operation_log_id)).toEqual(
      all.data.slice(0, 4).map((row) => row.operation_log_id),
    );
  });

  it('refuses malformed filters with Japanese messages, and anyone without アクセスログ', async () => {
    const { response, body } = await logs({ period_from: '2026-02-30', period_to: '2026-01-01', kind: '謎' });
    expect(response.statusCode).toBe(422);
    expect(body.errors).toEqual({
      period_from: ['期間（開始）はYYYY-MM-DDの形式で指定してください'],
      kind: ['種別は一覧から選択してください'],
    });
    const range = await logs({ period_from: '2026-02-01', period_to: '2026-01-01' });
    expect(range.body.errors).toEqual({ period_to: ['期間の開始日は終了日以前の日付を指定してください'] });
    expect((await logs({}, await login(app, 'operator'))).response.statusCode).toBe(403);
    expect((await get(app, logsUrl)).statusCode).toBe(401);
  });
});

describe('a database of an earlier version', () => {
  it('keeps its page views, ids and all, when the log table is upgraded', async () => {
    const db = await openDatabase(await freshDatabase());
    try {
      await seedIfEmpty(db);
      // The table as earlier versions made it (SQLite files; PostgreSQL runs the same upgrade).
      await sql`DROP TABLE operation_logs`.execute(db);
      const key = onPostgres() ? '{{id}}' : 'INTEGER PRIMARY KEY AUTOINCREMENT';
      await runDdl(
        db,
        `CREATE TABLE operation_logs (operation_log_id ${key}, user_id INTEGER NOT NULL,
          page_category TEXT NOT NULL, operation TEXT NOT NULL, registered_timestamp TEXT NOT NULL)`,
      );
      await sql`INSERT INTO operation_logs (operation_log_id, user_id, page_category, operation, registered_timestamp)
        VALUES (7, 1, 'ヘッドライン', '画面表示', '2026-01-05 09:00:00.000')`.execute(db);
      await createLogTables(db);
      await createLogTables(db);
      await insertOperationLog(db, {
        userId: 1,
        account: 'admin',
        customerId: null,
        kind: '画面表示',
        pageCategory: '顧客管理',
        operation: '画面表示',
        statusCode: 200,
      });
      const { rows } = await listOperationLogs(db, {}, { page: 1, limit: 10 });
      expect(rows).toMatchObject([
        { operation_log_id: 8, account: 'admin', page_category: '顧客管理' },
        {
          operation_log_id: 7,
          user_id: 1,
          kind: '画面表示',
          page_category: 'ヘッドライン',
          registered_timestamp: '2026-01-05 09:00:00',
          status_code: 200,
        },
      ]);
    } finally {
      await db.destroy();
    }
  });
});
