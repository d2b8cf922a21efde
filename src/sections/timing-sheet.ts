import type { AdaptedAnswer, AdaptedRequest, SectionAdapter, ServerSectionAdapter } from '../engine/adapters';
import type { FormData, JsonValue } from '../engine/types';

const slots = [1, 2, 3, 4, 5];
const timeField = (slot: number) => `timing_time_specifying_call_option_time_${slot}`;
const optionBlocks = ['telephone_option', 'mail_option', 'end_option', 'target_time_option'];

type Loose = Record<string, JsonValue>;
const record = (value: unknown): Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};
const text = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');

/** `hh:mm` of an hour and a minute select, or null when either is unset (001 §3). */
export function joinTime(hour: JsonValue | undefined, minute: JsonValue | undefined): string | null {
  return text(hour) !== '' && text(minute) !== '' ? `${text(hour)}:${text(minute)}` : null;
}

/** The hour and minute of an `hh:mm` time ('' for each when there is none). */
export function splitTime(time: JsonValue | undefined): { hour: string; minute: string } {
  const match = /^(\d{2}):(\d{2})/.exec(text(time));
  return match ? { hour: match[1], minute: match[2] } : { hour: '', minute: '' };
}

// The time-specified call block of the form ↔ the API's five `hh:mm` times and the memo.
function timesToApi(block: Loose): Loose {
  const out: Loose = {
    timing_time_specifying_call_option_memo: block.timing_time_specifying_call_option_memo ?? '',
  };
  for (const slot of slots)
    out[timeField(slot)] = joinTime(block[`${timeField(slot)}_hour`], block[`${timeField(slot)}_minute`]);
  return out;
}

function timesToForm(block: Loose): Loose {
  const out: Loose = {
    timing_time_specifying_call_option_memo: block.timing_time_specifying_call_option_memo ?? '',
  };
  for (const slot of slots) {
    const { hour, minute } = splitTime(block[timeField(slot)]);
    out[`${timeField(slot)}_hour`] = hour;
    out[`${timeField(slot)}_minute`] = minute;
  }
  return out;
}

/** The form of an answer's `timing_sheet` (or of the fields a save sent, grouped as the answer groups them). */
function formOf(sheet: Loose, rows: JsonValue | undefined): FormData {
  return {
    ...sheet,
    timing_table_items: Array.isArray(rows) ? rows : [],
    target_time_option: timesToForm(record(sheet.target_time_option)),
  };
}

/** The answer's `timing_sheet` of the form: the option blocks as they are, the times as `hh:mm`. */
function answerOf(data: FormData): Loose {
  return { ...data, target_time_option: timesToApi(record(data.target_time_option)) };
}

/** updateTimingSheet's fields (001 §7): the options flat in customer_part_timing_sheet, the rows beside. */
function toRequest(data: FormData): AdaptedRequest {
  const part: Loose = { timing_memo: data.timing_memo ?? '' };
  for (const block of optionBlocks) {
    const value = record(data[block]);
    Object.assign(part, block === 'target_time_option' ? timesToApi(value) : value);
  }
  const rows = Array.isArray(data.timing_table_items) ? data.timing_table_items : [];
  return { fields: { customer_part_timing_sheet: part, customer_timing_sheets: rows }, files: [] };
}

/**
 * The form of an updateTimingSheet body: each flat option back into its block (by the answer's grouping).
 * Undefined when the options are no object, the rows no list or a time no hh:mm: none is read as "not set".
 */
function fromRequest(body: Record<string, JsonValue>): FormData | undefined {
  const sent = body.customer_part_timing_sheet;
  if (typeof sent !== 'object' || sent === null || Array.isArray(sent)) return undefined;
  if (!Array.isArray(body.customer_timing_sheets)) return undefined;
  // A time is hh:mm or none; anything else would read as none.
  const times = slots.map((slot) => sent[timeField(slot)]);
  if (times.some((time) => time !== null && time !== undefined && time !== '' && splitTime(time).hour === ''))
    return undefined;
  const part = record(sent);
  const blockOf = (prefix: string) =>
    Object.fromEntries(Object.entries(part).filter(([key]) => key.startsWith(prefix)));
  const sheet: Loose = {
    timing_memo: part.timing_memo ?? '',
    telephone_option: blockOf('timing_telephone_option_'),
    mail_option: blockOf('timing_mail_option_'),
    end_option: blockOf('timing_end_option_'),
    target_time_option: blockOf('timing_time_specifying_call_option_'),
  };
  return formOf(sheet, body.customer_timing_sheets);
}

/** タイミングシート, browser half: `timing_sheet` ↔ the form, the form → updateTimingSheet's fields. */
export const timingSheetAdapter: SectionAdapter = {
  fromAnswer: (body): AdaptedAnswer => {
    const sheet = record(body.timing_sheet);
    return { data: formOf(sheet, sheet.timing_table_items) };
  },
  toRequest,
};

/** タイミングシート, server half: the save's body → the form, the stored form → `timing_sheet`. */
export const timingSheetServerAdapter: ServerSectionAdapter = {
  fromRequest,
  toAnswer: (data) => ({ timing_sheet: answerOf(data) }),
};
