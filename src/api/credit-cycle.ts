import type { CallResult } from '../engine/failure';
import { call } from './client';

/** One changed item of an update application: the item's name and its value before and after. */
export interface ChangedItem {
  item: string;
  before: string;
  after: string;
}

/** One row of the credit-screening (与信審査) or approval (承認) queue. */
export interface QueueRow {
  customer_id: number;
  /** Null for a customer put under screening without an update application (an entry's first request). */
  customer_update_application_header_id: number | null;
  /** Empty (or null) for an entry (申込), which gets its TAS ID at contract. */
  tas_id: string | null;
  corporate_name: string;
  is_entry: boolean;
  requested_timestamp: string;
  requested_user_name: string;
  changed_items: ChangedItem[];
  /** The customer's concurrency stamp, sent back with the judgement. */
  customer_updated_timestamp: string;
  /** Approval queue only: when the change takes effect; empty means right after approval. */
  application_schedule_timestamp?: string | null;
}

/** The `table_items` of both queue responses. */
export interface QueuePage {
  total: number;
  data: QueueRow[];
}

/** One edition of a customer's approval history (`getApprovalHistory`). */
export interface Edition {
  header_id: number;
  label: string;
  /** 2: basic info (基本情報); 1: order detail and payment conditions. */
  request_type: number;
  /** The update application's status (1 and 5 open, 6 reserved, …; the server's `statuses.ts`). */
  status: number;
  is_reserved: boolean;
  application_schedule_timestamp: string | null;
}

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
