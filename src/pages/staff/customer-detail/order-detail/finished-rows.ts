import type { Row } from '../../../../engine/rows';
import { tokyoDay } from '../../../../engine/tokyo-day';

// 002 §4: by default a table shows the rows whose end month (従量: 計上年月) is not before this month; rows
// without an end, new rows and rows whose end was edited always show; the toggle shows every row.

/** This month in Japan as `YYYY-MM`. */
export function tokyoMonth(now: Date = new Date()): string {
  return tokyoDay(now).slice(0, 7);
}

/** The month after `YYYY-MM` (a new basic row's start, 002 §4). */
export function nextMonth(month: string): string {
  const [year, value] = month.split('-').map(Number);
  return value === 12 ? `${year + 1}-01` : `${year}-${String(value + 1).padStart(2, '0')}`;
}

/**
 * The start month of a new basic row (002 §4): the service-start month in entry mode (an application's
 * items start with the service), otherwise next month; next month too while the entry has no start date.
 */
export function newRowStartMonth(isEntry: boolean, serviceStart: unknown, month: string): string {
  const start = typeof serviceStart === 'string' ? serviceStart.slice(0, 7) : '';
  return isEntry && /^\d{4}-\d{2}$/.test(start) ? start : nextMonth(month);
}

/** Whether a row is finished: its end month (`YYYY-MM`, or a day of it) lies before `month`. */
export function isFinished(row: Row, endKey: string, month: string): boolean {
  const end = typeof row[endKey] === 'string' ? row[endKey].slice(0, 7) : '';
  return end !== '' && end < month;
}

/** The default filter of 002 §4 for `month`: unfinished rows, new rows and rows whose end was edited. */
export function shownByDefault(endKey: string, month: string): (row: Row) => boolean {
  return (row) => row.is_new === true || row.is_change_end_date === true || !isFinished(row, endKey, month);
}

/** The spot-course total (002 §3.1): unit price × the number of comma-separated dates; null when unknown. */
export function spotTotal(row: Row): number | null {
  const price = Number(String(row.unit_price ?? '').trim());
  const text = String(row.spot_course_use_date ?? '').trim();
  if (!text || !Number.isFinite(price)) return null;
  return price * text.split(',').filter((date) => date.trim() !== '').length;
}
