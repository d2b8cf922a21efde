import type { FastifyInstance } from 'fastify';
import { get, json, login, newApp, post, stampOf } from './helpers';

// PostgreSQL cannot store U+0000 in a text and SQLite can: the server refuses it on both, before any query.

let app: FastifyInstance;
beforeAll(async () => {
  app = await newApp();
});
afterAll(() => app.close());

describe('a NUL character in a request', () => {
  it('refuses a save that carries one with 400 and the reason, and writes nothing', async () => {
    const cookie = await login(app, 'operator');
    const before = await stampOf(app, 1, cookie);
    const response = await post(
      app,
      '/api/v1/customers/updateOvertimeAnnounce',
      {
        customer_id: 1,
        is_entry: 0,
        customer_updated_timestamp: before,
        option_overtime_announce_content: '本日の営業は\u0000終了しました。',
      },
      cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      result_code: 400,
      error_message: '入力に使用できない文字（NUL文字）が含まれています',
    });
    expect(await stampOf(app, 1, cookie)).toBe(before);
  });

  it('refuses one in a query string or a key', async () => {
    const cookie = await login(app, 'operator');
    const inValue = await get(app, '/api/v1/customers/getCustomerList?is_entry=0&tas_id=T%00', cookie);
    expect(inValue.statusCode).toBe(400);
    const inKey = await post(
      app,
      '/api/v1/customers/updateOvertimeAnnounce',
      { 'customer\u0000id': 1 },
      cookie,
    );
    expect(inKey.statusCode).toBe(400);
  });
});
