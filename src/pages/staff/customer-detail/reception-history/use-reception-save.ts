import { useState } from 'react';
import { useAtom } from 'jotai';
import { describeFailure, type CallResult } from '../../../../engine/failure';
import { customerTimestampAtom } from '../../../../engine/renderer/state';
import { toastError, toastSuccess } from '../../../../engine/renderer/toaster';
import type { ReceptionCallBase } from './reception-api';

/** One write of the view: what to send, and the toasts of success and failure. */
export interface ReceptionSave {
  send: (base: ReceptionCallBase) => Promise<CallResult>;
  success: string;
  failure: string;
}

/**
 * Runs the view's writes with the customer's stamp: busy while running; on success the toast, the new stamp
 * for the page and `onSaved`; on failure the error toast (422 lines, `message(error_message)`, or the
 * fallback with the detail). Resolves to the answer's body, or null when the write failed.
 */
export function useReceptionSave(customerId: number, userId: number, onSaved: () => void) {
  const [timestamp, setTimestamp] = useAtom(customerTimestampAtom);
  const [busy, setBusy] = useState(false);
  const run = async ({ send, success, failure }: ReceptionSave): Promise<Record<string, unknown> | null> => {
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
    onSaved();
    return result.body;
  };
  return { busy, run };
}
