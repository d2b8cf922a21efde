import { isHm, padTime } from './dates';
import { fieldOf, isUnset, numberOf, textOf } from './values';

/** Where a time of day lives in a form: one `HH:MM` field, or an [hour, minute] pair of fields. */
export type TimeFields = string | [string, string];

/** Minutes since midnight, 'none' when nothing is set, 'partial' when only some of it is. */
export function minutesOf(data: object, time: TimeFields): number | 'none' | 'partial' {
  const parts = typeof time === 'string' ? [fieldOf(data, time)] : time.map((field) => fieldOf(data, field));
  const set = parts.filter((part) => !isUnset(part));
  if (set.length === 0) return 'none';
  if (set.length < parts.length) return 'partial';
  if (typeof time === 'string') {
    const text = padTime(textOf(parts[0]));
    return isHm(text) ? Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5)) : 'partial';
  }
  const [hour, minute] = parts.map(numberOf);
  return hour === undefined || minute === undefined ? 'partial' : hour * 60 + minute;
}
