import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { backupDatabase } from '../../src/server/store/backup';
import { get, login, post, stampOf } from './helpers';

// `npm run backup` (issue 14): an online copy of the live database, taken while the server saves.

let directory: string;
let source: string;
let app: FastifyInstance;
beforeEach(async () => {
  directory = mkdtempSync(join(tmpdir(), 'tas-backup-'));
  source = join(directory, 'tas.sqlite');
  app = await buildApp({ databasePath: source, rateLimit: false });
});
afterEach(async () => {
  await app.close();
  rmSync(directory, { recursive: true, force: true });
});

async function saveBillingName(cookie: string, name: string) {
  const loaded = await get(app, '/api/v1/customers/getBillingInformation?customer_id=1', cookie);
  const billing = loaded.json<{ billing_information: { billing: Record<string, unknown> } }>()
    .billing_information.billing;
  const saved = await post(
    app,
    '/api/v1/customers/updateBilling',
    {
      customer_id: 1,
      customer_updated_timestamp: await stampOf(app, 1, cookie),
      billing: { ...billing, bill_to_corporate_name: name },
    },
    cookie,
  );
  expect(saved.statusCode, saved.body).toBe(200);
}

const billingName = (path: string) => {
  const db = new Database(path, { readonly: true });
  const name = db.prepare('SELECT bill_to_corporate_name FROM customers WHERE customer_id = 1').pluck().get();
  db.close();
  return name;
};

describe('backupDatabase', () => {
  it('copies the live database with what was saved, while the server goes on saving', async () => {
    const cookie = await login(app, 'admin');
    await saveBillingName(cookie, '株式会社バックアップ前');
    const copy = join(directory, 'copy.sqlite');
    const [result] = await Promise.all([
      backupDatabase(source, copy),
      saveBillingName(cookie, '株式会社バックアップ中'),
    ]);
    expect(result.totalPages).toBeGreaterThan(0);
    // A consistent snapshot: either side of the concurrent save, never half of it.
    expect(['株式会社バックアップ前', '株式会社バックアップ中']).toContain(billingName(copy));
    const db = new Database(copy, { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const live = new Database(source, { readonly: true });
    const count = 'SELECT COUNT(*) FROM customers';
    expect(db.prepare(count).pluck().get()).toBe(live.prepare(count).pluck().get());
    live.close();
    db.close();
    expect(billingName(source)).toBe('株式会社バックアップ中');
  });

  it('refuses to overwrite a file or to copy a database that is not there', async () => {
    const copy = join(directory, 'copy.sqlite');
    await backupDatabase(source, copy);
    await expect(backupDatabase(source, copy)).rejects.toThrow('exists already');
    await expect(backupDatabase(join(directory, 'none.sqlite'), join(directory, 'x.sqlite'))).rejects.toThrow(
      'no database',
    );
  });
});
