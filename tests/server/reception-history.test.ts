import type { FastifyInstance } from 'fastify';
import { get, json, login, newApp, post, stampOf } from './helpers';

const base = '/api/v1/customers';

interface History {
  customer_reception_history_id: number;
  body: string;
  detail: string;
  customer_reception_status: number;
  registered_timestamp: string;
}
interface Answer {
  result_code: number;
  business_info: {
    business_user_name: string;
    sensation_media_input_timestamp: string | null;
    sensation_media_master_id: number;
    sensation_media_remark: string;
    sensation_media_options: { value: number; text: string }[];
  };
  reception: {
    customer_reception_description: string;
    customer_reception_description_updated_timestamp: string | null;
    status_options: { value: number; text: string }[];
    histories: { total: number; page: number; limit: number; data: History[] };
  };
}

let app: FastifyInstance;
let admin: string;
beforeEach(async () => {
  app = await newApp();
  admin = await login(app, 'admin');
});
afterEach(() => app.close());

async function history(customerId: number, query = '', cookie = admin): Promise<Answer> {
  const response = await get(app, `${base}/getReceptionHistory?customer_id=${customerId}${query}`, cookie);
  expect(response.statusCode).toBe(200);
  return response.json<Answer>();
}

describe('getReceptionHistory', () => {
  it('answers the sales info, the description and the newest 10 histories, then the rest on page 2', async () => {
    const first = await history(1);
    expect(first.business_info).toMatchObject({
      business_user_name: '営業 次郎',
      sensation_media_master_id: 4,
      sensation_media_remark: '取引先の山田様からのご紹介',
      sensation_media_input_timestamp: '2025-04-01 10:15:00.000',
    });
    expect(first.business_info.sensation_media_options).toContainEqual({ value: 4, text: 'ご紹介' });
    expect(first.reception.customer_reception_description).toContain('代表電話の一次受付を担当。');
    expect(first.reception.customer_reception_description_updated_timestamp).toBe('2026-10-02 17:40:12.000');
    expect(first.reception.status_options.map((option) => option.text)).toEqual([
      '未対応',
      '対応中',
      '対応済',
    ]);
    const page1 = first.reception.histories;
    expect(page1).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(page1.data).toHaveLength(10);
    expect(page1.data[0]).toEqual({
      customer_reception_history_id: 12,
      body: '転送先電話番号の追加依頼',
      detail: '大阪支店の番号を第二転送先に追加したいとのこと。手順を確認中。',
      customer_reception_status: 1,
      registered_timestamp: '2026-10-02 17:30:00.000',
    });
    const page2 = (await history(1, '&page=2')).reception.histories;
    expect(page2.data.map((row) => row.customer_reception_history_id)).toEqual([2, 1]);
  });

  it('answers empty texts and no times for a customer with nothing saved, and needs a session', async () => {
    const entry = await history(3);
    expect(entry.reception.histories).toMatchObject({ total: 0, data: [] });
    expect(entry.business_info.sensation_media_remark).toBe('');
    expect(entry.reception.customer_reception_description_updated_timestamp).toBeNull();
    expect((await get(app, `${base}/getReceptionHistory?customer_id=1`)).statusCode).toBe(401);
    expect((await get(app, `${base}/getReceptionHistory?customer_id=999999`, admin)).statusCode).toBe(404);
  });
});

describe('updateSensation', () => {
  it('saves the media and its remark, sets the input time and the new stamp, and the list filters by it', async () => {
    const before = await stampOf(app, 1, admin);
    const response = await post(
      app,
      `${base}/updateSensation`,
      {
        customer_id: 1,
        updated_user_id: 999,
        sensation_media_master_id: 7,
        sensation_media_remark: 'Instagramの広告',
        customer_updated_timestamp: before,
      },
      admin,
    );
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(String(body.customer_updated_timestamp) > before).toBe(true);
    expect(body.sensation_media_input_timestamp).toBe(body.customer_updated_timestamp);
    expect(await stampOf(app, 1, admin)).toBe(body.customer_updated_timestamp);
    const after = await history(1);
    expect(after.business_info).toMatchObject({
      sensation_media_master_id: 7,
      sensation_media_remark: 'Instagramの広告',
      sensation_media_input_timestamp: body.sensation_media_input_timestamp,
    });
    const listed = async (media: number) =>
      JSON.stringify(
        (
          await get(
            app,
            `/api/v1/customers/getCustomerList?sensation_media_selected=${media}&tas_id=T000001&page=1&limit=20`,
            admin,
          )
        ).json<{ table_items: unknown }>().table_items,
      );
    expect(await listed(7)).toContain('株式会社サンプル商事');
    expect(await listed(4)).not.toContain('株式会社サンプル商事');
  });

  it('refuses a remark past 1000 characters, an unknown media and a stale stamp, writing nothing', async () => {
    const stamp = await stampOf(app, 1, admin);
    const send = (fields: Record<string, unknown>) =>
      post(
        app,
        `${base}/updateSensation`,
        { customer_id: 1, customer_updated_timestamp: stamp, ...fields },
        admin,
      );
    const long = await send({ sensation_media_master_id: 1, sensation_media_remark: 'あ'.repeat(1001) });
    expect(long.statusCode).toBe(422);
    expect(json(long)).toEqual({
      result_code: 422,
      errors: { sensation_media_remark: ['反響媒体備考は1000文字以内で入力してください'] },
    });
    const unknown = await send({ sensation_media_master_id: 99, sensation_media_remark: '' });
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown).errors).toEqual({
      sensation_media_master_id: ['反響媒体は一覧から選択してください'],
    });
    const stale = await post(
      app,
      `${base}/updateSensation`,
      {
        customer_id: 1,
        sensation_media_master_id: 1,
        sensation_media_remark: '',
        customer_updated_timestamp: '2000-01-01 00:00:00.000',
      },
      admin,
    );
    expect(stale.statusCode).toBe(409);
    expect(await stampOf(app, 1, admin)).toBe(stamp);
    expect((await history(1)).business_info.sensation_media_master_id).toBe(4);
  });

  it('clears the media with -1 (未設定)', async () => {
    const stamp = await stampOf(app, 1, admin);
    const response = await post(
      app,
      `${base}/updateSensation`,
      {
        customer_id: 1,
        sensation_media_master_id: -1,
        sensation_media_remark: '',
        customer_updated_timestamp: stamp,
      },
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect((await history(1)).business_info.sensation_media_master_id).toBe(-1);
  });
});

describe('updateReceptionDescription', () => {
  it('saves up to 10000 characters with its own updated time, and refuses 10001', async () => {
    const stamp = await stampOf(app, 1, admin);
    const text = '応'.repeat(10000);
    const saved = await post(
      app,
      `${base}/updateReceptionDescription`,
      { customer_id: 1, customer_reception_description: text, customer_updated_timestamp: stamp },
      admin,
    );
    expect(saved.statusCode).toBe(200);
    const body = json(saved);
    expect(body.customer_reception_description_updated_timestamp).toBe(body.customer_updated_timestamp);
    const after = await history(1);
    expect(after.reception.customer_reception_description).toBe(text);
    expect(after.reception.customer_reception_description_updated_timestamp).toBe(
      body.customer_reception_description_updated_timestamp,
    );
    const tooLong = await post(
      app,
      `${base}/updateReceptionDescription`,
      {
        customer_id: 1,
        customer_reception_description: `${text}応`,
        customer_updated_timestamp: body.customer_updated_timestamp,
      },
      admin,
    );
    expect(tooLong.statusCode).toBe(422);
    expect(json(tooLong).errors).toEqual({
      customer_reception_description: ['応対内容は10000文字以内で入力してください'],
    });
    expect((await history(1)).reception.customer_reception_description).toBe(text);
  });

  it('refuses a body without its text, or without the media and remark: not a save (422, nothing written)', async () => {
    const before = await history(1);
    const stamp = await stampOf(app, 1, admin);
    const description = await post(
      app,
      `${base}/updateReceptionDescription`,
      { customer_id: 1, customer_updated_timestamp: stamp },
      admin,
    );
    expect(description.statusCode).toBe(422);
    expect(json(description).errors).toEqual({ '': ['応対内容の保存内容が送信されていません'] });
    const sensation = await post(
      app,
      `${base}/updateSensation`,
      { customer_id: 1, sensation_media_master_id: -1, customer_updated_timestamp: stamp },
      admin,
    );
    expect(sensation.statusCode).toBe(422);
    expect(json(sensation).errors).toEqual({ '': ['営業情報の保存内容が送信されていません'] });
    expect(await history(1)).toEqual(before);
    expect(await stampOf(app, 1, admin)).toBe(stamp);
  });

  it('needs the 基本情報 feature: the operator lacks it in contracted mode (403, nothing written)', async () => {
    const operator = await login(app, 'operator');
    const stamp = await stampOf(app, 1, admin);
    const refused = await post(
      app,
      `${base}/updateReceptionDescription`,
      { customer_id: 1, customer_reception_description: '上書き', customer_updated_timestamp: stamp },
      operator,
    );
    expect(refused.statusCode).toBe(403);
    expect(json(refused).error_message).toBe('基本情報');
    expect((await history(1, '', operator)).reception.customer_reception_description).not.toBe('上書き');
  });
});

describe('updateReceptionStatus', () => {
  it('changes one history’s status and answers the new stamp', async () => {
    const stamp = await stampOf(app, 1, admin);
    const response = await post(
      app,
      `${base}/updateReceptionStatus`,
      {
        customer_id: 1,
        customer_reception_history_id: 12,
        customer_reception_status: 3,
        customer_updated_timestamp: stamp,
      },
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ customer_reception_history_id: 12, customer_reception_status: 3 });
    expect(await stampOf(app, 1, admin)).toBe(json(response).customer_updated_timestamp);
    const row = (await history(1)).reception.histories.data.find(
      (h) => h.customer_reception_history_id === 12,
    );
    expect(row?.customer_reception_status).toBe(3);
  });

  it('refuses an unknown status (422), another customer’s history (404) and a stale stamp (409)', async () => {
    const stamp = await stampOf(app, 1, admin);
    const send = (fields: Record<string, unknown>) =>
      post(
        app,
        `${base}/updateReceptionStatus`,
        { customer_id: 1, customer_updated_timestamp: stamp, ...fields },
        admin,
      );
    const unknown = await send({ customer_reception_history_id: 12, customer_reception_status: 9 });
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown).errors).toEqual({
      customer_reception_status: ['ステータスは一覧から選択してください'],
    });
    const missing = await send({ customer_reception_status: 2 });
    expect(json(missing).errors).toEqual({ customer_reception_history_id: ['応対履歴は必須項目です'] });
    const other = await send({ customer_reception_history_id: 13, customer_reception_status: 2 });
    expect(other.statusCode).toBe(404);
    expect(json(other).message).toBe('応対履歴が見つかりません');
    const stale = await send({
      customer_reception_history_id: 12,
      customer_reception_status: 2,
      customer_updated_timestamp: '2000-01-01 00:00:00.000',
    });
    expect(stale.statusCode).toBe(409);
    const row = (await history(1)).reception.histories.data.find(
      (h) => h.customer_reception_history_id === 12,
    );
    expect(row?.customer_reception_status).toBe(1);
    expect(await stampOf(app, 1, admin)).toBe(stamp);
  });
});

describe('the customer detail answer carries the 顧客応対履歴 condition (000 §2.7)', () => {
  it('is false for entry 3 until an inquiry is linked to it', async () => {
    const detail = async () =>
      (await get(app, `${base}/getCustomerDetailEntry?customer_id=3`, admin)).json<{
        customer_detail: { is_related_business_talk: boolean; customer_updated_timestamp: string };
      }>().customer_detail;
    expect((await detail()).is_related_business_talk).toBe(false);
    const linked = await post(
      app,
      `${base}/updateBusinessTalkRelation`,
      {
        customer_id: 3,
        business_talk_history_id: 110,
        customer_updated_timestamp: (await detail()).customer_updated_timestamp,
      },
      admin,
    );
    expect(linked.statusCode).toBe(200);
    expect((await detail()).is_related_business_talk).toBe(true);
  });
});
