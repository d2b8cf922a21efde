import type { FastifyInstance } from 'fastify';
import { get, json, login, newApp, post, stampOf } from './helpers';

const listUrl = '/api/v1/customers/getBusinessTalkHistory';
const linkUrl = '/api/v1/customers/updateBusinessTalkRelation';
const unlinkUrl = '/api/v1/customers/cancellationBusinessTalkRelation';

interface Row {
  business_talk_history_id: number;
  display_business_talk_customer_number: string;
  corporate_name: string;
  display_relation_customer: string;
  is_relation: boolean;
  is_other_used: boolean;
  is_selected: boolean;
}
interface Page {
  total: number;
  data: Row[];
}

let app: FastifyInstance;
let cookie: string;
beforeEach(async () => {
  app = await newApp();
  cookie = await login(app, 'admin');
});
afterEach(() => app.close());

async function list(query: Record<string, string | number>, as = cookie): Promise<Page> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await get(app, `${listUrl}?${search}`, as);
  expect(response.statusCode).toBe(200);
  const body = response.json<{ result_code: number; table_items: Page }>();
  expect(body.result_code).toBe(2000);
  return body.table_items;
}

// The rows of every page, for finding an inquiry by its number wherever it sorts.
async function allRows(customerId: number): Promise<Row[]> {
  return (await list({ customer_id: customerId, page: 1, limit: 100 })).data;
}

const byNumber = (rows: Row[], number: string) => {
  const row = rows.find((r) => r.display_business_talk_customer_number === number);
  if (!row) throw new Error(`no row ${number}`);
  return row;
};

const linkBody = async (customerId: number, businessTalkHistoryId: number) => ({
  customer_id: customerId,
  updated_user_id: 999,
  business_talk_history_id: businessTalkHistoryId,
  customer_updated_timestamp: await stampOf(app, customerId, cookie),
});

describe('getBusinessTalkHistory', () => {
  it('pages 20 at a time, by display number ascending, seen from the open customer', async () => {
    const first = await list({ customer_id: 1, page: 1, limit: 20 });
    expect(first.total).toBe(45);
    expect(first.data).toHaveLength(20);
    const numbers = first.data.map((r) => r.display_business_talk_customer_number);
    expect(numbers).toEqual([...numbers].sort());
    expect(first.data[0]).toEqual({
      business_talk_history_id: 101,
      display_business_talk_customer_number: 'BT-000101',
      corporate_name: '株式会社サンプル商事',
      name: '山田 太郎',
      name_kana: 'ヤマダ タロウ',
      mail_address: 'yamada@sample-shoji.example.jp',
      display_relation_customer: 'T000001：株式会社サンプル商事',
      is_relation: true,
      is_other_used: false,
      is_selected: false,
    });
    expect(first.data[1]).toMatchObject({
      display_relation_customer: 'T000002：合同会社みらい設計',
      is_relation: false,
      is_other_used: true,
    });
    expect((await list({ customer_id: 1, page: 3, limit: 20 })).data).toHaveLength(5);
    // Without page and limit: the first 20.
    expect((await list({ customer_id: 1 })).data).toHaveLength(20);
  });

  it('sorts by another key, either way', async () => {
    const desc = await list({ customer_id: 1, sort_desc_sync: 'true' });
    expect(desc.data[0].display_business_talk_customer_number).toBe('BT-000145');
    const named = await list({
      customer_id: 1,
      sort_by_key_name: 'display_relation_customer',
      sort_desc_sync: 1,
    });
    expect(named.data.slice(0, 2).map((r) => r.display_relation_customer)).toEqual([
      'T000002：合同会社みらい設計',
      'T000001：株式会社サンプル商事',
    ]);
    // An unknown key falls back to the default order.
    const unknown = await list({ customer_id: 1, sort_by_key_name: 'password; DROP TABLE x' });
    expect(unknown.data[0].display_business_talk_customer_number).toBe('BT-000101');
  });

  it('searches by part of the number (any case) and of the company name', async () => {
    const byPart = await list({ customer_id: 3, business_talk_history_id: 'bt-00014' });
    expect(byPart.total).toBe(6);
    expect(byPart.data.every((r) => r.display_business_talk_customer_number.startsWith('BT-00014'))).toBe(
      true,
    );
    const byName = await list({ customer_id: 3, corporate_name: 'あおぞら' });
    expect(byName.data.map((r) => r.display_business_talk_customer_number)).toEqual(['BT-000145']);
    expect(byName.data[0]).toMatchObject({
      is_relation: false,
      is_other_used: false,
      display_relation_customer: '',
    });
    const both = await list({ customer_id: 3, business_talk_history_id: '101', corporate_name: 'あおぞら' });
    expect(both).toEqual({ total: 0, data: [] });
    // % is a character, not a wildcard.
    expect((await list({ customer_id: 3, corporate_name: '%' })).total).toBe(0);
  });

  it('refuses criteria over 100 characters with 422 in the errors shape', async () => {
    const response = await get(
      app,
      `${listUrl}?customer_id=1&business_talk_history_id=${'1'.repeat(101)}&corporate_name=${encodeURIComponent('あ'.repeat(101))}`,
      cookie,
    );
    expect(response.statusCode).toBe(422);
    const body = json(response) as { result_code: number; errors: Record<string, string[]> };
    expect(body.result_code).toBe(422);
    expect(Object.keys(body.errors).sort()).toEqual(['business_talk_history_id', 'corporate_name']);
    expect(body.errors.corporate_name[0]).toContain('100');
  });

  it('needs a session (401) and a customer (404)', async () => {
    expect((await get(app, `${listUrl}?customer_id=1`)).statusCode).toBe(401);
    expect((await get(app, `${listUrl}?customer_id=999999`, cookie)).statusCode).toBe(404);
  });
});

describe('updateBusinessTalkRelation and cancellationBusinessTalkRelation', () => {
  it('links an unlinked inquiry, replacing the customer’s earlier one, with a new stamp', async () => {
    const before = await stampOf(app, 1, cookie);
    const response = await post(app, linkUrl, await linkBody(1, 110), cookie);
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body).toEqual({
      result_code: 2000,
      business_talk_history_id: 110,
      business_talk_customer_number: 'BT-000110',
      customer_updated_timestamp: expect.any(String),
    });
    expect(String(body.customer_updated_timestamp) > before).toBe(true);
    expect(await stampOf(app, 1, cookie)).toBe(body.customer_updated_timestamp);
    const rows = await allRows(1);
    expect(rows.filter((r) => r.is_relation).map((r) => r.display_business_talk_customer_number)).toEqual([
      'BT-000110',
    ]);
    expect(byNumber(rows, 'BT-000101')).toMatchObject({ is_relation: false, display_relation_customer: '' });
  });

  it('overwriting moves the link away from the other customer', async () => {
    const response = await post(app, linkUrl, await linkBody(3, 102), cookie);
    expect(response.statusCode).toBe(200);
    expect(json(response).business_talk_customer_number).toBe('BT-000102');
    // An entry has no TAS ID yet: the company name alone.
    expect(byNumber(await allRows(3), 'BT-000102')).toMatchObject({
      is_relation: true,
      is_other_used: false,
      display_relation_customer: '株式会社あおぞら企画',
    });
    expect((await allRows(2)).some((r) => r.is_relation)).toBe(false);
  });

  it('unlinks, answering an empty number and the new stamp', async () => {
    const before = await stampOf(app, 1, cookie);
    const response = await post(
      app,
      unlinkUrl,
      { customer_id: 1, updated_user_id: 1, customer_updated_timestamp: before },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body).toEqual({
      result_code: 2000,
      business_talk_customer_number: '',
      customer_updated_timestamp: expect.any(String),
    });
    expect(String(body.customer_updated_timestamp) > before).toBe(true);
    expect(byNumber(await allRows(1), 'BT-000101')).toMatchObject({
      is_relation: false,
      is_other_used: false,
    });
  });

  it('refuses a stale stamp with 409 and writes nothing', async () => {
    const stale = { ...(await linkBody(1, 110)), customer_updated_timestamp: '2020-01-01 00:00:00.000' };
    const before = await stampOf(app, 1, cookie);
    const linked = await post(app, linkUrl, stale, cookie);
    expect(linked.statusCode).toBe(409);
    expect(json(linked)).toMatchObject({ result_code: 409 });
    const unlinked = await post(app, unlinkUrl, stale, cookie);
    expect(unlinked.statusCode).toBe(409);
    expect(await stampOf(app, 1, cookie)).toBe(before);
    expect(byNumber(await allRows(1), 'BT-000101').is_relation).toBe(true);
    expect(byNumber(await allRows(1), 'BT-000110').is_relation).toBe(false);
  });

  it('answers 422 with the spec text when no inquiry is chosen, 404 for an unknown one', async () => {
    const body = await linkBody(1, 110);
    const none = await post(app, linkUrl, { ...body, business_talk_history_id: '' }, cookie);
    expect(none.statusCode).toBe(422);
    expect(json(none)).toEqual({
      result_code: 422,
      errors: { business_talk_history_id: ['反響が選択されていません'] },
    });
    const unknown = await post(app, linkUrl, { ...body, business_talk_history_id: 999 }, cookie);
    expect(unknown.statusCode).toBe(404);
    expect(await stampOf(app, 1, cookie)).toBe(body.customer_updated_timestamp);
  });

  it('needs a session (401)', async () => {
    const body = await linkBody(1, 110);
    expect((await post(app, linkUrl, body)).statusCode).toBe(401);
    expect((await post(app, unlinkUrl, body)).statusCode).toBe(401);
  });
});

describe('without the 基本情報 feature', () => {
  it('refuses linking and unlinking (403) and still lists', async () => {
    // OP (role 9) lacks the contracted-mode (parent 22) 基本情報 in the demo roles.
    const operator = await login(app, 'operator');
    expect((await get(app, `${listUrl}?customer_id=1`, operator)).statusCode).toBe(200);
    const stamp = await stampOf(app, 1, operator);
    const body = { customer_id: 1, business_talk_history_id: 110, customer_updated_timestamp: stamp };
    for (const url of [linkUrl, unlinkUrl]) {
      const response = await post(app, url, body, operator);
      expect(response.statusCode).toBe(403);
      expect(json(response)).toEqual({
        result_code: 403,
        message: '権限がありません',
        error_message: '基本情報',
      });
    }
    expect(await stampOf(app, 1, operator)).toBe(stamp);
  });
});
