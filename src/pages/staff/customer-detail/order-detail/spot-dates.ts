// Spot-course use dates (002 §3.1, §9): stored comma-separated as `YYYY-MM-DD`, shown as `YYYY/MM/DD`, at
// most the schema's `dateList.maxItems` (100). Pure, so that the modal's rules are tested without a calendar.

/** The dates of a stored value, in the order stored, blanks dropped. */
export function parseSpotDates(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((date) => date.trim())
    .filter((date) => date !== '');
}

/** The stored value of dates: sorted, comma-separated. */
export function storeSpotDates(dates: string[]): string {
  return [...dates].sort().join(',');
}

/** A date as the screen shows it: `2026-12-15` → `2026/12/15`. */
export function showSpotDate(date: string): string {
  return date.replace(/-/g, '/');
}

/** The picker's calendar day (local midnight) of `YYYY-MM-DD`. */
export function dayOf(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** `YYYY-MM-DD` of a calendar day the picker hands back. */
export function dateOf(day: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** What a click on a day does: the dates after it, or `refused` when it would add one past `max`. */
export function toggleSpotDate(
  dates: string[],
  date: string,
  max: number,
): { dates: string[]; refused: boolean } {
  if (dates.includes(date)) return { dates: dates.filter((other) => other !== date), refused: false };
  if (dates.length >= max) return { dates, refused: true };
  return { dates: [...dates, date], refused: false };
}
