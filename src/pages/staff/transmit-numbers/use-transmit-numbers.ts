import useSWR from 'swr';
import {
  fetchTransmitNumbers,
  readTransmitNumberAnswer,
  type TransmitNumberAnswer,
  type TransmitNumberUsage,
} from '../../../api/transmit-numbers';
import { describeFailure } from '../../../engine/failure';

/** A failed load: the toast text (000 §8 composition) and the HTTP status where there was one. */
export class NumberLoadError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** What the list shows: the 使用状況 filter and the page. */
export interface NumberQuery {
  usage: TransmitNumberUsage;
  page: number;
  limit: number;
}

/**
 * One page of the D番 pool (swr, one key per filter and page). The previous page stays as `data` while the
 * next loads, so the pager keeps its count; `mutate` reloads after numbers were added.
 */
export function useTransmitNumbers(query: NumberQuery, loadFailed: string) {
  const { usage, page, limit } = query;
  return useSWR(
    ['transmitNumbers', usage, page, limit],
    async (): Promise<TransmitNumberAnswer> => {
      const result = await fetchTransmitNumbers(usage, { page, limit });
      if (result.kind === 'ok' && result.body.result_code === 2000)
        return readTransmitNumberAnswer(result.body);
      throw new NumberLoadError(
        describeFailure(result, loadFailed),
        result.kind === 'network-error' ? null : result.status,
      );
    },
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
