import type { CallResult } from '../engine/failure';
import type { FormData } from '../engine/types';
import { call } from './client';

/** One entry of the operation log (`GET manage/getOperationLogs`, issue 13), newest first. */
export interface OperationLogRow {
  operation_log_id: number;
  /** Tokyo time as the server writes it, `YYYY-MM-DD HH:mm:ss`. */
  registered_timestamp: string;
  /** Null for a failed login of an account that does not exist. */
  user_id: number | null;
  user_name: string | null;
  /** The login ID: the typed one where nobody has it. */
  account: string | null;
  customer_id: number | null;
  tas_id: string | null;
  corporate_name: string | null;
  is_entry: 0 | 1 | null;
  kind: string;
  page_category: string;
  operation: string;
  result: string;
  status_code: number;
}

/** One choice of the answer's `user_options` (a user id) or `kind_options` (a kind, value = label). */
export interface LogOption<V extends number | string> {
  value: V;
  label: string;
}

/** A successful answer: one page, the total and the choices of the 操作者 and 種別 selects. */
export interface OperationLogAnswer {
  total: number;
  rows: OperationLogRow[];
  options: { user_options: LogOption<number>[]; kind_options: LogOption<string>[] };
}

/** The filters the call takes; absent ones do not filter. */
export interface LogCriteria {
  operator_user_id?: number;
  customer?: string;
  kind?: string;
  period_from?: string;
  period_to?: string;
}

/** Page (1-based) and page size. */
export interface LogPaging {
  page: number;
  limit: number;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The search card's form data as the call's filters: 期間 `{ start, end }` becomes `period_from` and
 * `period_to`; blank texts and unset selects are left out.
 */
export function logCriteriaOf(form: FormData): LogCriteria {
  const criteria: LogCriteria = {};
  if (typeof form.operator_user_id === 'number') criteria.operator_user_id = form.operator_user_id;
  if (text(form.customer)) criteria.customer = text(form.customer);
  if (text(form.kind)) criteria.kind = text(form.kind);
  const period = form.period && typeof form.period === 'object' ? (form.period as FormData) : {};
  if (text(period.start)) criteria.period_from = text(period.start);
  if (text(period.end)) criteria.period_to = text(period.end);
  return criteria;
}

/** Reads a successful answer; missing parts read as empty. */
export function readLogAnswer(body: Record<string, unknown>): OperationLogAnswer {
  const items = (body.table_items ?? {}) as { total?: number; data?: OperationLogRow[] };
  return {
    total: Number(items.total ?? 0),
    rows: items.data ?? [],
    options: {
      user_options: (body.user_options as LogOption<number>[] | undefined) ?? [],
      kind_options: (body.kind_options as LogOption<string>[] | undefined) ?? [],
    },
  };
}

/** `GET manage/getOperationLogs`: one page of the log with these filters. */
export const fetchOperationLogs = (criteria: LogCriteria, paging: LogPaging): Promise<CallResult> =>
  call('GET', 'manage/getOperationLogs', { ...criteria, ...paging });
