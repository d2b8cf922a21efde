import { useState } from 'react';
import { useAtom } from 'jotai';
import { describeFailure, type CallResult } from '../failure';
import { customerTimestampAtom } from './state';
import { toastError, toastSuccess } from './toaster';

/** What every customer write outside a section sends: the customer, the user and the concurrency stamp. */
export type StampedCallBase = {
  customer_id: number;
  updated_user_id: number;
  customer_updated_timestamp: string;
};

/** One such write: what to send, and the toasts of success and failure. */
export interface StampedCall {
  send: (base: StampedCallBase) => Promise<CallResult>;
  success: string;
  failure: string;
}

/**
 * Runs a customer write that carries the page's stamp (the header's contract actions, the reception history):
 * busy while running; on success the toast, the new stamp for the page and `onSaved`; on failure the error toast
 * (422 lines, `message(error_message)`, or the fallback with the detail). Resolves to the answer's body, or null
 * when the write failed.
 */
export function useStampedCall(customerId: number, userId: number, onSaved?: () => void) {
  const [timestamp, setTimestamp] = useAtom(customerTimestampAtom);
  const [busy, setBusy] = useState(false);
  const run = async ({ send, success, failure }: StampedCall): Promise<Record<string, unknown> | null> => {
    setBusy(true);
    const result = await send({
      customer_id: customerId,
      updated_user_id: userId,
      customer_updated_timestamp: timestamp,
    });
    setBusy(false);
    if (result.kind !== 'ok') {
      void toastError(describeFailure(result, failure));
      return null;
    }
    setTimestamp(String(result.body.customer_updated_timestamp));
    void toastSuccess(success);
    onSaved?.();
    return result.body;
  };
  return { busy, run };
}
