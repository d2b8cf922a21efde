import useSWR from 'swr';
import { fetchApprovalHistory, type Edition } from '../../../../api/credit-cycle';
import { describeFailure } from '../../../../engine/failure';

/** The SWR key of a customer's approval history; mutate it after anything that makes a new edition. */
export const approvalHistoryKey = (customerId: number) => ['approvalHistory', customerId] as const;

/** A customer's editions (`getApprovalHistory`); a failure throws the toast text. */
export function useEditions(customerId: number, loadFailed: string) {
  return useSWR(
    approvalHistoryKey(customerId),
    async (): Promise<Edition[]> => {
      const result = await fetchApprovalHistory(customerId);
      if (result.kind !== 'ok') throw new Error(describeFailure(result, loadFailed));
      return (result.body.editions as Edition[] | undefined) ?? [];
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
