import { format } from 'date-fns';

// Stands in for date-fns-tz and for `common/getTimezone` as @blueprintjs/datetime imports them in the build
// (vite.config.ts, `dateInputWithoutIntl`). Blueprint's DateInput learns the browser's time zone with
// `Intl.DateTimeFormat().resolvedOptions()` and converts every value it shows between that zone and UTC with
// date-fns-tz, which formats through `Intl.DateTimeFormat` too. A page's first `Intl.DateTimeFormat` loads the
// browser's date and time-zone data: 25–58 ms on this machine, 100–230 ms at 4× CPU throttling — the task that
// kept the section opened after the customer page's first key waiting (bench B8, issue 17). The app's date
// inputs are dates in local time, no time of day (era-date-widget.tsx: staff and server both mean Japanese
// time), so every conversion DateInput makes is between local time and UTC, which Date's own offset gives.
// Any other zone is left out and says so, as the time-zone list is (datetime-time-zones.ts).

/** What DateInput holds as the browser's zone: local time, whatever its name. */
export const localZone = 'tas-local-time';

const utcNames = new Set(['UTC', 'Etc/UTC', 'GMT', 'Etc/GMT']);

type Zone = 'local' | 'utc';

function zoneOf(timeZone: string): Zone {
  if (timeZone === localZone) return 'local';
  if (utcNames.has(timeZone)) return 'utc';
  throw new Error(
    `${timeZone}: the date inputs know local time and UTC only (src/theme/widgets/datetime-local-zone.ts)`,
  );
}

// Local offset in ms at `date` (Japan keeps no summer time: the offset of the instant is the offset of the day).
const offsetMs = (date: Date) => date.getTimezoneOffset() * 60_000;

/** The browser's zone as DateInput keeps it; no `Intl` (Blueprint's `getCurrentTimezone`). */
export function getCurrentTimezone(): string {
  return localZone;
}

/** The instant whose wall-clock time in `timeZone` is `date`'s local wall-clock time (date-fns-tz). */
export function zonedTimeToUtc(date: Date | string | number, timeZone: string): Date {
  const at = new Date(date);
  return zoneOf(timeZone) === 'local' ? at : new Date(at.getTime() - offsetMs(at));
}

/** A date whose local wall-clock time is `date`'s wall-clock time in `timeZone` (date-fns-tz). */
export function utcToZonedTime(date: Date | string | number, timeZone: string): Date {
  const at = new Date(date);
  return zoneOf(timeZone) === 'local' ? at : new Date(at.getTime() + offsetMs(at));
}

// date-fns formats an offset (`x`, `X`, `O`, `z`) as the local one.
const offsetTokens = /[xXOz]/;

/** `date` formatted as its wall-clock time in `timeZone` (date-fns-tz). */
export function formatInTimeZone(date: Date | string | number, timeZone: string, pattern: string): string {
  if (zoneOf(timeZone) === 'local') return format(new Date(date), pattern);
  // Blueprint writes an offset only with a time of day, which the app's date inputs do not show.
  if (offsetTokens.test(pattern.replace(/'[^']*'/g, '')))
    throw new Error(`${pattern}: no offset other than local time (src/theme/widgets/datetime-local-zone.ts)`);
  return format(utcToZonedTime(date, timeZone), pattern);
}

/** The offset of `timeZone` from UTC in ms at `date` (date-fns-tz; Blueprint's time-zone list reads it). */
export function getTimezoneOffset(timeZone: string, date: Date = new Date()): number {
  // `+ 0`: no -0 for a zone at UTC.
  return zoneOf(timeZone) === 'local' ? -offsetMs(date) + 0 : 0;
}
