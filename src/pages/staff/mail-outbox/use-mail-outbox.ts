import useSWR from 'swr';
import { call } from '../../../api/client';
import { describeFailure } from '../../../engine/failure';

/** One sent message as GET manage/getMailOutbox answers it. */
export interface OutboxEntry {
  mail_outbox_id: number;
  sent_timestamp: string;
  customer_id: number | null;
  tas_id: string | null;
  corporate_name: string | null;
  is_entry: number | null;
  kind: string;
  transport: string;
  subject: string;
  body: string;
  status: string;
  recipients: { address: string; delivered: boolean; reason: string }[];
  user_name: string | null;
}

/** The answer: the server's transport and one page of the outbox. */
export interface OutboxAnswer {
  transport: 'smtp' | 'outbox';
  total: number;
  data: OutboxEntry[];
}

/** A failed load: the toast text and the HTTP status where there was one. */
export class OutboxLoadError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** One page of the outbox (swr; the previous page stays shown while the next loads). */
export function useMailOutbox(page: number, limit: number, loadFailed: string) {
  return useSWR(
    ['mailOutbox', page, limit],
    async (): Promise<OutboxAnswer> => {
      const result = await call('GET', 'manage/getMailOutbox', { page, limit });
      if (result.kind === 'ok' && result.body.result_code === 2000) {
        const outbox = result.body.mail_outbox as { total: number; data: OutboxEntry[] };
        return { transport: result.body.transport as OutboxAnswer['transport'], ...outbox };
      }
      throw new OutboxLoadError(
        describeFailure(result, loadFailed),
        result.kind === 'network-error' ? null : result.status,
      );
    },
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
