import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { backupDatabase, backupDatabaseAt } from '../../src/server/store/backup';
import { openDatabase, sqliteHandleOf, type Db } from '../../src/server/store/database';
import { get, login, newApp, post, stampOf } from './helpers';
import { onPostgres } from './test-database';

// `npm run backup` (issue 14): an online copy of the live SQLite database, taken while the server saves.
// PostgreSQL is backed up with pg_dump: the script says so.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

async function saveBillingName(app: FastifyInstance, cookie: string, name: string) {
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

const billingName = async (db: Db) =>
  (
    await db
      .selectFrom('customers')
      .select('bill_to_corporate_name')
      .where('customer_id', '=', 1)
      .executeTakeFirstOrThrow()
  ).bill_to_corporate_name;

const customerCount = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('customers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

// The backup itself works on a SQLite file: PostgreSQL has no such file.
describe.skipIf(onPostgres())('backupDatabaseAt (SQLite)', () => {
  let directory: string;
  let source: string;
  let app: FastifyInstance;
  beforeEach(async () => {
    directory = mkdtempSync(join(tmpdir(), 'tas-backup-'));
    source = join(directory, 'tas.sqlite');
    app = await buildApp({ database: source, rateLimit: false });
  });
  afterEach(async () => {
    await app.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('copies the live database with what was saved, while the server goes on saving', async () => {
    const cookie = await login(app, 'admin');
    await saveBillingName(app, cookie, '株式会社バックアップ前');
    const copyPath = join(directory, 'copy.sqlite');
    const [result] = await Promise.all([
      backupDatabaseAt(source, copyPath),
      saveBillingName(app, cookie, '株式会社バックアップ中'),
    ]);
    expect(result.totalPages).toBeGreaterThan(0);
    const copy = await openDatabase(copyPath);
    try {
      // A consistent snapshot: either side of the concurrent save, never half of it.
      expect(['株式会社バックアップ前', '株式会社バックアップ中']).toContain(await billingName(copy));
      expect(sqliteHandleOf(copy)?.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(await customerCount(copy)).toBe(await customerCount(app.db));
    } finally {
      await copy.destroy();
    }
    expect(await billingName(app.db)).toBe('株式会社バックアップ中');
  });

  it('copies through the connection it is given too (the server’s own)', async () => {
    const copyPath = join(directory, 'copy.sqlite');
    const result = await backupDatabase(app.db, copyPath);
    expect(result).toMatchObject({ destination: copyPath, totalPages: expect.any(Number) });
    const copy = await openDatabase(copyPath);
    try {
      expect(await customerCount(copy)).toBe(await customerCount(app.db));
    } finally {
      await copy.destroy();
    }
  });

  it('refuses to overwrite a file or to copy a database that is not there', async () => {
    const copy = join(directory, 'copy.sqlite');
    await backupDatabaseAt(source, copy);
    await expect(backupDatabaseAt(source, copy)).rejects.toThrow('exists already');
    await expect(
      backupDatabaseAt(join(directory, 'none.sqlite'), join(directory, 'x.sqlite')),
    ).rejects.toThrow('no database');
  });
});

describe('backing up PostgreSQL', () => {
  const pgDump = 'PostgreSQL: pg_dump --format=custom "$DATABASE_URL" > tas.dump';

  it('npm run backup refuses a postgres:// DATABASE_URL, naming pg_dump, without connecting', async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], {
      cwd: repoRoot,
      // Nothing listens there: the script must refuse before it would connect.
      env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:9/tas', TAS_DATABASE: '' },
    });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(pgDump) });
  }, 30_000);

  it.skipIf(!onPostgres())(
    'backupDatabase refuses the server’s PostgreSQL connection, naming pg_dump',
    async () => {
      const app = await newApp();
      try {
        await expect(backupDatabase(app.db, join(tmpdir(), 'never-written.sqlite'))).rejects.toThrow(pgDump);
      } finally {
        await app.close();
      }
    },
  );
});
