import { displayTimestamp } from '../../../theme/date-display';
import locksData from '../../../../schemas/menu/headline-locks.json';
import type { Headline } from '../../../api/menu';
import { restrictedPageSizes } from '../../shared/pager';

/** The statuses of a headline (000 §3, §4). */
export const headlineStatuses = [
  { value: 0, label: '未対応' },
  { value: 1, label: '対応中' },
  { value: 2, label: '対応完了' },
] as const;

/** The status as the list shows it: an unknown value counts as 未対応 (0). */
export const normalStatus = (status: number): number =>
  headlineStatuses.some((s) => s.value === status) ? status : 0;

/** The label of a status (unknown → 未対応). */
export const statusLabel = (status: number): string =>
  headlineStatuses.find((s) => s.value === normalStatus(status))?.label ?? '未対応';

/** Page sizes offered (002 §9 "restricted list"; 000 leaves them open), and the default of 000 §9. */
export const headlinePageSizes = restrictedPageSizes;
export const defaultHeadlinePageSize = 20;

/** How many characters of a title the list shows (000 §9). */
export const titleLimit = 48;

/** The title cut to 48 characters, with an ellipsis when something was cut. */
export function shortTitle(title: string): string {
  const characters = Array.from(title);
  return characters.length > titleLimit ? `${characters.slice(0, titleLimit).join('')}…` : title;
}

/** The headline types a role (by the list response's role_name) may not change (000 §6). */
export function lockedTypes(roleName: string): number[] {
  return locksData.locks.find((lock) => lock.role_name === roleName)?.types ?? [];
}

/** The rows with `display_change_flag` set: true where the status shows as a dropdown, false where as text. */
export function withDisplayFlags(headlines: Headline[], roleName: string): Headline[] {
  const locked = lockedTypes(roleName);
  return headlines.map((h) => ({ ...h, display_change_flag: !locked.includes(h.headline_type) }));
}

/** `YYYY-MM-DD HH:mm:ss(.SSS)` → `YYYY/MM/DD HH:mm` (the delivery time column). */
export function deliveryTime(stamp: string): string {
  return displayTimestamp(stamp);
}
