import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { heldMessage, loginThrottle, throttleKey } from '../../src/server/auth/login-throttle';
import { openDatabase, type Db } from '../../src/server/store/database';
import { holdAfter, takeLoginAttempt, type LoginGate } from '../../src/server/store/login-attempts';
import { newApp } from './helpers';
import { freshDatabase } from './test-database';

// 10:00:00 in Tokyo; the route reads the clock through Date, which the tests set (no sleeping).
const start = Date.parse('2026-04-01T10:00:00+09:00');
const second = 1000;
const minute = 60 * second;

const wrong = { result_code: 401, error_message: 'ログインIDまたはパスワードが正しくありません' };
const wait = (seconds: number) => ({
  result_code: 429,
  error_message: `ログインに続けて失敗したため、${seconds}秒後に再度お試しください`,
});
const locked = (time: string) => ({
  result_code: 429,
  error_message: `ログインの試行回数が上限に達しました。${time}以降に再度お試しください`,
});

describe('login throttle policy', () => {
  it('holds nothing back for two failures, then 1 s doubling up to 60 s, and locks at the tenth', () => {
    const holds = Array.from({ length: 11 }, (_, i) => holdAfter(i + 1, loginThrottle));
    expect(holds).toEqual([0, 0, 1, 2, 4, 8, 16, 32, 60, 900, 900].map((s) => s * second));
  });

  it('counts login IDs as typed, folded: full-width and capitals share the count', () => {
    expect(throttleKey(' ＡＤＭＩＮ ')).toBe('admin');
    expect(throttleKey('Admin')).toBe(throttleKey('admin'));
  });

  it('tells the seconds of a delay and the Tokyo minute (rounded up) a lock ends', () => {
    const held = (until: number, isLocked: boolean): Extract<LoginGate, { kind: 'held' }> => ({
      kind: 'held',
      until,
      locked: isLocked,
    });
    expect(heldMessage(held(start + 1500, false), start)).toBe(wait(2).error_message);
    expect(heldMessage(held(start + 15 * minute, true), start)).toBe(locked('10:15').error_message);
    expect(heldMessage(held(start + 15 * minute + 1, true), start)).toBe(locked('10:16').error_message);
  });
});

describe('the login attempts store', () => {
  let db: Db;
  beforeEach(async () => {
    db = await openDatabase(await freshDatabase('empty'));
  });
  afterEach(() => db.destroy());
  const take = (now: number, key = 'someone') => takeLoginAttempt(db, key, loginThrottle, now);

  it('forgets failures after 15 quiet minutes, and a lock when it ends', async () => {
    await take(start);
    await take(start);
    await take(start);
    // Three failures: the fourth attempt waits a second…
    expect(await take(start + 999)).toEqual({ kind: 'held', until: start + second, locked: false });
    // …but after 15 quiet minutes the count starts again: three attempts pass at once.
    const later = start + second + 15 * minute;
    for (let i = 0; i < 3; i += 1) expect(await take(later)).toEqual({ kind: 'taken' });
    expect((await take(later)).kind).toBe('held');

    let now = start + 2 * 60 * minute;
    for (let failures = 1; failures <= 10; failures += 1) {
      expect(await take(now)).toEqual({ kind: 'taken' });
      now += holdAfter(failures, loginThrottle);
    }
    expect(await take(now - 1)).toEqual({ kind: 'held', until: now, locked: true });
    // The lock over, the count is new: no second lock at the next failure.
    expect(await take(now)).toEqual({ kind: 'taken' });
    expect(await take(now)).toEqual({ kind: 'taken' });
  });

  it('admits no more of 20 attempts sent side by side than the policy lets through, and holds the rest', async () => {
    // At one instant the policy admits the free failures and the one that starts the first hold.
    let admitted = 0;
    while (holdAfter(admitted, loginThrottle) === 0) admitted += 1;
    expect(admitted).toBe(loginThrottle.freeFailures + 1);

    const gates = await Promise.all(Array.from({ length: 20 }, () => take(start, 'raced')));
    expect(gates.filter((gate) => gate.kind === 'taken')).toHaveLength(admitted);
    for (const gate of gates.filter((gate) => gate.kind === 'held'))
      expect(gate).toEqual({ kind: 'held', until: start + loginThrottle.firstDelayMs, locked: false });
    // The count stored is every admitted attempt: the next one waits as the policy says.
    expect(await take(start, 'raced')).toEqual({
      kind: 'held',
      until: start + holdAfter(admitted, loginThrottle),
      locked: false,
    });
  });
});

describe('staff login throttle', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await newApp();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const at = (time: number) => vi.setSystemTime(time);
  const attempt = (account: string, password: string): Promise<LightMyRequestResponse> =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ account, password }).toString(),
    });
  const answer = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    body: response.json(),
  });

  /**
   * Ten wrong passwords, each as soon as the throttle lets it in; after each that starts a hold, a try at
   * once and one a millisecond before the hold ends. Returns every answer and the time the lock ends.
   */
  const failTenTimes = async (account: string, from: number) => {
    const answers: unknown[] = [];
    let now = from;
    for (let failures = 1; failures <= 10; failures += 1) {
      at(now);
      answers.push(answer(await attempt(account, 'Wrong2026')));
      const hold = holdAfter(failures, loginThrottle);
      if (hold > 0) {
        answers.push(answer(await attempt(account, 'Wrong2026')));
        at(now + hold - 1);
        answers.push(answer(await attempt(account, 'Wrong2026')));
      }
      now += hold;
    }
    return { answers, lockEnds: now };
  };

  it('lets a mistyped password be followed by the right one at once', async () => {
    at(start);
    expect((await attempt('operator', 'operator2026')).statusCode).toBe(401);
    expect((await attempt('operator', 'Operator2026')).statusCode).toBe(200);
  });

  it('delays from the third failure on, 1 s, 2 s, 4 s …, and locks for 15 minutes at the tenth', async () => {
    const { answers, lockEnds } = await failTenTimes('admin', start);
    const failed = { status: 401, body: wrong };
    expect(answers).toEqual([
      failed,
      failed,
      ...[1, 2, 4, 8, 16, 32, 60].flatMap((seconds) => [
        failed,
        { status: 429, body: wait(seconds) },
        { status: 429, body: wait(1) },
      ]),
      failed,
      { status: 429, body: locked('10:18') },
      { status: 429, body: locked('10:18') },
    ]);
    // 9 failures took 1+2+4+…+32+60 = 123 s; the tenth locks until 10:17:03, shown as 10:18.
    expect(lockEnds).toBe(start + 123 * second + 15 * minute);

    // The right password is refused unchecked while locked, with the same message.
    at(lockEnds - minute);
    expect(answer(await attempt('admin', 'Admin2026'))).toEqual({ status: 429, body: locked('10:18') });
    at(lockEnds);
    const signedIn = await attempt('admin', 'Admin2026');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.cookies.some((c) => c.name === 'tas_session')).toBe(true);
  });

  it('answers an unknown login ID exactly as an existing one', async () => {
    const from = start + 24 * 60 * minute;
    const known = await failTenTimes('sales', from);
    const unknown = await failTenTimes('nobody', from);
    expect(unknown).toEqual(known);
    expect(unknown.answers.at(-1)).toEqual({ status: 429, body: locked('10:18') });
  });

  it('starts the count again after a successful login', async () => {
    const from = start + 2 * 24 * 60 * minute;
    at(from);
    for (let i = 0; i < 2; i += 1) expect((await attempt('admin', 'Wrong2026')).statusCode).toBe(401);
    expect((await attempt('admin', 'Admin2026')).statusCode).toBe(200);
    // Two failures and a success forgotten: three more failures pass before the first delay.
    for (let i = 0; i < 3; i += 1) expect((await attempt('admin', 'Wrong2026')).statusCode).toBe(401);
    expect(answer(await attempt('admin', 'Admin2026'))).toEqual({ status: 429, body: wait(1) });
  });
});
