import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { expectNewStamp, get, json, login, post, stampOf } from './helpers';
import { onPostgres } from './test-database';

// A SQLite file of the version before the migrations (tests/server/fixtures/session-4-database.sql, made by
// that version's server) opens with today's server: its tables are kept with their rows, the columns and
// tables added since are added, and everything works on it. Only SQLite files come from that version.

let folder: string;
let app: FastifyInstance;

beforeAll(async () => {
  if (onPostgres()) return;
  folder = mkdtempSync(join(tmpdir(), 'tas-old-'));
  const file = join(folder, 'tas.sqlite');
  const old = new Database(file);
  old.exec(readFileSync(join(import.meta.dirname, 'fixtures', 'session-4-database.sql'), 'utf8'));
  old.close();
  app = await buildApp({ database: file, rateLimit: false });
});

afterAll(async () => {
  await app?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe.skipIf(onPostgres())('a SQLite file of the version before the migrations', () => {
  it('is brought to the latest migration and keeps its rows', async () => {
    const migrations = app.db.withTables<{ kysely_migration: { name: string } }>();
    const applied = await migrations.selectFrom('kysely_migration').select('name').orderBy('name').execute();
    expect(applied.map((row) => row.name)).toEqual([
      '0001-baseline',
      '0002-search-columns',
      '0003-transmit-number-pool',
      '0004-orders',
      '0005-did-number-index',
      '0006-invoice-data',
      '0007-search-indexes',
      '0008-registered-kana-index',
    ]);
    const count = async (table: 'customers' | 'customer_personal_files' | 'operation_logs' | 'headlines') =>
      Number(
        (await app.db.selectFrom(table).select(app.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
      );
    expect(await count('customers')).toBe(4);
    expect(await count('customer_personal_files')).toBe(5);
    expect(await count('operation_logs')).toBe(1);
    expect(await count('headlines')).toBe(50);
  });

  it('signs in and finds a customer by a part of its name (the search columns were filled)', async () => {
    const cookie = await login(app, 'admin');
    const response = await get(
      app,
      '/api/v1/customers/getCustomerList?is_entry=0&corporate_name=サンプル',
      cookie,
    );
    expect(response.statusCode).toBe(200);
    const rows = (json(response).table_items as { data: { customer_id: number }[] }).data;
    expect(rows.map((row) => row.customer_id)).toContain(1);
  });

  it('saves a section and loads 業務内容, whose table the old file did not have', async () => {
    const cookie = await login(app, 'operator');
    const before = await stampOf(app, 1, cookie);
    const saved = await post(
      app,
      '/api/v1/customers/updateOvertimeAnnounce',
      {
        customer_id: 1,
        is_entry: 0,
        customer_updated_timestamp: before,
        option_overtime_announce_content: '移行後の保存',
      },
      cookie,
    );
    await expectNewStamp(app, saved, before, cookie);
    const duties = await get(
      app,
      '/api/v1/customers/getDutiesContents?customer_id=1&is_entry=0&user_id=1',
      cookie,
    );
    expect(duties.statusCode).toBe(200);
    expect(json(duties).result_code).toBe(2000);
  });
});
