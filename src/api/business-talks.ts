import type { CallResult } from '../engine/failure';
import type { BusinessTalkRow } from '../sections/business-talk-row';
import { call } from './client';

export type { BusinessTalkRow };

/** One page of the inquiry list. */
export interface BusinessTalkPage {
  total: number;
  rows: BusinessTalkRow[];
}

/** What the modal asks for: the open customer, the card's criteria and the page. */
export interface BusinessTalkQuery {
  customerId: number;
  /** The card's form data: `business_talk_history_id` (part of 顧客番号) and `corporate_name`. */
  criteria: Record<string, string>;
  page: number;
  limit: number;
}

/** A successful link change: the field's new value and the customer's new stamp. */
export interface BusinessTalkChange {
  number: string;
  timestamp: string;
}

/** A call's outcome for the modal: the value, or the failed call for its toast. */
export type Outcome<T> = { kind: 'ok'; value: T } | { kind: 'failed'; result: CallResult };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** `GET customers/getBusinessTalkHistory`, in the default order (000 §9: display number ascending). */
export async function fetchBusinessTalks(query: BusinessTalkQuery): Promise<Outcome<BusinessTalkPage>> {
  const criteria = Object.fromEntries(
    Object.entries(query.criteria).flatMap(([key, value]) => (value.trim() ? [[key, value.trim()]] : [])),
  );
  const result = await call('GET', 'customers/getBusinessTalkHistory', {
    ...criteria,
    customer_id: query.customerId,
    page: query.page,
    limit: query.limit,
    sort_by_key_name: 'display_business_talk_customer_number',
    sort_desc_sync: false,
  });
  if (result.kind !== 'ok') return { kind: 'failed', result };
  const items = result.body.table_items as { total?: unknown; data?: unknown } | undefined;
  if (!items || !Array.isArray(items.data)) return { kind: 'failed', result };
  return {
    kind: 'ok',
    value: { total: Number(items.total) || 0, rows: items.data as BusinessTalkRow[] },
  };
}

/** Who changes which customer's link, and the stamp the screen last saw. */
export interface LinkTarget {
  customerId: number;
  userId: number;
  customerUpdatedTimestamp: string;
}

function change(result: CallResult): Outcome<BusinessTalkChange> {
  if (result.kind !== 'ok') return { kind: 'failed', result };
  return {
    kind: 'ok',
    value: {
      number: text(result.body.business_talk_customer_number),
      timestamp: text(result.body.customer_updated_timestamp),
    },
  };
}

/** `POST customers/updateBusinessTalkRelation`: links the inquiry (moving it from another customer). */
export async function linkBusinessTalk(
  target: LinkTarget,
  businessTalkHistoryId: number,
): Promise<Outcome<BusinessTalkChange>> {
  const result = await call('POST', 'customers/updateBusinessTalkRelation', undefined, {
    kind: 'json',
    value: {
      customer_id: target.customerId,
      updated_user_id: target.userId,
      business_talk_history_id: businessTalkHistoryId,
      customer_updated_timestamp: target.customerUpdatedTimestamp,
    },
  });
  return change(result);
}

/** `POST customers/cancellationBusinessTalkRelation`: lets go of the customer's inquiry. */
export async function unlinkBusinessTalk(target: LinkTarget): Promise<Outcome<BusinessTalkChange>> {
  const result = await call('POST', 'customers/cancellationBusinessTalkRelation', undefined, {
    kind: 'json',
    value: {
      customer_id: target.customerId,
      updated_user_id: target.userId,
      customer_updated_timestamp: target.customerUpdatedTimestamp,
    },
  });
  return change(result);
}

/**
 * The inquiry id behind a display number (`BT-000123` → 123): the number is `BT-` and the id in six
 * digits (fixtures/seed/business-talks.json), and the field holds only the number. Null when it is not one.
 */
export function businessTalkIdOf(number: string): number | null {
  const match = /^BT-(\d+)$/.exec(number.trim());
  return match ? Number(match[1]) : null;
}

/** The inquiry's page in the 反響 screen, opened in a new tab by 詳細 and 紐付いている反響へ移動. */
export function businessTalkUrl(detailPath: string, businessTalkHistoryId: number): string {
  return `${detailPath}?business_talk_history_id=${encodeURIComponent(String(businessTalkHistoryId))}`;
}
