import type { Db } from './database';
import { cachedForList, customersChanged } from './list-cache';
import type { SeedMasters } from './seed-types';
import { prepared } from './statements';
import messages from '../../../schemas/server-messages.json';

// The option masters live with the customer list's store rather than in `schema.ts`, which holds the
// shared tables; `ensureMasterTables` runs before seeding and when the list routes register, so an older
// database file gains them too.
const simpleMasters = [
  'project_masters',
  'course_masters',
  'contract_status_masters',
  'service_status_masters',
  'sensation_media_masters',
  'prefecture_masters',
] as const;

const masterTablesSql = `
${simpleMasters
  .map((table) => `CREATE TABLE IF NOT EXISTS ${table} (id INTEGER PRIMARY KEY, name TEXT NOT NULL);`)
  .join('\n')}
CREATE TABLE IF NOT EXISTS business_users (
  id INTEGER PRIMARY KEY,
  account_name TEXT NOT NULL,
  user_name TEXT NOT NULL
);
`;

/** Creates the option master tables when they do not exist yet. */
export function ensureMasterTables(db: Db): void {
  db.exec(masterTablesSql);
}

/** Inserts the option masters of `fixtures/seed/masters.json` (call inside the seeding transaction). */
export function insertMasters(db: Db, masters: SeedMasters): void {
  ensureMasterTables(db);
  const lists: Record<(typeof simpleMasters)[number], SeedMasters['project_masters']> = {
    project_masters: masters.project_masters,
    course_masters: masters.course_masters,
    contract_status_masters: masters.contract_status_masters,
    service_status_masters: masters.service_status_masters,
    sensation_media_masters: masters.sensation_media_masters,
    prefecture_masters: masters.prefectures,
  };
  // The list shows master names and sorts by them.
  customersChanged(db);
  for (const table of simpleMasters) {
    const insert = prepared(db, `INSERT INTO ${table} (id, name) VALUES (?, ?)`);
    for (const row of lists[table]) insert.run(row.id, row.name);
  }
  const user = prepared(db, 'INSERT INTO business_users (id, account_name, user_name) VALUES (?, ?, ?)');
  for (const row of masters.business_users) user.run(row.id, row.account_name, row.user_name);
}

/** One choice of a select: `-1` is 未設定 (000 §3). */
export interface SelectOption {
  value: number;
  text: string;
}

/** The value that stands for 未設定 in every option list and filter (000 §9). */
export const unsetValue = -1;

const unsetOption: SelectOption = { value: unsetValue, text: messages.common.unset };

/** The option lists the customer list answer carries (000 §7), each led by `-1` 未設定. */
export interface ListOptions {
  project_options: SelectOption[];
  request_course_name_options: SelectOption[];
  service_status_options: SelectOption[];
  contract_status_options: SelectOption[];
  sensation_media_options: SelectOption[];
  business_user_name_options: SelectOption[];
}

function options(db: Db, sql: string): SelectOption[] {
  return [unsetOption, ...(prepared(db, sql).all() as SelectOption[])];
}

/** Reads every option list of the customer list from the masters. */
export function listOptions(db: Db): ListOptions {
  const simple = (table: string) => options(db, `SELECT id AS value, name AS text FROM ${table} ORDER BY id`);
  return {
    project_options: simple('project_masters'),
    request_course_name_options: simple('course_masters'),
    service_status_options: simple('service_status_masters'),
    contract_status_options: simple('contract_status_masters'),
    sensation_media_options: simple('sensation_media_masters'),
    business_user_name_options: options(
      db,
      `SELECT id AS value, account_name || ' ' || user_name AS text FROM business_users ORDER BY id`,
    ),
  };
}

/**
 * `listOptions` as the members of a JSON object (no braces) in UTF-8, cached until the masters or customers
 * change: every list page carries them.
 */
export function listOptionsBytes(db: Db): Buffer {
  return cachedForList(db, 'options', () => Buffer.from(JSON.stringify(listOptions(db)).slice(1, -1)));
}
