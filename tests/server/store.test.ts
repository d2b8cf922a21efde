import { hashPassword, verifyPassword } from '../../src/server/auth/password';
import { openDatabase, type Db } from '../../src/server/store/database';
import { generatedCustomers } from '../../src/server/store/generated-customers';
import { seedIfEmpty } from '../../src/server/store/seed';
import { prepareSectionStorage } from '../../src/server/store/sections/section-seed';
import { loadCatalogue } from '../../src/server/catalogue';
import { sessionUser, createSession } from '../../src/server/store/sessions';

describe('seeding', () => {
  let db: Db;
  beforeAll(() => {
    db = openDatabase(':memory:');
    expect(seedIfEmpty(db)).toBe(true);
  });
  afterAll(() => db.close());

  it('seeds once', () => {
    expect(seedIfEmpty(db)).toBe(false);
  });

  it('holds the four demo customers and 4500 generated ones', () => {
    const count = db
      .prepare('SELECT COUNT(*) AS n, MIN(customer_id) AS low, MAX(customer_id) AS high FROM customers')
      .get();
    expect(count).toEqual({ n: 4504, low: 1, high: 4504 });
    const entries = db.prepare('SELECT COUNT(*) AS n FROM customers WHERE is_entry = 1').get() as {
      n: number;
    };
    expect(entries.n).toBeGreaterThan(20);
  });

  it('creates the tables of the declared sections and fills them from fixtures/seed/sections', () => {
    prepareSectionStorage(db, loadCatalogue());
    const clients = db.prepare('SELECT COUNT(*) AS n FROM customer_clients WHERE customer_id = 1').get();
    expect(clients).toEqual({ n: 3 });
    const billing = db
      .prepare('SELECT bill_to_address_city FROM customer_billings WHERE customer_id = 1')
      .get();
    expect(billing).toEqual({ bill_to_address_city: '千代田区' });
    // Seeded once: a second start finds the tables and writes nothing again.
    prepareSectionStorage(db, loadCatalogue());
    expect(db.prepare('SELECT COUNT(*) AS n FROM customer_clients WHERE customer_id = 1').get()).toEqual({
      n: 3,
    });
  });

  it('holds the my page sign-in of customer 1, hashed', async () => {
    const account = db
      .prepare('SELECT customer_id, login_id, password_hash FROM customer_accounts')
      .get() as {
      customer_id: number;
      login_id: string;
      password_hash: string;
    };
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

  it('stores only Argon2id hashes of the demo passwords', () => {
    const rows = db.prepare('SELECT account, password_hash FROM users ORDER BY user_id').all() as {
      account: string;
      password_hash: string;
    }[];
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
  it('expire after their maximum age', () => {
    const db = openDatabase(':memory:');
    seedIfEmpty(db);
    const created = Date.parse('2026-01-01T00:00:00Z');
    const token = createSession(db, 1, created);
    const limits = { maxAgeMs: 1000, idleMs: 1000 };
    expect(sessionUser(db, token, limits, created + 1000)?.account).toBe('admin');
    expect(sessionUser(db, token, limits, created + 1001)).toBeNull();
    // Deleted on expiry: it stays gone.
    expect(sessionUser(db, token, { maxAgeMs: 10_000, idleMs: 10_000 }, created + 1002)).toBeNull();
    expect(sessionUser(db, 'not-a-token', limits, created)).toBeNull();
    db.close();
  });
});
