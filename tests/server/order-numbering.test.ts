import type { FastifyInstance } from 'fastify';
import { get, login, newApp, post, stampOf } from './helpers';

// 受注内容's 採番 (issue 15; 002 §2.2, §7 getUsableTransmitTelephoneNumberAndStore, §8): a free D番 of the pool
// numbered to the customer as a save of 受注内容, the number it held released (its remark kept).

const numberUrl = '/api/v1/customers/getUsableTransmitTelephoneNumberAndStore';
const loadUrl = (id: number, isEntry: number) =>
  `/api/v1/customers/getOrderDetailAndPayCondition?customer_id=${id}&is_entry=${isEntry}`;

interface PoolRow {
  telephone_number: string;
  remark: string;
  customer_id: number | null;
}

let app: FastifyInstance;
let admin: string;
beforeEach(async () => {
  app = await newApp();
  admin = await login(app, 'admin');
});
afterEach(() => app.close());

const pool = (): Promise<PoolRow[]> =>
  app.db
    .selectFrom('transmit_telephone_numbers')
    .select(['telephone_number', 'remark', 'customer_id'])
    .orderBy('telephone_number')
    .execute();
const held = async (customerId: number) =>
  (await pool()).filter((row) => row.customer_id === customerId).map((row) => row.telephone_number);

async function numbering(customerId: number, isEntry: number, cookie = admin, stamp?: string) {
  return post(
    app,
    numberUrl,
    {
      customer_id: customerId,
      is_entry: isEntry,
      updated_user_id: 1,
      customer_updated_timestamp: stamp ?? (await stampOf(app, customerId, admin)),
    },
    cookie,
  );
}

async function contractOf(customerId: number, isEntry: number) {
  const response = await get(app, loadUrl(customerId, isEntry), admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ order_detail: { contract: Record<string, unknown> } }>().order_detail.contract;
}

describe('customers/getUsableTransmitTelephoneNumberAndStore', () => {
  it('numbers the first free number to a customer without one and answers it, its remark and the new stamp', async () => {
    expect(await held(3)).toEqual([]);
    const before = await stampOf(app, 3, admin);
    const response = await numbering(3, 1, admin, before);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<Record<string, unknown>>();
    expect(answer).toEqual({
      result_code: 2000,
      telephone_number: '050-5550-0101',
      transmit_telephone_number_remark: '2025年4月 キャリアより払い出し',
      customer_updated_timestamp: expect.any(String),
    });
    expect(answer.customer_updated_timestamp).not.toBe(before);
    expect(await stampOf(app, 3, admin)).toBe(answer.customer_updated_timestamp);
    expect(await held(3)).toEqual(['050-5550-0101']);
    // 受注内容 reads it from the pool.
    expect(await contractOf(3, 1)).toMatchObject({
      transmit_telephone_number: '050-5550-0101',
      transmit_telephone_number_remark: '2025年4月 キャリアより払い出し',
    });
  });

  it('renumbering gives a different number and frees the old one, which keeps its remark', async () => {
    const response = await numbering(1, 0);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ telephone_number: '050-5550-0101' });
    expect(await held(1)).toEqual(['050-5550-0101']);
    const old = (await pool()).find((row) => row.telephone_number === '050-3000-0001');
    expect(old).toEqual({
      telephone_number: '050-3000-0001',
      remark: 'デモデータ（契約時に払い出し済み）',
      customer_id: null,
    });
    // Again: the oldest free number is now the released one (back in the pool), and 050-5550-0101 is freed.
    const again = await numbering(1, 0);
    expect(again.json()).toMatchObject({
      telephone_number: '050-3000-0001',
      transmit_telephone_number_remark: 'デモデータ（契約時に払い出し済み）',
    });
    expect(await held(1)).toEqual(['050-3000-0001']);
    expect((await contractOf(1, 0)).transmit_telephone_number).toBe('050-3000-0001');
    expect((await pool()).find((row) => row.telephone_number === '050-5550-0101')?.customer_id).toBeNull();
  });

  it('answers 400 with result_message when the pool has no free number, changing nothing', async () => {
    await app.db.deleteFrom('transmit_telephone_numbers').where('customer_id', 'is', null).execute();
    const before = await stampOf(app, 2, admin);
    const response = await numbering(2, 0, admin, before);
    expect(response.statusCode, response.body).toBe(400);
    const text = '採番できる転送先番号がありません。D番マスター管理で番号を追加してください。';
    expect(response.json()).toEqual({ result_code: 400, result_message: text, error_message: text });
    expect(await stampOf(app, 2, admin)).toBe(before);
    expect(await held(2)).toEqual(['050-3000-0002']);
  });

  it('refuses a stale stamp (409) and a role without 受注内容 (403), changing nothing', async () => {
    const stale = await numbering(2, 0, admin, '2000-01-01 00:00:00');
    expect(stale.statusCode, stale.body).toBe(409);
    const operator = await login(app, 'operator');
    const stamp = await stampOf(app, 2, admin);
    const refused = await numbering(2, 0, operator, stamp);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ error_message: '受注内容' });
    expect(await stampOf(app, 2, admin)).toBe(stamp);
    expect(await held(2)).toEqual(['050-3000-0002']);
    expect((await pool()).filter((row) => row.customer_id === null)).toHaveLength(40);
  });

  it('two numberings sent with one stamp: one is numbered, the other is stale', async () => {
    const stamp = await stampOf(app, 3, admin);
    const [first, second] = await Promise.all([numbering(3, 1, admin, stamp), numbering(3, 1, admin, stamp)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await held(3)).toHaveLength(1);
  });
});
