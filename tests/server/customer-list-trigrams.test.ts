import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cappedCount,
  listTotalCap,
  orderedIds,
  pageIds,
  trigramLimits,
  type ListSearch,
} from '../../src/server/store/customer-list';
import { coveredPageAndCount, registrationSpan } from '../../src/server/store/customer-list-plans';
import { buildWhere, textsAlone, type ListCriteria } from '../../src/server/store/customer-list-filters';
import { openDatabase, type Db } from '../../src/server/store/database';
import { refreshSearchColumns } from '../../src/server/store/search-fold';
import { seedIfEmpty } from '../../src/server/store/seed';
import { freshDatabase, onPostgres } from './test-database';

// Migration 0007's trigram indexes (SQLite FTS5 tables kept by triggers, PostgreSQL pg_trgm) only narrow a
// search: every search must find exactly the customers its WHERE alone finds, in the same order, before and
// after writes that change what is indexed.

let db: Db;
beforeAll(async () => {
  db = await openDatabase(await freshDatabase());
  await seedIfEmpty(db);
}, 60_000);
afterAll(() => db.destroy());

// The customers the search's WHERE finds, read without any trigram index, by customer id.
async function reference(isEntry: boolean, criteria: ListCriteria): Promise<number[]> {
  const { rows } = await sql<{ customer_id: number }>`SELECT c.customer_id FROM customers c
    WHERE ${buildWhere(isEntry, criteria)} ORDER BY c.customer_id`.execute(db);
  return rows.map((row) => row.customer_id);
}

const search = (criteria: ListCriteria, isEntry = false): ListSearch => ({
  isEntry,
  criteria,
  sortKey: 'customer_id',
  desc: false,
});

async function expectSameAsWhere(criteria: ListCriteria, isEntry = false): Promise<number[]> {
  const expected = await reference(isEntry, criteria);
  expect(await pageIds(db, search(criteria, isEntry), 3500, 0)).toEqual(expected.slice(0, 3500));
  // The same walking the order's index (a page of 20 decides by the matches' density).
  expect(await pageIds(db, search(criteria, isEntry), 20, 20)).toEqual(expected.slice(20, 40));
  expect(await cappedCount(db, search(criteria, isEntry))).toBe(Math.min(expected.length, listTotalCap + 1));
  return expected;
}

describe('the list search through the trigram indexes', () => {
  it.each<[string, ListCriteria, boolean]>([
    ['a part of 会社名', { corporate_name: '青葉商' }, true],
    ['a part matching most customers', { corporate_name: '株式会社' }, true],
    ['a part of two characters (no trigram: the LIKE alone)', { corporate_name: '青葉' }, true],
    ['a part found nowhere', { corporate_name: '存在しない会社' }, false],
    ['a double quote and a LIKE wildcard, taken literally', { corporate_name: '"青葉%' }, false],
    ['カナ in katakana', { corporate_name_kana: 'アオバショウ' }, true],
    ['カナ in hiragana', { corporate_name_kana: 'あおばしょう' }, true],
    ['カナ in half-width katakana', { corporate_name_kana: 'ｱｵﾊﾞｼｮｳ' }, true],
    ['a phone number with hyphens', { for_answer_telephone_number: '03-5550' }, true],
    ['a phone number without hyphens', { for_answer_telephone_number: '035550' }, true],
    ['TAS ID digits', { tas_id: '00012' }, true],
    ['TAS ID with its T', { tas_id: 'T000123' }, true],
    [
      'two texts and a filter',
      { corporate_name: '青葉', corporate_name_kana: 'ショウジ', service_status_selected: '2' },
      true,
    ],
  ])('%s finds what its WHERE finds', async (_name, criteria, findsSome) => {
    const found = [...(await expectSameAsWhere(criteria)), ...(await expectSameAsWhere(criteria, true))];
    expect(found.length > 0).toBe(findsSome);
  });

  it('finds a renamed customer by its new name and no longer by its old one', async () => {
    await db
      .updateTable('customers')
      .set({ corporate_name: '株式会社ゼブラ計画', corporate_name_kana: 'カブシキガイシャゼブラケイカク' })
      .where('customer_id', '=', 10)
      .execute();
    await refreshSearchColumns(db, [10]);
    expect(await expectSameAsWhere({ corporate_name: 'ゼブラ計' })).toEqual([10]);
    expect(await expectSameAsWhere({ corporate_name_kana: 'ぜぶらけい' })).toEqual([10]);
    await db
      .updateTable('customers')
      .set({ telephone_number: '099-111-2222' })
      .where('customer_id', '=', 10)
      .execute();
    expect(await expectSameAsWhere({ for_answer_telephone_number: '0991112222' })).toEqual([10]);
  });

  it('moves a customer between the modes with its entry flag, and forgets a deleted one', async () => {
    const [entry] = await reference(true, { corporate_name: '株式会社' });
    await db
      .updateTable('customers')
      .set({ corporate_name: '合同会社モード移動' })
      .where('customer_id', '=', entry)
      .execute();
    await refreshSearchColumns(db, [entry]);
    expect(await expectSameAsWhere({ corporate_name: 'モード移動' }, true)).toEqual([entry]);
    await db
      .updateTable('customers')
      .set({ is_entry: 0, tas_id: 'T999999' })
      .where('customer_id', '=', entry)
      .execute();
    expect(await expectSameAsWhere({ corporate_name: 'モード移動' }, true)).toEqual([]);
    expect(await expectSameAsWhere({ corporate_name: 'モード移動' })).toEqual([entry]);
    expect(await expectSameAsWhere({ tas_id: '999999' })).toEqual([entry]);
    await db.deleteFrom('customers').where('customer_id', '=', entry).execute();
    expect(await expectSameAsWhere({ corporate_name: 'モード移動' })).toEqual([]);
  });
});

describe("a common text with a date range (SQLite: candidates through the range's index)", () => {
  // The seed's few thousand customers reach the paths of a million with the limits lowered: more candidates
  // than `beforeRange` are narrowed by the range, more than `candidates` make the text common; a range of more
  // entries than `dateRangeWalk` is not walked.
  it.each([
    ['the range walked', { beforeRange: 10, candidates: 10, dateRangeWalk: 150_000 }],
    [
      'the range walked, the text not yet common',
      { beforeRange: 10, candidates: 20_000, dateRangeWalk: 150_000 },
    ],
    ['the range too wide to walk, the text common', { beforeRange: 10, candidates: 10, dateRangeWalk: 5 }],
    [
      'the range too wide to walk, the candidates looked up',
      { beforeRange: 10, candidates: 20_000, dateRangeWalk: 5 },
    ],
    ['the matches too many to look up', { beforeRange: 2, candidates: 2, dateRangeWalk: 150_000 }],
  ])('%s finds what its WHERE finds', async (_name, limits) => {
    const kept = { ...trigramLimits };
    Object.assign(trigramLimits, limits);
    try {
      for (const criteria of [
        {
          corporate_name_kana: 'カブシキ',
          registered_date_start: '2019-01-01',
          registered_date_end: '2020-12-31',
        },
        { corporate_name: '株式会社', registered_date_start: '2021-04-01', service_status_selected: '2' },
        { corporate_name_kana: 'カブシキ', contract_agreement_date_end: '2020-06-30' },
      ]) {
        expect((await expectSameAsWhere(criteria)).length).toBeGreaterThan(0);
        await expectSameAsWhere(criteria, true);
      }
    } finally {
      Object.assign(trigramLimits, kept);
    }
  });
});

describe('a common text alone (SQLite: its candidates are its matches, the page walked along the order)', () => {
  // `orderedIds` reads the search by its WHERE and the list's ORDER BY alone. The seed's customers take the
  // walk once any number of matches counts as many (`lookupsBeforeWalk` 0);
  // with a walk of one entry a match, matches bunched late in the order end it early, and the page comes
  // from looking every match up, as it does with fewer matches.
  it.each([
    ['walked', { lookupsBeforeWalk: 0 }],
    ['the walk ended early', { lookupsBeforeWalk: 0, walkPerMatch: 1 }],
    ['looked up', { lookupsBeforeWalk: 1_000_000 }],
  ])('pages and counts as its WHERE does, in every order (%s)', async (_name, limits) => {
    const kept = { ...trigramLimits };
    Object.assign(trigramLimits, limits);
    try {
      for (const criteria of [{ corporate_name_kana: 'カブシキ' }, { for_answer_telephone_number: '0355' }])
        for (const sortKey of ['tas_id', 'for_answer_corporate_name', 'customer_id', 'request_course_name'])
          for (const desc of [false, true]) {
            const listed: ListSearch = { isEntry: false, criteria, sortKey, desc };
            const expected = await orderedIds(db, listed);
            expect(expected.length).toBeGreaterThan(40);
            expect(await pageIds(db, listed, 20, 0)).toEqual(expected.slice(0, 20));
            expect(await pageIds(db, listed, 20, 20)).toEqual(expected.slice(20, 40));
            expect(await pageIds(db, listed, 20, expected.length)).toEqual([]);
            expect(await cappedCount(db, listed)).toBe(Math.min(expected.length, listTotalCap + 1));
          }
    } finally {
      Object.assign(trigramLimits, kept);
    }
  });

  it('is told from a text with anything else', () => {
    expect(textsAlone({ corporate_name_kana: 'かぶしき', page: '2', sort_by_key_name: 'tas_id' })).toBe(true);
    expect(textsAlone({ corporate_name: '青葉商', tas_id: '00012', service_status_selected: '' })).toBe(true);
    expect(textsAlone({ corporate_name_kana: 'カブ' })).toBe(false);
    expect(textsAlone({ corporate_name_kana: 'カブシキ', corporate_name: '青' })).toBe(false);
    expect(textsAlone({ corporate_name_kana: 'カブシキ', service_status_selected: '2' })).toBe(false);
    expect(textsAlone({ corporate_name_kana: 'カブシキ', registered_date_end: '2020-01-01' })).toBe(false);
    expect(textsAlone({ corporate_name_kana: 'カブシキ', mail_address: 'info' })).toBe(false);
    expect(textsAlone({})).toBe(false);
  });
});

describe('a text with a registration range, by 会社名 reading (SQLite: from the covering index of migration 0008)', () => {
  const kanaInRange = {
    corporate_name_kana: 'カブシキ',
    registered_date_start: '2019-01-01',
    registered_date_end: '2020-12-31',
  };
  const byReading = (criteria: ListCriteria, desc: boolean, isEntry = false): ListSearch => ({
    isEntry,
    criteria,
    sortKey: 'for_answer_corporate_name',
    desc,
  });

  // The search's customers by reading, empty readings last both ways, read without the list's indexes.
  async function referenceByReading(criteria: ListCriteria, desc: boolean, isEntry = false) {
    const direction = sql.raw(desc ? 'DESC' : 'ASC');
    const { rows } = await sql<{ customer_id: number }>`SELECT c.customer_id FROM customers c
      WHERE ${buildWhere(isEntry, criteria)}
      ORDER BY NULLIF(c.corporate_name_kana, '') ${direction} NULLS LAST, c.corporate_name ${direction},
      c.customer_id ${direction}`.execute(db);
    return rows.map((row) => row.customer_id);
  }

  // The seed's few thousand customers take the covered path with every text counted common (no candidate is
  // worth looking up); the same searches then run through the candidates with the limits as shipped.
  it.each([
    ['every text common', { entriesPerLookup: 1_000_000 }],
    ['the limits as shipped', {}],
  ])('finds what its WHERE finds, in reading order, both ways (%s)', async (_name, limits) => {
    const kept = { ...trigramLimits };
    Object.assign(trigramLimits, limits);
    try {
      for (const criteria of [
        kanaInRange,
        { ...kanaInRange, corporate_name_kana: 'かぶしき' },
        { registered_date_start: '2020-01-01', registered_date_end: '2020-03-31' },
        { ...kanaInRange, registered_date_start: '2031-01-01', registered_date_end: '2031-12-31' },
      ])
        for (const desc of [false, true])
          for (const isEntry of [false, true]) {
            const expected = await referenceByReading(criteria, desc, isEntry);
            const search = byReading(criteria, desc, isEntry);
            expect(await pageIds(db, search, 3500, 0)).toEqual(expected.slice(0, 3500));
            expect(await pageIds(db, search, 20, 20)).toEqual(expected.slice(20, 40));
            expect(await pageIds(db, search, 20, expected.length + 100)).toEqual([]);
            expect(await cappedCount(db, search)).toBe(Math.min(expected.length, listTotalCap + 1));
          }
      expect((await referenceByReading(kanaInRange, false)).length).toBeGreaterThan(20);
    } finally {
      Object.assign(trigramLimits, kept);
    }
  });

  const readingOrder =
    "(c.corporate_name_kana = '') ASC, c.corporate_name_kana ASC, c.corporate_name ASC, c.customer_id ASC";

  it.skipIf(onPostgres())('reads the page and the count from the index alone, and only there', async () => {
    const where = buildWhere(false, kanaInRange);
    const expected = await referenceByReading(kanaInRange, false);
    expect(await coveredPageAndCount(db, where, readingOrder, { limit: 5, offset: 5 })).toEqual({
      ids: expected.slice(5, 10),
      counted: expected.length,
    });
    // A page past the end still tells the count.
    expect(await coveredPageAndCount(db, where, readingOrder, { limit: 5, offset: 100_000 })).toEqual({
      ids: [],
      counted: expected.length,
    });
    // Neither TAS ID's order nor 会社名's text is in that index: rows would be read.
    expect(await coveredPageAndCount(db, where, 'c.tas_id ASC', { limit: 5, offset: 0 })).toBeUndefined();
    const byName = buildWhere(false, { ...kanaInRange, corporate_name: '株式' });
    expect(await coveredPageAndCount(db, byName, readingOrder, { limit: 5, offset: 0 })).toBeUndefined();
  });

  it('estimates a registration range by the ids of its first and last registration', async () => {
    const range = { registered_date_start: '2019-01-01', registered_date_end: '2020-12-31' };
    const { rows } = await sql<{ customer_id: number }>`SELECT c.customer_id FROM customers c
      WHERE ${buildWhere(false, range)} ORDER BY c.registered_timestamp, c.customer_id`.execute(db);
    const [first, last] = [rows[0].customer_id, rows[rows.length - 1].customer_id];
    expect(await registrationSpan(db, false, kanaInRange)).toBe(Math.abs(last - first) + 1);
    expect(await registrationSpan(db, false, { registered_date_start: '2031-01-01' })).toBe(0);
    expect(await registrationSpan(db, false, { corporate_name_kana: 'カブシキ' })).toBeUndefined();
  });
});

describe('the list sorted by 会社名 reading', () => {
  it('orders as before the reading index: by reading, then name and id, empty readings last both ways', async () => {
    await db
      .updateTable('customers')
      .set({ corporate_name_kana: '' })
      .where('customer_id', 'in', [20, 21, 22])
      .execute();
    for (const desc of [false, true]) {
      const direction = sql.raw(desc ? 'DESC' : 'ASC');
      const { rows } = await sql<{
        customer_id: number;
      }>`SELECT c.customer_id FROM customers c WHERE c.is_entry = 0
        ORDER BY NULLIF(c.corporate_name_kana, '') ${direction} NULLS LAST, c.corporate_name ${direction},
        c.customer_id ${direction}`.execute(db);
      const ids = await pageIds(
        db,
        { isEntry: false, criteria: {}, sortKey: 'for_answer_corporate_name', desc },
        3500,
        0,
      );
      expect(ids).toEqual(rows.map((row) => row.customer_id).slice(0, 3500));
    }
  });

  it.skipIf(onPostgres())('pages from the reading index on SQLite (no sort)', async () => {
    for (const direction of ['ASC', 'DESC']) {
      const { rows } = await sql<{ detail: string }>`EXPLAIN QUERY PLAN SELECT c.customer_id FROM customers c
        WHERE c.is_entry = 0 ORDER BY (c.corporate_name_kana = '') ASC, c.corporate_name_kana ${sql.raw(direction)},
        c.corporate_name ${sql.raw(direction)}, c.customer_id ${sql.raw(direction)} LIMIT 20 OFFSET 4000`.execute(
        db,
      );
      expect(rows.map((row) => row.detail).join(' ')).not.toContain('TEMP B-TREE');
    }
  });
});
