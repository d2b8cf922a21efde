import type { CallResult } from '../engine/failure';
import type { Edition, QueuePage, QueueRow } from '../sections/credit-cycle-rows';
import { call } from './client';

export type { Edition, QueuePage, QueueRow };

/** The credit results `creditJudge` accepts: 4 与信OK, 3 与信NG (000 §4). */
export const creditResult = { ok: 4, ng: 3 } as const;

/** The ids and stamp every action on a queue row sends. */
const rowIds = (row: QueueRow) => ({
  customer_id: row.customer_id,
  customer_update_application_header_id: row.customer_update_application_header_id,
  customer_updated_timestamp: row.customer_updated_timestamp,
});

const postJson = (path: string, value: Record<string, unknown>): Promise<CallResult> =>
  call('POST', path, undefined, { kind: 'json', value });

/** `GET customers/getCreditCheckList`: the customers under credit screening, one page. */
export const fetchCreditCheckList = (page: number, limit: number): Promise<CallResult> =>
  call('GET', 'customers/getCreditCheckList', { page, limit });

/** `POST customers/creditJudge`: records 与信OK or 与信NG for a row. */
export const judgeCredit = (row: QueueRow, result: number): Promise<CallResult> =>
  postJson('customers/creditJudge', { ...rowIds(row), credit_result: result });

/** `GET customers/getApprovalList`: the update applications waiting for approval, one page. */
export const fetchApprovalList = (page: number, limit: number): Promise<CallResult> =>
  call('GET', 'customers/getApprovalList', { page, limit });

/** `POST customers/approveUpdateApplication`. */
export const approveApplication = (row: QueueRow): Promise<CallResult> =>
  postJson('customers/approveUpdateApplication', rowIds(row));

/** `POST customers/sendBackUpdateApplication` (差戻). */
export const sendBackApplication = (row: QueueRow): Promise<CallResult> =>
  postJson('customers/sendBackUpdateApplication', rowIds(row));

/** `GET customers/getApprovalHistory`: the customer's editions for the history select. */
export const fetchApprovalHistory = (customerId: number): Promise<CallResult> =>
  call('GET', 'customers/getApprovalHistory', { customer_id: customerId });

/** `GET customers/getHeaderByInfo`: one edition's basic info, for the read-only preview (002 §7). */
export const fetchHeaderByInfo = (customerId: number, headerId: number): Promise<CallResult> =>
  call('GET', 'customers/getHeaderByInfo', { customer_id: customerId, header_id: headerId });

/** `POST customers/revertApproval`: cancels a reserved edition, returning to the current one (002 §4). */
export const revertApproval = (payload: {
  customer_id: number;
  updated_user_id: number;
  header_id: number;
  customer_updated_timestamp: string;
}): Promise<CallResult> => postJson('customers/revertApproval', payload);

/** `POST customers/saveOrder`: reflects a reserved edition now, before its time (002 §7). */
export const saveOrder = (payload: {
  customer_id: number;
  updated_user_id: number;
  customer_update_application_header_id: number;
  customer_updated_timestamp: string;
}): Promise<CallResult> => postJson('customers/saveOrder', payload);
