import { tokyoWallTime } from './clock';

// Dates travel as text (`YYYY-MM-DD`, `YYYY-MM`, `HH:mm`, `YYYY-MM-DD HH:mm[:ss]`), and text of one kind
// compares correctly as strings once it is valid, so no Date objects are needed except for arithmetic.

const ymd = /^(\d{4})-(\d{2})-(\d{2})$/;
const ym = /^(\d{4})-(\d{2})$/;
const hm = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const dateTime = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?$/;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** True for a real calendar date `YYYY-MM-DD` from 0001-01-01 to 9999-12-31. */
export function isYmd(text: string): boolean {
  const match = ymd.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** True for a month `YYYY-MM` from 0001-01 to 9999-12. */
export function isYm(text: string): boolean {
  const match = ym.exec(text);
  return match !== null && Number(match[1]) >= 1 && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

/** True for a time `HH:mm` or `HH:mm:ss` on a 24-hour clock (00:00–23:59). */
export function isHm(text: string): boolean {
  return hm.test(text);
}

/**
 * A date-time as Tokyo wall time `YYYY-MM-DD HH:mm:ss`, or undefined when it is not one. Accepts a space or
 * `T`, optional seconds and fraction, and an optional offset (then converted to Tokyo time).
 */
export function tokyoDateTime(text: string): string | undefined {
  const match = dateTime.exec(text);
  if (!match || !isYmd(match[1]) || !isHm(match[2]) || Number(match[3] ?? 0) > 59) return undefined;
  const wall = `${match[1]} ${match[2]}:${match[3] ?? '00'}`;
  if (match[4] === undefined) return wall;
  const offset = match[4] === 'Z' ? 'Z' : match[4];
  return tokyoWallTime(Date.parse(`${wall.replace(' ', 'T')}${offset}`));
}

/** `YYYY-MM-DD` moved by whole days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` moved by whole years; 29 February becomes 28 February in a common year. */
export function addYears(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const target = year + years;
  const last = daysInMonth(target, month);
  return `${String(target).padStart(4, '0')}-${date.slice(5, 8)}${String(Math.min(day, last)).padStart(2, '0')}`;
}

/** Zero-pads `H:mm` to `HH:mm` so that times compare as strings. */
export function padTime(text: string): string {
  return /^\d:/.test(text) ? `0${text}` : text;
}

/** The kinds of value the cross-field date rules compare. */
export type DateKind = 'date' | 'month' | 'time' | 'dateTime';

/** The Japanese word for each kind, as the messages use it. */
export const dateKindNames: Record<DateKind, string> = {
  date: '日付',
  month: '年月',
  time: '時刻',
  dateTime: '日時',
};

/** A valid value of the kind as text that compares correctly as a string; undefined when blank or invalid. */
export function comparable(kind: DateKind, value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  switch (kind) {
    case 'date':
      return isYmd(text) ? text : undefined;
    case 'month':
      return isYm(text) ? text : undefined;
    case 'time': {
      const padded = padTime(text);
      return isHm(padded) ? padded.padEnd(8, ':00') : undefined;
    }
    case 'dateTime':
      return tokyoDateTime(text);
    default: {
      const never: never = kind;
      return never;
    }
  }
}
