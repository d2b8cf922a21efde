import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app';
import { freshDatabase } from './test-database';

/** A fresh server on a fresh database of the project's kind (SQLite in memory, or PostgreSQL), without the login rate limit. */
export async function newApp(): Promise<FastifyInstance> {
  return buildApp({ database: await freshDatabase(), rateLimit: false });
}

/** Demo sign-ins of fixtures/seed/users.json. */
export const demo = {
  admin: { account: 'admin', password: 'Admin2026' },
  operator: { account: 'operator', password: 'Operator2026' },
  sales: { account: 'sales', password: 'Sales2026' },
} as const;

/** Logs in (form body, as the login screen sends it) and returns the `Cookie` header value. */
export async function login(app: FastifyInstance, who: keyof typeof demo): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(demo[who]).toString(),
  });
  if (response.statusCode !== 200) throw new Error(`login ${who} failed: ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'tas_session');
  if (!cookie) throw new Error('no session cookie');
  return `tas_session=${cookie.value}`;
}

/** GET with an optional session cookie. */
export function get(app: FastifyInstance, url: string, cookie?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

/** POST a JSON body with an optional session cookie. */
export function post(
  app: FastifyInstance,
  url: string,
  body: Record<string, unknown>,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: body, headers: cookie ? { cookie } : {} });
}

/** The JSON body of a response as a plain record. */
export function json(response: LightMyRequestResponse): Record<string, unknown> {
  return response.json<Record<string, unknown>>();
}

/** The customer's current concurrency stamp, read through the detail call. */
export async function stampOf(app: FastifyInstance, customerId: number, cookie: string): Promise<string> {
  const response = await get(app, `/api/v1/customers/getCustomerDetail?customer_id=${customerId}`, cookie);
  return response.json<{ customer_detail: { customer_updated_timestamp: string } }>().customer_detail
    .customer_updated_timestamp;
}

/** Asserts a plain save answer: 200, only the new stamp, newer than `before` and now the customer's. */
export async function expectNewStamp(
  app: FastifyInstance,
  response: LightMyRequestResponse,
  before: string,
  cookie: string,
): Promise<void> {
  expect(response.statusCode).toBe(200);
  const body = json(response);
  // The section pipeline answers the saved data too (`load.root`), so that the screen redraws from it.
  expect(body).toMatchObject({ result_code: 2000, customer_updated_timestamp: expect.any(String) });
  expect(String(body.customer_updated_timestamp) > before).toBe(true);
  expect(await stampOf(app, 1, cookie)).toBe(body.customer_updated_timestamp);
}

/**
 * Runs `test` against a server on a database of its own in which 営業 (role 8) lacks the contracted-mode
 * (parent 22) feature `feature`: every demo role holds most section features, so a 403 needs one taken away.
 */
export async function withoutSalesFeature(
  feature: string,
  test: (app: FastifyInstance) => Promise<void>,
): Promise<void> {
  const app = await buildApp({ database: await freshDatabase(), rateLimit: false });
  try {
    const withFeature = app.db
      .selectFrom('features')
      .select('id')
      .where('name', '=', feature)
      .where('parent_id', '=', 22);
    await app.db
      .deleteFrom('role_features')
      .where('role_id', '=', 8)
      .where('feature_id', 'in', withFeature)
      .execute();
    await test(app);
  } finally {
    await app.close();
  }
}
