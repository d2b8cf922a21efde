import { sql } from 'kysely';
import type { Db } from './database';
import { bumpListVersion, cachedForList } from './list-cache';
import type { SeedMasters } from './seed-types';
import messages from '../../../schemas/server-messages.json';

// The option masters of the customer list (migrations/0001-baseline/others.ts creates their tables).
const simpleMasters = [
  'project_masters',
  'course_masters',
  'contract_status_masters',
  'service_status_masters',
  'sensation_media_masters',
  'prefecture_masters',
] as const;

/** Inserts the option masters of `fixtures/seed/masters.json` (call inside the seeding transaction). */
export async function insertMasters(db: Db, masters: SeedMasters): Promise<void> {
  const lists: Record<(typeof simpleMasters)[number], SeedMasters['project_masters']> = {
    project_masters: masters.project_masters,
    course_masters: masters.course_masters,
    contract_status_masters: masters.contract_status_masters,
    service_status_masters: masters.service_status_masters,
    sensation_media_masters: masters.sensation_media_masters,
    prefecture_masters: masters.prefectures,
  };
  for (const table of simpleMasters) {
    const rows = lists[table].map((row) => ({ id: row.id, name: row.name }));
    if (rows.length > 0) await db.insertInto(table).values(rows).execute();
  }
  const users = masters.business_users.map((row) => ({
    id: row.id,
    account_name: row.account_name,
    user_name: row.user_name,
  }));
  if (users.length > 0) await db.insertInto('business_users').values(users).execute();
  // The list shows master names and sorts by them.
  await bumpListVersion(db);
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

/** Reads every option list of the customer list from the masters. */
export async function listOptions(db: Db): Promise<ListOptions> {
  const simple = async (table: (typeof simpleMasters)[number]): Promise<SelectOption[]> => [
    unsetOption,
    ...(await db.selectFrom(table).select(['id as value', 'name as text']).orderBy('id').execute()),
  ];
  const businessUsers = await db
    .selectFrom('business_users')
    .select(['id as value', sql<string>`account_name || ' ' || user_name`.as('text')])
    .orderBy('id')
    .execute();
  return {
    project_options: await simple('project_masters'),
    request_course_name_options: await simple('course_masters'),
    service_status_options: await simple('service_status_masters'),
    contract_status_options: await simple('contract_status_masters'),
    sensation_media_options: await simple('sensation_media_masters'),
    business_user_name_options: [unsetOption, ...businessUsers],
  };
}

/**
 * `listOptions` as the members of a JSON object (no braces) in UTF-8, kept for the database's list version
 * (which every change of the masters raises): every list page carries them. `listVersion`: as the request
 * read it (list-cache.ts `cachedForList`).
 */
export async function listOptionsBytes(db: Db, listVersion?: number): Promise<Buffer> {
  return cachedForList(
    db,
    'options',
    async () => Buffer.from(JSON.stringify(await listOptions(db)).slice(1, -1)),
    listVersion,
  );
}
