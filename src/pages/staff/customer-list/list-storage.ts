import type { ListCriteria, ListPaging } from '../../../api/customer-list';
import type { FormData } from '../../../engine/types';

/** What the list keeps while the user visits a customer: conditions, page, order, layout and scroll. */
export interface StoredList {
  form: FormData;
  applied: ListCriteria;
  paging: ListPaging;
  detailOpen: boolean;
  columnOrder: string[];
  /** First row visible in the table's own scroll area. */
  firstRow: number;
  /** The window's vertical scroll. */
  windowY: number;
}

/** Which list: 顧客管理 (contracted) or 申込受付 (entry). */
export type ListMode = 'contracted' | 'entry';

/** The list's route and its detail route for a customer. */
export const listPaths: Record<ListMode, { list: string; detail: (id: number) => string }> = {
  contracted: {
    list: '/customer_management/list',
    detail: (id) => `/customer_management/list/${id}/detail`,
  },
  entry: { list: '/customer_entry/list', detail: (id) => `/customer_entry/list/${id}/detail` },
};

const key = (mode: ListMode) => `tas.customerList.${mode}`;

/** True when the path is a detail page of this list (leaving to it keeps the stored list). */
export function isDetailPath(mode: ListMode, path: string): boolean {
  return path.startsWith(`${listPaths[mode].list}/`) && path.endsWith('/detail');
}

/** Saves the list's state for this tab (sessionStorage: each tab keeps its own). */
export function saveList(mode: ListMode, state: StoredList): void {
  try {
    sessionStorage.setItem(key(mode), JSON.stringify(state));
  } catch {
    // Storage full or blocked: the list still works, it only forgets on return.
  }
}

/** Forgets the stored list (the user left the list for another screen). */
export function clearList(mode: ListMode): void {
  sessionStorage.removeItem(key(mode));
}

function read(mode: ListMode): StoredList | null {
  try {
    const text = sessionStorage.getItem(key(mode));
    return text ? (JSON.parse(text) as StoredList) : null;
  } catch {
    return null;
  }
}

let mountedInThisDocument = false;

/**
 * The stored list to restore on opening the list, or null. Leaving the list inside the app clears it
 * unless the user went to a customer; when the list is the first screen of a page load, it is restored
 * for a reload, a back/forward step, or a link from a customer's detail page, and forgotten otherwise.
 */
export function listToRestore(mode: ListMode): StoredList | null {
  const first = !mountedInThisDocument;
  mountedInThisDocument = true;
  if (first) {
    const navigation = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    const referrer = document.referrer ? new URL(document.referrer).pathname : '';
    const returning =
      navigation?.type === 'reload' || navigation?.type === 'back_forward' || isDetailPath(mode, referrer);
    if (!returning) {
      clearList(mode);
      return null;
    }
  }
  return read(mode);
}
