import { sql } from 'kysely';
import { dialectOf, type Db } from '../../src/server/store/database';
import { findCustomer, saveCustomer } from '../../src/server/store/customers';
import { listVersion } from '../../src/server/store/list-cache';
import { onPostgres, openTestStore } from './test-database';

// Saves asked together (store/group-commit.ts): on SQLite one transaction and one commit for all of them, each
// in a savepoint of its own; on PostgreSQL each its own transaction, as before. Either way each save is kept or
// refused as it would be alone.

let db: Db;
beforeEach(async () => {
  db = await openTestStore();
});
afterEach(() => db.destroy());

const ids = [1, 2, 3, 4];
const adminId = 1;

async function stampOf(customerId: number): Promise<string> {
  const customer = await findCustomer(db, customerId);
  if (!customer) throw new Error(`no customer ${customerId}`);
  return customer.updated_timestamp;
}

// A save that writes the customer's 時間外アナウンス text.
function announce(customerId: number, text: string) {
  return async (trx: Db) => {
    await sql`UPDATE customers SET option_overtime_announce_content = ${text}
      WHERE customer_id = ${customerId}`.execute(trx);
  };
}

async function announcementOf(customerId: number): Promise<string | null> {
  const { rows } = await sql<{ text: string | null }>`SELECT option_overtime_announce_content AS text
    FROM customers WHERE customer_id = ${customerId}`.execute(db);
  return rows[0].text;
}

it('keeps every save asked together, each with its new stamp; on SQLite in one transaction', async () => {
  const stamps = await Promise.all(ids.map(stampOf));
  const transactions = vi.spyOn(db, 'transaction');
  const outcomes = await Promise.all(
    ids.map((id, at) => saveCustomer(db, id, stamps[at], adminId, async () => undefined)),
  );
  expect(outcomes.map((outcome) => outcome.kind)).toEqual(['saved', 'saved', 'saved', 'saved']);
  const saved = outcomes.map((outcome) => (outcome.kind === 'saved' ? outcome.stamp : ''));
  expect(await Promise.all(ids.map(stampOf))).toEqual(saved);
  expect(transactions).toHaveBeenCalledTimes(dialectOf(db) === 'sqlite' ? 1 : ids.length);
});

it("moves the customer list's version with the saves: on SQLite once for a group's commit", async () => {
  const stamps = await Promise.all(ids.map(stampOf));
  const before = await listVersion(db);
  await Promise.all(ids.map((id, at) => saveCustomer(db, id, stamps[at], adminId, async () => undefined)));
  expect((await listVersion(db)) - before).toBe(dialectOf(db) === 'sqlite' ? 1 : ids.length);
  // A save alone moves it too.
  await saveCustomer(db, 1, await stampOf(1), adminId, async () => undefined);
  expect((await listVersion(db)) - before).toBe(dialectOf(db) === 'sqlite' ? 2 : ids.length + 1);
});

it('writes exactly one of the saves sent together with one stamp; the others answer stale', async () => {
  const stamp = await stampOf(2);
  const outcomes = await Promise.all(
    Array.from({ length: 5 }, () => saveCustomer(db, 2, stamp, adminId, async () => undefined)),
  );
  expect(outcomes.filter((outcome) => outcome.kind === 'saved')).toHaveLength(1);
  expect(outcomes.filter((outcome) => outcome.kind === 'stale')).toHaveLength(4);
});

it('takes back the writes of a save that fails, and only those, when it was asked beside others', async () => {
  const stamps = await Promise.all([1, 2, 3].map(stampOf));
  const [text, version] = [await announcementOf(2), await listVersion(db)];
  const failure = new Error('the save failed after writing');
  const outcomes = await Promise.allSettled([
    saveCustomer(db, 1, stamps[0], adminId, async () => undefined),
    saveCustomer(db, 2, stamps[1], adminId, async (trx) => {
      await announce(2, '書いてから失敗')(trx);
      throw failure;
    }),
    saveCustomer(db, 3, stamps[2], adminId, async () => undefined),
  ]);
  expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  expect((outcomes[1] as PromiseRejectedResult).reason).toBe(failure);
  // Its stamp and its text are as they were; the saves beside it moved theirs.
  expect(await stampOf(2)).toBe(stamps[1]);
  expect(await announcementOf(2)).toBe(text);
  expect(await stampOf(1)).not.toBe(stamps[0]);
  expect(await stampOf(3)).not.toBe(stamps[2]);
  // The list version moved for the saves that were kept (once on SQLite, where they shared the commit).
  expect((await listVersion(db)) - version).toBe(dialectOf(db) === 'sqlite' ? 1 : 2);
});

// PostgreSQL's saves run side by side, each in its own transaction: neither sees the other's uncommitted write.
it.skipIf(onPostgres())('on SQLite, lets a save see the saves before it in its group', async () => {
  const stamps = await Promise.all([1, 2].map(stampOf));
  let seen: string | null = null;
  await Promise.all([
    saveCustomer(db, 1, stamps[0], adminId, announce(1, '先の保存')),
    saveCustomer(db, 2, stamps[1], adminId, async (trx) => {
      const { rows } = await sql<{ text: string | null }>`SELECT option_overtime_announce_content AS text
        FROM customers WHERE customer_id = 1`.execute(trx);
      seen = rows[0].text;
    }),
  ]);
  expect(seen).toBe('先の保存');
  expect(await announcementOf(1)).toBe('先の保存');
});
