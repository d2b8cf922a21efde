import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import messages from '../../schemas/server-messages.json';
import { json, login, newApp, stampOf } from './helpers';

// 受注内容's invoice data (issue 15; spec 002 §2.2, §4, §7, §8): makeImmediatelyInvoiceData makes immediate
// invoice data of pay-per-use rows with create timing 3 and marks them invoiced; makeReturnInvoiceData makes
// resume invoice data of the basic rows in force at the saved resume date. Both are form calls of the
// customer save (the stamp), refused with 400 result_message, and need 受注内容's feature.

const texts = messages.invoiceData;
const immediateUrl = '/api/v1/customers/makeImmediatelyInvoiceData';
const resumeUrl = '/api/v1/customers/makeReturnInvoiceData';

let app: FastifyInstance;
let admin: string;
// Customer 1's pay-per-use rows by business code (fixtures/seed/sections/order-detail.json).
let rows: Record<string, number>;

beforeAll(async () => {
  app = await newApp();
  admin = await login(app, 'admin');
  const found = await app.db
    .selectFrom('customer_order_each_items')
    .select(['customer_order_id', 'business_code'])
    .where('customer_id', '=', 1)
    .execute();
  rows = Object.fromEntries(found.map((row) => [row.business_code, row.customer_order_id]));
});
afterAll(async () => {
  await app.close();
});

// The form body the screen sends (002 §7: form encoding).
function postForm(
  url: string,
  fields: Record<string, string>,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function immediate(fields: Record<string, string>, customerId = 1, cookie = admin) {
  return postForm(
    immediateUrl,
    {
      customer_id: String(customerId),
      customer_updated_timestamp: await stampOf(app, customerId, admin),
      ...fields,
    },
    cookie,
  );
}

async function resume(customerId: number, cookie = admin) {
  return postForm(
    resumeUrl,
    { customer_id: String(customerId), customer_updated_timestamp: await stampOf(app, customerId, admin) },
    cookie,
  );
}

const invoiceData = (customerId: number) =>
  app.db
    .selectFrom('invoice_data')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('invoice_data_id')
    .execute();

const eachRow = (id: number) =>
  app.db
    .selectFrom('customer_order_each_items')
    .selectAll()
    .where('customer_order_id', '=', id)
    .executeTakeFirstOrThrow();

// A 400 with the text, and nothing written: no invoice data, the same stamp.
async function expectRefused(send: () => Promise<LightMyRequestResponse>, text: string, customerId = 1) {
  const before = await stampOf(app, customerId, admin);
  const response = await send();
  expect(response.statusCode, response.body).toBe(400);
  expect(json(response)).toEqual({ result_code: 400, result_message: text });
  expect(await invoiceData(customerId)).toEqual([]);
  expect(await stampOf(app, customerId, admin)).toBe(before);
}

describe('makeImmediatelyInvoiceData', () => {
  it('refuses no row, rows the customer does not have, rows not of create timing 3 or invoiced, a bad deadline', async () => {
    const other = await app.db
      .selectFrom('customer_order_each_items')
      .select('customer_order_id')
      .where('customer_id', '=', 2)
      .executeTakeFirstOrThrow();
    const deadline = { term_of_payment: '2026-12-25' };
    await expectRefused(() => immediate({ customer_order_id_csv: '', ...deadline }), texts.noRows);
    await expectRefused(() => immediate(deadline), texts.noRows);
    await expectRefused(
      () => immediate({ customer_order_id_csv: `${rows.E107},abc`, ...deadline }),
      `指定された従量業務の明細が見つかりません（ID：${rows.E107},abc）`,
    );
    await expectRefused(
      () => immediate({ customer_order_id_csv: `${rows.E107},${other.customer_order_id}`, ...deadline }),
      `指定された従量業務の明細が見つかりません（ID：${other.customer_order_id}）`,
    );
    await expectRefused(
      () => immediate({ customer_order_id_csv: `${rows.E101},${rows.E107}`, ...deadline }),
      '作成タイミングが即時請求ではない明細は即時請求データを作成できません（E101）',
    );
    await expectRefused(
      () => immediate({ customer_order_id_csv: `${rows.E103},${rows.E107}`, ...deadline }),
      '即時請求データを作成済みの明細が含まれています（E103）',
    );
    await expectRefused(() => immediate({ customer_order_id_csv: String(rows.E107) }), texts.termMissing);
    await expectRefused(
      () => immediate({ customer_order_id_csv: String(rows.E107), term_of_payment: ' ' }),
      texts.termMissing,
    );
    for (const term of ['2026-02-30', '2026/12/25', '20261225', 'abc'])
      await expectRefused(
        () => immediate({ customer_order_id_csv: String(rows.E107), term_of_payment: term }),
        texts.termInvalid,
      );
  });

  it('refuses a spot row without dates', async () => {
    await app.db
      .updateTable('customer_order_each_items')
      .set({ spot_course_use_date: '' })
      .where('customer_order_id', '=', rows.E107)
      .execute();
    try {
      await expectRefused(
        () => immediate({ customer_order_id_csv: String(rows.E107), term_of_payment: '2026-12-25' }),
        '利用日が登録されていないスポット明細は即時請求データを作成できません（E107）',
      );
    } finally {
      await app.db
        .updateTable('customer_order_each_items')
        .set({ spot_course_use_date: '2026-12-15' })
        .where('customer_order_id', '=', rows.E107)
        .execute();
    }
  });

  it('needs a session, 受注内容’s feature, the customer and the current stamp', async () => {
    const fields = { customer_order_id_csv: String(rows.E107), term_of_payment: '2026-12-25' };
    expect((await immediate(fields, 1, '')).statusCode).toBe(401);
    // OP (role 9) holds no 受注内容 (fixtures/seed/roles.json).
    const operator = await login(app, 'operator');
    const forbidden = await immediate(fields, 1, operator);
    expect(forbidden.statusCode).toBe(403);
    expect(json(forbidden)).toMatchObject({ error_message: '受注内容' });
    const unknown = await postForm(immediateUrl, { ...fields, customer_id: '999999' }, admin);
    expect(unknown.statusCode).toBe(404);
    const stale = await postForm(
      immediateUrl,
      { ...fields, customer_id: '1', customer_updated_timestamp: '2000-01-01 00:00:00.000' },
      admin,
    );
    expect(stale.statusCode).toBe(409);
    expect(await invoiceData(1)).toEqual([]);
    expect((await eachRow(rows.E107)).invoice_made_timestamp).toBe('');
  });

  it('makes the data of a create-timing-3 row, marks it invoiced and moves the stamp; once only', async () => {
    const before = await stampOf(app, 1, admin);
    const response = await immediate({
      customer_order_id_csv: String(rows.E107),
      term_of_payment: '2026-12-25',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = json(response);
    const stamp = String(body.customer_updated_timestamp);
    expect(stamp > before).toBe(true);
    expect(await stampOf(app, 1, admin)).toBe(stamp);
    const at = stamp.slice(0, 19);
    expect(body).toEqual({
      result_code: 2000,
      customer_updated_timestamp: stamp,
      invoiced_items: [{ customer_order_id: rows.E107, invoice_made_timestamp: at }],
    });
    // E107: a spot day at 3000 with one date (2026-12-15); its 請求年月 was set and stays.
    expect(await eachRow(rows.E107)).toMatchObject({
      invoice_made_timestamp: at,
      invoice_made_year_month: '2026-12',
    });
    expect(await invoiceData(1)).toEqual([
      {
        invoice_data_id: expect.any(Number),
        customer_id: 1,
        invoice_kind: 1,
        customer_order_id: rows.E107,
        business_code: 'E107',
        course_option_name: 'スポット 臨時休業日対応（1日）',
        unit_price: 3000,
        quantity: 1,
        amount: 3000,
        excise_tax_rate: 10,
        term_of_payment: '2026-12-25',
        resume_date: '',
        registered_timestamp: at,
        registered_user_id: 1,
      },
    ]);
    // The screen's load shows the row invoiced.
    const loaded = await app.inject({
      method: 'GET',
      url: '/api/v1/customers/getOrderDetailAndPayCondition?customer_id=1&is_entry=0',
      headers: { cookie: admin },
    });
    const items = loaded.json<{
      order_detail: { order_table_info: { each_items: Record<string, unknown>[] } };
    }>().order_detail.order_table_info.each_items;
    expect(items.find((item) => item.customer_order_id === rows.E107)).toMatchObject({
      invoice_made_timestamp: at,
    });
    // Again: already invoiced, nothing more written.
    const again = await immediate({
      customer_order_id_csv: String(rows.E107),
      term_of_payment: '2026-12-28',
    });
    expect(again.statusCode).toBe(400);
    expect(json(again).result_message).toBe('即時請求データを作成済みの明細が含まれています（E107）');
    expect(await invoiceData(1)).toHaveLength(1);
    expect(await stampOf(app, 1, admin)).toBe(stamp);
  });

  it('multiplies a spot row’s unit price by its dates and fills an empty 請求年月 with this month', async () => {
    // Customer 2 gets a spot row of create timing 3 with three dates and no 請求年月.
    const now = new Date().toISOString().slice(0, 10);
    const inserted = await app.db
      .insertInto('customer_order_each_items')
      .values({
        customer_id: 2,
        sort_number: 9,
        business_master_id: null,
        business_code: 'E107',
        course_option_name: 'スポット 臨時休業日対応（1日）',
        unit_price: '3000',
        excise_tax_rate: 10,
        create_timing: 3,
        spot_course_use_date: '2026-12-15,2026-12-16,2026-12-17',
        is_spot_course: 1,
        registered_timestamp: now,
        updated_timestamp: now,
        updated_user_id: 1,
      })
      .returning('customer_order_id')
      .executeTakeFirstOrThrow();
    const response = await immediate(
      { customer_order_id_csv: String(inserted.customer_order_id), term_of_payment: '2027-01-10' },
      2,
    );
    expect(response.statusCode, response.body).toBe(200);
    const stamp = String(json(response).customer_updated_timestamp);
    expect(await invoiceData(2)).toMatchObject([{ unit_price: 3000, quantity: 3, amount: 9000 }]);
    expect((await eachRow(inserted.customer_order_id)).invoice_made_year_month).toBe(stamp.slice(0, 7));
  });
});

describe('makeReturnInvoiceData', () => {
  const setResume = (customerId: number, resumeDate: string, term: string) =>
    app.db
      .updateTable('customer_order_contracts')
      .set({ resume_date: resumeDate, resume_invoice_term_of_payment: term })
      .where('customer_id', '=', customerId)
      .execute();
  const resumeData = async (customerId: number) =>
    (await invoiceData(customerId)).filter((row) => row.invoice_kind === 2);

  it('refuses a customer without a saved resume date or its payment deadline, and one with no basic row then', async () => {
    await setResume(4, '', '');
    await expectRefused(() => resume(4), texts.resumeDateMissing, 4);
    await setResume(4, '2026-12-16', '');
    await expectRefused(() => resume(4), texts.resumeTermMissing, 4);
    // Customer 4's basic rows all ended 2025-03.
    await setResume(4, '2026-12-16', '2026-12-25');
    await expectRefused(() => resume(4), '再開日2026-12-16の時点で有効な基本業務がありません', 4);
  });

  it('needs a session, 受注内容’s feature and the current stamp', async () => {
    // Customer 4 (contracted) has a resume date and deadline from the test above.
    expect((await resume(4, '')).statusCode).toBe(401);
    expect((await resume(4, await login(app, 'operator'))).statusCode).toBe(403);
    const stale = await postForm(
      resumeUrl,
      { customer_id: '4', customer_updated_timestamp: '2000-01-01 00:00:00.000' },
      admin,
    );
    expect(stale.statusCode).toBe(409);
    expect(await resumeData(4)).toEqual([]);
  });

  it('makes one row per basic row in force at the resume date, pro-rated by 日割り; once per resume date', async () => {
    await setResume(3, '2026-04-16', '2026-04-30');
    const before = await stampOf(app, 3, admin);
    const response = await resume(3);
    expect(response.statusCode, response.body).toBe(200);
    const stamp = String(json(response).customer_updated_timestamp);
    expect(stamp > before).toBe(true);
    expect(json(response)).toEqual({
      result_code: 2000,
      customer_updated_timestamp: stamp,
      invoice_data_count: 1,
    });
    // Customer 3 (entry): B103 at 25000 from 2026-03, 日割りする: 15 of April's 30 days.
    expect(await resumeData(3)).toEqual([
      {
        invoice_data_id: expect.any(Number),
        customer_id: 3,
        invoice_kind: 2,
        customer_order_id: expect.any(Number),
        business_code: 'B103',
        course_option_name: expect.any(String),
        unit_price: 25000,
        quantity: 1,
        amount: 12500,
        excise_tax_rate: 10,
        term_of_payment: '2026-04-30',
        resume_date: '2026-04-16',
        registered_timestamp: stamp.slice(0, 19),
        registered_user_id: 1,
      },
    ]);
    const again = await resume(3);
    expect(again.statusCode).toBe(400);
    expect(json(again).result_message).toBe('再開日2026-04-16の再開請求データは作成済みです');
    expect(await resumeData(3)).toHaveLength(1);
    // Another resume date is another invoice.
    await setResume(3, '2026-05-01', '2026-05-31');
    expect((await resume(3)).statusCode).toBe(200);
    expect((await resumeData(3)).map((row) => [row.resume_date, row.amount])).toEqual([
      ['2026-04-16', 12500],
      ['2026-05-01', 25000],
    ]);
  });

  it('counts the rows in force at the date: customer 1 in December 2026', async () => {
    await setResume(1, '2026-12-01', '2026-12-25');
    const response = await resume(1);
    expect(response.statusCode, response.body).toBe(200);
    const codes = (await resumeData(1)).map((row) => row.business_code);
    // Twelve rows, two ended before (B201 2025-03, B101 2024-04).
    expect(codes).toEqual(['B102', 'B203', 'B202', 'B204', 'B205', 'B206', 'B207', 'B203', 'B205', 'B206']);
    expect(json(response).invoice_data_count).toBe(10);
  });
});
