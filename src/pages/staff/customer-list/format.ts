import type { CustomerListRow } from '../../../api/customer-list';
import type { ColumnKind } from '../../../engine/browser-search-cards';
import { displayDate, displayTimestamp } from '../../../theme/date-display';

// The product's one date display (src/theme/date-display.ts), under the names the list uses.
export { displayDate as formatDate, displayTimestamp as formatTimestamp } from '../../../theme/date-display';

/** A comma-separated telephone string as its numbers (000 §2.6). */
export function splitTelephones(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The sales staff name, falling back to the bare `business_user_id` when the name is null (000 §3). */
export function salesStaff(row: CustomerListRow): string {
  return row.accountname_username ?? (row.business_user_id === null ? '' : String(row.business_user_id));
}

/** A cell's text for a column of this kind (telephones joined by line; reference has no text). */
export function cellText(row: CustomerListRow, key: string, kind: ColumnKind = 'text'): string {
  if (key === 'accountname_username') return salesStaff(row);
  const value = (row as unknown as Record<string, string | number | null>)[key];
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'date':
      return displayDate(String(value));
    case 'timestamp':
      return displayTimestamp(String(value));
    case 'telephones':
      return splitTelephones(String(value)).join('\n');
    case 'reference':
      return '';
    case 'text':
      return String(value);
    default: {
      const unreachable: never = kind;
      return unreachable;
    }
  }
}
