import type { FastifyInstance } from 'fastify';
import { inTransaction, type Db } from '../../src/server/store/database';
import { numberRun, takeUsableTransmitNumber } from '../../src/server/store/transmit-numbers';
import { get, json, login, newApp, post } from './helpers';
import { openTestStore } from './test-database';

// Issue 15 (5): the D番 pool — /transmit_telephone_number_master's list and adding, for 管理機能 users with
// D番マスタ管理, and the claim the numbering of 受注内容 uses (takeUsableTransmitNumber).

interface Row {
  telephone_number: string;
  remark: string;
  customer_id: number | null;
  tas_id: string | null;
  corporate_name: string | null;
}
interface ListBody {
  table_items: { total: number; data: Row[] };
  free_count: number;
}

const listUrl = '/api/v1/manage/getTransmitTelephoneNumbers';
const addUrl = '/api/v1/manage/addTransmitTelephoneNumbers';

describe('the D番 list and adding numbers (manage/…TransmitTelephoneNumbers)', () => {
  let app: FastifyInstance;
  let admin: string;
  beforeEach(async () => {
    app = await newApp();
    admin = await login(app, 'admin');
  });
  afterEach(() => app.close());

  const list = async (query = '') => {
    const response = await get(app, `${listUrl}?${query}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return json(response) as unknown as ListBody;
  };
  const add = (body: Record<string, unknown>, cookie = admin) => post(app, addUrl, body, cookie);
  const poolSize = async () =>
    Number(
      (
        await app.db
          .selectFrom('transmit_telephone_numbers')
          .select(app.db.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('lists the seeded pool in number order: the demo customers’ numbers with their customer, then the free runs', async () => {
    const body = await list();
    expect(body.table_items.total).toBe(43);
    expect(body.free_count).toBe(40);
    expect(body.table_items.data).toHaveLength(20);
    expect(body.table_items.data.slice(0, 4)).toMatchObject([
      {
        telephone_number: '050-3000-0001',
        customer_id: 1,
        tas_id: 'T000001',
        corporate_name: '株式会社サンプル商事',
      },
      { telephone_number: '050-3000-0002', customer_id: 2, tas_id: 'T000002' },
      { telephone_number: '050-3000-0004', customer_id: 4, tas_id: 'T000004' },
      {
        telephone_number: '050-5550-0101',
        customer_id: null,
        tas_id: null,
        remark: '2025年4月 キャリアより払い出し',
      },
    ]);
    // Each customer's D番 in the pool is the one the customer holds.
    const customers = await app.db
      .selectFrom('customers')
      .select(['customer_id', 'did_number'])
      .where('customer_id', 'in', [1, 2, 4])
      .orderBy('customer_id')
      .execute();
    expect(customers.map((c) => c.did_number)).toEqual(
      body.table_items.data.slice(0, 3).map((row) => row.telephone_number),
    );
  });

  it('pages (20 by default, at most 100) and filters by 使用状況', async () => {
    const third = await list('page=3');
    expect(third.table_items.data.map((row) => row.telephone_number)).toEqual(numberRun('050-5550-0208', 3));
    expect((await list('limit=1000')).table_items.data).toHaveLength(43);
    const free = await list('usage=free&limit=5');
    expect(free.table_items.total).toBe(40);
    expect(free.table_items.data.every((row) => row.customer_id === null)).toBe(true);
    const used = await list('usage=used');
    expect(used.table_items.data.map((row) => row.customer_id)).toEqual([1, 2, 4]);
    // An unknown filter lists everything rather than nothing.
    expect((await list('usage=nonsense')).table_items.total).toBe(43);
  });

  it('adds several numbers at once, converted like every phone field and stored with the numbering plan’s hyphens', async () => {
    const response = await add({
      telephone_numbers: ['０５０－６６６０－０００１', '05066600002', '050-66-600003'],
      remark: '2026年5月 追加分',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({
      result_code: 2000,
      added_count: 3,
      message: 'D番を3件追加しました',
    });
    const free = await list('usage=free&limit=100');
    expect(free.free_count).toBe(43);
    const added = free.table_items.data.filter((row) => row.telephone_number.startsWith('050-6660'));
    expect(added).toMatchObject(
      ['050-6660-0001', '050-6660-0002', '050-6660-0003'].map((telephone_number) => ({
        telephone_number,
        remark: '2026年5月 追加分',
        customer_id: null,
      })),
    );
    const stored = await app.db
      .selectFrom('transmit_telephone_numbers')
      .innerJoin('users', 'users.user_id', 'transmit_telephone_numbers.registered_user_id')
      .select('users.account')
      .where('telephone_number', '=', '050-6660-0001')
      .executeTakeFirstOrThrow();
    expect(stored.account).toBe('admin');
  });

  it('refuses a batch with a number the pool holds, naming it, and adds none of the batch', async () => {
    const before = await poolSize();
    const response = await add({
      telephone_numbers: ['050-6660-0010', '０５０５５５００１０１', '050-3000-0001'],
    });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({
      'telephone_numbers.1': ['D番号の「050-5550-0101」は既に登録されています'],
      'telephone_numbers.2': ['D番号の「050-3000-0001」は既に登録されています'],
    });
    expect(await poolSize()).toBe(before);
    // The same number with other hyphens is the same number.
    const again = await add({ telephone_numbers: ['0505-550-0102'] });
    expect(json(again).errors).toEqual({
      'telephone_numbers.0': ['D番号の「050-5550-0102」は既に登録されています'],
    });
  });

  it('refuses a number twice in the batch, an invalid number, an empty or too long list, a long remark', async () => {
    const before = await poolSize();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { telephone_numbers: ['050-6660-0020', '05066600020'] },
        { 'telephone_numbers.1': ['D番号の「050-6660-0020」が2回以上入力されています'] },
      ],
      [
        { telephone_numbers: ['050-6660-0021', '03-1234-567'] },
        {
          'telephone_numbers.1': ['D番号の「03-1234-567」は正しい電話番号ではありません（固定電話は10桁）'],
        },
      ],
      [{ telephone_numbers: [] }, { telephone_numbers: ['D番号を1件以上入力してください'] }],
      [{}, { telephone_numbers: ['D番号は必須項目です'] }],
      [
        { telephone_numbers: numberRun('050-6661-0001', 101) },
        { telephone_numbers: ['D番号は100件以内にしてください'] },
      ],
      [
        { telephone_numbers: ['050-6660-0022'], remark: 'あ'.repeat(256) },
        { remark: ['備考は255文字以内で入力してください'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await add(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(json(response).errors).toEqual(errors);
    }
    expect(await poolSize()).toBe(before);
  });

  it('two users adding the same number at once: one adds it, the other is told it is registered', async () => {
    const other = await login(app, 'admin');
    const answers = await Promise.all([
      add({ telephone_numbers: ['050-6660-0030', '050-6660-0031'] }),
      add({ telephone_numbers: ['050-6660-0032', '050-6660-0030'] }, other),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422);
    expect(Object.values(json(refused!).errors as object).flat()).toEqual([
      'D番号の「050-6660-0030」は既に登録されています',
    ]);
    expect(await poolSize()).toBe(45);
  });

  it('is for D番マスタ管理 (管理機能) holders only: 401 without a session, 403 for OP and 営業', async () => {
    expect((await get(app, listUrl)).statusCode).toBe(401);
    expect((await post(app, addUrl, { telephone_numbers: ['050-6660-0040'] })).statusCode).toBe(401);
    for (const role of ['operator', 'sales'] as const) {
      const cookie = await login(app, role);
      const read = await get(app, listUrl, cookie);
      expect(read.statusCode).toBe(403);
      expect(json(read)).toMatchObject({ message: '権限がありません', error_message: 'D番マスタ管理' });
      expect((await add({ telephone_numbers: ['050-6660-0040'] }, cookie)).statusCode).toBe(403);
    }
    expect(await poolSize()).toBe(43);
  });

  it('records the adding in the operation log', async () => {
    await add({ telephone_numbers: ['050-6660-0050'] });
    const log = await app.db
      .selectFrom('operation_logs')
      .select(['kind', 'page_category', 'operation', 'status_code'])
      .orderBy('operation_log_id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(log).toEqual({
      kind: '保存',
      page_category: 'D番マスター管理',
      operation: 'D番を追加',
      status_code: 200,
    });
  });
});

describe('takeUsableTransmitNumber: a free D番 numbered to a customer once', () => {
  let db: Db;
  beforeEach(async () => {
    db = await openTestStore();
  });
  afterEach(() => db.destroy());

  const holderOf = async (number: string) =>
    (
      await db
        .selectFrom('transmit_telephone_numbers')
        .select('customer_id')
        .where('telephone_number', '=', number)
        .executeTakeFirstOrThrow()
    ).customer_id;

  it('claims the oldest free number for the customer', async () => {
    const number = await inTransaction(db, (trx) => takeUsableTransmitNumber(trx, 3, 1));
    expect(number).toBe('050-5550-0101');
    expect(await holderOf('050-5550-0101')).toBe(3);
    expect(await inTransaction(db, (trx) => takeUsableTransmitNumber(trx, 5))).toBe('050-5550-0102');
  });

  it('two claims at once get different numbers; the one that loses the row takes the next', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The first claims and keeps its transaction open; the second reads the same free row meanwhile (on
    // PostgreSQL its UPDATE waits for the first's commit, finds the row taken and tries the next).
    const first = db.transaction().execute(async (trx) => {
      const number = await takeUsableTransmitNumber(trx, 5);
      await held;
      return number;
    });
    const second = db.transaction().execute((trx) => takeUsableTransmitNumber(trx, 6));
    setTimeout(release, 300);
    const numbers = await Promise.all([first, second]);
    expect(numbers).toEqual(['050-5550-0101', '050-5550-0102']);
    expect(await holderOf('050-5550-0101')).toBe(5);
    expect(await holderOf('050-5550-0102')).toBe(6);
  });

  it('many claims at once each get a number of their own', async () => {
    const numbers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => inTransaction(db, (trx) => takeUsableTransmitNumber(trx, 5 + i))),
    );
    expect(new Set(numbers).size).toBe(12);
    expect(numbers.every((number) => number?.startsWith('050-5550-01'))).toBe(true);
  });

  it('answers undefined when no number is free, and a rolled-back claim leaves the number free', async () => {
    await db
      .updateTable('transmit_telephone_numbers')
      .set({ customer_id: 4 })
      .where('customer_id', 'is', null)
      .execute();
    expect(await inTransaction(db, (trx) => takeUsableTransmitNumber(trx, 3))).toBeUndefined();
    await db
      .updateTable('transmit_telephone_numbers')
      .set({ customer_id: null })
      .where('telephone_number', '=', '050-5550-0130')
      .execute();
    await expect(
      inTransaction(db, async (trx) => {
        expect(await takeUsableTransmitNumber(trx, 3)).toBe('050-5550-0130');
        throw new Error('the save failed');
      }),
    ).rejects.toThrow('the save failed');
    expect(await holderOf('050-5550-0130')).toBeNull();
  });
});
