import { call } from '../../../../api/client';
import type { CallResult } from '../../../../engine/failure';

/** A choice of a select: `-1` is 未設定. */
export interface Option {
  value: number;
  text: string;
}

/** One reception history (002 §3.6). */
export interface ReceptionHistory {
  customer_reception_history_id: number;
  body: string;
  detail: string;
  customer_reception_status: number;
  registered_timestamp: string;
}

/** `getReceptionHistory`'s answer (the spec does not show it: the bundled server's shape). */
export interface ReceptionAnswer {
  business_info: {
    business_user_name: string;
    sensation_media_input_timestamp: string | null;
    sensation_media_master_id: number;
    sensation_media_remark: string;
    sensation_media_options: Option[];
  };
  reception: {
    customer_reception_description: string;
    customer_reception_description_updated_timestamp: string | null;
    status_options: Option[];
    histories: { total: number; page: number; limit: number; data: ReceptionHistory[] };
  };
}

/** What every write carries: the customer, the user and the concurrency stamp. */
export type ReceptionCallBase = {
  customer_id: number;
  updated_user_id: number;
  customer_updated_timestamp: string;
};

/** `GET customers/getReceptionHistory` (002 §7) with the history page (from 1) and its size. */
export const fetchReceptionHistory = (
  customerId: number,
  userId: number,
  page: number,
  limit: number,
): Promise<CallResult> =>
  call('GET', 'customers/getReceptionHistory', { customer_id: customerId, user_id: userId, page, limit });

const post = (path: string, value: Record<string, unknown>) =>
  call('POST', `customers/${path}`, undefined, { kind: 'json', value });

/** `POST customers/updateSensation` (002 §7): 反響媒体 (-1 for none) and its remark. */
export const updateSensation = (
  payload: ReceptionCallBase & { sensation_media_master_id: number; sensation_media_remark: string },
): Promise<CallResult> => post('updateSensation', payload);

/** `POST customers/updateReceptionDescription` (002 §7). */
export const updateReceptionDescription = (
  payload: ReceptionCallBase & { customer_reception_description: string },
): Promise<CallResult> => post('updateReceptionDescription', payload);

/** `POST customers/updateReceptionStatus` (002 §7): one history's status. */
export const updateReceptionStatus = (
  payload: ReceptionCallBase & { customer_reception_history_id: number; customer_reception_status: number },
): Promise<CallResult> => post('updateReceptionStatus', payload);
