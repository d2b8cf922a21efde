import useSWR from 'swr';
import {
  fetchOperationLogs,
  readLogAnswer,
  type LogCriteria,
  type LogPaging,
  type OperationLogAnswer,
} from '../../../api/operation-logs';
import { describeFailure } from '../../../engine/failure';

/** A failed load: the toast text (000 §8 composition) and the HTTP status where there was one. */
export class LogLoadError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** The search the page shows: the filters of the last 検索, the page, and which search it was. */
export interface LogQuery {
  criteria: LogCriteria;
  paging: LogPaging;
  /** Counts the 検索 clicks: every search asks the server again, even with the same filters. */
  search: number;
}

/**
 * One page of the operation log (swr, one key per search and page). The previous page stays as `data`
 * while the next loads, so the pager keeps its count; `isLoading` says the shown key has no answer yet.
 */
export function useOperationLogs(query: LogQuery, loadFailed: string) {
  const { criteria, paging, search } = query;
  return useSWR(
    ['operationLogs', search, JSON.stringify(criteria), paging.page, paging.limit],
    async (): Promise<OperationLogAnswer> => {
      const result = await fetchOperationLogs(criteria, paging);
      if (result.kind === 'ok' && result.body.result_code === 2000) return readLogAnswer(result.body);
      throw new LogLoadError(
        describeFailure(result, loadFailed),
        result.kind === 'network-error' ? null : result.status,
      );
    },
    // A log grows all the time: a page is fetched when asked for, not again on focus or after a failure.
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
