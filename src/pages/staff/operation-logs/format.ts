import dayjs from 'dayjs';
import type { OperationLogRow } from '../../../api/operation-logs';
import { dateFormat, isServerTimestamp } from '../../../theme/date-display';
import { listPaths } from '../customer-list/list-storage';

/**
 * How a log entry's time shows: the product's date display (src/theme/date-display.ts) with seconds.
 * Everywhere else the product stops at minutes; in a log the order of what happened within one minute
 * (a failed login, then the successful one, then a save) is the point, so the seconds stay.
 */
export const logTimestampFormat = `${dateFormat} HH:mm:ss`;

/** A server time `2026-05-01 09:00:05` as `2026/05/01 09:00:05`; anything else is shown as it is. */
export function displayLogTimestamp(value: string | null | undefined): string {
  if (!value) return '';
  // Tokyo's wall-clock digits as the server wrote them: parsed and formatted in the same zone, unchanged.
  return isServerTimestamp(value)
    ? dayjs(value.slice(0, 19).replace(' ', 'T')).format(logTimestampFormat)
    : value;
}

/** Who acted: the user's name, or (a failed login of an account nobody has) the login ID as typed. */
export function operatorOf(row: OperationLogRow): { name: string; unknownAccount: boolean } {
  if (row.user_name) return { name: row.user_name, unknownAccount: false };
  return { name: row.account ?? '', unknownAccount: row.user_id === null && Boolean(row.account) };
}

/** The customer's detail page: the entry detail for an application (申込), else the customer detail. */
export const customerPath = (row: OperationLogRow & { customer_id: number }): string =>
  listPaths[row.is_entry ? 'entry' : 'contracted'].detail(row.customer_id);
