import type { CallResult } from '../engine/failure';
import type { FormData } from '../engine/types';
import { apiBase, call } from './client';
import type { CustomerListRow } from '../sections/customer-list-row';

/** One choice of a list select; `-1` is 未設定 (000 §3). */
export interface ListOption {
  value: number;
  text: string;
}

/** One row of `getCustomerList`. */
export type { CustomerListRow } from '../sections/customer-list-row';

/** The answer of `getCustomerList`: one page, the total, and the option lists by name. */
export interface CustomerListAnswer {
  rows: CustomerListRow[];
  total: number;
  /** The search found more than the server counts (`total_capped`): `total` is the cap. */
  capped?: boolean;
  options: Record<string, ListOption[]>;
}

/** The flat criteria the API takes (000 §3 "Customer list search criteria"). */
export type ListCriteria = Record<string, string | number>;

/** Paging and order of a list call. */
export interface ListPaging {
  page: number;
  limit: number;
  sortKey: string;
  desc: boolean;
}

/**
 * The card's form data as the API's criteria: a date range `{ start, end }` becomes `<name>_start` and
 * `<name>_end`; blank values are left out.
 */
export function criteriaOf(form: FormData, ranges: readonly string[]): ListCriteria {
  const criteria: ListCriteria = {};
  for (const [key, value] of Object.entries(form)) {
    if (ranges.includes(key) && value && typeof value === 'object' && !Array.isArray(value)) {
      for (const side of ['start', 'end'] as const) {
        const date = value[side];
        if (typeof date === 'string' && date) criteria[`${key}_${side}`] = date;
      }
    } else if ((typeof value === 'string' && value.trim()) || typeof value === 'number') {
      criteria[key] = typeof value === 'string' ? value.trim() : value;
    }
  }
  return criteria;
}

/** The query of a list or export call: criteria, mode, paging and order. */
export function listQuery(criteria: ListCriteria, isEntry: boolean, paging: ListPaging) {
  return {
    ...criteria,
    is_entry: isEntry ? 1 : 0,
    page: paging.page,
    limit: paging.limit,
    sort_by_key_name: paging.sortKey,
    sort_desc_sync: paging.desc,
  };
}

/** Reads the answer of a successful `getCustomerList`. */
export function readListAnswer(body: Record<string, unknown>): CustomerListAnswer {
  const items = (body.table_items ?? {}) as {
    data?: CustomerListRow[];
    total?: number;
    total_capped?: boolean;
  };
  const options: Record<string, ListOption[]> = {};
  for (const [key, value] of Object.entries(body))
    if (key.endsWith('_options')) options[key] = value as ListOption[];
  return {
    rows: items.data ?? [],
    total: Number(items.total ?? 0),
    ...(items.total_capped === true ? { capped: true } : {}),
    options,
  };
}

/** `GET customers/getCustomerList`. */
export const fetchCustomerList = (query: ReturnType<typeof listQuery>): Promise<CallResult> =>
  call('GET', 'customers/getCustomerList', query);

/** The three CSV exports (000 §7), with the file name each is saved as and its failure text (000 §8). */
export const csvExports = {
  customerList: {
    path: 'customers/downloadCustomerListCsv',
    fileName: '顧客リスト.csv',
    label: '顧客リストCSV',
    failed: '顧客リストCSVの出力に失敗しました',
  },
  personInCharge: {
    path: 'customers/downloadCustomerPersonInChargeCsv',
    fileName: '顧客別担当者.csv',
    label: '顧客別担当者CSV',
    failed: '顧客別担当者CSVの出力に失敗しました',
  },
  member: {
    path: 'customers/downloadCustomerMemberCsv',
    fileName: '顧客メンバー.csv',
    label: '顧客メンバーCSV',
    failed: '顧客メンバーCSVの出力に失敗しました',
  },
} as const;

/** Which export. */
export type CsvExportKind = keyof typeof csvExports;

/** The text shown for an export that timed out, was refused with 432, or got no answer (000 §8). */
export const tooManyResults = '検索結果の件数が多すぎます。検索条件をご確認ください。';

/** Time-out of an export (000 §9). */
export const csvTimeoutMs = 300_000;

/** What an export came to: the file, or the text to show. */
export type CsvOutcome = { kind: 'file'; blob: Blob; fileName: string } | { kind: 'failed'; message: string };

/** The encodings an export is offered in: UTF-8 with BOM (every character), Shift_JIS for older Excel. */
export type CsvEncoding = 'utf8' | 'sjis';

// The name the server gives the file (with its day: 顧客リスト_20261124.csv), from RFC 5987's filename*.
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename\*=UTF-8''([^;]+)/.exec(response.headers.get('content-disposition') ?? '');
  return match ? decodeURIComponent(match[1]) : fallback;
}

async function failureText(response: Response, fallback: string): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return body.message && body.error_message
    ? `${String(body.message)}(${String(body.error_message)})`
    : fallback;
}

/** Downloads one export with the query of the last search; never throws. */
export async function downloadCsv(
  kind: CsvExportKind,
  query: ReturnType<typeof listQuery>,
  timeoutMs: number = csvTimeoutMs,
  encoding: CsvEncoding = 'utf8',
): Promise<CsvOutcome> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  if (encoding === 'sjis') search.set('encoding', 'sjis');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(`${apiBase}${csvExports[kind].path}?${search}`, {
      credentials: 'same-origin',
      signal: controller.signal,
    });
    if (response.ok)
      return {
        kind: 'file',
        blob: await response.blob(),
        fileName: fileNameOf(response, csvExports[kind].fileName),
      };
    if (response.status === 432) return { kind: 'failed', message: tooManyResults };
    return { kind: 'failed', message: await failureText(response, csvExports[kind].failed) };
  } catch {
    // A time-out (abort) or no answer at all reads as too many results, as 000 §8 says.
    return { kind: 'failed', message: tooManyResults };
  } finally {
    clearTimeout(timer);
  }
}
