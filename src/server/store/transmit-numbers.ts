import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inTransaction, type Db } from './database';
import { seedOnce } from './seed-once';
import { tokyoTimestamp } from './timestamp';

// The D番 pool (issue 15, /transmit_telephone_number_master; migrations/0003-transmit-number-pool.ts): the
// transfer numbers the company holds, each free or numbered to one customer. Numbers are stored as the
// numbering plan writes them (`050-5550-0101`, routes/transmit-numbers.ts converts what is typed), so the
// UNIQUE column refuses the same number typed with other hyphens too.

/** Which numbers a page of the list shows. */
export type TransmitNumberUsage = 'all' | 'free' | 'used';

/** One row of the list: the number, its remark and the customer it is numbered to (null fields while free). */
export interface TransmitNumberRow {
  id: number;
  telephone_number: string;
  remark: string;
  customer_id: number | null;
  tas_id: string | null;
  corporate_name: string | null;
  is_entry: number | null;
  registered_timestamp: string;
  updated_timestamp: string;
}

/** One page of the list, in number order, with the counts the page shows above it. */
export interface TransmitNumberPage {
  rows: TransmitNumberRow[];
  /** Rows matching the filter (the pager's total). */
  total: number;
  /** Free numbers in the whole pool: what the numbering of 受注内容 can still hand out. */
  free: number;
}

const pool = 'transmit_telephone_numbers';

/** One page of the pool, numbers ascending (each number is unique, so the order is total). */
export async function listTransmitNumbers(
  db: Db,
  usage: TransmitNumberUsage,
  paging: { page: number; limit: number },
): Promise<TransmitNumberPage> {
  const filtered = db.selectFrom(`${pool} as t`).$call((query) => {
    if (usage === 'free') return query.where('t.customer_id', 'is', null);
    if (usage === 'used') return query.where('t.customer_id', 'is not', null);
    return query;
  });
  const rows = await filtered
    .leftJoin('customers as c', 'c.customer_id', 't.customer_id')
    .select([
      't.id',
      't.telephone_number',
      't.remark',
      't.customer_id',
      'c.tas_id',
      'c.corporate_name',
      'c.is_entry',
      't.registered_timestamp',
      't.updated_timestamp',
    ])
    .orderBy('t.telephone_number')
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit)
    .execute();
  const count = await filtered.select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const free = await db
    .selectFrom(pool)
    .select(db.fn.countAll<number>().as('n'))
    .where('customer_id', 'is', null)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n), free: Number(free.n) };
}

/** What adding numbers did: all added, or none because these numbers are in the pool already. */
export type AddOutcome = { kind: 'added'; count: number } | { kind: 'taken'; numbers: string[] };

// Which of `numbers` the pool holds; the list is at most the form's maxItems long.
async function takenAmong(db: Db, numbers: string[]): Promise<string[]> {
  if (numbers.length === 0) return [];
  const rows = await db
    .selectFrom(pool)
    .select('telephone_number')
    .where('telephone_number', 'in', numbers)
    .execute();
  const taken = new Set(rows.map((row) => row.telephone_number));
  return numbers.filter((number) => taken.has(number));
}

class NumbersTaken extends Error {}

/**
 * Adds free numbers with one remark, all or none: a number the pool holds already refuses the whole
 * batch. Two users adding the same number at once: the UNIQUE column lets one insert through; the other's
 * insert does nothing, its transaction rolls back and it is told which numbers were taken.
 */
export async function addTransmitNumbers(
  db: Db,
  numbers: string[],
  remark: string,
  userId: number,
): Promise<AddOutcome> {
  try {
    return await inTransaction(db, async (trx) => {
      const taken = await takenAmong(trx, numbers);
      if (taken.length > 0) return { kind: 'taken', numbers: taken };
      const now = tokyoTimestamp();
      const rows = numbers.map((telephone_number) => ({
        telephone_number,
        remark,
        customer_id: null,
        registered_timestamp: now,
        registered_user_id: userId,
        updated_timestamp: now,
        updated_user_id: userId,
      }));
      const inserted = await trx
        .insertInto(pool)
        .values(rows)
        .onConflict((oc) => oc.column('telephone_number').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== numbers.length) throw new NumbersTaken();
      return { kind: 'added', count: numbers.length };
    });
  } catch (error) {
    if (!(error instanceof NumbersTaken)) throw error;
    return { kind: 'taken', numbers: await takenAmong(db, numbers) };
  }
}

// A claim lost to another transaction means that one took a number: retrying makes progress; this many
// losses in a row is no longer a race.
const maxClaims = 50;

/**
 * Numbers a free D番 to `customerId` and answers it, or undefined when the pool has no free number. The
 * claim is one conditional UPDATE (`… WHERE customer_id IS NULL`) checked by its row count: two numberings
 * at once (two instances on one PostgreSQL) never get the same number; the one that loses the row takes the
 * next free one. Call it inside the transaction that stores the number on the customer, so that both are
 * kept or neither. The oldest free number goes first.
 */
export async function takeUsableTransmitNumber(
  trx: Db,
  customerId: number,
  userId: number | null = null,
): Promise<string | undefined> {
  for (let attempt = 0; attempt < maxClaims; attempt += 1) {
    const free = await trx
      .selectFrom(pool)
      .select(['id', 'telephone_number'])
      .where('customer_id', 'is', null)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!free) return undefined;
    const claimed = await trx
      .updateTable(pool)
      .set({ customer_id: customerId, updated_timestamp: tokyoTimestamp(), updated_user_id: userId })
      .where('id', '=', free.id)
      .where('customer_id', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) return free.telephone_number;
  }
  throw new Error(`no D番 could be claimed for customer ${customerId} in ${maxClaims} attempts`);
}

/** The D番 numbered to a customer by 受注内容's numbering: the number and its remark. */
export interface NumberedTransmitNumber {
  telephone_number: string;
  remark: string;
}

/**
 * 受注内容's numbering (getUsableTransmitTelephoneNumberAndStore, 002 §2.2, §7): claims a free D番 for the
 * customer (takeUsableTransmitNumber), then releases every number the customer held before, so that a
 * customer holds one number and a renumbered customer gets a different one (the new number is claimed while
 * the old one is still held, so the claim cannot hand the old one back). Undefined when the pool has no free
 * number: nothing was changed then. Our choice where the spec is silent: a released number keeps its remark —
 * the remark says where the number came from (D番マスター管理 writes it when numbers are added), which stays
 * true once it is free again. Run it inside the customer save (saveGuarded), so that the claim, the release
 * and the customer's new stamp are kept together or not at all.
 */
export async function numberTransmitNumber(
  trx: Db,
  customerId: number,
  userId: number,
): Promise<NumberedTransmitNumber | undefined> {
  const telephone_number = await takeUsableTransmitNumber(trx, customerId, userId);
  if (telephone_number === undefined) return undefined;
  await trx
    .updateTable(pool)
    .set({ customer_id: null, updated_timestamp: tokyoTimestamp(), updated_user_id: userId })
    .where('customer_id', '=', customerId)
    .where('telephone_number', '<>', telephone_number)
    .execute();
  const numbered = await trx
    .selectFrom(pool)
    .select(['telephone_number', 'remark'])
    .where('telephone_number', '=', telephone_number)
    .executeTakeFirstOrThrow();
  return numbered;
}

/** `fixtures/seed/transmit-numbers.json`: runs of free numbers, each from a first number on. */
interface PoolSeed {
  free: { first: string; count: number; remark: string }[];
  inUseRemark: string;
}

/** `050-5550-0101` and 3 → `050-5550-0101`, `050-5550-0102`, `050-5550-0103` (the last group counts up). */
export function numberRun(first: string, count: number): string[] {
  const cut = first.lastIndexOf('-') + 1;
  const head = first.slice(0, cut);
  const tail = first.slice(cut);
  return Array.from(
    { length: count },
    (_, i) => `${head}${String(Number(tail) + i).padStart(tail.length, '0')}`,
  );
}

// The hand-written demo customers (1–4): those with a D番 hold it from the pool. The generated customers
// keep theirs outside it (their numbers, 050-3xxx-xxxx, are not in the pool's runs): thousands of rows the
// benchmark replaces would only make the demo pool unreadable.
const handWrittenCustomers = 4;

async function seedPool(trx: Db, directory: string): Promise<void> {
  const seed = JSON.parse(readFileSync(join(directory, 'transmit-numbers.json'), 'utf8')) as PoolSeed;
  const now = tokyoTimestamp();
  const customers = await trx
    .selectFrom('customers')
    .select(['customer_id', 'did_number'])
    .where('customer_id', '<=', handWrittenCustomers)
    .where('did_number', '<>', '')
    .orderBy('customer_id')
    .execute();
  const rows = [
    ...customers.map((customer) => ({
      telephone_number: customer.did_number,
      remark: seed.inUseRemark,
      customer_id: customer.customer_id,
    })),
    ...seed.free.flatMap((run) =>
      numberRun(run.first, run.count).map((telephone_number) => ({
        telephone_number,
        remark: run.remark,
        customer_id: null,
      })),
    ),
  ].map((row) => ({ ...row, registered_timestamp: now, updated_timestamp: now }));
  if (rows.length > 0)
    await trx
      .insertInto(pool)
      .values(rows)
      .onConflict((oc) => oc.column('telephone_number').doNothing())
      .execute();
}

/**
 * Fills the D番 pool with the demo numbers of `fixtures/seed/transmit-numbers.json` and the hand-written
 * customers' own numbers, once per database (seed-once.ts): inside the seeding transaction it joins it.
 */
export async function seedTransmitNumbers(db: Db, directory: string): Promise<void> {
  await seedOnce(db, 'transmit-numbers', (trx) => seedPool(trx, directory));
}
