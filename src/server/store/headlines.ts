import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import locksData from '../../../schemas/menu/headline-locks.json';
import { inTransaction, type Db } from './database';
import { seedDirectory } from './seed';
import { tokyoTimestamp } from './timestamp';
import type { HeadlineRow } from '../../sections/headline-row';

/** A headline as the list call returns it. */
export type { HeadlineRow } from '../../sections/headline-row';

/** A demo headline of `fixtures/seed/headlines.json`, placed relative to the seeding day. */
export interface SeedHeadline extends Omit<HeadlineRow, 'ID' | 'registered_timestamp'> {
  registered_days_ago: number;
  /** `HH:mm`, Asia/Tokyo. */
  registered_time: string;
}

/** Paging and order of the list. */
export interface HeadlinePage {
  page: number;
  limit: number;
  sort: HeadlineSortKey;
  desc: boolean;
}

/** The columns the list may be sorted by. */
export const headlineSortKeys = [
  'registered_timestamp',
  'headline_status',
  'title',
  'headline_type',
  'ID',
] as const;

/** One sortable column. */
export type HeadlineSortKey = (typeof headlineSortKeys)[number];

const dayMs = 24 * 60 * 60 * 1000;

// The seed's day and time are Tokyo wall-clock values; a row "today" later than now is moved to just
// before now (keeping the file's order), so that no headline arrives from the future.
function seededStamp(row: SeedHeadline, index: number, nowMs: number): string {
  const today = tokyoTimestamp(nowMs - row.registered_days_ago * dayMs).slice(0, 10);
  const ms = Date.parse(`${today}T${row.registered_time}:00+09:00`);
  return tokyoTimestamp(Math.min(ms, nowMs - (index + 1) * 60_000));
}

/** Inserts demo headlines (rows addressed to a user the database does not have are skipped). */
export async function insertHeadlines(
  db: Db,
  rows: SeedHeadline[],
  nowMs: number = Date.now(),
): Promise<void> {
  const userIds = [...new Set(rows.map((row) => row.target_user_id))];
  if (userIds.length === 0) return;
  await inTransaction(db, async (trx) => {
    const known = await trx.selectFrom('users').select('user_id').where('user_id', 'in', userIds).execute();
    const users = new Set(known.map((user) => user.user_id));
    const values = rows.flatMap((row, index) =>
      users.has(row.target_user_id)
        ? [
            {
              target_user_id: row.target_user_id,
              headline_type: row.headline_type,
              headline_status: row.headline_status,
              headline_trigger_label: row.headline_trigger_label,
              title: row.title,
              url: row.url,
              body: row.body,
              registered_timestamp: seededStamp(row, index, nowMs),
            },
          ]
        : [],
    );
    if (values.length > 0) await trx.insertInto('headlines').values(values).execute();
  });
}

/**
 * While the headline table is empty (a new database), fills it from `headlines.json` of the seed folder (call
 * it after the users are seeded; joins the caller's transaction). Answers whether it seeded.
 */
export async function seedHeadlines(db: Db, directory: string = seedDirectory): Promise<boolean> {
  const content = JSON.parse(readFileSync(join(directory, 'headlines.json'), 'utf8')) as {
    headlines: SeedHeadline[];
  };
  return inTransaction(db, async (trx) => {
    const any = await trx.selectFrom('headlines').select('ID').limit(1).executeTakeFirst();
    if (any) return false;
    await insertHeadlines(trx, content.headlines);
    return true;
  });
}

const columns = [
  'ID',
  'headline_status',
  'title',
  'url',
  'body',
  'registered_timestamp',
  'headline_trigger_label',
  'headline_type',
  'target_user_id',
] as const;

/** One page of the user's headlines and how many there are in all. */
export async function listHeadlines(
  db: Db,
  userId: number,
  { page, limit, sort, desc }: HeadlinePage,
): Promise<{ rows: HeadlineRow[]; total: number }> {
  const mine = db.selectFrom('headlines').where('target_user_id', '=', userId).where('is_deleted', '=', 0);
  const { total } = await mine.select(db.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  // Every sortable column is NOT NULL, and ID breaks ties: the order is the same on both databases.
  const direction = desc ? 'desc' : 'asc';
  const rows = await mine
    .select(columns)
    .orderBy(sort, direction)
    .orderBy('ID', direction)
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { rows, total: Number(total) };
}

/** The types of the user's (undeleted) headlines raised by this trigger; empty when there are none. */
export async function triggerTypes(db: Db, userId: number, triggerLabel: string): Promise<number[]> {
  const rows = await db
    .selectFrom('headlines')
    .select('headline_type')
    .distinct()
    .where('target_user_id', '=', userId)
    .where('headline_trigger_label', '=', triggerLabel)
    .where('is_deleted', '=', 0)
    .execute();
  return rows.map((row) => row.headline_type);
}

/** Sets the status of every headline of the trigger (the event is handled once, for everyone told of it). */
export async function setTriggerStatus(
  db: Db,
  triggerLabel: string,
  status: number,
  userId: number,
): Promise<number> {
  const result = await db
    .updateTable('headlines')
    .set({ headline_status: status, updated_timestamp: tokyoTimestamp(), updated_user_id: userId })
    .where('headline_trigger_label', '=', triggerLabel)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes (marks deleted) one of the user's headlines; false when the user has no such headline. */
export async function deleteHeadline(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable('headlines')
    .set({ is_deleted: 1, updated_timestamp: tokyoTimestamp(), updated_user_id: userId })
    .where('ID', '=', id)
    .where('target_user_id', '=', userId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// The lock table is a file of the product (schemas/menu), not database state: every instance reads the same.
const locks = new Map(locksData.locks.map((lock) => [lock.role_id, lock.types]));

/** True when the role may not change the status of this headline type (000 §6). */
export function isStatusLocked(roleId: number, headlineType: number): boolean {
  return locks.get(roleId)?.includes(headlineType) ?? false;
}
