import { sql } from 'kysely';
import { compiledOnce, inTransaction, type Db } from '../../src/server/store/database';
import { sessionRow } from '../../src/server/store/staff-calls';
import { openTestStore } from './test-database';

// A coalesced read (database.ts `compiledOnce(…, { coalesce: true })`): `random()` tells one execution from
// two, and the session table's count what each execution saw.
const drawQuery = (db: Db, key: number) =>
  sql<{ drawn: number; key: number }>`SELECT random() AS drawn, CAST(${key} AS INTEGER) AS key`.compile(db);
const draw = compiledOnce(drawQuery, { coalesce: true });
// The same read declared one row: calls with different arguments run as one statement.
const drawOne = compiledOnce(drawQuery, { coalesce: true, oneRow: true });
const sessionCount = compiledOnce(
  (db: Db, userId: number) =>
    db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId),
  { coalesce: true },
);
const failing = compiledOnce(
  (db: Db, key: number) =>
    sql<{ key: number }>`SELECT CAST(${key} AS INTEGER) AS key FROM no_such_table`.compile(db),
  { coalesce: true },
);

let db: Db;
beforeEach(async () => {
  db = await openTestStore();
});
afterEach(() => db.destroy());

// The statements `db` is sent from here on.
function countStatements(): { count: number } {
  const counted = { count: 0 };
  const execute = db.executeQuery.bind(db);
  vi.spyOn(db, 'executeQuery').mockImplementation((query) => {
    counted.count += 1;
    return execute(query);
  });
  return counted;
}

const drawn = async (key: number) => (await draw(db, key)).rows[0];

describe('coalesced reads', () => {
  it('run once for the calls that ask with the same arguments together, and share the rows, frozen', async () => {
    const [first, second, other] = await Promise.all([drawn(1), drawn(1), drawn(2)]);
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(other).toMatchObject({ key: 2 });
    expect(other).not.toBe(first);
  });

  it('run again for a call that asks after the last one was answered', async () => {
    const first = await drawn(1);
    const again = await drawn(1);
    expect(again).not.toBe(first);
    expect(Object.isFrozen(first)).toBe(false);
  });

  it('see a write made before they were asked', async () => {
    const countNow = async () => Number((await sessionCount(db, 1)).rows[0].count);
    const before = await countNow();
    const now = Date.now();
    await db
      .insertInto('sessions')
      .values({ token_hash: 'coalesced-read', user_id: 1, created: now, last_seen: now })
      .execute();
    const [one, two] = await Promise.all([countNow(), countNow()]);
    expect([one, two]).toEqual([before + 1, before + 1]);
  });

  it('are not shared inside a transaction: each call runs on the transaction itself', async () => {
    const rows = await inTransaction(db, async (trx) => {
      const [a, b] = await Promise.all([draw(trx, 1), draw(trx, 1)]);
      return [a.rows[0], b.rows[0]];
    });
    expect(rows[1]).not.toBe(rows[0]);
  });

  it('answer a failed execution to every call that shared it', async () => {
    const statements = countStatements();
    const calls = [failing(db, 1), failing(db, 1)];
    for (const call of calls) await expect(call).rejects.toThrow(/no_such_table/);
    expect(statements.count).toBe(1);
  });

  it('of one row each run as one statement for calls with different arguments, each call answered its own row', async () => {
    const statements = countStatements();
    const keys = [1, 2, 3, 1];
    const rows = await Promise.all(keys.map(async (key) => (await drawOne(db, key)).rows));
    expect(statements.count).toBe(1);
    expect(rows.map((each) => each.map((row) => row.key))).toEqual([[1], [2], [3], [1]]);
    expect(rows[3][0]).toBe(rows[0][0]);
    // Eight queries at most in one statement: nine different calls take two.
    const nine = Array.from({ length: 9 }, (_, index) => drawOne(db, index + 10));
    expect((await Promise.all(nine)).map(({ rows: [row] }) => row.key)).toEqual(
      Array.from({ length: 9 }, (_, index) => index + 10),
    );
    expect(statements.count).toBe(3);
  });

  it('of one row answer no row to a call whose query finds none, beside one that finds its row', async () => {
    const now = Date.now();
    await db
      .insertInto('sessions')
      .values({ token_hash: 'coalesced-session', user_id: 1, created: now, last_seen: now })
      .execute();
    const [found, missing] = await Promise.all([
      sessionRow(db, 'coalesced-session'),
      sessionRow(db, 'no-such-session'),
    ]);
    expect(found.rows).toEqual([expect.objectContaining({ user_id: 1, account: 'admin', created: now })]);
    expect(missing.rows).toEqual([]);
  });
});
