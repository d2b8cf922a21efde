import { sql } from 'kysely';
import {
  inTransaction,
  inlinedStatement,
  isNoRowChanged,
  oneStatementOf,
  updateOneAhead,
  withCommit,
  type Db,
} from '../../src/server/store/database';
import { bumpListVersion, listVersion } from '../../src/server/store/list-cache';
import { loadCatalogue } from '../../src/server/catalogue';
import { openStore } from '../../src/server/store/open-store';
import { freshDatabase, onPostgres, openTestStore } from './test-database';

// A statement run as the last of its transaction (database.ts `withCommit`): on PostgreSQL it travels with
// the COMMIT, so the row it locks is not held while the transaction's other round trips go on; and the
// transaction's BEGIN travels with its first statement.

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

// The memo's UPDATE compiled, as `updateOneAhead` takes it.
const memoUpdate = (trx: Db, customerId: number, memo: string) =>
  trx
    .updateTable('customers')
    .set({ option_overtime_announce_content: memo })
    .where('customer_id', '=', customerId)
    .compile();

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

it('keeps the values of a statement held with parameters exactly as given', async () => {
  const memo = "O'Reilly \\ 営業部\n「至急」 $1 ＃";
  await inTransaction(db, async (trx) => {
    for (const query of [
      trx
        .updateTable('customers')
        .set({ option_overtime_announce_content: memo })
        .where('customer_id', '=', 4),
      trx.updateTable('customers').set({ tas_id: null }).where('customer_id', '=', 5),
    ]) {
      const { sql: text, parameters } = query.compile();
      await withCommit(trx, text, parameters);
    }
  });
  expect(await memoOf(4)).toBe(memo);
  const { rows } = await sql<{ tas_id: string | null }>`SELECT tas_id FROM customers
    WHERE customer_id = 5`.execute(db);
  expect(rows[0].tas_id).toBeNull();
});

it('rolls back the first statement of a transaction that fails (its BEGIN went with it)', async () => {
  const memo = await memoOf(6);
  await expect(
    inTransaction(db, async (trx) => {
      await writeMemo(trx, 6, '最初の文');
      throw new Error('最初の文のあとで失敗');
    }),
  ).rejects.toThrow('最初の文のあとで失敗');
  expect(await memoOf(6)).toBe(memo);
});

it('runs a first statement whose value has no literal, and a transaction that sends nothing', async () => {
  await inTransaction(db, async (trx) => {
    const ids = onPostgres()
      ? sql<{ id: number }>`SELECT id FROM unnest(CAST(${[7, 8]} AS integer[])) AS t(id)`
      : sql<{ id: number }>`SELECT value AS id FROM json_each(${JSON.stringify([7, 8])})`;
    expect((await ids.execute(trx)).rows.map((row) => Number(row.id))).toEqual([7, 8]);
    await writeMemo(trx, 7, '配列のあと');
  });
  expect(await memoOf(7)).toBe('配列のあと');
  await expect(inTransaction(db, async () => 'nothing sent')).resolves.toBe('nothing sent');
  await expect(
    inTransaction(db, async () => {
      throw new Error('何も送らずに失敗');
    }),
  ).rejects.toThrow('何も送らずに失敗');
  await inTransaction(db, (trx) => writeMemo(trx, 8, '次の取引'));
  expect(await memoOf(8)).toBe('次の取引');
});

it('rolls back a first statement whose value has no literal (its BEGIN sent on its own before it)', async () => {
  const memo = await memoOf(9);
  const ids = onPostgres()
    ? sql`ANY(CAST(${[9]} AS integer[]))`
    : sql`(SELECT value FROM json_each(${'[9]'}))`;
  const inList = onPostgres() ? sql`customer_id = ${ids}` : sql`customer_id IN ${ids}`;
  await expect(
    inTransaction(db, async (trx) => {
      await sql`UPDATE customers SET option_overtime_announce_content = '取り消される' WHERE ${inList}`.execute(
        trx,
      );
      throw new Error('配列の文のあとで失敗');
    }),
  ).rejects.toThrow('配列の文のあとで失敗');
  expect(await memoOf(9)).toBe(memo);
});

describe('updateOneAhead: an UPDATE of one row held for the next statement or the commit', () => {
  it('is kept with the commit and seen by the statements after it', async () => {
    const before = await listVersion(db);
    await inTransaction(db, async (trx) => {
      expect(await updateOneAhead(trx, memoUpdate(trx, 10, '先に送る'))).toBe(onPostgres() ? 'held' : 1n);
      const { rows } = await sql<{ memo: string }>`SELECT option_overtime_announce_content AS memo
        FROM customers WHERE customer_id = ${10}`.execute(trx);
      expect(rows[0].memo).toBe('先に送る');
      await withCommit(trx, bump);
    });
    expect(await memoOf(10)).toBe('先に送る');
    expect(await listVersion(db)).toBe(before + 1);
  });

  it.runIf(onPostgres())(
    'fails the commit when it changed no row, keeping nothing of the transaction',
    async () => {
      const before = await listVersion(db);
      const failure = inTransaction(db, async (trx) => {
        await updateOneAhead(trx, memoUpdate(trx, 999_999, '該当なし'));
        await withCommit(trx, bump);
      });
      await expect(failure).rejects.toSatisfy(isNoRowChanged);
      expect(await listVersion(db)).toBe(before);
      // The pool's connection is usable again: the next transaction commits.
      await inTransaction(db, (trx) => writeMemo(trx, 11, '次の取引'));
      expect(await memoOf(11)).toBe('次の取引');
    },
  );

  it.runIf(onPostgres())(
    'fails the next statement when it changed no row, with or without literals for its values',
    async () => {
      const memo = await memoOf(12);
      const read = (trx: Db) => sql`SELECT customer_id FROM customers WHERE customer_id = ${12}`.execute(trx);
      const withArray = (trx: Db) =>
        sql`SELECT id FROM unnest(CAST(${[12]} AS integer[])) AS t(id)`.execute(trx);
      for (const next of [read, withArray]) {
        const failure = inTransaction(db, async (trx) => {
          await writeMemo(trx, 12, '取り消される');
          await updateOneAhead(trx, memoUpdate(trx, 999_999, '該当なし'));
          await next(trx);
        });
        await expect(failure).rejects.toSatisfy(isNoRowChanged);
        expect(await memoOf(12)).toBe(memo);
      }
    },
  );

  it('runs at once and answers the rows it changed on SQLite, and for a value without a literal', async () => {
    const inList = onPostgres()
      ? sql`customer_id = ANY(CAST(${[13, 14]} AS integer[]))`
      : sql`customer_id IN (SELECT value FROM json_each(${'[13, 14]'}))`;
    const changed = await inTransaction(db, (trx) =>
      updateOneAhead(
        trx,
        sql`UPDATE customers SET option_overtime_announce_content = '一度に' WHERE ${inList}`.compile(trx),
      ),
    );
    expect(changed).toBe(2n);
    expect([await memoOf(13), await memoOf(14)]).toEqual(['一度に', '一度に']);
    if (!onPostgres())
      expect(
        await inTransaction(db, (trx) => updateOneAhead(trx, memoUpdate(trx, 999_999, '該当なし'))),
      ).toBe(0n);
  });
});

describe('inlinedStatement', () => {
  it('puts each value in its placeholder as the literal pg would send, $10 after $1', () => {
    const text = Array.from({ length: 10 }, (_, at) => `$${at + 1}`).join(', ');
    const values = ['a', 2, null, true, "it's", 'x\\y', 7n, undefined, '九', '十'];
    expect(inlinedStatement(`SELECT ${text}`, values)).toBe(
      "SELECT 'a', '2', NULL, 'true', 'it''s',  E'x\\\\y', '7', NULL, '九', '十'",
    );
  });

  it('leaves alone a text with quotes of its own and a value without a literal', () => {
    expect(inlinedStatement("SELECT '$1', $1", ['a'])).toBeUndefined();
    expect(inlinedStatement('SELECT $1', [[1, 2]])).toBeUndefined();
    expect(inlinedStatement('SELECT $1', [Buffer.from('a')])).toBeUndefined();
    expect(inlinedStatement('SELECT 1', [])).toBe('SELECT 1');
  });
});

describe('a transaction of held statements alone', () => {
  const heldLog = (trx: Db, customerId: number, operation: string) => {
    const { sql: text, parameters } = trx
      .insertInto('operation_logs')
      .values({
        user_id: 1,
        account: 'admin',
        customer_id: customerId,
        kind: 'API',
        page_category: '顧客詳細',
        operation,
        status_code: 200,
        registered_timestamp: '2026-12-04 10:00:00',
      })
      .compile();
    return withCommit(trx, text, parameters);
  };
  const logged = async (operation: string) =>
    (await db.selectFrom('operation_logs').select('customer_id').where('operation', '=', operation).execute())
      .length;

  it('keeps every write of it: the row held ahead, the version and the log held for the commit', async () => {
    const before = await listVersion(db);
    await inTransaction(db, async (trx) => {
      await updateOneAhead(trx, memoUpdate(trx, 20, '一文で保存'));
      await withCommit(trx, bump);
      await heldLog(trx, 20, '一文の保存');
    });
    expect(await memoOf(20)).toBe('一文で保存');
    expect(await listVersion(db)).toBe(before + 1);
    expect(await logged('一文の保存')).toBe(1);
  });

  it.runIf(onPostgres())('keeps none of them when the row held ahead is not there', async () => {
    const before = await listVersion(db);
    const failure = inTransaction(db, async (trx) => {
      await updateOneAhead(trx, memoUpdate(trx, 999_999, '該当なし'));
      await withCommit(trx, bump);
      await heldLog(trx, 999_999, '該当なしの保存');
    });
    await expect(failure).rejects.toSatisfy(isNoRowChanged);
    expect(await listVersion(db)).toBe(before);
    expect(await logged('該当なしの保存')).toBe(0);
    await inTransaction(db, (trx) => writeMemo(trx, 21, '次の取引'));
    expect(await memoOf(21)).toBe('次の取引');
  });

  it.runIf(onPostgres())(
    'runs on PostgreSQL as one prepared statement, planned once for the connection',
    async () => {
      // One connection: the statement it prepared is in its own pg_prepared_statements.
      const poolSize = process.env.TAS_DB_POOL_SIZE;
      process.env.TAS_DB_POOL_SIZE = '1';
      const single = await openStore(await freshDatabase(), loadCatalogue());
      process.env.TAS_DB_POOL_SIZE = poolSize;
      try {
        for (const customerId of [22, 23])
          await inTransaction(single, async (trx) => {
            await updateOneAhead(trx, memoUpdate(trx, customerId, '準備済みの文'));
            await withCommit(trx, bump);
          });
        const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements
          WHERE statement LIKE 'WITH tas_part_0 AS (update "customers"%'`.execute(single);
        expect(rows).toHaveLength(1);
        expect(rows[0].statement).toContain('tas_part_1 AS (UPDATE customer_list_version');
      } finally {
        await single.destroy();
      }
    },
  );

  it('keeps two writes of one row: one statement would apply one (its parts do not see each other)', async () => {
    const before = await listVersion(db);
    await inTransaction(db, async (trx) => {
      await updateOneAhead(trx, memoUpdate(trx, 24, '同じ行を二度'));
      await withCommit(trx, bump);
      await withCommit(trx, bump);
    });
    expect(await memoOf(24)).toBe('同じ行を二度');
    expect(await listVersion(db)).toBe(before + 2);
  });
});

describe('oneStatementOf', () => {
  const held = (text: string, values: unknown[] = []) => ({ text, values, inlined: text });

  it('joins the writes as WITH parts, their parameters renumbered, each held ahead counted', () => {
    const one = oneStatementOf(
      [held('update "customers" set "memo" = $1 where "customer_id" = $2', ['a', 1])],
      [
        held('update "customer_list_version" set "version" = "version" + $1 where "id" = $2', [1, 1]),
        held('insert into "operation_logs" ("operation") values ($1)', ['保存']),
      ],
    );
    expect(one?.values).toEqual(['a', 1, 1, 1, '保存']);
    expect(one?.text).toBe(
      'WITH tas_part_0 AS (update "customers" set "memo" = $1 where "customer_id" = $2 RETURNING 1), ' +
        'tas_part_1 AS (update "customer_list_version" set "version" = "version" + $3 where "id" = $4), ' +
        'tas_part_2 AS (insert into "operation_logs" ("operation") values ($5)) ' +
        "SELECT CAST('tas_no_row_changed ' || n AS integer) FROM (SELECT (SELECT count(*) FROM tas_part_0) AS n) AS counted WHERE n = 0",
    );
    expect(oneStatementOf([], [held('delete from logs where id = $1', [3])])?.text).toBe(
      'WITH tas_part_0 AS (delete from logs where id = $1) SELECT 1',
    );
  });

  it('refuses writes that could see one another, and what is not a write', () => {
    expect(oneStatementOf([held('update "a" set x = 1')], [held('UPDATE a SET y = 2')])).toBeUndefined();
    expect(oneStatementOf([], [held('insert into b select * from a')])).toBeUndefined();
    expect(oneStatementOf([], [held('update a set x = (SELECT 1)')])).toBeUndefined();
    expect(oneStatementOf([], [held('SELECT 1')])).toBeUndefined();
  });
});
