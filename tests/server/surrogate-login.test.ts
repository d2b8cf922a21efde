import type { FastifyInstance } from 'fastify';
import { json, login, newApp, post } from './helpers';

const url = '/api/v1/customers/surrogateLogin';
const customer1 = { account: 'customer1', password: 'Customer2026', customer_id: 1, updated_user_id: 1 };
const refused = { result_code: 401, error_message: 'ログインIDまたはパスワードが正しくありません' };

describe('surrogate login (000 §7)', () => {
  let app: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    app = await newApp();
    cookie = await login(app, 'operator');
  });
  afterAll(() => app.close());

  it('needs a staff session', async () => {
    const response = await post(app, url, customer1);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ result_code: 401, message: 'ログインしてください' });
  });

  it("accepts the customer's own my page login ID and password", async () => {
    const response = await post(app, url, customer1, cookie);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ result_code: 2000, error_message: '', is_surrogate_login: true });
  });

  it('refuses a wrong password, an unknown login ID and another customer, in a 200 answer', async () => {
    for (const body of [
      { ...customer1, password: 'customer2026' },
      { ...customer1, account: 'nobody' },
      { ...customer1, customer_id: 2 },
      { ...customer1, customer_id: 999_999 },
    ]) {
      const response = await post(app, url, body, cookie);
      // HTTP 401 would tell the app that the staff session is gone.
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual(refused);
    }
  });

  it("a customer's login ID is throttled like a staff one: a growing wait after repeated failures", async () => {
    const guess = { ...customer1, customer_id: 5, account: 'guessed', password: 'wrong-password' };
    const answers: unknown[] = [];
    for (let attempt = 0; attempt < 4; attempt++) answers.push(json(await post(app, url, guess, cookie)));
    expect(answers.slice(0, 3)).toEqual([refused, refused, refused]);
    expect(answers[3]).toMatchObject({
      result_code: 429,
      error_message: expect.stringMatching(/^ログインに続けて失敗したため、\d+秒後に再度お試しください$/),
    });
    // Another customer's login ID is counted apart.
    expect(json(await post(app, url, customer1, cookie))).toMatchObject({ result_code: 2000 });
  });

  it('answers 422 when the login ID, the password or the customer is missing', async () => {
    for (const missing of ['account', 'password', 'customer_id'] as const) {
      const body: Record<string, unknown> = { ...customer1 };
      delete body[missing];
      const response = await post(app, url, body, cookie);
      expect(response.statusCode).toBe(422);
      expect(json(response)).toMatchObject({ result_code: 422 });
    }
  });

  it('leaves the staff session as it was', async () => {
    await post(app, url, { ...customer1, password: 'wrong' }, cookie);
    const info = await app.inject({
      method: 'POST',
      url: '/api/v1/sideMenu/userInfo',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'user_id=2',
    });
    expect(info.statusCode).toBe(200);
  });
});
