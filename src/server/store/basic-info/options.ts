import type { AnswerOption } from '../../../engine/adapters';
import type { Db } from '../database';
import { ensureMasterTables } from '../masters';
import { prepared } from '../statements';

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

const sources: Record<keyof BasicInfoOptions, string> = {
  assume_project: 'SELECT id AS value, name AS text FROM project_masters ORDER BY id',
  business_staff: `SELECT id AS value, account_name || ' ' || user_name AS text FROM business_users ORDER BY id`,
  request_course_name: 'SELECT id AS value, name AS text FROM course_masters ORDER BY id',
  contract_status: 'SELECT id AS value, name AS text FROM contract_status_masters ORDER BY id',
  service_status: 'SELECT id AS value, name AS text FROM service_status_masters ORDER BY id',
  cancellation_reason: 'SELECT id AS value, name AS text FROM cancellation_reason_masters ORDER BY id',
  prefecture: 'SELECT id AS value, name AS text FROM prefecture_masters ORDER BY id',
};

const mastersReady = new WeakSet<Db>();

/**
 * Every option list. Unlike the customer list's filters these carry no `-1` 未設定 entry: an unset select is
 * null (the form shows its placeholder), and a save cannot store -1 as a master id.
 */
export function basicInfoOptions(db: Db): BasicInfoOptions {
  if (!mastersReady.has(db)) {
    ensureMasterTables(db);
    mastersReady.add(db);
  }
  const read = (sql: string) => prepared(db, sql).all() as AnswerOption[];
  const names = Object.keys(sources) as (keyof BasicInfoOptions)[];
  return Object.fromEntries(names.map((name) => [name, read(sources[name])])) as Record<
    keyof BasicInfoOptions,
    AnswerOption[]
  >;
}

/** The text of an option value ('' for none or an unknown one). */
export function optionText(options: AnswerOption[], value: unknown): string {
  return options.find((option) => option.value === value)?.text ?? '';
}

/** True when the value is null or one of the options (a save must not store an unknown master id). */
export function isKnownOption(options: AnswerOption[], value: unknown): boolean {
  return value === null || value === undefined || options.some((option) => option.value === value);
}
