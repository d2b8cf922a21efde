import useSWR from 'swr';
import { fetchHeadlines, type HeadlineRecords } from '../../../api/menu';
import { withDisplayFlags } from './headline-rules';

/** One page of the user's headlines, newest first (000 §2.5), with the display flags set. */
export function useHeadlines(userId: number | undefined, page: number, limit: number) {
  return useSWR(
    userId ? ['headlines', userId, page, limit] : null,
    async (): Promise<HeadlineRecords> => {
      const result = await fetchHeadlines(userId ?? 0, {
        page,
        limit,
        sort: 'registered_timestamp',
        desc: true,
      });
      if (result.kind !== 'ok') throw new Error('通信エラー');
      const records = result.body.records as HeadlineRecords;
      return { ...records, headlines: withDisplayFlags(records.headlines, records.role_name) };
    },
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
