import type { AdaptedAnswer, AdaptedRequest, AnswerOption, SectionAdapter } from '../engine/adapters';
import type { FormData, JsonValue } from '../engine/types';
import {
  businessDays,
  carriedFields,
  contractDays,
  holidayCodes,
  holidaysField,
  noHolidayCode,
  plainBlocks,
  recordFromAnswer,
  richTextFields,
  timeFields,
  type DutiesRecord,
} from './duties-content-fields';

export { answerFromRecord, payloadFields, type DutiesRecord } from './duties-content-fields';

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};
const block = (data: FormData, key: string): FormData => record(data[key]) as FormData;

// `HH:MM` → the form's hour and minute selects; a value that is no time lands in the hour, where the
// select's enum refuses it (the server then answers 422).
function splitTime(value: unknown, prefix: string): FormData {
  if (typeof value !== 'string' || value === '') return {};
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value);
  if (!match) return { [`${prefix}_hour`]: value };
  return { [`${prefix}_hour`]: match[1].padStart(2, '0'), [`${prefix}_minute`]: match[2] };
}

// The hour and minute selects → `HH:MM`, or null unless both are chosen.
function joinTime(day: FormData, prefix: string): string | null {
  const hour = day[`${prefix}_hour`];
  const minute = day[`${prefix}_minute`];
  return typeof hour === 'string' && hour !== '' && typeof minute === 'string' && minute !== ''
    ? `${hour}:${minute}`
    : null;
}

// An unset select arrives as null or -1 (未設定).
const selected = (value: JsonValue | undefined): JsonValue =>
  value === -1 || value === undefined ? null : value;

/** The form data of a payload-shaped record, with what the save sends back unchanged. */
export function fromRequest(flat: DutiesRecord): { data: FormData; extra: Record<string, JsonValue> } {
  const data: FormData = {};
  for (const [name, fields] of Object.entries(plainBlocks))
    data[name] = Object.fromEntries(fields.map((field) => [field, selected(flat[field])]));
  const contract: FormData = {};
  for (const day of contractDays)
    contract[day] = {
      ...splitTime(flat[`contract_course_${day}_start_time`], 'start'),
      ...splitTime(flat[`contract_course_${day}_end_time`], 'end'),
    };
  data.contract_course = contract;
  const hours: FormData = {};
  for (const day of businessDays)
    hours[day] = {
      genre: selected(flat[`business_hour_${day}_genre`]),
      ...splitTime(flat[`business_hour_${day}_start_time`], 'start'),
      ...splitTime(flat[`business_hour_${day}_end_time`], 'end'),
      open_24h: flat[`business_hour_${day}_24hour_open_flag`] === true,
    };
  data.business_hours = hours;
  const codes = String(flat[holidaysField] ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
  data.regular_holidays = {
    ...Object.fromEntries(
      Object.entries(holidayCodes).map(([day, code]) => [day, codes.includes(String(code))]),
    ),
    none: codes.includes(String(noHolidayCode)),
  };
  // The editor HTML as stored: the richText widget shows it sanitised and edits it.
  data.rich_texts = Object.fromEntries(richTextFields.map((field) => [field, flat[field] ?? null]));
  const extra = Object.fromEntries(carriedFields.map((field) => [field, flat[field] ?? null]));
  return { data, extra };
}

const holidayCodeTexts = new Set([...Object.values(holidayCodes), noHolidayCode].map(String));
const isHolidays = (value: JsonValue | undefined): boolean =>
  value === null ||
  (typeof value === 'number' && holidayCodeTexts.has(String(value))) ||
  (typeof value === 'string' &&
    value.split(',').every((code) => code.trim() === '' || holidayCodeTexts.has(code.trim())));

/**
 * Whether the payload's values that `fromRequest` reads into other shapes have the payload's types (§7):
 * times text or null, the 24-hour flags true or false, the holidays comma-joined codes, the carried flag
 * a boolean or null. Read otherwise, a wrong type would pass for "not set" (the server refuses it).
 */
export function isWellFormedRequest(flat: DutiesRecord): boolean {
  const times = timeFields.every((field) => flat[field] === null || typeof flat[field] === 'string');
  const flags = businessDays.every(
    (day) => typeof flat[`business_hour_${day}_24hour_open_flag`] === 'boolean',
  );
  const carried = carriedFields.every((field) => flat[field] === null || typeof flat[field] === 'boolean');
  return times && flags && carried && isHolidays(flat[holidaysField]);
}

/** The flat updateDutiesContents payload (§7) of the form: HH:MM times, holidays comma-joined or 8. */
export function toRequest(data: FormData, context: { extra: Record<string, JsonValue> }): AdaptedRequest {
  const fields: Record<string, JsonValue> = {};
  for (const [name, names] of Object.entries(plainBlocks))
    for (const field of names) fields[field] = block(data, name)[field] ?? null;
  for (const day of contractDays) {
    const times = block(block(data, 'contract_course'), day);
    fields[`contract_course_${day}_start_time`] = joinTime(times, 'start');
    fields[`contract_course_${day}_end_time`] = joinTime(times, 'end');
  }
  for (const day of businessDays) {
    const hours = block(block(data, 'business_hours'), day);
    fields[`business_hour_${day}_start_time`] = joinTime(hours, 'start');
    fields[`business_hour_${day}_end_time`] = joinTime(hours, 'end');
    fields[`business_hour_${day}_genre`] = hours.genre ?? null;
    fields[`business_hour_${day}_24hour_open_flag`] = hours.open_24h === true;
  }
  const holidays = block(data, 'regular_holidays');
  const ticked = Object.entries(holidayCodes)
    .filter(([day]) => holidays[day] === true)
    .map(([, code]) => code);
  fields[holidaysField] =
    holidays.none === true || ticked.length === 0 ? String(noHolidayCode) : ticked.join(',');
  for (const field of richTextFields) fields[field] = block(data, 'rich_texts')[field] ?? null;
  for (const field of carriedFields) fields[field] = context.extra[field] ?? null;
  return { fields, files: [] };
}

// `{ options: [{ value, text }] }` of the answer → the select's choices.
function optionsOf(value: unknown): AnswerOption[] {
  const list = record(value).options;
  return Array.isArray(list)
    ? list.map((option) => ({ value: Number(record(option).value), text: String(record(option).text) }))
    : [];
}

/** Reads `duties_contents` of a getDutiesContents (or save) answer into the form, its selects' options and the carried values. */
export function fromAnswer(body: Record<string, unknown>): AdaptedAnswer {
  const contents = record(body.duties_contents);
  const options = record(contents.business_option);
  return {
    ...fromRequest(recordFromAnswer(contents)),
    options: {
      business_type: optionsOf(contents.business_type),
      reception_staff_name: optionsOf(contents.reception_staff_name),
      off_hour_announce: optionsOf(options.off_hour_announce),
      receive_count: optionsOf(options.receive_count),
    },
  };
}

/** 業務内容: the API's `duties_contents` ↔ the section's 13 blocks, and the form → the flat §7 payload. */
export const dutiesContentAdapter: SectionAdapter = { fromAnswer, toRequest };
