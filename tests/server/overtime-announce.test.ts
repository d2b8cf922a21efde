import type { FastifyInstance } from 'fastify';
import { get, json, login, newApp, post, stampOf, expectNewStamp } from './helpers';

const loadUrl = (customerId: number) =>
  `/api/v1/customers/getOvertimeAnnounceSetting?customer_id=${customerId}&is_entry=0`;
const saveUrl = '/api/v1/customers/updateOvertimeAnnounce';

let app: FastifyInstance;
beforeEach(async () => {
  app = await newApp();
});
afterEach(() => app.close());

type Setting = {
  option_overtime_announce_type: number | null;
  option_overtime_announce_content: string;
  ttnm_vdn_v7: string;
};

async function load(customerId: number, cookie: string): Promise<Setting> {
  const response = await get(app, loadUrl(customerId), cookie);
  expect(response.statusCode).toBe(200);
  return response.json<{ overtime_announce_setting: Setting }>().overtime_announce_setting;
}

describe('時間外アナウンスオリジナルメッセージ', () => {
  it('loads type, message and V7 number', async () => {
    const cookie = await login(app, 'admin');
    const response = await get(app, loadUrl(1), cookie);
    expect(json(response).result_code).toBe(2000);
    expect(json(response).overtime_announce_setting).toEqual({
      option_overtime_announce_type: 112,
      option_overtime_announce_content: expect.stringContaining('株式会社サンプル商事でございます'),
      ttnm_vdn_v7: '7001',
    });
    expect(await load(3, cookie)).toEqual({
      option_overtime_announce_type: null,
      option_overtime_announce_content: '',
      ttnm_vdn_v7: '',
    });
  });

  it('saves the message, returns a newer stamp and shows it after reload', async () => {
    const cookie = await login(app, 'operator');
    const before = await stampOf(app, 1, cookie);
    const response = await post(
      app,
      saveUrl,
      {
        customer_id: 1,
        is_entry: 0,
        updated_user_id: 1,
        customer_updated_timestamp: before,
        option_overtime_announce_content: '本日の営業は終了しました。',
        // Read-only fields are not written even when sent.
        ttnm_vdn_v7: '9999',
      },
      cookie,
    );
    await expectNewStamp(app, response, before, cookie);
    expect(await load(1, cookie)).toEqual({
      option_overtime_announce_type: 112,
      option_overtime_announce_content: '本日の営業は終了しました。',
      ttnm_vdn_v7: '7001',
    });
  });

  it('answers 401 without a session, for load and save', async () => {
    expect((await get(app, loadUrl(1))).statusCode).toBe(401);
    const response = await post(app, saveUrl, { customer_id: 1, option_overtime_announce_content: 'x' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ result_code: 401, message: 'ログインしてください' });
  });

  it('lets sales read but not save contracted customer 1 (403), and edit entry customer 3', async () => {
    const cookie = await login(app, 'sales');
    const forbidden = {
      result_code: 403,
      message: '権限がありません',
      error_message: '時間外アナウンスオリジナルメッセージ',
    };
    // Reading is allowed: the browser shows the section read-only.
    expect((await get(app, loadUrl(1), cookie)).statusCode).toBe(200);

    const adminCookie = await login(app, 'admin');
    const stamp = await stampOf(app, 1, adminCookie);
    const before = await load(1, adminCookie);
    // Claiming entry mode does not borrow the entry-mode permission: the stored flag decides.
    const saveResponse = await post(
      app,
      saveUrl,
      {
        customer_id: 1,
        is_entry: 1,
        customer_updated_timestamp: stamp,
        option_overtime_announce_content: 'x',
      },
      cookie,
    );
    expect(saveResponse.statusCode).toBe(403);
    expect(saveResponse.json()).toEqual(forbidden);
    expect(await load(1, adminCookie)).toEqual(before);
    expect(await stampOf(app, 1, adminCookie)).toBe(stamp);

    expect((await get(app, loadUrl(3), cookie)).statusCode).toBe(200);
    const entrySave = await post(
      app,
      saveUrl,
      {
        customer_id: 3,
        is_entry: 1,
        customer_updated_timestamp: await stampOf(app, 3, cookie),
        option_overtime_announce_content: '申込中のお客様のメッセージ',
      },
      cookie,
    );
    expect(entrySave.statusCode).toBe(200);
    expect((await load(3, cookie)).option_overtime_announce_content).toBe('申込中のお客様のメッセージ');
  });

  it('answers 404 for an unknown customer', async () => {
    const cookie = await login(app, 'admin');
    expect((await get(app, loadUrl(99999), cookie)).json()).toEqual({
      result_code: 404,
      message: '顧客情報が見つかりません',
      error_message: 'customer_id=99999',
    });
    const response = await post(
      app,
      saveUrl,
      { customer_id: 99999, customer_updated_timestamp: '', option_overtime_announce_content: 'x' },
      cookie,
    );
    expect(response.statusCode).toBe(404);
  });

  it('refuses 401 characters with 422 and the schema message, writing nothing', async () => {
    const cookie = await login(app, 'admin');
    const stamp = await stampOf(app, 1, cookie);
    const before = await load(1, cookie);
    const response = await post(
      app,
      saveUrl,
      {
        customer_id: 1,
        is_entry: 0,
        customer_updated_timestamp: stamp,
        option_overtime_announce_content: 'あ'.repeat(401),
      },
      cookie,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      result_code: 422,
      errors: { option_overtime_announce_content: ['オリジナルメッセージは400文字以内で入力してください'] },
    });
    expect(await load(1, cookie)).toEqual(before);
    expect(await stampOf(app, 1, cookie)).toBe(stamp);
  });

  it('accepts exactly 400 characters', async () => {
    const cookie = await login(app, 'admin');
    const response = await post(
      app,
      saveUrl,
      {
        customer_id: 1,
        customer_updated_timestamp: await stampOf(app, 1, cookie),
        option_overtime_announce_content: 'あ'.repeat(400),
      },
      cookie,
    );
    expect(response.statusCode).toBe(200);
  });

  it('refuses a stale stamp with 409, writing nothing', async () => {
    const cookie = await login(app, 'admin');
    const stale = await stampOf(app, 1, cookie);
    const first = await post(
      app,
      saveUrl,
      {
        customer_id: 1,
        customer_updated_timestamp: stale,
        option_overtime_announce_content: '先に保存した内容',
      },
      cookie,
    );
    expect(first.statusCode).toBe(200);
    const current = await stampOf(app, 1, cookie);

    const second = await post(
      app,
      saveUrl,
      {
        customer_id: 1,
        customer_updated_timestamp: stale,
        option_overtime_announce_content: '後から保存した内容',
      },
      await login(app, 'operator'),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      result_code: 409,
      message: '他のユーザーが先にこの顧客を更新しました。画面を再読み込みしてから保存し直してください',
      error_message: '更新日時が一致しません',
    });
    expect((await load(1, cookie)).option_overtime_announce_content).toBe('先に保存した内容');
    expect(await stampOf(app, 1, cookie)).toBe(current);
  });

  it('gives back-to-back saves strictly increasing stamps', async () => {
    const cookie = await login(app, 'admin');
    let stamp = await stampOf(app, 2, cookie);
    for (let i = 0; i < 5; i += 1) {
      const response = await post(
        app,
        saveUrl,
        { customer_id: 2, customer_updated_timestamp: stamp, option_overtime_announce_content: `第${i}版` },
        cookie,
      );
      const next = String(json(response).customer_updated_timestamp);
      expect(next > stamp).toBe(true);
      stamp = next;
    }
  });

  it('answers saves of several customers side by side each with its own message (their reads joined in one statement)', async () => {
    const cookie = await login(app, 'admin');
    const customers = [1, 2, 4, 5];
    const stamps = await Promise.all(customers.map((id) => stampOf(app, id, cookie)));
    const answers = await Promise.all(
      customers.map((id, at) =>
        post(
          app,
          saveUrl,
          {
            customer_id: id,
            is_entry: 0,
            customer_updated_timestamp: stamps[at],
            option_overtime_announce_content: `顧客${id}の案内`,
          },
          cookie,
        ),
      ),
    );
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(
      answers.map(
        (response) => response.json<{ overtime_announce_setting: Setting }>().overtime_announce_setting,
      ),
    ).toEqual(
      customers.map((id) => expect.objectContaining({ option_overtime_announce_content: `顧客${id}の案内` })),
    );
    const loaded = await Promise.all(customers.map((id) => load(id, cookie)));
    expect(loaded.map((setting) => setting.option_overtime_announce_content)).toEqual(
      customers.map((id) => `顧客${id}の案内`),
    );
  });
});
