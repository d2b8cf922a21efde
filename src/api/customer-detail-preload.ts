import { getDefaultStore } from 'jotai';
import { SWRConfig, unstable_serialize } from 'swr';
import { staffSessionAtom } from './session';
import { fetchCustomerDetail } from './staff';
import { preloadCall, takePreloaded } from '../engine/preloaded-calls';
import type { CallResult } from '../engine/failure';

// The detail page's header call (`getCustomerDetail`) would otherwise start only once the page's chunk has
// loaded and run: the route starts it beside the chunk (bench B8, issue 17). This module is in the shell,
// so it stays small: the raw call result, which the page reads as it reads its own call.

/** The detail page's SWR key of its header data. */
export const customerDetailKey = (customerId: number, isEntry: boolean) =>
  ['customerDetail', customerId, isEntry] as const;

const keyOf = (customerId: number, userId: number, isEntry: boolean) =>
  `customerDetail/${customerId}/${userId}/${isEntry}`;

/**
 * Starts the header call of the customer's detail page, unless the page already has the data (SWR keeps
 * it, immutable) or the same call is already under way. Called while the route renders, before its chunk.
 */
export function preloadCustomerDetail(customerId: number, isEntry: boolean): void {
  if (!Number.isFinite(customerId)) return;
  const cached = SWRConfig.defaultValue.cache.get(unstable_serialize(customerDetailKey(customerId, isEntry)));
  if (cached?.data !== undefined) return;
  const userId = getDefaultStore().get(staffSessionAtom)?.user_id ?? 0;
  preloadCall(keyOf(customerId, userId, isEntry), () => fetchCustomerDetail(customerId, userId, isEntry));
}

/** The preloaded header call of this customer, once (the next load calls afresh); undefined: call yourself. */
export function takePreloadedCustomerDetail(
  customerId: number,
  userId: number,
  isEntry: boolean,
): Promise<CallResult> | undefined {
  return takePreloaded<CallResult>(keyOf(customerId, userId, isEntry));
}
