import { sql } from 'kysely';
import type { CatalogueEntry } from '../../src/engine/catalogue';
import type { SectionStorage } from '../../src/engine/storage';
import type { FormData, Schema } from '../../src/engine/types';
import { openDatabase, type Db } from '../../src/server/store/database';
import { ForeignDataError } from '../../src/server/store/foreign-data';
import { declaredStore } from '../../src/server/store/sections';
import { tablesOf } from '../../src/server/store/sections/declared-store';
import { seedIfEmpty } from '../../src/server/store/seed';
import { freshDatabase } from './test-database';

// A section as an analyst would declare it: a record with a nested option block, and pattern rows that each
// hold five optional items (kept as JSON), a count for the tag bar and a column written only on insert.
const schema: Schema = {
  type: 'object',
  $defs: {
    kind: {
      type: 'integer',
      oneOf: [
        { const: 1, title: '電話' },
        { const: 2, title: 'メール' },
      ],
    },
  },
  properties: {
    memo: { type: 'string', maxLength: 20 },
    kind_id: { $ref: '#/$defs/kind' },
    telephone_option: {
      type: 'object',
      properties: {
        voice_mail_flag: { type: 'boolean' },
        telephone_memo: { type: ['string', 'null'] },
      },
    },
    tested_at: { type: 'string', readOnly: true },
    patterns: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          pattern_id: { type: ['integer', 'null'] },
          index: { type: 'integer' },
          sort_number: { type: 'string' },
          kind: { type: 'integer' },
          optionals: {
            type: 'array',
            items: {
              type: 'object',
              properties: { hearing_number: { type: 'integer' }, text: { type: 'string' } },
            },
          },
          updated_timestamp: { type: 'string', readOnly: true },
          user_name: { type: 'string', readOnly: true },
          is_new: { type: 'boolean' },
          is_delete: { type: 'boolean' },
        },
      },
    },
  },
};

const storage: SectionStorage = {
  parts: [
    {
      kind: 'record',
      table: 'test_records',
      at: '',
      exclude: ['kind_name'],
      titles: { kind_name: 'kind_id' },
    },
    {
      kind: 'rows',
      table: 'test_patterns',
      at: '/patterns',
      id: 'pattern_id',
      sort: 'sort_number',
      count: 'pattern_count',
      insertOnly: ['kind'],
    },
  ],
};

const entry = {
  section: { id: 'test', title: 'テスト', permission: 'テスト', storage },
  schema,
  ui: {},
} as unknown as CatalogueEntry;

const optionals = (texts: string[]) => texts.map((text, at) => ({ hearing_number: at + 1, text }));
const change = (data: FormData, stamp: string) => ({ customerId: 1, userId: 2, isEntry: false, stamp, data });

let db: Db;
beforeEach(async () => {
  db = await openDatabase(await freshDatabase());
  await seedIfEmpty(db);
});
afterEach(() => db.destroy());

describe('declared storage', () => {
  it('creates its tables once, from the schema', async () => {
    const store = declaredStore(entry);
    expect(await store.createTables(db)).toEqual(['test_records', 'test_patterns']);
    expect(await store.createTables(db)).toEqual([]);
    const columns = [...((await tablesOf(db)).get('test_records') ?? [])];
    expect(columns).toEqual(
      expect.arrayContaining([
        'customer_id',
        'memo',
        'kind_id',
        'voice_mail_flag',
        'telephone_memo',
        'tested_at',
      ]),
    );
  });

  it('adds the columns a declaration gained to a table made before them, keeping its rows', async () => {
    await sql`CREATE TABLE test_records (customer_id INTEGER PRIMARY KEY, memo TEXT NOT NULL DEFAULT '',
      updated_timestamp TEXT NOT NULL, updated_user_id INTEGER)`.execute(db);
    await sql`INSERT INTO test_records (customer_id, memo, updated_timestamp) VALUES (1, '前から', 's0')`.execute(
      db,
    );
    const store = declaredStore(entry);
    expect(await store.createTables(db)).toEqual(['test_patterns']);
    expect([...((await tablesOf(db)).get('test_records') ?? [])]).toEqual(
      expect.arrayContaining(['memo', 'kind_id', 'voice_mail_flag', 'telephone_memo', 'tested_at']),
    );
    expect(await store.load(db, 1, { isEntry: false })).toMatchObject({
      memo: '前から',
      kind_id: null,
      telephone_option: { voice_mail_flag: false, telephone_memo: null },
    });
  });

  it('loads empty values for a customer without data, and writes the record with flattened leaves', async () => {
    const store = declaredStore(entry);
    await store.createTables(db);
    expect(await store.load(db, 1, { isEntry: false })).toEqual({
      memo: '',
      kind_id: null,
      telephone_option: { voice_mail_flag: false, telephone_memo: null },
      tested_at: '',
      kind_name: '',
      patterns: [],
    });
    await store.save(
      db,
      change(
        {
          memo: '留守電',
          kind_id: 2,
          telephone_option: { voice_mail_flag: true, telephone_memo: null },
          tested_at: 'x',
        },
        's1',
      ),
    );
    expect(await store.load(db, 1, { isEntry: false })).toMatchObject({
      memo: '留守電',
      kind_id: 2,
      kind_name: 'メール',
      telephone_option: { voice_mail_flag: true, telephone_memo: null },
      // Read-only: a save never writes it.
      tested_at: '',
    });
  });

  it('diffs rows: inserts with max + 1, keeps unchanged rows, updates changed ones, deletes marked ones', async () => {
    const store = declaredStore(entry);
    await store.createTables(db);
    const first = [
      {
        pattern_id: null,
        index: 0,
        sort_number: '',
        kind: 1,
        optionals: optionals(['氏名', '', '', '', '']),
        is_new: true,
      },
      {
        pattern_id: null,
        index: 1,
        sort_number: '',
        kind: 2,
        optionals: optionals(['', '', '', '', '']),
        is_new: true,
      },
    ];
    await store.save(db, change({ patterns: first }, 's1'));
    const loaded = (await store.load(db, 1, { isEntry: false })).patterns as FormData[];
    expect(loaded.map((row) => [row.sort_number, row.index, row.updated_timestamp, row.user_name])).toEqual([
      [1, 0, 's1', 'オペレーター 花子'],
      [2, 1, 's1', 'オペレーター 花子'],
    ]);
    expect(loaded[0].optionals).toEqual(optionals(['氏名', '', '', '', '']));
    expect(await store.counts(db, 1)).toEqual({ pattern_count: 2 });

    // The service-like column is written on insert only; an unchanged row keeps its stamp.
    const second = [
      { ...loaded[0], kind: 2, optionals: optionals(['氏名', '電話番号', '', '', '']) },
      { ...loaded[1] },
      {
        pattern_id: null,
        index: 2,
        sort_number: '',
        kind: 1,
        optionals: optionals(['', '', '', '', '']),
        is_new: true,
      },
    ];
    await store.save(db, change({ patterns: second as FormData[] }, 's2'));
    const after = (await store.load(db, 1, { isEntry: false })).patterns as FormData[];
    expect(after.map((row) => [row.sort_number, row.kind, row.updated_timestamp])).toEqual([
      [1, 1, 's2'],
      [2, 2, 's1'],
      [3, 1, 's2'],
    ]);
    expect(after[0].optionals).toEqual(optionals(['氏名', '電話番号', '', '', '']));

    // A row marked deleted goes; a row left out stays; another customer's id ends the save (the caller's
    // transaction rolls back; the pipeline answers 422).
    await store.save(db, change({ patterns: [{ ...after[1], is_delete: true }] }, 's3'));
    expect(
      ((await store.load(db, 1, { isEntry: false })).patterns as FormData[]).map((row) => row.sort_number),
    ).toEqual([1, 3]);
    for (const row of [
      { ...after[0], kind: 1, optionals: [] },
      { ...after[0], is_delete: true },
    ])
      await expect(
        store.save(db, { ...change({ patterns: [row as FormData] }, 's4'), customerId: 2 }),
      ).rejects.toThrow(ForeignDataError);
    expect((await store.load(db, 1, { isEntry: false })).patterns).toHaveLength(2);
    expect((await store.load(db, 2, { isEntry: false })).patterns).toEqual([]);
  });

  it('seeds read-only values and the rows’ own stamps', async () => {
    const store = declaredStore(entry);
    await store.createTables(db);
    await store.seed(
      db,
      change(
        {
          tested_at: '2025-11-20 15:30:12',
          patterns: [
            { sort_number: '5', kind: 1, optionals: [], updated_timestamp: '2024-01-01 00:00:00.000' },
          ],
        },
        's0',
      ),
    );
    const loaded = await store.load(db, 1, { isEntry: false });
    expect(loaded.tested_at).toBe('2025-11-20 15:30:12');
    expect((loaded.patterns as FormData[])[0]).toMatchObject({
      sort_number: 5,
      updated_timestamp: '2024-01-01 00:00:00.000',
    });
  });
});

describe('declared storage and the customer names the list searches', () => {
  const onCustomers = (properties: Schema['properties'], part: Record<string, unknown> = {}) =>
    declaredStore({
      section: {
        id: 'names',
        title: 'テスト',
        permission: 'テスト',
        storage: { parts: [{ kind: 'columns', table: 'customers', at: '', ...part }] },
      },
      schema: { type: 'object', properties },
      ui: {},
    } as unknown as CatalogueEntry);

  it('keeps the names when its parts write own tables or other columns of customers', () => {
    expect(declaredStore(entry).keepsNames).toBe(true);
    expect(onCustomers({ option_overtime_announce_content: { type: 'string' } }).keepsNames).toBe(true);
    expect(
      onCustomers({ corporate_name: { type: 'string', readOnly: true }, memo: { type: 'string' } })
        .keepsNames,
    ).toBe(true);
  });

  it('may rename when a part writes a name column of customers, under its own name or one it maps to', () => {
    expect(onCustomers({ bill_to_corporate_name_kana: { type: 'string' } }).keepsNames).toBe(false);
    expect(
      onCustomers({ reading: { type: 'string' } }, { columnNames: { reading: 'corporate_name_kana' } })
        .keepsNames,
    ).toBe(false);
  });
});

describe('declared storage and the stamp UPDATE', () => {
  // 時間外アナウンス's text on customers and a memo in a table of its own, as 請求先情報 is split.
  const split = declaredStore({
    section: {
      id: 'split',
      title: 'テスト',
      permission: 'テスト',
      storage: {
        parts: [
          {
            kind: 'columns',
            table: 'customers',
            at: '',
            fields: ['option_overtime_announce_content', 'ttnm_vdn_v7'],
          },
          {
            kind: 'record',
            table: 'test_split_memos',
            at: '',
            exclude: ['option_overtime_announce_content', 'ttnm_vdn_v7'],
          },
        ],
      },
    },
    schema: {
      type: 'object',
      properties: {
        option_overtime_announce_content: { type: 'string' },
        ttnm_vdn_v7: { type: 'string', readOnly: true },
        memo: { type: 'string' },
      },
    },
    ui: {},
  } as unknown as CatalogueEntry);
  const data = { option_overtime_announce_content: '新しい案内', ttnm_vdn_v7: '9999', memo: 'メモ' };

  it('tells the columns of customers a save sets: its parts there, without read-only ones', () => {
    expect(split.customerColumns?.(data)).toEqual({ option_overtime_announce_content: '新しい案内' });
    expect(declaredStore(entry).customerColumns?.({ memo: 'x' })).toEqual({});
  });

  it('writes only its own tables when the columns of customers are set already, all of them otherwise', async () => {
    await split.createTables(db);
    const before = await split.load(db, 1, { isEntry: false });
    await split.save(db, change(data, 's1'), true);
    expect(await split.load(db, 1, { isEntry: false })).toMatchObject({
      option_overtime_announce_content: before.option_overtime_announce_content,
      memo: 'メモ',
    });
    await split.save(db, change({ ...data, memo: '二回目' }, 's2'));
    expect(await split.load(db, 1, { isEntry: false })).toMatchObject({
      option_overtime_announce_content: '新しい案内',
      memo: '二回目',
    });
  });
});
