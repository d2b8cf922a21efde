import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { customerListPage, customerListPageJson, orderedIds } from '../../src/server/store/customer-list';
import { openDatabase, type Db } from '../../src/server/store/database';
import { generatedCustomers } from '../../src/server/store/generated-customers';
import { insertCustomers, seedIfEmpty } from '../../src/server/store/seed';
import { get, login, newApp, post, stampOf } from './helpers';

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

  it('start afresh when customers are inserted', () => {
    const db: Db = openDatabase(':memory:');
    try {
      seedIfEmpty(db);
      const total = orderedIds(db, search).length;
      insertCustomers(
        db,
        generatedCustomers(10).map((c) => ({ ...c, customer_id: c.customer_id + 100_000, is_entry: false })),
      );
      expect(customerListPage(db, search, 1, 20).total).toBe(total + 10);
    } finally {
      db.close();
    }
  });

  it('see a write by another connection to the same file (data_version)', () => {
    const folder = mkdtempSync(join(tmpdir(), 'tas-list-cache-'));
    const path = join(folder, 'tas.sqlite');
    const db = openDatabase(path);
    try {
      seedIfEmpty(db);
      const first = JSON.parse(customerListPageJson(db, search, 1, 1)) as ListBody['table_items'];
      const side = new Database(path);
      side.prepare('UPDATE customers SET is_entry = 1 WHERE customer_id = ?').run(first.data[0].customer_id);
      side.close();
      const after = JSON.parse(customerListPageJson(db, search, 1, 1)) as ListBody['table_items'];
      expect(after.total).toBe(first.total - 1);
      expect(after.data[0].customer_id).not.toBe(first.data[0].customer_id);
    } finally {
      db.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('answer the JSON page exactly as the serialised object page', () => {
    const db: Db = openDatabase(':memory:');
    try {
      seedIfEmpty(db);
      for (const sortKey of ['tas_id', 'accountname_username', 'updated_timestamp']) {
        for (const [page, limit] of [
          [1, 20],
          [7, 50],
          [1, 3500],
          [999, 20],
        ]) {
          const at = { ...search, sortKey, desc: true };
          expect(customerListPageJson(db, at, page, limit)).toBe(
            JSON.stringify(customerListPage(db, at, page, limit)),
          );
        }
      }
    } finally {
      db.close();
    }
  });
});
