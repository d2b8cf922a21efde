import useSWR from 'swr';
import type { QueuePage } from '../../../api/credit-cycle';
import type { CallResult } from '../../../engine/failure';
import { describeFailure } from '../../../engine/failure';

/** One page of a queue (`table_items`); a failure throws the toast text. */
export function useQueue(
  name: string,
  fetchPage: (page: number, limit: number) => Promise<CallResult>,
  paging: { page: number; limit: number },
  loadFailed: string,
) {
  const { page, limit } = paging;
  return useSWR(
    [name, page, limit],
    async (): Promise<QueuePage> => {
      const result = await fetchPage(page, limit);
      if (result.kind !== 'ok') throw new Error(describeFailure(result, loadFailed));
      return result.body.table_items as QueuePage;
    },
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
