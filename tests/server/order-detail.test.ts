import type { FastifyInstance } from 'fastify';
import type { FormData } from '../../src/engine/types';
import { validateForm } from '../../src/engine/validator';
import { loadCatalogue } from '../../src/server/catalogue';
import { get, json, login, newApp, post, stampOf, withoutSalesFeature } from './helpers';

// 受注内容 and 支払条件 (issue 15, spec 002 §2.2, §2.5, §3.1, §3.5, §5.3, §5.4): one load call answering
// both sections, the business-master search of the select-business modal, a save of either or both
// (validated together), and the payment rules chosen in schemas/sections/pay-condition (table below).

const catalogue = loadCatalogue();
const payCondition = catalogue['pay-condition'].schema;
const loadUrl = (id: number) =>
  `/api/v1/customers/getOrderDetailAndPayCondition?customer_id=${id}&is_entry=0`;
const saveUrl = '/api/v1/customers/approvalRequestOrderDetail';
const searchUrl = '/api/v1/customers/searchBusinessMaster';

type Row = Record<string, unknown>;
interface Answer {
  order_detail: { contract: Row; order_table_info: { basic_items: Row[]; each_items: Row[] } };
  pay_condition: Row & { account_info: Row; payment_cycle: Row };
}

let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  app = await newApp();
  cookie = await login(app, 'admin');
});
afterAll(async () => {
  await app.close();
});

async function load(id: number): Promise<Answer> {
  const response = await get(app, loadUrl(id), cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Answer>();
}

async function search(query: string): Promise<string[]> {
  const response = await get(app, `${searchUrl}?customer_id=1&${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ business_masters: { business_code: string }[] }>()
    .business_masters.map((master) => master.business_code);
}

describe('getOrderDetailAndPayCondition', () => {
  it('answers both sections of customer 1 from their storage', async () => {
    const answer = await load(1);
    expect(answer).toMatchObject({ result_code: 2000 });
    const { contract, order_table_info: tables } = answer.order_detail;
    // The customer's own columns, the contract record and the D番 of the pool, in one object.
    expect(contract).toMatchObject({
      contract_agreement_date: '2024-04-15',
      service_start_date: '2024-05-01',
      first_invoice_term_of_payment: '2024-05-31',
      invoice_send_type_selected: 2,
      invoice_not_made_flag: false,
      default_excise_tax_rate: 10,
      option_overtime_announce_type: 112,
      transmit_telephone_number: expect.stringMatching(/^0\d{1,4}-\d{1,4}-\d{4}$/),
    });
    expect(tables.basic_items).toHaveLength(12);
    expect(tables.basic_items[0]).toMatchObject({
      customer_order_id: expect.any(Number),
      sort_number: 1,
      business_code: 'B102',
      course_option_name: '電話代行 スタンダードコース（平日9:00〜18:00）',
      unit_price: '15000',
      start_month: '2024-05',
      end_month: '',
      is_new: false,
      is_delete: false,
    });
    expect(tables.each_items.map((row) => row.business_code)).toEqual([
      'E101',
      'E102',
      'E106',
      'E103',
      'E107',
      'E105',
    ]);
    expect(tables.each_items[2]).toMatchObject({
      is_spot_course: true,
      spot_course_use_date: expect.any(String),
    });
    expect(answer.pay_condition).toMatchObject({
      payment_method: 3,
      account_type_selected: 1,
      account_info: { payment_bank_code: '0005', payment_bank_account_number: '1234567' },
      payment_cycle: { payment_cycle_type: 1, every_month_day: '27' },
      payment_first_method: 1,
      request_course_id: 4,
    });
  });

  it('answers a customer without payment conditions empty, and needs a session', async () => {
    const answer = await load(3);
    expect(answer.pay_condition).toMatchObject({ payment_method: null, payment_first_method: null });
    expect(answer.order_detail.order_table_info.basic_items).toHaveLength(1);
    expect((await get(app, loadUrl(1))).statusCode).toBe(401);
    expect((await get(app, loadUrl(999_999), cookie)).statusCode).toBe(404);
  });
});

describe('searchBusinessMaster', () => {
  it.each([
    ['business_genre=1&business_code=b10', ['B101', 'B102', 'B103', 'B104', 'B105']],
    ['business_genre=2&course_option_name=年末年始', ['E106']],
    ['business_genre=1&start_time_id=19&end_time_id=37&base_call_count=100', ['B102']],
    ['business_genre=1&start_time_id=1&end_time_id=49', ['B104']],
    ['business_genre=2&business_code=B102', []],
    ['business_code=%25', []],
  ])('%s → %j (live masters only, in master order)', async (query, codes) => {
    expect(await search(query)).toEqual(codes);
  });

  it('answers the values the modal copies, and needs a session', async () => {
    const response = await get(app, `${searchUrl}?customer_id=1&business_code=E106`, cookie);
    expect(response.json()).toMatchObject({
      result_code: 2000,
      business_masters: [
        { business_code: 'E106', business_genre: 2, unit_price: '5000', is_spot_course: true },
      ],
    });
    expect((await get(app, `${searchUrl}?customer_id=1`)).statusCode).toBe(401);
  });
});

describe('the save of 受注内容 and 支払条件', () => {
  it('adds a row, changes the contract and the payment conditions in one save', async () => {
    const before = await load(1);
    const stamp = await stampOf(app, 1, cookie);
    const basic = before.order_detail.order_table_info.basic_items;
    const added = {
      customer_order_id: null,
      index: basic.length,
      sort_number: '',
      business_master_id: 4,
      business_code: 'B104',
      course_option_name: '電話代行 プレミアムコース（24時間365日）',
      daily_rate_type: 1,
      unit_price: '48000',
      base_call_count: '400',
      call_over_unit_price: '120',
      start_month: '2026-04',
      end_month: '',
      remark: '',
      is_new: true,
      is_delete: false,
    };
    const body = {
      customer_id: 1,
      customer_updated_timestamp: stamp,
      contract: { ...before.order_detail.contract, invoice_remark: '請求書は経理部宛（変更）' },
      order_table_info: { ...before.order_detail.order_table_info, basic_items: [...basic, added] },
      payment_method: 1,
      account_type_selected: 1,
      account_info: {},
      payment_cycle: { payment_cycle_type: 2, every_year_month: '04', every_year_day: '30' },
      payment_first_method: 2,
    };
    // Approval items changed: the answer lists them for the modal, nothing is written (002 §4).
    const asked = await post(app, saveUrl, body, cookie);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(json(asked)).toEqual({
      result_code: 2000,
      approval_required_item_names: [
        '基本業務',
        '契約情報',
        '支払方法',
        '口座情報',
        '支払サイクル',
        '初回請求方法',
      ],
    });
    expect(await stampOf(app, 1, cookie)).toBe(stamp);
    // Confirmed (保存して承認依頼): an application waits for approval, the values in force stay.
    const response = await post(app, saveUrl, { ...body, confirmed_approval_request: true }, cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({
      result_code: 2000,
      is_approval_requested: true,
      customer_updated_timestamp: expect.any(String),
      order_detail: {
        is_order_update: true,
        update_info: { contract: { invoice_remark: '請求書は経理部宛（変更）' } },
      },
      pay_condition: { is_pay_condition_update: true, update_info: { payment_first_method: 2 } },
    });
    const pending = await load(1);
    expect(pending.order_detail.contract.invoice_remark).toBe(before.order_detail.contract.invoice_remark);
    expect(pending.order_detail.order_table_info.basic_items).toHaveLength(12);
    // 承認 approves it (no reflection time: at once), and the new contract is in force.
    const headerId = (pending.order_detail as unknown as Row).customer_update_application_header_id;
    const approved = await post(
      app,
      '/api/v1/customers/approveUpdateApplication',
      {
        customer_id: 1,
        customer_update_application_header_id: headerId,
        customer_updated_timestamp: await stampOf(app, 1, cookie),
      },
      cookie,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await load(1);
    expect(after.order_detail.contract.invoice_remark).toBe('請求書は経理部宛（変更）');
    expect(after.order_detail.order_table_info.basic_items).toHaveLength(13);
    expect(after.order_detail.order_table_info.basic_items[12]).toMatchObject({
      business_code: 'B104',
      sort_number: 13,
    });
    expect(after.pay_condition).toMatchObject({
      payment_method: 1,
      account_info: { payment_bank_code: '' },
      payment_cycle: { payment_cycle_type: 2, every_year_month: '04' },
      payment_first_method: 2,
    });
    // 支払方法 is the customer's column the customer list filters on.
    const customer = await app.db
      .selectFrom('customers')
      .select('payment_method_id')
      .where('customer_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(customer.payment_method_id).toBe(1);
  });

  it('validates both sections together: every error in one 422, nothing written', async () => {
    const before = await load(2);
    const stamp = await stampOf(app, 2, cookie);
    const response = await post(
      app,
      saveUrl,
      {
        customer_id: 2,
        customer_updated_timestamp: stamp,
        contract: before.order_detail.contract,
        order_table_info: {
          ...before.order_detail.order_table_info,
          basic_items: before.order_detail.order_table_info.basic_items.map((row, at) =>
            at === 0 ? { ...row, unit_price: '12a', end_month: '2020-01' } : row,
          ),
        },
        payment_method: 3,
        account_type_selected: 1,
        account_info: { payment_bank_code: '12345' },
        payment_cycle: { payment_cycle_type: 2, every_year_month: '04', every_year_day: '30' },
        payment_first_method: 4,
      },
      cookie,
    );
    expect(response.statusCode, response.body).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors).sort(), JSON.stringify(errors)).toEqual(
      [
        'account_info.payment_bank_code',
        'order_table_info.basic_items.0.end_month',
        'order_table_info.basic_items.0.unit_price',
        'payment_cycle.payment_cycle_type',
        'payment_first_method',
      ].sort(),
    );
    expect(errors['payment_cycle.payment_cycle_type']).toEqual([
      '毎年の支払サイクルは支払方法が振込の場合のみ選択できます',
    ]);
    expect(errors.payment_first_method).toEqual(['初回請求方法は選択中の支払方法では選択できません']);
    expect(await stampOf(app, 2, cookie)).toBe(stamp);
    expect((await load(2)).pay_condition.payment_method).toBe(1);
  });

  it('refuses a stale stamp (409) and a role without the feature (403)', async () => {
    const before = await load(2);
    const body = {
      customer_id: 2,
      customer_updated_timestamp: '2000-01-01 00:00:00',
      ...before.order_detail,
      ...before.pay_condition,
    };
    expect((await post(app, saveUrl, body, cookie)).statusCode).toBe(409);
    await withoutSalesFeature('支払条件', async (other) => {
      const sales = await login(other, 'sales');
      const stamp = await stampOf(other, 2, sales);
      const refused = await post(other, saveUrl, { ...body, customer_updated_timestamp: stamp }, sales);
      expect(refused.statusCode).toBe(403);
    });
  });
});

// The payment rules of 002 §5.3 as chosen in schemas/sections/pay-condition/section.json (_comment).
describe('the payment rules', () => {
  const base: FormData = {
    payment_method: 1,
    payment_cycle: { payment_cycle_type: 1, every_month_day: '25' },
    payment_first_method: 1,
    request_course_id: 2,
  };
  const account = {
    payment_bank_code: '0005',
    payment_bank_branch_code: '001',
    payment_bank_account_number: '1234567',
    payment_bank_account_name: 'ｶ)ｻﾝﾌﾟﾙ',
  };
  it.each<[string, FormData, Record<string, string[]>]>([
    ['振込, monthly, first by transfer', {}, {}],
    [
      '振込, yearly',
      { payment_cycle: { payment_cycle_type: 2, every_year_month: '4', every_year_day: '30' } },
      {},
    ],
    [
      '口座振替, yearly',
      {
        payment_method: 3,
        account_info: account,
        payment_cycle: { payment_cycle_type: 2, every_year_month: '4', every_year_day: '30' },
      },
      { '/payment_cycle/payment_cycle_type': ['毎年の支払サイクルは支払方法が振込の場合のみ選択できます'] },
    ],
    [
      'VISA, yearly',
      {
        payment_method: 5,
        payment_first_method: 4,
        payment_cycle: { payment_cycle_type: 2, every_year_month: '4', every_year_day: '1' },
      },
      { '/payment_cycle/payment_cycle_type': ['毎年の支払サイクルは支払方法が振込の場合のみ選択できます'] },
    ],
    ['振込 → コンビニ', { payment_first_method: 2 }, {}],
    [
      '振込 → AMEX',
      { payment_first_method: 3 },
      { '/payment_first_method': ['初回請求方法は選択中の支払方法では選択できません'] },
    ],
    ['口座振替 → コンビニ', { payment_method: 3, account_info: account, payment_first_method: 2 }, {}],
    ['AMEX → AMEX', { payment_method: 4, payment_first_method: 3 }, {}],
    [
      'AMEX → VISA',
      { payment_method: 4, payment_first_method: 4 },
      { '/payment_first_method': ['初回請求方法は選択中の支払方法では選択できません'] },
    ],
    ['VISA → 振込', { payment_method: 5, payment_first_method: 1 }, {}],
    ['その他 → その他', { payment_method: 6, payment_first_method: 5 }, {}],
    [
      'no first method while a first invoice will be made',
      { payment_first_method: null },
      { '/payment_first_method': ['初回請求方法は必須項目です'] },
    ],
    [
      'no first method after a cancellation',
      { payment_first_method: null, contract_cancellation_date: '2025-03-31' },
      {},
    ],
    ['no first method without a basic course', { payment_first_method: null, request_course_id: null }, {}],
    ['振込: bank fields not checked', { account_info: { payment_bank_code: 'abcdef' } }, {}],
    [
      '口座振替: bank fields checked',
      {
        payment_method: 3,
        account_info: { ...account, payment_bank_code: '12345', payment_bank_account_number: '12345678' },
      },
      {
        '/account_info/payment_bank_code': ['銀行コードは4文字以内で入力してください'],
        '/account_info/payment_bank_account_number': ['口座番号は7文字以内で入力してください'],
      },
    ],
    [
      'monthly without its day',
      { payment_cycle: { payment_cycle_type: 1 } },
      { '/payment_cycle/every_month_day': ['毎月（日）は必須項目です'] },
    ],
    [
      'yearly day not digits',
      { payment_cycle: { payment_cycle_type: 2, every_year_month: '4', every_year_day: '3０' } },
      { '/payment_cycle/every_year_day': ['毎年（日）の「3０」は半角数字で入力してください'] },
    ],
  ])('%s', (_, change, expected) => {
    expect(validateForm(payCondition, { ...base, ...change })).toEqual(expected);
  });
});
