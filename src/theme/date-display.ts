import dayjs from 'dayjs';

// One display format for every date and time the product shows (issue 12; 002 §9 "year-month-day" and
// "year-month-day hour:minute"): 2024/04/01 and 2024/04/01 09:00, never seconds or milliseconds. Values are
// Tokyo's local time as the server writes them, shown as they are (no time-zone conversion).

/** How a date shows. */
export const dateFormat = 'YYYY/MM/DD';
/** How a date and time shows. */
export const timestampFormat = 'YYYY/MM/DD HH:mm';

// What the server writes: `2024-04-01 09:00:00.000`, or shorter down to the minute, with a space or `T`.
// Read by this pattern rather than dayjs's customParseFormat plugin, which would weigh on every page (B7).
const SERVER_STAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;
const SERVER_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// A real calendar moment of the digits, or null (2024-02-30 is none).
function moment(match: RegExpExecArray | null): dayjs.Dayjs | null {
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0] = match.slice(1, 6).map((part) => Number(part ?? 0));
  const time = dayjs(new Date(year, month - 1, day, hour, minute));
  return time.year() === year && time.month() === month - 1 && time.date() === day && hour < 24 && minute < 60
    ? time
    : null;
}

/** Whether a text is one of the server's date-times (`2024-04-01 09:00:00.000`). */
export function isServerTimestamp(value: string): boolean {
  return moment(SERVER_STAMP.exec(value)) !== null;
}

/** A server date-time as `2024/04/01 09:00`; blank stays blank, anything else is shown as it is. */
export function displayTimestamp(value: string | null | undefined): string {
  if (!value) return '';
  return moment(SERVER_STAMP.exec(value))?.format(timestampFormat) ?? value;
}

/** A date (or the date of a date-time) as `2024/04/01`; blank stays blank, anything else as it is. */
export function displayDate(value: string | null | undefined): string {
  if (!value) return '';
  return moment(SERVER_DATE.exec(value.slice(0, 10)))?.format(dateFormat) ?? value;
}
