import type { ErrorObject } from 'ajv';
import { checkKeyword, standalone } from './lib/check-keyword';
import type { RuleDoc } from './lib/rule-doc';
import { minutesOf, type TimeFields } from './lib/time-fields';
import { fieldOf, isUnset } from './lib/values';

interface Schema {
  genre: string;
  normal: string | number;
  start: TimeFields;
  end: TimeFields;
  open24h?: string;
}

/** The error `businessHours` reports, at the object of one day type. */
export type BusinessHoursError = ErrorObject<
  'businessHours',
  { reason: 'genre' | 'incomplete' | 'order' },
  Schema
>;

/** `"businessHours": { "genre", "normal", "start", "end", "open24h"? }` — one day type's business hours. */
export const rule: RuleDoc = {
  keyword: 'businessHours',
  category: 'section',
  checks: {
    ja: '営業時間（曜日区分ごと）：区分が通常（normal の値）なら開始・終了の時と分がすべて入力され、終了が開始より後。区分が終日なら時刻は見ない。区分が未選択で時刻だけ入っていれば不可。24時間営業フラグ（open24h）が true なら判定しない。start・end は [時, 分] の項目名の組、または HH:MM の項目名',
    en: 'business hours of one day type: with the normal genre, start and end hour and minute all set and the end after the start; the all-day genre ignores times; times without a genre fail; skipped when the open24h flag is true. start/end name [hour, minute] fields or one HH:MM field',
  },
  example: {
    type: 'object',
    title: '営業時間（平日）',
    properties: {
      genre: { type: ['integer', 'null'], title: '区分' },
      start_hour: { type: 'string' },
      start_minute: { type: 'string' },
      end_hour: { type: 'string' },
      end_minute: { type: 'string' },
    },
    businessHours: {
      genre: 'genre',
      normal: 1,
      start: ['start_hour', 'start_minute'],
      end: ['end_hour', 'end_minute'],
    },
  },
  messages: {
    genre: '{title}の区分を選択してください',
    incomplete: '{title}の開始時刻と終了時刻を入力してください',
    order: '{title}の終了時刻は開始時刻より後にしてください',
  },
};

/** Fails on times without a genre, incomplete normal hours, or an end not after the start. */
export const check = standalone('business-hours', (data: object, schema: Schema) => {
  if (schema.open24h !== undefined && fieldOf(data, schema.open24h) === true) return undefined;
  const genre = fieldOf(data, schema.genre);
  const start = minutesOf(data, schema.start);
  const end = minutesOf(data, schema.end);
  if (isUnset(genre)) return start === 'none' && end === 'none' ? undefined : { reason: 'genre' };
  if (String(genre) !== String(schema.normal)) return undefined;
  if (typeof start !== 'number' || typeof end !== 'number') return { reason: 'incomplete' };
  return end > start ? undefined : { reason: 'order' };
});

const time = {
  oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 }],
};

export default checkKeyword(rule, {
  type: 'object',
  metaSchema: {
    type: 'object',
    required: ['genre', 'normal', 'start', 'end'],
    properties: {
      genre: { type: 'string' },
      normal: { type: ['string', 'number'] },
      start: time,
      end: time,
      open24h: { type: 'string' },
    },
    additionalProperties: false,
  },
  check,
});
