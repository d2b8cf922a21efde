// "Today" for the date rules is Tokyo's, whatever the machine's time zone. Japan has had no daylight saving
// since 1951, so Tokyo wall time is UTC+9 exactly and needs no time-zone database.
const tokyoOffsetMs = 9 * 60 * 60 * 1000;
let frozen: number | undefined;

/** Freezes "now" for tests (a Date or anything `Date.parse` reads); `undefined` returns to the real clock. */
export function setNow(now: Date | string | undefined): void {
  frozen = now === undefined ? undefined : typeof now === 'string' ? Date.parse(now) : now.getTime();
  if (frozen !== undefined && Number.isNaN(frozen)) throw new Error(`setNow: unreadable time ${String(now)}`);
}

/** Tokyo wall time of an instant as `YYYY-MM-DD HH:mm:ss`. */
export function tokyoWallTime(epochMs: number): string {
  return new Date(epochMs + tokyoOffsetMs).toISOString().slice(0, 19).replace('T', ' ');
}

/** Now in Tokyo as `YYYY-MM-DD HH:mm:ss`. */
export function tokyoNow(): string {
  return tokyoWallTime(frozen ?? Date.now());
}

/** Today in Tokyo as `YYYY-MM-DD`. */
export function tokyoToday(): string {
  return tokyoNow().slice(0, 10);
}
