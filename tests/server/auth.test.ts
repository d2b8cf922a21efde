import { randomBytes, scryptSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/server/app';
import { json, login, newApp } from './helpers';
import { freshDatabase } from './test-database';

type UserInfo = {
  role_info: {
    role_id: number;
    role_name: string;
    feature_masters: { name: string; parent_id: number | null }[];
  };
};

describe('staff login and logout', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await newApp();
  });
  afterAll(() => app.close());

  const loginWith = (payload: string, type = 'application/x-www-form-urlencoded') =>
    app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': type }, payload });

  it('signs in with the form body and sets an HttpOnly, SameSite session cookie', async () => {
    const response = await loginWith('account=admin&password=Admin2026');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result_code: 2000,
      error_message: '',
      user_id: 1,
      account: 'admin',
      user_name: '管理 太郎',
    });
    const cookie = response.cookies.find((c) => c.name === 'tas_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts a JSON body too', async () => {
    const response = await loginWith(
      JSON.stringify({ account: 'operator', password: 'Operator2026' }),
      'application/json',
    );
    expect(json(response)).toMatchObject({ result_code: 2000, user_name: 'オペレーター 花子' });
  });

  it('refuses a wrong password or an unknown login ID with 401 and the same message', async () => {
    for (const payload of ['account=admin&password=admin2026', 'account=nobody&password=Admin2026']) {
      const response = await loginWith(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        result_code: 401,
        error_message: 'ログインIDまたはパスワードが正しくありません',
      });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('asks for both fields with 422', async () => {
    for (const payload of ['account=admin', 'password=Admin2026', '']) {
      const response = await loginWith(payload);
      expect(response.statusCode).toBe(422);
      expect(json(response).error_message).toBe('ログインIDとパスワードを入力してください');
    }
  });

  it('ends the session on logout', async () => {
    const cookie = await login(app, 'admin');
    const userInfo = () =>
      app.inject({ method: 'POST', url: '/api/v1/sideMenu/userInfo', headers: { cookie } });
    expect((await userInfo()).statusCode).toBe(200);
    const logout = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } });
    expect(logout.json()).toEqual({ result_code: 2000, error_message: '' });
    expect(logout.cookies.find((c) => c.name === 'tas_session')?.value).toBe('');
    const after = await userInfo();
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ result_code: 401, message: 'ログインしてください' });
  });
});

describe('side menu user info', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await newApp();
  });
  afterAll(() => app.close());

  const userInfo = async (who: 'admin' | 'operator' | 'sales') => {
    const cookie = await login(app, who);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/sideMenu/userInfo',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      // The screen sends its user id; the server answers for the session's user regardless.
      payload: 'user_id=1',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<UserInfo & { result_code: number; user_name: string }>();
    expect(body.result_code).toBe(2000);
    return { ...body, names: body.role_info.feature_masters.map((f) => f.name) };
  };

  it('gives the administrator every feature, 管理機能 included', async () => {
    const admin = await userInfo('admin');
    expect(admin.user_name).toBe('管理 太郎');
    expect(admin.role_info).toMatchObject({ role_id: 1, role_name: '管理者' });
    expect(admin.names).toEqual(expect.arrayContaining(['管理機能', 'アカウント管理', 'タスク', '顧客管理']));
  });

  it('leaves 管理機能 and its children out for the operator', async () => {
    const operator = await userInfo('operator');
    expect(operator.user_name).toBe('オペレーター 花子');
    expect(operator.role_info).toMatchObject({ role_id: 9, role_name: 'OP' });
    expect(operator.names).toContain('タスク');
    for (const name of [
      '管理機能',
      'アカウント管理',
      'アクセスログ',
      'マスター設定',
      'D番マスタ管理',
      'ダウンロード資料の管理',
      '一斉送信（メール・FAX）',
    ]) {
      expect(operator.names).not.toContain(name);
    }
  });

  it('gives sales the two sections in entry mode (parent 5) only', async () => {
    const sales = await userInfo('sales');
    const features = sales.role_info.feature_masters;
    for (const name of ['時間外アナウンスオリジナルメッセージ', '関連会社及び主要お取引先の設定']) {
      expect(features.filter((f) => f.name === name).map((f) => f.parent_id)).toEqual([5]);
    }
    expect(features.filter((f) => f.name === '基本情報').map((f) => f.parent_id)).toEqual([5, 22]);
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/sideMenu/userInfo' });
    expect(response.statusCode).toBe(401);
  });
});

describe('login rate limit', () => {
  it('allows 300 login attempts a minute and refuses the next', async () => {
    const limited = await buildApp({ database: await freshDatabase() });
    const attempt = () =>
      limited.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { account: '', password: '' } });
    for (let i = 0; i < 300; i += 1) expect((await attempt()).statusCode).toBe(422);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(json(refused).result_code).toBe(429);
    await limited.close();
  });
});

describe('password hashes', () => {
  it('signs in with an old scrypt hash and replaces it by Argon2id, which signs in too', async () => {
    const app = await newApp();
    try {
      // The format of before Argon2id: scrypt$N$r$p$salt$hash, N = 16384.
      const salt = randomBytes(16);
      const key = scryptSync('Admin2026', salt, 64, { N: 16384, r: 8, p: 1 });
      const old = ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
      await app.db.updateTable('users').set({ password_hash: old }).where('account', '=', 'admin').execute();
      const stored = async () =>
        (
          await app.db
            .selectFrom('users')
            .select('password_hash')
            .where('account', '=', 'admin')
            .executeTakeFirstOrThrow()
        ).password_hash;

      expect(await stored()).toBe(old);
      await login(app, 'admin');
      const upgraded = await stored();
      expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      await login(app, 'admin');
      // Current already: a login leaves it as it is.
      expect(await stored()).toBe(upgraded);
    } finally {
      await app.close();
    }
  });
});

describe('Secure session cookies', () => {
  const secureFlag = async (options: Partial<AppOptions>, headers: Record<string, string> = {}) => {
    const app = await buildApp({ database: await freshDatabase(), rateLimit: false, ...options });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers,
        payload: { account: 'admin', password: 'Admin2026' },
      });
      expect(response.statusCode).toBe(200);
      return response.cookies.find((c) => c.name === 'tas_session')?.secure ?? false;
    } finally {
      await app.close();
    }
  };
  const https = { 'x-forwarded-proto': 'https' };

  it('marks the cookie Secure always with TAS_SECURE_COOKIES', async () => {
    expect(await secureFlag({ secureCookies: true })).toBe(true);
  });

  it('behind a trusted proxy, marks it Secure when the proxy says the request came over https', async () => {
    expect(await secureFlag({ trustProxy: true }, https)).toBe(true);
    expect(await secureFlag({ trustProxy: true })).toBe(false);
  });

  it('otherwise follows the connection, whatever X-Forwarded-Proto says', async () => {
    expect(await secureFlag({}, https)).toBe(false);
  });
});
