import { useState } from 'react';
import { useAtom } from 'jotai';
import type { ContractCallBase } from '../../../../api/contract-cancellation';
import { describeFailure, type CallResult } from '../../../../engine/failure';
import { customerTimestampAtom } from '../../../../engine/renderer/state';
import { toastError, toastSuccess } from '../../../../engine/renderer/toaster';

/** What one contract action needs to know: what to send, what to say on success and on failure. */
export interface ContractCall {
  send: (base: ContractCallBase) => Promise<CallResult>;
  success: string;
  failure: string;
}

/**
 * Runs the header's contract calls with the customer's concurrency stamp: busy while running, a success
 * toast and the new stamp handed to the page, or the failure toast (422 lines, `message(error_message)`,
 * or the fallback with the detail). Resolves to true on success.
 */
export function useContractCall(customerId: number, userId: number) {
  const [timestamp, setTimestamp] = useAtom(customerTimestampAtom);
  const [busy, setBusy] = useState(false);
  const run = async ({ send, success, failure }: ContractCall): Promise<boolean> => {
    setBusy(true);
    const result = await send({
      customer_id: customerId,
      updated_user_id: userId,
      customer_updated_timestamp: timestamp,
    });
    setBusy(false);
    if (result.kind !== 'ok') {
      void toastError(describeFailure(result, failure));
      return false;
    }
    setTimestamp(String(result.body.customer_updated_timestamp));
    void toastSuccess(success);
    return true;
  };
  return { busy, run };
}
