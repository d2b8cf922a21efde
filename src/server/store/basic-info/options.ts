import type { AnswerOption } from '../../../engine/adapters';
import { sql } from 'kysely';
import type { Db } from '../database';

/** The option lists of 基本情報's selects, read from the masters. */
export interface BasicInfoOptions {
  assume_project: AnswerOption[];
  business_staff: AnswerOption[];
  request_course_name: AnswerOption[];
  contract_status: AnswerOption[];
  service_status: AnswerOption[];
  cancellation_reason: AnswerOption[];
  prefecture: AnswerOption[];
}

// The masters whose options are their id and name (the sales staff show account and name).
const nameMasters = {
  assume_project: 'project_masters',
  business_staff: 'business_users',
  request_course_name: 'course_masters',
  contract_status: 'contract_status_masters',
  service_status: 'service_status_masters',
  cancellation_reason: 'cancellation_reason_masters',
  prefecture: 'prefecture_masters',
} as const;

function readOptions(db: Db, name: keyof BasicInfoOptions): Promise<AnswerOption[]> {
  if (name === 'business_staff')
    return db
      .selectFrom('business_users')
      .select(['id as value', sql<string>`account_name || ' ' || user_name`.as('text')])
      .orderBy('id')
      .execute();
  return db.selectFrom(nameMasters[name]).select(['id as value', 'name as text']).orderBy('id').execute();
}

/**
 * Every option list. Unlike the customer list's filters these carry no `-1` 未設定 entry: an unset select is
 * null (the form shows its placeholder), and a save cannot store -1 as a master id.
 */
export async function basicInfoOptions(db: Db): Promise<BasicInfoOptions> {
  const lists: Partial<BasicInfoOptions> = {};
  for (const name of Object.keys(nameMasters) as (keyof BasicInfoOptions)[])
    lists[name] = await readOptions(db, name);
  return lists as BasicInfoOptions;
}

/** The text of an option value ('' for none or an unknown one). */
export function optionText(options: AnswerOption[], value: unknown): string {
  return options.find((option) => option.value === value)?.text ?? '';
}

/** True when the value is null or one of the options (a save must not store an unknown master id). */
export function isKnownOption(options: AnswerOption[], value: unknown): boolean {
  return value === null || value === undefined || options.some((option) => option.value === value);
}
