import { hash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { verifyPassword } from '../../src/server/auth/password';
import { loadCatalogue } from '../../src/server/catalogue';
import type { Db } from '../../src/server/store/database';
import { openStore } from '../../src/server/store/open-store';
import { createSession, sessionUser } from '../../src/server/store/sessions';
import { setStaffPassword } from '../../src/server/store/staff-passwords';
import { findLogin } from '../../src/server/store/users';
import { login, newApp } from './helpers';
import { freshDatabase, onPostgres, openTestStore } from './test-database';

const start = Date.parse('2026-04-01T09:00:00+09:00');
const minute = 60 * 1000;

const userInfo = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'POST', url: '/api/v1/sideMenu/userInfo', headers: { cookie } });

describe('idle sessions', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const after = (minutes: number) => vi.setSystemTime(Date.now() + minutes * minute);

  it('end after 60 minutes without a call (the default), and live on while in use', async () => {
    const app = await newApp();
    const cookie = await login(app, 'admin');
    const idle = await login(app, 'operator');
    for (let i = 0; i < 4; i += 1) {
      after(59);
      expect((await userInfo(app, cookie)).statusCode).toBe(200);
    }
    // 4 × 59 minutes since the operator's last call.
    const gone = await userInfo(app, idle);
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toEqual({ result_code: 401, message: 'ログインしてください' });
    after(61);
    expect((await userInfo(app, cookie)).statusCode).toBe(401);
    await app.close();
  });

  it('follow TAS_SESSION_IDLE_MINUTES, and still end 12 hours after login however busy', async () => {
    const app = await buildApp({
      database: await freshDatabase(),
      rateLimit: false,
      sessionIdleMinutes: 5,
    });
    const cookie = await login(app, 'admin');
    after(6);
    expect((await userInfo(app, cookie)).statusCode).toBe(401);

    const busy = await login(app, 'admin');
    for (let i = 0; i < 12 * 15; i += 1) {
      after(4);
      expect((await userInfo(app, busy)).statusCode).toBe(200);
    }
    after(1);
    expect((await userInfo(app, busy)).statusCode).toBe(401);
    await app.close();
  });
});

describe('logout', () => {
  it('ends every session of the user, in every browser, and no one else’s', async () => {
    const app = await newApp();
    const here = await login(app, 'admin');
    const there = await login(app, 'admin');
    const colleague = await login(app, 'operator');
    const logout = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: here },
    });
    expect(logout.json()).toEqual({ result_code: 2000, error_message: '' });
    expect((await userInfo(app, here)).statusCode).toBe(401);
    expect((await userInfo(app, there)).statusCode).toBe(401);
    expect((await userInfo(app, colleague)).statusCode).toBe(200);
    await app.close();
  });

  it('is not what a new login does: it replaces only that browser’s session', async () => {
    const app = await newApp();
    const here = await login(app, 'admin');
    const there = await login(app, 'admin');
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { cookie: here },
      payload: { account: 'admin', password: 'Admin2026' },
    });
    expect(again.statusCode).toBe(200);
    expect((await userInfo(app, here)).statusCode).toBe(401);
    expect((await userInfo(app, there)).statusCode).toBe(200);
    await app.close();
  });
});

describe('session store', () => {
  let db: Db;
  beforeEach(async () => {
    db = await openTestStore();
  });
  afterEach(() => db.destroy());
  const limits = { maxAgeMs: 12 * 60 * minute, idleMs: 60 * minute };

  it('records a call at most once a minute', async () => {
    const token = await createSession(db, 1, start);
    const lastSeen = async () =>
      (await db.selectFrom('sessions').select('last_seen').executeTakeFirstOrThrow()).last_seen;
    await sessionUser(db, token, limits, start + 59_999);
    expect(await lastSeen()).toBe(start);
    await sessionUser(db, token, limits, start + minute);
    expect(await lastSeen()).toBe(start + minute);
    expect((await sessionUser(db, token, limits, start + 61 * minute))?.account).toBe('admin');
    expect(await sessionUser(db, token, limits, start + 121 * minute + 1)).toBeNull();
  });

  it('sets a staff password: the new one signs in, the old one not, and every session of the user ends', async () => {
    const mine = [await createSession(db, 1, start), await createSession(db, 1, start)];
    const theirs = await createSession(db, 2, start);
    expect(await setStaffPassword(db, 1, 'Renewed2026')).toBe(true);
    for (const token of mine) expect(await sessionUser(db, token, limits, start)).toBeNull();
    expect((await sessionUser(db, theirs, limits, start))?.account).toBe('operator');
    const stored = (await findLogin(db, 'admin'))?.passwordHash ?? null;
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword('Renewed2026', stored)).toBe(true);
    expect(await verifyPassword('Admin2026', stored)).toBe(false);
    expect(await setStaffPassword(db, 999, 'Renewed2026')).toBe(false);
  });
});

// An old SQLite file upgraded in place; a PostgreSQL database never had the older schema.
describe('a database made before sessions had last_seen', () => {
  it.skipIf(onPostgres())(
    'opens, gains the column, and keeps its sessions (idle counted from their start)',
    async () => {
      const directory = mkdtempSync(join(tmpdir(), 'tas-sessions-'));
      const path = join(directory, 'tas.sqlite');
      try {
        // The file an old server left: written with SQLite itself, as no store of today can write it.
        const old = new Database(path);
        old.exec(`CREATE TABLE sessions (
          token_hash TEXT PRIMARY KEY,
          user_id INTEGER NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
          created INTEGER NOT NULL
        )`);
        old.close();
        const db = await openStore(path, loadCatalogue());
        try {
          const token = 'an-old-token';
          // A session of the old server: no last_seen.
          await db
            .insertInto('sessions')
            .values({ token_hash: hash('sha256', token, 'hex'), user_id: 1, created: start })
            .execute();
          const limits = { maxAgeMs: 12 * 60 * minute, idleMs: 60 * minute };
          expect((await sessionUser(db, token, limits, start + 30 * minute))?.account).toBe('admin');
          const sessions = (await db.introspection.getTables()).find((table) => table.name === 'sessions');
          expect(sessions?.columns.map((column) => column.name)).toContain('last_seen');
          expect(await createSession(db, 2, start)).toMatch(/^[A-Za-z0-9_-]{43}$/);
        } finally {
          await db.destroy();
        }
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    },
  );
});
