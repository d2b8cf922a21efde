import { hashPassword, verifyPassword } from '../../src/server/auth/password';
import { openDatabase, type Db } from '../../src/server/store/database';
import { generatedCustomers } from '../../src/server/store/generated-customers';
import { seedIfEmpty } from '../../src/server/store/seed';
import { prepareSectionStorage } from '../../src/server/store/sections/section-seed';
import { runtimeTables } from '../../src/server/store/tables';
import { loadCatalogue } from '../../src/server/catalogue';
import { sessionUser, createSession } from '../../src/server/store/sessions';
import { freshDatabase, openTestStore } from './test-database';

describe('seeding', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase(await freshDatabase('empty'));
    expect(await seedIfEmpty(db)).toBe(true);
  }, 60_000);
  afterAll(() => db.destroy());

  it('seeds once', async () => {
    expect(await seedIfEmpty(db)).toBe(false);
  });

  it('holds the four demo customers and 4500 generated ones', async () => {
    const count = await db
      .selectFrom('customers')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.min('customer_id').as('low'),
        eb.fn.max('customer_id').as('high'),
      ])
      .executeTakeFirstOrThrow();
    expect({ n: Number(count.n), low: count.low, high: count.high }).toEqual({ n: 4504, low: 1, high: 4504 });
    const entries = await db
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('is_entry', '=', 1)
      .executeTakeFirstOrThrow();
    expect(Number(entries.n)).toBeGreaterThan(20);
  });

  it('creates the tables of the declared sections and fills them from fixtures/seed/sections', async () => {
    const sections = runtimeTables(db);
    const clientsOfCustomer1 = async () =>
      Number(
        (
          await sections
            .selectFrom('customer_clients')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('customer_id', '=', 1)
            .executeTakeFirstOrThrow()
        ).n,
      );
    await prepareSectionStorage(db, loadCatalogue());
    expect(await clientsOfCustomer1()).toBe(3);
    const billing = await sections
      .selectFrom('customer_billings')
      .select('bill_to_address_city')
      .where('customer_id', '=', 1)
      .execute();
    expect(billing).toEqual([{ bill_to_address_city: '千代田区' }]);
    // Seeded once: a second start finds the tables and writes nothing again.
    await prepareSectionStorage(db, loadCatalogue());
    expect(await clientsOfCustomer1()).toBe(3);
  });

  it('holds the my page sign-in of customer 1, hashed', async () => {
    const accounts = await db
      .selectFrom('customer_accounts')
      .select(['customer_id', 'login_id', 'password_hash'])
      .execute();
    expect(accounts).toHaveLength(1);
    const [account] = accounts;
    expect(account).toMatchObject({ customer_id: 1, login_id: 'customer1' });
    expect(account.password_hash).not.toContain('Customer2026');
    expect(await verifyPassword('Customer2026', account.password_hash)).toBe(true);
  });

  it('generates the same plausible, distinct companies every time', () => {
    const customers = generatedCustomers();
    expect(generatedCustomers()).toEqual(customers);
    expect(customers.map((c) => c.customer_id)).toEqual(Array.from({ length: 4500 }, (_, i) => i + 5));
    expect(new Set(customers.map((c) => c.corporate_name)).size).toBe(4500);
    for (const c of customers) {
      expect(c.corporate_name).toMatch(/株式会社|有限会社|合同会社/);
      expect(c.corporate_name_kana).toMatch(/^[\u30A1-\u30FC]+$/);
      expect(c.tas_id === null).toBe(c.is_entry);
    }
  });

  it('stores only Argon2id hashes of the demo passwords', async () => {
    const rows = await db
      .selectFrom('users')
      .select(['account', 'password_hash'])
      .orderBy('user_id')
      .execute();
    expect(rows.map((r) => r.account)).toEqual(['admin', 'operator', 'sales']);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row.password_hash).not.toContain('2026');
    }
  });
});

describe('passwords', () => {
  it('hashes with a fresh salt and verifies', async () => {
    const one = await hashPassword('Admin2026');
    expect(await hashPassword('Admin2026')).not.toBe(one);
    expect(await verifyPassword('Admin2026', one)).toBe(true);
    expect(await verifyPassword('admin2026', one)).toBe(false);
    expect(await verifyPassword('Admin2026', null)).toBe(false);
    expect(await verifyPassword('Admin2026', 'garbage')).toBe(false);
  });
});

describe('sessions', () => {
  it('expire after their maximum age', async () => {
    const db = await openTestStore();
    try {
      const created = Date.parse('2026-01-01T00:00:00Z');
      const token = await createSession(db, 1, created);
      const limits = { maxAgeMs: 1000, idleMs: 1000 };
      expect((await sessionUser(db, token, limits, created + 1000))?.account).toBe('admin');
      expect(await sessionUser(db, token, limits, created + 1001)).toBeNull();
      // Deleted on expiry: it stays gone.
      expect(await sessionUser(db, token, { maxAgeMs: 10_000, idleMs: 10_000 }, created + 1002)).toBeNull();
      expect(await sessionUser(db, 'not-a-token', limits, created)).toBeNull();
    } finally {
      await db.destroy();
    }
  });
});
