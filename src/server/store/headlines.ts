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

const tableSql = `
CREATE TABLE IF NOT EXISTS headlines (
  ID INTEGER PRIMARY KEY AUTOINCREMENT,
  target_user_id INTEGER NOT NULL REFERENCES users(user_id),
  headline_type INTEGER NOT NULL,
  headline_status INTEGER NOT NULL DEFAULT 0,
  headline_trigger_label TEXT NOT NULL,
  title TEXT NOT NULL,
  url TEXT,
  body TEXT NOT NULL DEFAULT '',
  registered_timestamp TEXT NOT NULL,
  updated_timestamp TEXT,
  updated_user_id INTEGER REFERENCES users(user_id),
  is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS headlines_user ON headlines (target_user_id, is_deleted, registered_timestamp);
CREATE INDEX IF NOT EXISTS headlines_trigger ON headlines (headline_trigger_label);
`;

const dayMs = 24 * 60 * 60 * 1000;

// The seed's day and time are Tokyo wall-clock values; a row "today" later than now is moved to just
// before now (keeping the file's order), so that no headline arrives from the future.
function seededStamp(row: SeedHeadline, index: number, nowMs: number): string {
  const today = tokyoTimestamp(nowMs - row.registered_days_ago * dayMs).slice(0, 10);
  const ms = Date.parse(`${today}T${row.registered_time}:00+09:00`);
  return tokyoTimestamp(Math.min(ms, nowMs - (index + 1) * 60_000));
}

/** Inserts demo headlines (rows addressed to a user the database does not have are skipped). */
export function insertHeadlines(db: Db, rows: SeedHeadline[], nowMs: number = Date.now()): void {
  const insert = db.prepare(
    `INSERT INTO headlines (target_user_id, headline_type, headline_status, headline_trigger_label, title, url,
       body, registered_timestamp)
     SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM users WHERE user_id = ?)`,
  );
  inTransaction(db, () => {
    rows.forEach((row, index) =>
      insert.run(
        row.target_user_id,
        row.headline_type,
        row.headline_status,
        row.headline_trigger_label,
        row.title,
        row.url,
        row.body,
        seededStamp(row, index, nowMs),
        row.target_user_id,
      ),
    );
  });
}

/** Creates the headline table; when it is new, fills it from `headlines.json` of the seed folder. */
export function initHeadlines(db: Db, directory: string = seedDirectory): void {
  const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'headlines'").get();
  db.exec(tableSql);
  if (exists) return;
  const content = JSON.parse(readFileSync(join(directory, 'headlines.json'), 'utf8')) as {
    headlines: SeedHeadline[];
  };
  insertHeadlines(db, content.headlines);
}

const columns =
  'ID, headline_status, title, url, body, registered_timestamp, headline_trigger_label, headline_type, target_user_id';

/** One page of the user's headlines and how many there are in all. */
export function listHeadlines(
  db: Db,
  userId: number,
  { page, limit, sort, desc }: HeadlinePage,
): { rows: HeadlineRow[]; total: number } {
  const where = 'WHERE target_user_id = ? AND is_deleted = 0';
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM headlines ${where}`).get(userId) as {
    total: number;
  };
  // `sort` is one of headlineSortKeys (checked by the caller's type), so it is safe in the SQL text.
  const direction = desc ? 'DESC' : 'ASC';
  const rows = db
    .prepare(
      `SELECT ${columns} FROM headlines ${where} ORDER BY ${sort} ${direction}, ID ${direction} LIMIT ? OFFSET ?`,
    )
    .all(userId, limit, (page - 1) * limit) as HeadlineRow[];
  return { rows, total };
}

/** The types of the user's (undeleted) headlines raised by this trigger; empty when there are none. */
export function triggerTypes(db: Db, userId: number, triggerLabel: string): number[] {
  const rows = db
    .prepare(
      `SELECT DISTINCT headline_type FROM headlines
       WHERE target_user_id = ? AND headline_trigger_label = ? AND is_deleted = 0`,
    )
    .all(userId, triggerLabel) as { headline_type: number }[];
  return rows.map((row) => row.headline_type);
}

/** Sets the status of every headline of the trigger (the event is handled once, for everyone told of it). */
export function setTriggerStatus(db: Db, triggerLabel: string, status: number, userId: number): number {
  return db
    .prepare(
      `UPDATE headlines SET headline_status = ?, updated_timestamp = ?, updated_user_id = ?
       WHERE headline_trigger_label = ? AND is_deleted = 0`,
    )
    .run(status, tokyoTimestamp(), userId, triggerLabel).changes;
}

/** Deletes (marks deleted) one of the user's headlines; false when the user has no such headline. */
export function deleteHeadline(db: Db, userId: number, id: number): boolean {
  const result = db
    .prepare(
      `UPDATE headlines SET is_deleted = 1, updated_timestamp = ?, updated_user_id = ?
       WHERE ID = ? AND target_user_id = ? AND is_deleted = 0`,
    )
    .run(tokyoTimestamp(), userId, id, userId);
  return result.changes > 0;
}

const locks = new Map(locksData.locks.map((lock) => [lock.role_id, lock.types]));

/** True when the role may not change the status of this headline type (000 §6). */
export function isStatusLocked(roleId: number, headlineType: number): boolean {
  return locks.get(roleId)?.includes(headlineType) ?? false;
}
