import type { FastifyInstance } from 'fastify';
import { get, json, login, newApp } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await newApp();
});
afterAll(() => app.close());

describe('customer detail', () => {
  it('answers the detail shell data of customer 1 with the role features', async () => {
    const cookie = await login(app, 'operator');
    const response = await get(app, '/api/v1/customers/getCustomerDetail?customer_id=1&user_id=1', cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ result_code: number; customer_detail: Record<string, unknown> }>();
    expect(body.result_code).toBe(2000);
    expect(body.customer_detail).toMatchObject({
      customer_id: 1,
      tas_id: 'T000001',
      corporate_name: '株式会社サンプル商事',
      is_entry: false,
      is_forced_cancel: false,
      is_contract_blank: false,
      is_credit_screening_requesting: false,
      is_contract_requesting: false,
      recess_date: null,
      is_shipping_of_mail: false,
    });
    expect(body.customer_detail.customer_updated_timestamp).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$/,
    );
    expect(body.customer_detail.step_call_alert).toHaveLength(2);
    const features = body.customer_detail.feature_masters as { name: string }[];
    expect(features.map((f) => f.name)).not.toContain('管理機能');
  });

  it('answers the entry and the force-cancelled demo customers', async () => {
    const cookie = await login(app, 'admin');
    const entry = await get(app, '/api/v1/customers/getCustomerDetailEntry?customer_id=3', cookie);
    expect(json(entry).customer_detail).toMatchObject({
      customer_id: 3,
      is_entry: true,
      tas_id: '',
      step_call_alert: [],
    });
    const cancelled = await get(app, '/api/v1/customers/getCustomerDetail?customer_id=4', cookie);
    expect(json(cancelled).customer_detail).toMatchObject({ customer_id: 4, is_forced_cancel: true });
    const generated = await get(app, '/api/v1/customers/getCustomerDetail?customer_id=204', cookie);
    expect(generated.statusCode).toBe(200);
  });

  it('carries the row counts the sections declare, which their tag warnings read (001 §2.4–§2.6)', async () => {
    const cookie = await login(app, 'operator');
    const detailOf = async (id: number) =>
      (await get(app, `/api/v1/customers/getCustomerDetail?customer_id=${id}`, cookie)).json<{
        customer_detail: Record<string, unknown>;
      }>().customer_detail;
    expect(await detailOf(1)).toMatchObject({ select_line_count: 2, hearing_count: 2, qa_count: 2 });
    expect(await detailOf(3)).toMatchObject({
      select_line_count: 0,
      hearing_count: 0,
      qa_count: 0,
      is_entry: true,
    });
  });

  it('answers 404 for an unknown customer', async () => {
    const cookie = await login(app, 'admin');
    for (const id of ['99999', '4505', 'abc']) {
      const response = await get(app, `/api/v1/customers/getCustomerDetail?customer_id=${id}`, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        result_code: 404,
        message: '顧客情報が見つかりません',
        error_message: `customer_id=${id}`,
      });
    }
  });

  it('answers 401 without a session', async () => {
    const response = await get(app, '/api/v1/customers/getCustomerDetail?customer_id=1');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ result_code: 401, message: 'ログインしてください' });
  });
});

describe('access check (chackAccessUser) and removeAccessHistory', () => {
  type Items = {
    existOtherAccessUser: boolean;
    registered_timestamp: string | null;
    access_user_name: string | null;
  };
  const check = async (cookie: string, customerId = 2) => {
    const response = await get(
      app,
      `/api/v1/customers/chackAccessUser?customer_id=${customerId}&updated_user_id=9`,
      cookie,
    );
    expect(response.statusCode).toBe(200);
    return response.json<{ result_code: number; items: Items }>();
  };

  it("shows the admin's open access to the operator until the admin saves (removes it)", async () => {
    const admin = await login(app, 'admin');
    const operator = await login(app, 'operator');

    expect(await check(admin)).toEqual({
      result_code: 2000,
      items: { existOtherAccessUser: false, registered_timestamp: null, access_user_name: null },
    });
    // The admin's own access is not "another user".
    expect((await check(admin)).items.existOtherAccessUser).toBe(false);

    const seenByOperator = await check(operator);
    expect(seenByOperator.items.existOtherAccessUser).toBe(true);
    expect(seenByOperator.items.access_user_name).toBe('管理 太郎');
    expect(seenByOperator.items.registered_timestamp).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$/);

    const removed = await get(
      app,
      '/api/v1/customers/removeAccessHistory?customer_id=2&updated_user_id=2',
      admin,
    );
    expect(removed.json()).toEqual({ result_code: 2000 });
    expect((await check(operator)).items.existOtherAccessUser).toBe(false);
    // The operator's open access is now what the admin sees.
    expect((await check(admin)).items).toMatchObject({
      existOtherAccessUser: true,
      access_user_name: 'オペレーター 花子',
    });
  });

  it("removes only the session user's access, whatever updated_user_id says", async () => {
    const admin = await login(app, 'admin');
    const sales = await login(app, 'sales');
    await check(admin, 5);
    await get(app, '/api/v1/customers/removeAccessHistory?customer_id=5&updated_user_id=1', sales);
    expect((await check(sales, 5)).items.access_user_name).toBe('管理 太郎');
  });

  it('answers 401 and 404 like every customer call', async () => {
    expect((await get(app, '/api/v1/customers/chackAccessUser?customer_id=1')).statusCode).toBe(401);
    expect((await get(app, '/api/v1/customers/removeAccessHistory?customer_id=1')).statusCode).toBe(401);
    const cookie = await login(app, 'admin');
    expect((await get(app, '/api/v1/customers/chackAccessUser?customer_id=99999', cookie)).statusCode).toBe(
      404,
    );
    expect(
      (await get(app, '/api/v1/customers/removeAccessHistory?customer_id=99999', cookie)).statusCode,
    ).toBe(404);
  });
});
