import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

// One display format for every date and time the product shows (issue 12; 002 §9 "year-month-day" and
// "year-month-day hour:minute"): 2024/04/01 and 2024/04/01 09:00, never seconds or milliseconds. Values are
// Tokyo's local time as the server writes them, shown as they are (no time-zone conversion).

/** How a date shows. */
export const dateFormat = 'YYYY/MM/DD';
/** How a date and time shows. */
export const timestampFormat = 'YYYY/MM/DD HH:mm';

// What the server writes: its stamps (`2024-04-01 09:00:00.000`), minutes, ISO `T` forms, and dates.
const timestampInputs = [
  'YYYY-MM-DD HH:mm:ss.SSS',
  'YYYY-MM-DD HH:mm:ss',
  'YYYY-MM-DD HH:mm',
  'YYYY-MM-DDTHH:mm:ss.SSS',
  'YYYY-MM-DDTHH:mm:ss',
  'YYYY-MM-DDTHH:mm',
];

/** Whether a text is one of the server's date-times (`2024-04-01 09:00:00.000`). */
export function isServerTimestamp(value: string): boolean {
  return dayjs(value, timestampInputs, true).isValid();
}

/** A server date-time as `2024/04/01 09:00`; blank stays blank, anything else is shown as it is. */
export function displayTimestamp(value: string | null | undefined): string {
  if (!value) return '';
  const time = dayjs(value, timestampInputs, true);
  return time.isValid() ? time.format(timestampFormat) : value;
}

/** A date (or the date of a date-time) as `2024/04/01`; blank stays blank, anything else as it is. */
export function displayDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value.slice(0, 10), 'YYYY-MM-DD', true);
  return date.isValid() ? date.format(dateFormat) : value;
}
