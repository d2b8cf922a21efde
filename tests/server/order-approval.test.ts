import type { FastifyInstance } from 'fastify';
import { setNow } from '../../rules/lib/clock';
import { insertApplication } from '../../src/server/approval/applications';
import { get, json, login, newApp, post, stampOf } from './helpers';

// 受注内容 + 支払条件 on the approval capability (issue 15, 002 §4): request type 1 through the section
// pipeline — the confirmation, the pending copy, 差戻 and the sent-back copy, a second request while one
// is open, a reservation reflected now (saveOrder) or reverted, the edition's preview and the 承認 list.

type Row = Record<string, unknown>;
interface Answer {
  order_detail: Row & {
    contract: Row;
    order_table_info: Row;
    update_info: Row | null;
    send_back_info: Row | null;
  };
  pay_condition: Row & { update_info: Row | null };
}

const loadUrl = (id: number) =>
  `/api/v1/customers/getOrderDetailAndPayCondition?customer_id=${id}&is_entry=0`;
const saveUrl = '/api/v1/customers/approvalRequestOrderDetail';

let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await newApp();
  admin = await login(app, 'admin');
});
afterAll(async () => {
  setNow(undefined);
  await app.close();
});

async function load(id: number): Promise<Answer> {
  const response = await get(app, loadUrl(id), admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Answer>();
}

// A save of both sections as the screen sends it, with the contract changed by `contract`.
async function request(id: number, contract: Row, confirmed = true) {
  const { order_detail: order, pay_condition: pay } = await load(id);
  const body = {
    customer_id: id,
    customer_updated_timestamp: await stampOf(app, id, admin),
    customer_update_application_header_id: order.customer_update_application_header_id,
    contract: { ...order.contract, ...contract },
    order_table_info: order.order_table_info,
    payment_method: pay.payment_method,
    account_type_selected: pay.account_type_selected,
    account_info: pay.account_info,
    payment_cycle: pay.payment_cycle,
    payment_first_method: pay.payment_first_method,
    confirmed_approval_request: confirmed,
  };
  return post(app, saveUrl, body, admin);
}

async function decide(path: string, id: number, headerId: unknown) {
  const body = {
    customer_id: id,
    customer_update_application_header_id: headerId,
    customer_updated_timestamp: await stampOf(app, id, admin),
  };
  return post(app, `/api/v1/customers/${path}`, body, admin);
}

const editions = async (id: number) =>
  json(await get(app, `/api/v1/customers/getApprovalHistory?customer_id=${id}`, admin)).editions as Row[];

describe('受注内容 and 支払条件 on the approval cycle', () => {
  it('a save changing nothing needs no approval and writes as usual', async () => {
    const response = await request(1, {}, false);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({ is_approval_requested: false });
    expect((await load(1)).order_detail.is_order_update).toBe(false);
  });

  it('差戻 brings the values back as the sent-back copy; the next request is 再申請', async () => {
    const requested = await request(2, { invoice_bottom_text: '口座振替のお客様は引落日をご確認ください' });
    expect(json(requested)).toMatchObject({ is_approval_requested: true });
    const pending = await load(2);
    expect(pending.order_detail).toMatchObject({ is_order_update: true, is_edit_order_detail: true });
    expect(pending.pay_condition.is_pay_condition_update).toBe(true);
    // A second request while one is open is refused; nothing is written.
    const second = await request(2, { invoice_remark: '二重' });
    expect(second.statusCode).toBe(409);
    expect(json(second).message).toBe(
      '与信審査または承認の途中のため保存できません。審査・承認の完了後に保存してください',
    );

    const headerId = pending.order_detail.customer_update_application_header_id;
    expect((await decide('sendBackUpdateApplication', 2, headerId)).statusCode).toBe(200);
    const back = await load(2);
    expect(back.order_detail).toMatchObject({ is_order_update: false, is_order_send_back_update: true });
    expect(back.order_detail.contract.invoice_bottom_text).toBe('');
    expect(back.order_detail.send_back_info).toMatchObject({
      contract: { invoice_bottom_text: '口座振替のお客様は引落日をご確認ください' },
    });
    expect((await editions(2))[0].label).toMatch(/ 受注内容・支払条件 差戻$/);

    // Corrected and requested again: 再申請 (update application status 5), the sent-back copy hidden.
    const again = await request(2, { invoice_bottom_text: 'お振込手数料はご負担ください' });
    expect(json(again)).toMatchObject({ is_approval_requested: true });
    const reapplied = await load(2);
    expect(reapplied.order_detail.send_back_info).toBeNull();
    expect((await editions(2))[0]).toMatchObject({ request_type: 1, status: 5 });
    // The 承認 list shows it with its changed item and values.
    const list = json(await get(app, '/api/v1/customers/getApprovalList?page=1&limit=100', admin))
      .table_items as { data: Row[] };
    const row = list.data.find(
      (entry) =>
        entry.customer_update_application_header_id ===
        reapplied.order_detail.customer_update_application_header_id,
    );
    expect(row?.changed_items).toEqual([
      { item: '請求書下部文言', before: '', after: 'お振込手数料はご負担ください' },
    ]);
  });

  it('a future reflection time reserves the approved change; saveOrder reflects it now', async () => {
    setNow('2026-06-01T10:00:00+09:00');
    const response = await request(1, {
      invoice_remark: '7月から請求書は本社宛',
      application_schedule_timestamp: '2026-07-01 09:00',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({ is_approval_requested: true });
    const headerId = (await load(1)).order_detail.customer_update_application_header_id;
    const approved = await decide('approveUpdateApplication', 1, headerId);
    expect(json(approved)).toMatchObject({ is_reserved: true });
    const reserved = await load(1);
    expect(reserved.order_detail.is_order_update).toBe(false);
    expect(reserved.order_detail.contract.invoice_remark).not.toBe('7月から請求書は本社宛');
    // The edition previews as both sections answer their load.
    const preview = json(
      await get(app, `/api/v1/customers/getHeaderByInfo?customer_id=1&header_id=${String(headerId)}`, admin),
    );
    expect(preview).toMatchObject({
      order_detail: { contract: { invoice_remark: '7月から請求書は本社宛' } },
      pay_condition: { payment_method: expect.any(Number) },
    });
    const reflected = await decide('saveOrder', 1, headerId);
    expect(reflected.statusCode, reflected.body).toBe(200);
    expect((await load(1)).order_detail.contract.invoice_remark).toBe('7月から請求書は本社宛');
    // Reflected already: nothing to reflect.
    expect((await decide('saveOrder', 1, headerId)).statusCode).toBe(409);
    setNow(undefined);
  });

  it('the seeded reservation of customer 4 applies lazily when its time has come', async () => {
    const seeded = (await editions(4)).find((edition) => edition.request_type === 1);
    expect(seeded).toMatchObject({
      is_reserved: true,
      label: expect.stringMatching(/受注内容・支払条件 予約/),
    });
    setNow('2030-04-01T09:30:00+09:00');
    // Its time has come: the next read applies it.
    expect((await load(4)).order_detail.contract.invoice_remark).toBe('2030年4月から請求書は本社経理部宛');
    setNow(undefined);
  });

  it('a spot course added from the master stays one once approved', async () => {
    const { order_detail: order } = await load(1);
    const tables = order.order_table_info as { each_items: Row[] };
    const spot = {
      customer_order_id: null,
      index: tables.each_items.length,
      sort_number: '',
      business_master_id: null,
      business_code: 'E106',
      course_option_name: '年末年始スポット対応',
      unit_price: '5000',
      base_call_count: '',
      call_over_unit_price: '',
      excise_tax_rate: 10,
      earmarking_year_month: '2026-12',
      create_timing: 3,
      invoice_made_year_month: '2026-12',
      actual_cost_earmarking_year_month: '2026-12',
      spot_course_use_date: '2026-12-29,2026-12-30',
      is_spot_course: true,
      remark: '',
      is_new: true,
      is_delete: false,
    };
    const body = {
      customer_id: 1,
      customer_updated_timestamp: await stampOf(app, 1, admin),
      ...order,
      ...(await load(1)).pay_condition,
      order_table_info: { ...tables, each_items: [...tables.each_items, spot] },
      confirmed_approval_request: true,
    };
    const requested = await post(app, saveUrl, body, admin);
    expect(json(requested), requested.body).toMatchObject({ is_approval_requested: true });
    const headerId = (await load(1)).order_detail.customer_update_application_header_id;
    // The 承認 list shows the added row by its declared columns, not the whole table.
    const list = json(await get(app, '/api/v1/customers/getApprovalList?page=1&limit=100', admin))
      .table_items as { data: Row[] };
    const row = list.data.find((entry) => entry.customer_update_application_header_id === headerId);
    expect(row?.changed_items).toEqual([
      {
        item: '従量業務',
        before: '',
        after: 'E106 年末年始スポット対応 5000 2026-12 2026-12-29,2026-12-30',
      },
    ]);
    expect((await decide('approveUpdateApplication', 1, headerId)).statusCode).toBe(200);
    const saved = ((await load(1)).order_detail.order_table_info as { each_items: Row[] }).each_items;
    expect(saved.at(-1)).toMatchObject({ business_code: 'E106', is_spot_course: true });
  });

  it('may not be edited while the request of 基本情報 awaits approval (customer 6)', async () => {
    expect((await load(6)).order_detail).toMatchObject({
      is_edit_order_detail: false,
      is_order_update: false,
    });
    expect((await load(6)).pay_condition).toMatchObject({ is_edit_pay_condition: false });
    expect((await load(2)).order_detail.is_edit_order_detail).toBe(true);
    // The server refuses what the screen locks: customer 1 with a 基本情報 request awaiting approval.
    const headerId = await insertApplication(app.db, {
      requestType: 2,
      customerId: 1,
      updateApplicationStatus: 1,
      approvalRequestStatus: 3,
      schedule: '',
      before: {},
      after: {},
      secretHash: null,
      requestedTimestamp: '2026-11-20 10:00:00.000',
      requestedUserId: 3,
    });
    expect((await load(1)).order_detail.is_edit_order_detail).toBe(false);
    const refused = await request(1, { invoice_remark: '承認待ちの間の変更' });
    expect(refused.statusCode, refused.body).toBe(409);
    await app.db
      .deleteFrom('customer_update_application_headers')
      .where('customer_update_application_header_id', '=', headerId)
      .execute();
  });
});
