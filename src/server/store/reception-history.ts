import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { inTransaction, syncIdSequences, type Db } from './database';
import { unsetValue, type SelectOption } from './masters';
import { seedDirectory } from './seed';

/** One reception history as getReceptionHistory answers it (002 §3.6). */
export interface ReceptionHistoryRow {
  customer_reception_history_id: number;
  body: string;
  detail: string;
  customer_reception_status: number;
  registered_timestamp: string;
}

/** The customer's reception record: the sales info's remark and input time, the description and its time. */
export interface ReceptionRecord {
  sensation_media_remark: string;
  sensation_media_input_timestamp: string | null;
  customer_reception_description: string;
  customer_reception_description_updated_timestamp: string | null;
}

interface SeedFile {
  receptions: ({ customer_id: number } & ReceptionRecord)[];
  histories: ({ customer_id: number } & ReceptionHistoryRow)[];
}

function readSeed(directory: string): SeedFile {
  const content = JSON.parse(readFileSync(join(directory, 'reception-history.json'), 'utf8')) as SeedFile;
  if (!Array.isArray(content.receptions) || !Array.isArray(content.histories))
    throw new Error('reception-history.json: "receptions" and "histories" must be lists');
  return content;
}

/**
 * While both reception tables are empty (a new database), fills them with the demo data of
 * fixtures/seed/reception-history.json, skipping rows of customers the database lacks (call it after the
 * customers are seeded; joins the caller's transaction). Answers whether it seeded.
 */
export async function seedReceptionHistory(db: Db, directory: string = seedDirectory): Promise<boolean> {
  const { receptions, histories } = readSeed(directory);
  return inTransaction(db, async (trx) => {
    const reception = await trx
      .selectFrom('customer_receptions')
      .select('customer_id')
      .limit(1)
      .executeTakeFirst();
    const history = await trx
      .selectFrom('customer_reception_histories')
      .select('customer_reception_history_id')
      .limit(1)
      .executeTakeFirst();
    const wanted = [...new Set([...receptions, ...histories].map((row) => row.customer_id))];
    if (reception || history || wanted.length === 0) return false;
    const found = await trx
      .selectFrom('customers')
      .select('customer_id')
      .where('customer_id', 'in', wanted)
      .execute();
    const existing = new Set(found.map((row) => row.customer_id));
    const receptionRows = receptions
      .filter((r) => existing.has(r.customer_id))
      .map((r) => ({
        customer_id: r.customer_id,
        sensation_media_remark: r.sensation_media_remark,
        sensation_media_input_timestamp: r.sensation_media_input_timestamp,
        customer_reception_description: r.customer_reception_description,
        customer_reception_description_updated_timestamp: r.customer_reception_description_updated_timestamp,
      }));
    if (receptionRows.length > 0) await trx.insertInto('customer_receptions').values(receptionRows).execute();
    const historyRows = histories
      .filter((h) => existing.has(h.customer_id))
      .map((h) => ({
        customer_reception_history_id: h.customer_reception_history_id,
        customer_id: h.customer_id,
        body: h.body,
        detail: h.detail,
        customer_reception_status: h.customer_reception_status,
        registered_timestamp: h.registered_timestamp,
      }));
    if (historyRows.length > 0)
      await trx.insertInto('customer_reception_histories').values(historyRows).execute();
    // The histories came with their ids: PostgreSQL's numbering must continue past them.
    await syncIdSequences(trx);
    return true;
  });
}

const emptyRecord: ReceptionRecord = {
  sensation_media_remark: '',
  sensation_media_input_timestamp: null,
  customer_reception_description: '',
  customer_reception_description_updated_timestamp: null,
};

/** The customer's reception record (empty texts and no times when nothing was saved yet). */
export async function receptionRecord(db: Db, customerId: number): Promise<ReceptionRecord> {
  const row = await db
    .selectFrom('customer_receptions')
    .select([
      'sensation_media_remark',
      'sensation_media_input_timestamp',
      'customer_reception_description',
      'customer_reception_description_updated_timestamp',
    ])
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row ?? emptyRecord;
}

/** The sales info's customer columns: the 営業担当's name and the chosen 反響媒体 (-1 when none). */
export async function salesColumns(
  db: Db,
  customerId: number,
): Promise<{ business_user_name: string; sensation_media_master_id: number }> {
  const row = await db
    .selectFrom('customers as c')
    .leftJoin('business_users as u', 'u.id', 'c.business_user_id')
    .select([sql<string>`COALESCE(u.user_name, '')`.as('business_user_name'), 'c.sensation_media_master_id'])
    .where('c.customer_id', '=', customerId)
    .executeTakeFirst();
  return {
    business_user_name: row?.business_user_name ?? '',
    sensation_media_master_id: row?.sensation_media_master_id ?? unsetValue,
  };
}

/** The 反響媒体 masters, without 未設定 (the screen adds it). */
export async function sensationMediaOptions(db: Db): Promise<SelectOption[]> {
  return db
    .selectFrom('sensation_media_masters')
    .select(['id as value', 'name as text'])
    .orderBy('id')
    .execute();
}

/** One page of the customer's histories, newest first, with how many there are in all. */
export async function listReceptionHistories(
  db: Db,
  customerId: number,
  page: number,
  limit: number,
): Promise<{ total: number; data: ReceptionHistoryRow[] }> {
  const mine = db.selectFrom('customer_reception_histories').where('customer_id', '=', customerId);
  const { total } = await mine.select(db.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const data = await mine
    .select([
      'customer_reception_history_id',
      'body',
      'detail',
      'customer_reception_status',
      'registered_timestamp',
    ])
    .orderBy('registered_timestamp', 'desc')
    .orderBy('customer_reception_history_id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { total: Number(total), data };
}

/** Whether the history exists and is this customer's. */
export async function isCustomersHistory(db: Db, customerId: number, historyId: number): Promise<boolean> {
  const row = await db
    .selectFrom('customer_reception_histories')
    .select('customer_reception_history_id')
    .where('customer_reception_history_id', '=', historyId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Writes 反響媒体 (-1: none) with its remark and input time. Run it inside the customer's save (its trx). */
export async function writeSensation(
  db: Db,
  customerId: number,
  change: { mediaId: number; remark: string; at: string },
): Promise<void> {
  await db
    .updateTable('customers')
    .set({ sensation_media_master_id: change.mediaId === unsetValue ? null : change.mediaId })
    .where('customer_id', '=', customerId)
    .execute();
  // The customer's record may not exist yet: one upsert writes it either way.
  const record = { sensation_media_remark: change.remark, sensation_media_input_timestamp: change.at };
  await db
    .insertInto('customer_receptions')
    .values({ customer_id: customerId, ...record })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet(record))
    .execute();
}

/** Writes the reception description and its own updated time. Run it inside the customer's save (its trx). */
export async function writeDescription(
  db: Db,
  customerId: number,
  description: string,
  at: string,
): Promise<void> {
  const record = {
    customer_reception_description: description,
    customer_reception_description_updated_timestamp: at,
  };
  await db
    .insertInto('customer_receptions')
    .values({ customer_id: customerId, ...record })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet(record))
    .execute();
}

/** Writes one history's status. Run it inside the customer's save (its trx). */
export async function writeStatus(
  db: Db,
  change: { historyId: number; status: number; at: string; userId: number },
): Promise<void> {
  await db
    .updateTable('customer_reception_histories')
    .set({
      customer_reception_status: change.status,
      updated_timestamp: change.at,
      updated_user_id: change.userId,
    })
    .where('customer_reception_history_id', '=', change.historyId)
    .execute();
}
