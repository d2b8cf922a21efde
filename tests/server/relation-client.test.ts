import type { FastifyInstance } from 'fastify';
import { get, json, login, newApp, post, stampOf } from './helpers';

type Client = {
  customer_client_id: number | null;
  index: number;
  sort_number: number | string;
  corporate_name: string;
  corporate_name_kana: string;
  name: string;
  name_kana: string;
  telephone_number: string;
  remark: string;
  registered_timestamp: string;
  updated_timestamp: string;
  user_name: string;
  is_new: boolean;
  is_delete: boolean;
};

const loadUrl = (customerId: number) =>
  `/api/v1/customers/getRelationClientSetting?customer_id=${customerId}&is_entry=0`;
const saveUrl = '/api/v1/customers/updateClient';

let app: FastifyInstance;
beforeEach(async () => {
  app = await newApp();
});
afterEach(() => app.close());

async function load(customerId: number, cookie: string): Promise<Client[]> {
  const response = await get(app, loadUrl(customerId), cookie);
  expect(response.statusCode).toBe(200);
  return response.json<{ relation_client_setting: { customer_clients: Client[] } }>().relation_client_setting
    .customer_clients;
}

const newRow = (fields: Partial<Client>): Partial<Client> => ({
  customer_client_id: null,
  sort_number: '',
  corporate_name: '',
  corporate_name_kana: '',
  name: '',
  name_kana: '',
  telephone_number: '',
  remark: '',
  is_new: true,
  is_delete: false,
  ...fields,
});

async function save(customerId: number, rows: Partial<Client>[], cookie: string, stamp?: string) {
  return post(
    app,
    saveUrl,
    {
      customer_id: customerId,
      is_entry: 0,
      updated_user_id: 1,
      customer_updated_timestamp: stamp ?? (await stampOf(app, customerId, cookie)),
      customer_clients: rows,
    },
    cookie,
  );
}

describe('関連会社及び主要お取引先の設定', () => {
  it('loads the rows in sort order with index, numeric sort_number and the updating user', async () => {
    const cookie = await login(app, 'admin');
    const rows = await load(1, cookie);
    expect(rows.map((r) => r.corporate_name)).toEqual([
      '株式会社ミナト物流',
      '東和システム株式会社',
      '有限会社さくら印刷',
    ]);
    expect(rows[0]).toEqual({
      customer_client_id: 1,
      index: 0,
      sort_number: 1,
      corporate_name: '株式会社ミナト物流',
      corporate_name_kana: 'カブシキガイシャミナトブツリュウ',
      name: '佐藤 健一',
      name_kana: 'サトウ　ケンイチ',
      telephone_number: '03-5550-1234',
      remark: '主要取引先（配送委託）',
      registered_timestamp: '2024-04-01 09:00:00.000',
      updated_timestamp: '2025-06-10 14:20:00.000',
      user_name: '管理 太郎',
      is_new: false,
      is_delete: false,
    });
    expect(rows.map((r) => r.index)).toEqual([0, 1, 2]);
    expect(rows[2].user_name).toBe('オペレーター 花子');
    expect(await load(3, cookie)).toEqual([]);
  });

  it('adds, updates and deletes in one save; unchanged rows keep their stamps', async () => {
    const cookie = await login(app, 'operator');
    const [first, second, third] = await load(1, cookie);
    const response = await save(
      1,
      [
        { ...first, sort_number: '10', telephone_number: '03-5550-9999' },
        { ...second, sort_number: String(second.sort_number) },
        { ...third, is_delete: true },
        newRow({
          sort_number: '4',
          corporate_name: '株式会社かもめ商会',
          name: '伊藤 優子',
          telephone_number: '052-555-0123',
        }),
        newRow({ corporate_name: '追加してすぐ削除した行', is_delete: true }),
      ],
      cookie,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      result_code: number;
      customer_updated_timestamp: string;
      relation_client_setting: { customer_clients: Client[] };
    }>();
    expect(body.result_code).toBe(2000);

    const reloaded = await load(1, cookie);
    expect(body.relation_client_setting.customer_clients).toEqual(reloaded);
    expect(reloaded.map((r) => [r.sort_number, r.corporate_name])).toEqual([
      [2, '東和システム株式会社'],
      [4, '株式会社かもめ商会'],
      [10, '株式会社ミナト物流'],
    ]);
    const [unchanged, added, updated] = reloaded;
    expect(unchanged.updated_timestamp).toBe(second.updated_timestamp);
    expect(unchanged.user_name).toBe(second.user_name);
    expect(updated).toMatchObject({
      customer_client_id: first.customer_client_id,
      telephone_number: '03-5550-9999',
      registered_timestamp: first.registered_timestamp,
      updated_timestamp: body.customer_updated_timestamp,
      user_name: 'オペレーター 花子',
    });
    expect(added).toMatchObject({
      name: '伊藤 優子',
      registered_timestamp: body.customer_updated_timestamp,
      updated_timestamp: body.customer_updated_timestamp,
      user_name: 'オペレーター 花子',
      is_new: false,
    });
    expect(typeof added.customer_client_id).toBe('number');
    expect(await stampOf(app, 1, cookie)).toBe(body.customer_updated_timestamp);
  });

  it('gives a new row without sort number the next free one', async () => {
    const cookie = await login(app, 'admin');
    await save(1, [newRow({ corporate_name: '並び順なし' })], cookie);
    const rows = await load(1, cookie);
    expect(rows.at(-1)).toMatchObject({ corporate_name: '並び順なし', sort_number: 4 });
  });

  it("refuses another customer's rows named by their id (422): nothing written, no new stamp", async () => {
    const cookie = await login(app, 'admin');
    const [row] = await load(1, cookie);
    const before = await load(1, cookie);
    const stamp = await stampOf(app, 2, cookie);
    for (const rows of [[{ ...row, corporate_name: '乗っ取り' }], [{ ...row, is_delete: true }]]) {
      const response = await save(2, rows, cookie, stamp);
      expect(response.statusCode).toBe(422);
      expect(JSON.stringify(response.json())).toContain('他の顧客のデータが含まれているため保存できません');
    }
    expect(await load(1, cookie)).toEqual(before);
    expect(await load(2, cookie)).toEqual([]);
    expect(await stampOf(app, 2, cookie)).toBe(stamp);
  });

  it('refuses invalid rows with 422 and the exact messages, writing nothing', async () => {
    const cookie = await login(app, 'admin');
    const stamp = await stampOf(app, 1, cookie);
    const before = await load(1, cookie);
    const response = await save(
      1,
      [
        { ...before[0], name: ' 山田' },
        { ...before[1], name_kana: 'Yamada', sort_number: '12a' },
        newRow({ corporate_name: 'あ'.repeat(65) }),
      ],
      cookie,
      stamp,
    );
    expect(response.statusCode).toBe(422);
    const body = response.json<{ result_code: number; errors: Record<string, string[]> }>();
    expect(body.result_code).toBe(422);
    expect(body.errors['customer_clients.0.name']).toEqual([
      expect.stringContaining('の先頭と末尾に空白は入力できません'),
    ]);
    expect(body.errors['customer_clients.0.name'][0]).toBe(
      '担当者名の「 山田」の先頭と末尾に空白は入力できません',
    );
    expect(body.errors['customer_clients.1.name_kana']).toEqual([
      '担当者名(カナ)の「Yamada」は全角カタカナで入力してください',
    ]);
    expect(body.errors['customer_clients.1.sort_number']).toEqual([
      '並び順の「12a」は半角数字で入力してください',
    ]);
    expect(body.errors['customer_clients.2.corporate_name']).toEqual([
      '会社名は64文字以内で入力してください',
    ]);
    expect(await load(1, cookie)).toEqual(before);
    expect(await stampOf(app, 1, cookie)).toBe(stamp);
  });

  it('does not let a row marked for deletion block the save', async () => {
    const cookie = await login(app, 'admin');
    const [first] = await load(1, cookie);
    const response = await save(1, [{ ...first, name: ' 山田', is_delete: true }], cookie);
    expect(response.statusCode).toBe(200);
    expect((await load(1, cookie)).map((r) => r.customer_client_id)).not.toContain(first.customer_client_id);
  });

  it('refuses a stale stamp with 409, writing nothing', async () => {
    const cookie = await login(app, 'admin');
    const stale = await stampOf(app, 1, cookie);
    const before = await load(1, cookie);
    expect((await save(1, [newRow({ corporate_name: '先の保存' })], cookie, stale)).statusCode).toBe(200);
    const afterFirst = await load(1, cookie);
    const current = await stampOf(app, 1, cookie);

    const response = await save(
      1,
      [{ ...before[0], is_delete: true }, newRow({ corporate_name: '後の保存' })],
      cookie,
      stale,
    );
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({ result_code: 409, error_message: '更新日時が一致しません' });
    expect(await load(1, cookie)).toEqual(afterFirst);
    expect(await stampOf(app, 1, cookie)).toBe(current);
  });

  it('answers 401 without a session', async () => {
    expect((await get(app, loadUrl(1))).statusCode).toBe(401);
    const response = await post(app, saveUrl, { customer_id: 1, customer_clients: [] });
    expect(response.json()).toEqual({ result_code: 401, message: 'ログインしてください' });
  });

  it('lets sales read but not save contracted customer 1 (403), and save entry customer 3', async () => {
    const sales = await login(app, 'sales');
    const forbidden = {
      result_code: 403,
      message: '権限がありません',
      error_message: '関連会社及び主要お取引先の設定',
    };
    expect((await get(app, loadUrl(1), sales)).statusCode).toBe(200);
    const admin = await login(app, 'admin');
    const before = await load(1, admin);
    const refused = await save(
      1,
      [newRow({ corporate_name: '権限なし' })],
      sales,
      await stampOf(app, 1, admin),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(forbidden);
    expect(await load(1, admin)).toEqual(before);

    const allowed = await save(
      3,
      [
        newRow({
          sort_number: '1',
          corporate_name: '株式会社あおば会計',
          corporate_name_kana: 'カブシキガイシャアオバカイケイ',
          name: '山田 太郎',
          name_kana: 'ヤマダ　タロウ',
        }),
      ],
      sales,
    );
    expect(allowed.statusCode).toBe(200);
    // The updating user is the session's (営業 次郎), not the updated_user_id 1 the body claims.
    expect(await load(3, sales)).toEqual([
      expect.objectContaining({
        corporate_name: '株式会社あおば会計',
        sort_number: 1,
        user_name: '営業 次郎',
      }),
    ]);
  });

  it('answers 404 for an unknown customer', async () => {
    const cookie = await login(app, 'admin');
    expect((await get(app, loadUrl(99999), cookie)).statusCode).toBe(404);
    const response = await save(99999, [], cookie, '');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      result_code: 404,
      message: '顧客情報が見つかりません',
      error_message: 'customer_id=99999',
    });
  });
});
