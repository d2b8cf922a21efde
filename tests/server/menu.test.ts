import type { FastifyInstance } from 'fastify';
import { approvalPage } from '../../src/server/store/basic-info/lists';
import { seedBasicInfo } from '../../src/server/store/basic-info/seed';
import { openDatabase } from '../../src/server/store/database';
import { isStatusLocked, listHeadlines, seedHeadlines } from '../../src/server/store/headlines';
import { badgeCounts, notificationIds, seedNotifications } from '../../src/server/store/notifications';
import { seedIfEmpty } from '../../src/server/store/seed';
import { get, json, login, newApp, post } from './helpers';
import { freshDatabase } from './test-database';

type Headline = {
  ID: number;
  headline_type: number;
  headline_status: number;
  headline_trigger_label: string;
};
type Records = { headlines: Headline[]; pager_items: { total: number }; role_name: string };

let app: FastifyInstance;
let admin: string;
let operator: string;
let sales: string;

beforeAll(async () => {
  app = await newApp();
  admin = await login(app, 'admin');
  operator = await login(app, 'operator');
  sales = await login(app, 'sales');
});
afterAll(() => app.close());

const records = async (cookie: string, query = '') => {
  const response = await get(app, `/api/v1/menu/headline?user_id=1${query}`, cookie);
  expect(response.statusCode).toBe(200);
  return json(response).records as Records;
};
const headlineOf = async (cookie: string, type: number) => {
  const { headlines } = await records(cookie, '&limit=100');
  const found = headlines.find((h) => h.headline_type === type);
  if (!found) throw new Error(`no headline of type ${type}`);
  return found;
};
const setStatus = (cookie: string, label: string, status: unknown) =>
  post(
    app,
    '/api/v1/menu/headlineStatusUpdate',
    { headline_status: status, headline_trigger_label: label },
    cookie,
  );

describe('GET menu/headline', () => {
  it('needs a staff session', async () => {
    expect((await get(app, '/api/v1/menu/headline')).statusCode).toBe(401);
  });

  it('pages 20 at a time by default, newest first, with the total and the role name', async () => {
    const first = await records(admin);
    expect(first.headlines).toHaveLength(20);
    expect(first.pager_items.total).toBeGreaterThan(30);
    expect(first.role_name).toBe('管理者');
    const stamps = first.headlines.map(
      (h) => (h as unknown as { registered_timestamp: string }).registered_timestamp,
    );
    expect([...stamps].sort().reverse()).toEqual(stamps);
    const second = await records(admin, '&page=2&limit=20');
    expect(second.headlines.length).toBe(Math.min(20, first.pager_items.total - 20));
    expect(second.headlines[0].ID).not.toBe(first.headlines[0].ID);
  });

  it('answers only the signed-in user headlines, whatever user_id says', async () => {
    const mine = await records(operator, '&limit=100');
    expect(mine.role_name).toBe('OP');
    expect(
      mine.headlines.every((h) => (h as unknown as { target_user_id: number }).target_user_id === 2),
    ).toBe(true);
  });

  it('sorts by another column and ascending when asked', async () => {
    const { headlines } = await records(admin, '&limit=100&sort=ID&desc=false');
    const ids = headlines.map((h) => h.ID);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});

describe('POST menu/headlineStatusUpdate', () => {
  it('changes every headline of the trigger', async () => {
    const target = await headlineOf(admin, 1);
    const response = await setStatus(admin, target.headline_trigger_label, 1);
    expect(response.statusCode).toBe(200);
    expect(json(response).result_code).toBe(2000);
    expect((await headlineOf(admin, 1)).headline_status).toBe(1);
    // The same approval request was also sent to the sales user.
    const { headlines } = await records(sales, '&limit=100');
    expect(
      headlines.find((h) => h.headline_trigger_label === target.headline_trigger_label)?.headline_status,
    ).toBe(1);
  });

  it('refuses the locked types per role (000 §6), and allows them to other roles', async () => {
    const op18 = await headlineOf(operator, 18);
    expect((await setStatus(operator, op18.headline_trigger_label, 2)).statusCode).toBe(403);
    for (const type of [27, 28, 43]) {
      const row = await headlineOf(sales, type);
      const refused = await setStatus(sales, row.headline_trigger_label, 2);
      expect(refused.statusCode, `type ${type}`).toBe(403);
      expect(json(refused).error_message).toBe('このヘッドラインのステータスは変更できません');
    }
    expect((await setStatus(sales, (await headlineOf(sales, 1)).headline_trigger_label, 2)).statusCode).toBe(
      200,
    );
    expect((await setStatus(admin, (await headlineOf(admin, 18)).headline_trigger_label, 1)).statusCode).toBe(
      200,
    );
    expect(
      (await setStatus(operator, (await headlineOf(operator, 12)).headline_trigger_label, 1)).statusCode,
    ).toBe(200);
  });

  it('knows the lock table of every role id 5 to 10', () => {
    expect(isStatusLocked(5, 42)).toBe(true);
    expect(isStatusLocked(6, 42)).toBe(true);
    expect(isStatusLocked(5, 27)).toBe(false);
    for (const role of [7, 8]) for (const type of [27, 28, 43]) expect(isStatusLocked(role, type)).toBe(true);
    expect(isStatusLocked(8, 18)).toBe(false);
    expect(isStatusLocked(9, 18)).toBe(true);
    expect(isStatusLocked(10, 18)).toBe(true);
    expect(isStatusLocked(1, 18)).toBe(false);
    expect(isStatusLocked(1, 42)).toBe(false);
  });

  it('rejects an unknown status with 422 and a trigger the user was not told of with 404', async () => {
    const row = await headlineOf(admin, 5);
    const bad = await setStatus(admin, row.headline_trigger_label, 3);
    expect(bad.statusCode).toBe(422);
    expect(json(bad).errors).toHaveProperty('headline_status');
    const foreign = (await headlineOf(sales, 27)).headline_trigger_label;
    expect((await setStatus(admin, foreign, 1)).statusCode).toBe(404);
  });
});

describe('DELETE menu/{ID}', () => {
  it('deletes one of the user headlines, and only the user own', async () => {
    const before = await records(admin, '&limit=100');
    const victim = before.headlines[before.headlines.length - 1];
    const foreign = await headlineOf(sales, 43);
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/v1/menu/${foreign.ID}`,
      headers: { cookie: admin },
    });
    expect(refused.statusCode).toBe(404);
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/v1/menu/${victim.ID}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    const after = await records(admin, '&limit=100');
    expect(after.pager_items.total).toBe(before.pager_items.total - 1);
    expect(after.headlines.some((h) => h.ID === victim.ID)).toBe(false);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/v1/menu/${victim.ID}`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'DELETE', url: `/api/v1/menu/${victim.ID}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST sideMenu/getBadgeInfo', () => {
  it('answers every counter of 002 §3.11', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/sideMenu/getBadgeInfo',
      headers: { cookie: operator, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'user_id=2',
    });
    expect(response.statusCode).toBe(200);
    const notification = json(response).notification as Record<string, number>;
    expect(Object.keys(notification).sort()).toEqual(Object.keys(notificationIds).sort());
    for (const count of Object.values(notification)) expect(Number.isInteger(count)).toBe(true);
    expect(notification.business_talk).toBe(4);
    expect(notification.create_business_report).toBe(3);
  });

  it('needs a staff session', async () => {
    expect((await post(app, '/api/v1/sideMenu/getBadgeInfo', {})).statusCode).toBe(401);
  });
});

describe('GET insertLog', () => {
  it('records the page view for the session user', async () => {
    const response = await get(
      app,
      `/api/v1/insertLog?user_id=99&page_category=${encodeURIComponent('ヘッドライン')}&operation=${encodeURIComponent('画面表示')}`,
      sales,
    );
    expect(response.statusCode).toBe(200);
    expect(json(response).result_code).toBe(2000);
  });

  it('rejects empty texts with 422 and anonymous calls with 401', async () => {
    expect((await get(app, '/api/v1/insertLog?page_category=&operation=x', admin)).statusCode).toBe(422);
    expect((await get(app, '/api/v1/insertLog?page_category=a&operation=b')).statusCode).toBe(401);
  });
});

describe('menu store', () => {
  it('seeds headlines and notifications once and counts new entries and approvals as their pages list them', async () => {
    const db = await openDatabase(await freshDatabase());
    try {
      await seedIfEmpty(db);
      await seedBasicInfo(db);
      await seedHeadlines(db);
      await seedNotifications(db);
      const count = async () =>
        (await listHeadlines(db, 1, { page: 1, limit: 100, sort: 'ID', desc: false })).total;
      const seeded = await count();
      expect(seeded).toBeGreaterThan(30);
      expect(await seedHeadlines(db)).toBe(false);
      expect(await seedNotifications(db)).toBe(false);
      expect(await count()).toBe(seeded);
      const entries = await db
        .selectFrom('customers')
        .select(db.fn.countAll<number>().as('n'))
        .where('is_entry', '=', 1)
        .where('credit_screening_approval_status', '=', 1)
        .executeTakeFirstOrThrow();
      expect((await badgeCounts(db)).application_acceptance).toBe(Number(entries.n));
      const approvals = (await approvalPage(db, 1, 100)).total;
      expect(approvals).toBeGreaterThan(0);
      expect((await badgeCounts(db)).approval).toBe(approvals);
    } finally {
      await db.destroy();
    }
  });
});
