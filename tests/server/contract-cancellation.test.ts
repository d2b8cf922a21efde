import type { FastifyInstance } from 'fastify';
import { setNow } from '../../rules/lib/clock';
import { cancelContract, cancellationState } from '../../src/server/store/contract-cancellation';
import { inTransaction, openDatabase } from '../../src/server/store/database';
import { seedIfEmpty } from '../../src/server/store/seed';
import { get, json, login, newApp, post, stampOf } from './helpers';
import { freshDatabase, onPostgres } from './test-database';

// Demo customers (src/server/store/generated-customers.ts): 121 契約中, 133 解約予約 (2026-02-28),
// 126 解約, 127 an entry 契約依頼中, 122 an entry already 契約中止.
const contracted = 121;
const reserved = 133;
const cancelled = 126;
const entry = 127;
const stoppedEntry = 122;

const url = (call: string) => `/api/v1/customers/${call}`;

let app: FastifyInstance;
beforeAll(() => setNow('2026-11-20T10:00:00+09:00'));
afterAll(() => setNow(undefined));
beforeEach(async () => {
  app = await newApp();
});
afterEach(() => app.close());

type State = Record<string, unknown>;

async function stateOf(customerId: number, cookie: string): Promise<State> {
  const response = await get(app, `${url('getContractCancellation')}?customer_id=${customerId}`, cookie);
  expect(response.statusCode).toBe(200);
  return json(response).contract_cancellation as State;
}

async function reserve(customerId: number, cookie: string, extra: Record<string, unknown>) {
  const stamp = await stampOf(app, customerId, cookie);
  return post(
    app,
    url('reserveContractCancellation'),
    { customer_id: customerId, updated_user_id: 1, customer_updated_timestamp: stamp, ...extra },
    cookie,
  );
}

describe('解約予約 (reserveContractCancellation)', () => {
  it('stores 解約予約, the end date and the reason; the reason is 基本情報’s; revert restores 契約中', async () => {
    const cookie = await login(app, 'admin');
    const before = await stateOf(contracted, cookie);
    expect(before).toMatchObject({ contract_status_selected: 3, contract_status_name: '契約中' });
    expect(before.cancellation_reason_options).toContainEqual({ value: 7, text: 'その他' });

    const response = await reserve(contracted, cookie, {
      contract_cancellation_date: '2026-12-31',
      contract_cancellation_reason_id: 3,
    });
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body.customer_updated_timestamp).toBe(await stampOf(app, contracted, cookie));
    const expected = {
      contract_status_selected: 4,
      contract_status_name: '解約予約',
      service_status_selected: 2,
      contract_cancellation_date: '2026-12-31',
      cancellation_reservation_date: '2026-11-20',
      contract_cancellation_reason_id: 3,
      contract_cancellation_reason_name: '他社サービスへ乗り換えのため',
    };
    expect(body.reservation).toMatchObject(expected);
    expect(await stateOf(contracted, cookie)).toMatchObject(expected);
    // 基本情報 shows the same status and reason (one master, one column).
    const basicInfo = await get(app, `/api/v1/customers/getBasicInfo?customer_id=${contracted}`, cookie);
    const status = basicInfo.json<{
      basic_info: { contract_service_status: Record<string, { selected: number }> };
    }>().basic_info.contract_service_status;
    expect(status.contract_status.selected).toBe(4);
    expect(status.cancellation_reason.selected).toBe(3);

    const reverted = await reserve(contracted, cookie, { is_revert_reservation: true });
    expect(reverted.statusCode).toBe(200);
    expect(await stateOf(contracted, cookie)).toMatchObject({
      contract_status_selected: 3,
      contract_cancellation_date: null,
      cancellation_reservation_date: null,
      contract_cancellation_reason_id: null,
    });
  });

  it('refuses invalid input with 422 and the dialog’s messages, writing nothing', async () => {
    const cookie = await login(app, 'admin');
    const stamp = await stampOf(app, contracted, cookie);
    const response = await reserve(contracted, cookie, {
      contract_cancellation_date: '2026-11-19',
      contract_cancellation_reason_id: -1,
    });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({
      result_code: 422,
      errors: {
        contract_cancellation_date: ['解約日の「2026-11-19」は本日以降の日付を入力してください'],
        contract_cancellation_reason_id: ['解約理由を選択してください'],
      },
    });
    const unknown = await reserve(contracted, cookie, {
      contract_cancellation_date: '10000-01-01',
      contract_cancellation_reason_id: 99,
    });
    expect(json(unknown).errors).toEqual({
      contract_cancellation_date: ['解約日の「10000-01-01」は正しい日付（YYYY-MM-DD）で入力してください'],
      contract_cancellation_reason_id: ['解約理由は選択肢から選んでください'],
    });
    const missing = await reserve(contracted, cookie, {});
    expect(json(missing).errors).toEqual({
      contract_cancellation_date: ['解約日は必須項目です'],
      contract_cancellation_reason_id: ['解約理由は必須項目です'],
    });
    expect(await stampOf(app, contracted, cookie)).toBe(stamp);
    expect(await stateOf(contracted, cookie)).toMatchObject({ contract_status_selected: 3 });
  });

  it('accepts today (Tokyo) and the cap 9999-12-31', async () => {
    const cookie = await login(app, 'admin');
    const today = await reserve(contracted, cookie, {
      contract_cancellation_date: '2026-11-20',
      contract_cancellation_reason_id: 1,
    });
    expect(today.statusCode).toBe(200);
    const cap = await reserve(contracted, cookie, {
      contract_cancellation_date: '9999-12-31',
      contract_cancellation_reason_id: 1,
    });
    expect(json(cap).reservation).toMatchObject({ contract_cancellation_date: '9999-12-31' });
  });

  it('refuses a stale stamp with 409 and a role without 解約処理 with 403, writing nothing', async () => {
    const cookie = await login(app, 'admin');
    const stamp = await stampOf(app, contracted, cookie);
    const body = {
      customer_id: contracted,
      contract_cancellation_date: '2026-12-31',
      contract_cancellation_reason_id: 1,
    };
    const stale = await post(
      app,
      url('reserveContractCancellation'),
      { ...body, customer_updated_timestamp: '2000-01-01 00:00:00' },
      cookie,
    );
    expect(stale.statusCode).toBe(409);
    const operator = await login(app, 'operator');
    const refused = await post(
      app,
      url('reserveContractCancellation'),
      { ...body, customer_updated_timestamp: stamp },
      operator,
    );
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ result_code: 403, error_message: '解約処理' });
    expect(await stampOf(app, contracted, cookie)).toBe(stamp);
    expect(await stateOf(contracted, operator)).toMatchObject({ contract_status_selected: 3 });
  });

  it('changes an existing reservation; reverting it returns to the status before (契約中 for the seed’s)', async () => {
    const cookie = await login(app, 'admin');
    const changed = await reserve(reserved, cookie, {
      contract_cancellation_date: '2027-01-31',
      contract_cancellation_reason_id: 2,
    });
    expect(json(changed).reservation).toMatchObject({
      contract_status_selected: 4,
      contract_cancellation_date: '2027-01-31',
      contract_cancellation_reason_id: 2,
    });
    await reserve(reserved, cookie, { is_revert_reservation: true });
    expect(await stateOf(reserved, cookie)).toMatchObject({
      contract_status_selected: 3,
      contract_cancellation_date: null,
      contract_cancellation_reason_id: null,
    });
  });

  it('refuses cancelled customers, and a revert without a reservation (400)', async () => {
    const cookie = await login(app, 'admin');
    const done = await reserve(cancelled, cookie, {
      contract_cancellation_date: '2026-12-31',
      contract_cancellation_reason_id: 1,
    });
    expect(done.statusCode).toBe(400);
    const revert = await reserve(contracted, cookie, { is_revert_reservation: true });
    expect(revert.statusCode).toBe(400);
    expect(json(revert).message).toBe('解約予約がないため取り消せません');
  });
});

describe('解約 (contractCancellation)', () => {
  it('turns a reservation into 解約 / サービス終了, keeping the reserved date and reason', async () => {
    const cookie = await login(app, 'admin');
    const stamp = await stampOf(app, reserved, cookie);
    const response = await post(
      app,
      url('contractCancellation'),
      { customer_id: reserved, updated_user_id: 1, customer_updated_timestamp: stamp },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      result_code: 2000,
      customer_updated_timestamp: await stampOf(app, reserved, cookie),
      contract_status_selected: 5,
      service_status_selected: 4,
    });
    expect(await stateOf(reserved, cookie)).toMatchObject({
      contract_status_name: '解約',
      service_status_name: 'サービス終了',
      contract_cancellation_date: '2026-02-28',
    });
  });

  it('refuses a customer without a reservation (400), a stale stamp (409) and OP (403), writing nothing', async () => {
    const cookie = await login(app, 'admin');
    const operator = await login(app, 'operator');
    const send = async (customerId: number, who: string, stamp?: string) =>
      post(
        app,
        url('contractCancellation'),
        {
          customer_id: customerId,
          customer_updated_timestamp: stamp ?? (await stampOf(app, customerId, cookie)),
        },
        who,
      );
    expect((await send(contracted, cookie)).statusCode).toBe(400);
    expect((await send(reserved, cookie, '2000-01-01 00:00:00')).statusCode).toBe(409);
    expect((await send(reserved, operator)).statusCode).toBe(403);
    expect(await stateOf(reserved, cookie)).toMatchObject({ contract_status_selected: 4 });
  });
});

describe('契約停止 (contractStop)', () => {
  const stop = async (customerId: number, cookie: string, extra: Record<string, unknown>) =>
    post(
      app,
      url('contractStop'),
      {
        customer_id: customerId,
        customer_updated_timestamp: await stampOf(app, customerId, cookie),
        ...extra,
      },
      cookie,
    );

  it('needs the confirmation ticked (422, nothing written), then stops the entry', async () => {
    const cookie = await login(app, 'admin');
    const stamp = await stampOf(app, entry, cookie);
    const unticked = await stop(entry, cookie, { is_confirmed: false });
    expect(unticked.statusCode).toBe(422);
    expect(json(unticked).errors).toEqual({ is_confirmed: ['契約停止の確認にチェックを入れてください'] });
    expect(await stampOf(app, entry, cookie)).toBe(stamp);

    const response = await stop(entry, cookie, { is_confirmed: true });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ contract_status_selected: 6, service_status_selected: null });
    expect(await stateOf(entry, cookie)).toMatchObject({ contract_status_name: '契約中止' });
  });

  it('refuses contracted customers, stopped entries (400), OP (403) and a stale stamp (409)', async () => {
    const cookie = await login(app, 'admin');
    const operator = await login(app, 'operator');
    expect((await stop(contracted, cookie, { is_confirmed: true })).statusCode).toBe(403);
    expect((await stop(stoppedEntry, cookie, { is_confirmed: true })).statusCode).toBe(400);
    expect((await stop(entry, operator, { is_confirmed: true })).statusCode).toBe(403);
    const stale = await post(
      app,
      url('contractStop'),
      { customer_id: entry, customer_updated_timestamp: '2000-01-01 00:00:00', is_confirmed: true },
      cookie,
    );
    expect(stale.statusCode).toBe(409);
    expect(await stateOf(entry, cookie)).toMatchObject({ contract_status_selected: 2 });
  });
});

describe('a reservation processed by two requests at once', () => {
  it('is cancelled once: one answers 200, the other is refused, the stamp moves once', async () => {
    const cookie = await login(app, 'admin');
    const reservation = await reserve(contracted, cookie, {
      contract_cancellation_date: '2026-12-31',
      contract_cancellation_reason_id: 3,
    });
    expect(reservation.statusCode).toBe(200);
    const stamp = String(json(reservation).customer_updated_timestamp);
    const send = () =>
      post(
        app,
        url('contractCancellation'),
        { customer_id: contracted, customer_updated_timestamp: stamp },
        cookie,
      );
    const answers = await Promise.all([send(), send()]);
    // The other is refused: 409 when it passed the check before the first saved, 400 when it came after.
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([400, 409]).toContain(codes[1]);
    const done = answers.find((answer) => answer.statusCode === 200)!;
    expect(await stampOf(app, contracted, cookie)).toBe(json(done).customer_updated_timestamp);
    expect(await stateOf(contracted, cookie)).toMatchObject({
      contract_status_selected: 5,
      service_status_selected: 4,
      contract_cancellation_date: '2026-12-31',
      cancellation_reservation_date: null,
      contract_cancellation_reason_id: 3,
    });
  });

  it('is claimed by one of two transactions that both saw it reserved', async () => {
    const db = await openDatabase(await freshDatabase());
    try {
      await seedIfEmpty(db);
      // On PostgreSQL both transactions read the reservation before either claims it; SQLite runs one
      // transaction at a time, so there the second simply finds it processed.
      let arrived = 0;
      let release: () => void = () => undefined;
      const bothRead = new Promise<void>((resolve) => (release = resolve));
      const claimOnce = () =>
        inTransaction(db, async (trx) => {
          if (onPostgres()) {
            expect((await cancellationState(trx, reserved))?.contract_status_selected).toBe(4);
            arrived += 1;
            if (arrived === 2) release();
            await bothRead;
          }
          return cancelContract(trx, reserved);
        });
      const claims = await Promise.all([claimOnce(), claimOnce()]);
      expect(claims.sort()).toEqual([false, true]);
      expect(await cancellationState(db, reserved)).toMatchObject({
        contract_status_selected: 5,
        service_status_selected: 4,
      });
    } finally {
      await db.destroy();
    }
  });
});
