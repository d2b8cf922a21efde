import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { customerListPage, customerListPageJson, orderedIds } from '../../src/server/store/customer-list';
import { buildApp } from '../../src/server/app';
import { inTransaction, openDatabase, type Db } from '../../src/server/store/database';
import { generatedCustomers } from '../../src/server/store/generated-customers';
import { bumpListVersion } from '../../src/server/store/list-cache';
import { insertCustomers, seedIfEmpty } from '../../src/server/store/seed';
import { get, login, newApp, post, stampOf } from './helpers';
import { freshDatabase, onPostgres } from './test-database';

type ListBody = {
  table_items: { data: { customer_id: number; updated_timestamp: string }[]; total: number };
};

let app: FastifyInstance;
let cookie: string;
beforeEach(async () => {
  app = await newApp();
  cookie = await login(app, 'admin');
});
afterEach(() => app.close());

async function list(query: string): Promise<ListBody['table_items']> {
  const response = await get(app, `/api/v1/customers/getCustomerList?is_entry=0&${query}`, cookie);
  expect(response.statusCode).toBe(200);
  return response.json<ListBody>().table_items;
}

describe('the list caches', () => {
  it('show a save in the next call: the new stamp moves the customer to the top of the newest-first order', async () => {
    const query = 'sort_by_key_name=updated_timestamp&sort_desc_sync=1&limit=5';
    const before = await list(query);
    // A deep page of the same search comes from the same cached order.
    await list(`${query}&page=50`);
    const save = await post(
      app,
      '/api/v1/customers/updateOvertimeAnnounce',
      {
        customer_id: 1,
        is_entry: 0,
        customer_updated_timestamp: await stampOf(app, 1, cookie),
        option_overtime_announce_content: 'キャッシュ確認',
      },
      cookie,
    );
    expect(save.statusCode, save.body).toBe(200);
    const stamp = save.json<{ customer_updated_timestamp: string }>().customer_updated_timestamp;
    expect(before.data[0].updated_timestamp).not.toBe(stamp);

    const after = await list(query);
    expect(after.total).toBe(before.total);
    expect(after.data[0]).toMatchObject({ customer_id: 1, updated_timestamp: stamp });
  });

  it('show a save in the next total: a billing name saved is found by the filter that found nothing', async () => {
    const query = `bill_to_corporate_name=${encodeURIComponent('キャッシュ確認商事')}`;
    expect((await list(query)).total).toBe(0);
    const save = await post(
      app,
      '/api/v1/customers/updateBilling',
      {
        customer_id: 1,
        is_entry: 0,
        customer_updated_timestamp: await stampOf(app, 1, cookie),
        billing: {
          bill_to_corporate_name: '株式会社キャッシュ確認商事',
          bill_to_customer_honorific_master_id: 1,
          bill_to_postcode: '601-1387',
          bill_to_prefecture_id: 26,
          bill_to_address_city: '京都市伏見区',
        },
      },
      cookie,
    );
    expect(save.statusCode, save.body).toBe(200);
    const after = await list(query);
    expect(after.total).toBe(1);
    expect(after.data.map((row) => row.customer_id)).toEqual([1]);
  });
});

describe('the list caches in the store', () => {
  const search = { isEntry: false, criteria: {}, sortKey: 'tas_id', desc: false };

  it('start afresh when customers are inserted', async () => {
    const db: Db = await openDatabase(await freshDatabase());
    try {
      await seedIfEmpty(db);
      const total = (await orderedIds(db, search)).length;
      await insertCustomers(
        db,
        generatedCustomers(10).map((c) => ({ ...c, customer_id: c.customer_id + 100_000, is_entry: false })),
      );
      expect((await customerListPage(db, search, 1, 20)).total).toBe(total + 10);
    } finally {
      await db.destroy();
    }
  });

  it('see a write by another connection to the same database (the list version)', async () => {
    const first = await customerListPage(db1, search, 1, 1);
    await inTransaction(db2, async (trx) => {
      await trx
        .updateTable('customers')
        .set({ is_entry: 1 })
        .where('customer_id', '=', first.data[0].customer_id)
        .execute();
      await bumpListVersion(trx);
    });
    const after = await customerListPage(db1, search, 1, 1);
    expect(after.total).toBe(first.total - 1);
    expect(after.data[0].customer_id).not.toBe(first.data[0].customer_id);
  });

  it('answer the JSON page exactly as the serialised object page', async () => {
    for (const sortKey of ['tas_id', 'accountname_username', 'updated_timestamp']) {
      for (const [page, limit] of [
        [1, 20],
        [7, 50],
        [1, 3500],
        [999, 20],
      ]) {
        const at = { ...search, sortKey, desc: true };
        expect(await customerListPageJson(db1, at, page, limit)).toBe(
          JSON.stringify(await customerListPage(db1, at, page, limit)),
        );
      }
    }
  });
});

// A database two connections open: a SQLite file in a folder of its own, or one PostgreSQL database.
async function sharedDatabase(): Promise<{ database: string; remove: () => void }> {
  if (onPostgres()) return { database: await freshDatabase(), remove: () => undefined };
  const folder = mkdtempSync(join(tmpdir(), 'tas-list-cache-'));
  return {
    database: join(folder, 'tas.sqlite'),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

let shared: { database: string; remove: () => void };
let db1: Db;
let db2: Db;
beforeAll(async () => {
  shared = await sharedDatabase();
  db1 = await openDatabase(shared.database);
  await seedIfEmpty(db1);
  db2 = await openDatabase(shared.database);
});
afterAll(async () => {
  await db1.destroy();
  await db2.destroy();
  shared.remove();
});

describe('two server instances on one database', () => {
  it("show a save through one in the other's next list", async () => {
    const { database, remove } = await sharedDatabase();
    const appA = await buildApp({ database, rateLimit: false });
    const appB = await buildApp({ database, rateLimit: false });
    try {
      const cookieA = await login(appA, 'admin');
      const cookieB = await login(appB, 'admin');
      const listB = async (query: string) => {
        const response = await get(appB, `/api/v1/customers/getCustomerList?is_entry=0&${query}`, cookieB);
        expect(response.statusCode).toBe(200);
        return response.json<ListBody>().table_items;
      };
      const byName = `bill_to_corporate_name=${encodeURIComponent('二台目確認')}`;
      const newest = 'sort_by_key_name=updated_timestamp&sort_desc_sync=1&limit=1';
      // B builds its answers and keeps them (asked twice: the second comes from its memory).
      for (let i = 0; i < 2; i++) {
        expect((await listB(byName)).total).toBe(0);
        expect((await listB(newest)).data[0].customer_id).not.toBe(1);
      }
      const save = await post(
        appA,
        '/api/v1/customers/updateBilling',
        {
          customer_id: 1,
          is_entry: 0,
          customer_updated_timestamp: await stampOf(appA, 1, cookieA),
          billing: {
            bill_to_corporate_name: '株式会社二台目確認商事',
            bill_to_customer_honorific_master_id: 1,
            bill_to_postcode: '601-1387',
            bill_to_prefecture_id: 26,
            bill_to_address_city: '京都市伏見区',
          },
        },
        cookieA,
      );
      expect(save.statusCode, save.body).toBe(200);
      expect((await listB(byName)).data.map((row) => row.customer_id)).toEqual([1]);
      expect((await listB(newest)).data[0].customer_id).toBe(1);
    } finally {
      await appA.close();
      await appB.close();
      remove();
    }
  });
});
