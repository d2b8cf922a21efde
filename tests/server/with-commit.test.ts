import { sql } from 'kysely';
import { inTransaction, withCommit, type Db } from '../../src/server/store/database';
import { bumpListVersion, listVersion } from '../../src/server/store/list-cache';
import { onPostgres, openTestStore } from './test-database';

// A statement run as the last of its transaction (database.ts `withCommit`): on PostgreSQL it travels with
// the COMMIT, so the row it locks is not held while the transaction's other round trips go on.

let db: Db;
beforeEach(async () => {
  db = await openTestStore();
});
afterEach(() => db.destroy());

const bump = 'UPDATE customer_list_version SET version = version + 1 WHERE id = 1';

async function memoOf(customerId: number): Promise<string | null> {
  const { rows } = await sql<{ memo: string | null }>`SELECT option_overtime_announce_content AS memo
    FROM customers WHERE customer_id = ${customerId}`.execute(db);
  return rows[0].memo;
}

const writeMemo = (trx: Db, customerId: number, memo: string) =>
  sql`UPDATE customers SET option_overtime_announce_content = ${memo} WHERE customer_id = ${customerId}`.execute(
    trx,
  );

it('runs with the transaction: kept with its commit, once', async () => {
  const before = await listVersion(db);
  await inTransaction(db, async (trx) => {
    await writeMemo(trx, 1, '確定分');
    await withCommit(trx, bump);
  });
  expect(await listVersion(db)).toBe(before + 1);
  expect(await memoOf(1)).toBe('確定分');
  // The next transaction on the connection does not send it again.
  await inTransaction(db, (trx) => writeMemo(trx, 1, '次の分'));
  expect(await listVersion(db)).toBe(before + 1);
});

it('is dropped with a transaction that fails, and not sent by the next one', async () => {
  const before = await listVersion(db);
  await expect(
    inTransaction(db, async (trx) => {
      await withCommit(trx, bump);
      await writeMemo(trx, 2, '取り消される');
      throw new Error('保存の途中で失敗');
    }),
  ).rejects.toThrow('保存の途中で失敗');
  await inTransaction(db, (trx) => writeMemo(trx, 2, '後の保存'));
  expect(await listVersion(db)).toBe(before);
  expect(await memoOf(2)).toBe('後の保存');
});

it('fails the commit when it fails, keeping nothing of the transaction', async () => {
  const memo = await memoOf(3);
  await expect(
    inTransaction(db, async (trx) => {
      await writeMemo(trx, 3, '書かれない');
      await withCommit(trx, 'UPDATE no_such_table SET version = 1');
    }),
  ).rejects.toThrow(/no_such_table/);
  expect(await memoOf(3)).toBe(memo);
});

it.runIf(onPostgres())(
  'holds no lock before the commit: another connection raises the same row meanwhile',
  async () => {
    const before = await listVersion(db);
    await inTransaction(db, async (trx) => {
      await withCommit(trx, bump);
      // Run on another pooled connection: it would wait for this transaction had the row been locked.
      await bumpListVersion(db);
      expect(await listVersion(db)).toBe(before + 1);
    });
    expect(await listVersion(db)).toBe(before + 2);
  },
);
