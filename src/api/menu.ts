import { atom, useAtomValue } from 'jotai';
import useSWR from 'swr';
import type { CallResult } from '../engine/failure';
import { call, postForm } from './client';
import type { HeadlineRow } from '../sections/headline-row';

/** The counters of `sideMenu/getBadgeInfo` (002 §3.11). */
export const badgeKeys = [
  'business_talk',
  'application_acceptance',
  'approval',
  'customer_management',
  'credit_check',
  'create_business_report',
  'create_invoice',
  'send_business_report_and_invoice',
  'send_transfer_slip',
  'payment_confirmation',
  'dunning_process',
  'customer_invoice_status',
] as const;

/** One badge counter's name. */
export type BadgeKey = (typeof badgeKeys)[number];

/** The `notification` object of the badge response. */
export type BadgeCounts = Partial<Record<BadgeKey, number>>;

/** One row of `GET menu/headline` (000 §3 "Headline"). */
export interface Headline extends HeadlineRow {
  /** Set by the client: true when the status may be changed from the list (a dropdown, not text). */
  display_change_flag?: boolean;
}

/** The `records` of the headline list response. */
export interface HeadlineRecords {
  headlines: Headline[];
  pager_items: { total: number };
  role_name: string;
}

/** Paging and order of the headline list. */
export interface HeadlineQuery {
  page: number;
  limit: number;
  sort: string;
  desc: boolean;
}

/** The toast of a failed headline or menu call (000 §8: title エラー, text 通信エラー, red and persistent). */
export const menuCallFailed = { title: 'エラー', message: '通信エラー' };

/** How often the badges are fetched again (002 §9 "Unread count poll every 240000 ms"). */
export const badgePollMs = 240_000;

/** `GET menu/headline`. */
export const fetchHeadlines = (userId: number, query: HeadlineQuery): Promise<CallResult> =>
  call('GET', 'menu/headline', { user_id: userId, ...query });

/** `POST menu/headlineStatusUpdate` (JSON body). */
export const updateHeadlineStatus = (status: number, triggerLabel: string): Promise<CallResult> =>
  call('POST', 'menu/headlineStatusUpdate', undefined, {
    kind: 'json',
    value: { headline_status: status, headline_trigger_label: triggerLabel },
  });

/** `DELETE menu/{ID}`. */
export const deleteHeadline = (id: number): Promise<CallResult> =>
  call('DELETE', `menu/${encodeURIComponent(String(id))}`);

/** `POST sideMenu/getBadgeInfo` (form body, like the other side-menu call). */
export const fetchBadgeInfo = (userId: number): Promise<CallResult> =>
  postForm('sideMenu/getBadgeInfo', { user_id: String(userId) });

/** `GET insertLog`: records a page view or an operation; a failure is only logged to the console. */
export async function insertLog(userId: number, pageCategory: string, operation: string): Promise<void> {
  const result = await call('GET', 'insertLog', {
    user_id: userId,
    page_category: pageCategory,
    operation,
  });
  if (result.kind !== 'ok') console.warn('insertLog failed', result);
}

/** Bump to fetch the badges now (after something that raises or clears a notification). */
export const badgeReloadAtom = atom(0);

/** The badge counts of the signed-in user, fetched on load, on every reload bump and every 240 s. */
export function useBadgeCounts(userId: number | undefined) {
  const reload = useAtomValue(badgeReloadAtom);
  return useSWR(
    userId ? ['badges', userId, reload] : null,
    async () => {
      const result = await fetchBadgeInfo(userId ?? 0);
      if (result.kind !== 'ok') throw new Error('通信エラー');
      return result.body.notification as BadgeCounts;
    },
    { refreshInterval: badgePollMs, keepPreviousData: true, shouldRetryOnError: false },
  );
}
