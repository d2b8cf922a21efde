import type { CallResult } from '../engine/failure';
import { call } from './client';

/** Which numbers the list shows (`usage` of `GET manage/getTransmitTelephoneNumbers`). */
export type TransmitNumberUsage = 'all' | 'free' | 'used';

/** One D番 of the pool (issue 15): free while `customer_id` is null. */
export interface TransmitNumberRow {
  id: number;
  telephone_number: string;
  remark: string;
  customer_id: number | null;
  tas_id: string | null;
  corporate_name: string | null;
  is_entry: number | null;
  /** Tokyo time as the server writes it, `YYYY-MM-DD HH:mm:ss.SSS`. */
  registered_timestamp: string;
}

/** A successful answer: one page, the filter's total and the free numbers of the whole pool. */
export interface TransmitNumberAnswer {
  total: number;
  free: number;
  rows: TransmitNumberRow[];
}

/** Reads a successful answer; missing parts read as empty. */
export function readTransmitNumberAnswer(body: Record<string, unknown>): TransmitNumberAnswer {
  const items = (body.table_items ?? {}) as { total?: number; data?: TransmitNumberRow[] };
  return { total: Number(items.total ?? 0), free: Number(body.free_count ?? 0), rows: items.data ?? [] };
}

/** `GET manage/getTransmitTelephoneNumbers`: one page of the pool. */
export const fetchTransmitNumbers = (
  usage: TransmitNumberUsage,
  paging: { page: number; limit: number },
): Promise<CallResult> => call('GET', 'manage/getTransmitTelephoneNumbers', { usage, ...paging });

/** `POST manage/addTransmitTelephoneNumbers`: adds the numbers with one remark, all or none. */
export const addTransmitNumbers = (telephoneNumbers: string[], remark: string): Promise<CallResult> =>
  call('POST', 'manage/addTransmitTelephoneNumbers', undefined, {
    kind: 'json',
    value: { telephone_numbers: telephoneNumbers, remark },
  });
