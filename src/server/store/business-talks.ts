import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BusinessTalkRow } from '../../sections/business-talk-row';
import { sql, type Expression, type SqlBool } from 'kysely';
import { inTransaction, syncIdSequences, type Db } from './database';
import { seedDirectory } from './seed';

/** An inquiry (反響) as `fixtures/seed/business-talks.json` writes it; `customer_id` is the linked customer. */
export interface SeedBusinessTalk {
  business_talk_history_id: number;
  business_talk_customer_number: string;
  corporate_name: string;
  name: string;
  name_kana: string;
  mail_address: string;
  customer_id: number | null;
  registered_timestamp: string;
}

/** The link an inquiry gives a customer: its id (for 紐付いている反響へ移動) and its display number. */
export interface BusinessTalkLink {
  business_talk_history_id: number;
  business_talk_customer_number: string;
}

function readSeed(directory: string): SeedBusinessTalk[] {
  const content = JSON.parse(readFileSync(join(directory, 'business-talks.json'), 'utf8')) as {
    business_talks?: unknown;
  };
  if (!Array.isArray(content.business_talks)) {
    throw new Error('business-talks.json: "business_talks" is not a list');
  }
  return content.business_talks as SeedBusinessTalk[];
}

/**
 * While the inquiry table is empty (a new database), fills it with the demo inquiries (call it after the
 * customers are seeded; joins the caller's transaction). Every inquiry is kept; a link to a customer the
 * database lacks is dropped (the inquiry stays unlinked) so a smaller test database still seeds. Answers
 * whether it seeded.
 */
export async function seedBusinessTalks(db: Db, directory: string = seedDirectory): Promise<boolean> {
  const talks = readSeed(directory);
  return inTransaction(db, async (trx) => {
    const any = await trx
      .selectFrom('business_talk_histories')
      .select('business_talk_history_id')
      .limit(1)
      .executeTakeFirst();
    if (any || talks.length === 0) return false;
    const wanted = [...new Set(talks.flatMap((t) => (t.customer_id === null ? [] : [t.customer_id])))];
    const found =
      wanted.length === 0
        ? []
        : await trx
            .selectFrom('customers')
            .select('customer_id')
            .where('customer_id', 'in', wanted)
            .execute();
    const existing = new Set(found.map((row) => row.customer_id));
    await trx
      .insertInto('business_talk_histories')
      .values(
        talks.map((t) => ({
          business_talk_history_id: t.business_talk_history_id,
          business_talk_customer_number: t.business_talk_customer_number,
          corporate_name: t.corporate_name,
          name: t.name,
          name_kana: t.name_kana,
          mail_address: t.mail_address,
          customer_id: t.customer_id !== null && existing.has(t.customer_id) ? t.customer_id : null,
          registered_timestamp: t.registered_timestamp,
        })),
      )
      .execute();
    // The inquiries came with their ids: PostgreSQL's numbering must continue past them.
    await syncIdSequences(trx);
    return true;
  });
}

/** The inquiry linked to this customer, or undefined when none is. */
export async function linkedBusinessTalk(db: Db, customerId: number): Promise<BusinessTalkLink | undefined> {
  return db
    .selectFrom('business_talk_histories')
    .select(['business_talk_history_id', 'business_talk_customer_number'])
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

/** The order keys the list accepts (000 §9: display_business_talk_customer_number ascending by default). */
export const businessTalkSortKeys = {
  display_business_talk_customer_number: 'b.business_talk_customer_number',
  corporate_name: 'b.corporate_name',
  name: 'b.name_kana',
  mail_address: 'b.mail_address',
  display_relation_customer: 'display_relation_customer',
  registered_timestamp: 'b.registered_timestamp',
} as const;

/** A key of {@link businessTalkSortKeys}. */
export type BusinessTalkSortKey = keyof typeof businessTalkSortKeys;

/** One page of the inquiry list as seen from one customer's page. */
export interface BusinessTalkSearch {
  /** The customer whose page is open: decides is_relation and is_other_used. */
  customerId: number;
  /** Part of the display number (顧客番号), '' for any. */
  number: string;
  /** Part of the company name (会社名), '' for any. */
  corporateName: string;
  sortKey: BusinessTalkSortKey;
  desc: boolean;
  page: number;
  limit: number;
}

interface ListedRow extends Omit<BusinessTalkRow, 'is_relation' | 'is_other_used' | 'is_selected'> {
  customer_id: number | null;
}

// Partial matches by replace, not LIKE: a typed % or _ is then just a character, and both databases read it
// alike (SQLite's LIKE folds case, PostgreSQL's does not). The text contains the part when removing it
// changes the text. The typed number is cast: PostgreSQL cannot tell which upper() an untyped parameter
// means.
function contains(column: Expression<string>, part: Expression<string> | string): Expression<SqlBool> {
  return sql<SqlBool>`replace(${column}, ${part}, '') <> ${column}`;
}

/** One page of inquiries matching the search, with the number that match in all. */
export async function listBusinessTalks(
  db: Db,
  search: BusinessTalkSearch,
): Promise<{ total: number; data: BusinessTalkRow[] }> {
  let matching = db
    .selectFrom('business_talk_histories as b')
    .leftJoin('customers as c', 'c.customer_id', 'b.customer_id');
  // The number ignores case, so `bt-0001` finds BT-000101.
  if (search.number !== '')
    matching = matching.where(
      contains(
        sql<string>`upper(b.business_talk_customer_number)`,
        sql<string>`upper(CAST(${search.number} AS TEXT))`,
      ),
    );
  if (search.corporateName !== '')
    matching = matching.where(contains(sql.ref('b.corporate_name'), search.corporateName));
  const { total } = await matching.select(db.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const direction = search.desc ? 'desc' : 'asc';
  // Every sort column is NOT NULL (the relation's CASE too), and the id breaks ties.
  const rows: ListedRow[] = await matching
    .select([
      'b.business_talk_history_id',
      'b.business_talk_customer_number as display_business_talk_customer_number',
      'b.corporate_name',
      'b.name',
      'b.name_kana',
      'b.mail_address',
      'b.customer_id',
      sql<string>`CASE WHEN c.customer_id IS NULL THEN ''
        WHEN c.tas_id IS NULL OR c.tas_id = '' THEN c.corporate_name
        ELSE c.tas_id || '：' || c.corporate_name END`.as('display_relation_customer'),
    ])
    .orderBy(sql.ref(businessTalkSortKeys[search.sortKey]), direction)
    .orderBy('b.business_talk_history_id', direction)
    .limit(search.limit)
    .offset((search.page - 1) * search.limit)
    .execute();
  const data = rows.map(({ customer_id, ...row }) => ({
    ...row,
    is_relation: customer_id === search.customerId,
    is_other_used: customer_id !== null && customer_id !== search.customerId,
    is_selected: false,
  }));
  return { total: Number(total), data };
}

/** The inquiry with this id, or undefined. */
export async function findBusinessTalk(
  db: Db,
  businessTalkHistoryId: number,
): Promise<BusinessTalkLink | undefined> {
  return db
    .selectFrom('business_talk_histories')
    .select(['business_talk_history_id', 'business_talk_customer_number'])
    .where('business_talk_history_id', '=', businessTalkHistoryId)
    .executeTakeFirst();
}

/**
 * Links the inquiry to the customer: the customer's earlier inquiry is let go, and the inquiry leaves
 * any other customer it was linked to (the overwrite the screen confirmed). Run it inside the
 * customer's save (on its transaction), so that it is written only with a fresh stamp.
 */
export async function linkBusinessTalk(
  db: Db,
  customerId: number,
  businessTalkHistoryId: number,
): Promise<void> {
  await unlinkBusinessTalk(db, customerId);
  await db
    .updateTable('business_talk_histories')
    .set({ customer_id: customerId })
    .where('business_talk_history_id', '=', businessTalkHistoryId)
    .execute();
}

/** Lets go of the customer's inquiry, if any. Run it inside the customer's save (on its transaction). */
export async function unlinkBusinessTalk(db: Db, customerId: number): Promise<void> {
  await db
    .updateTable('business_talk_histories')
    .set({ customer_id: null })
    .where('customer_id', '=', customerId)
    .execute();
}
