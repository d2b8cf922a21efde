import { useState } from 'react';
import { Intent } from '@blueprintjs/core';
import texts from '../../../../../schemas/pages/contract-actions.json';
import { contractStop } from '../../../../api/contract-cancellation';
import { dialogs } from '../../../../engine/browser-dialogs';
import { FormDialog } from '../../../../engine/renderer/form-dialog';
import type { FormData } from '../../../../engine/types';
import { useStampedCall } from '../../../../engine/renderer/use-stamped-call';

const form = dialogs['contract-stop'];

/**
 * The 契約停止 modal of an entry (002 §2.8, §5.5): its one confirmation checkbox must be ticked, else the
 * alert 入力にエラーがあります; after the stop the page reloads (002 §4).
 */
export function StopDialog(props: { customerId: number; userId: number; onClose: () => void }) {
  const [data, setData] = useState<FormData>({ is_confirmed: false });
  const { busy, run } = useStampedCall(props.customerId, props.userId);

  const execute = async () => {
    const done = await run({
      send: (base) => contractStop({ ...base, is_confirmed: data.is_confirmed === true }),
      success: texts.toasts.stopped,
      failure: texts.failures.stop,
    });
    if (done) window.location.reload();
  };

  return (
    <FormDialog
      title={texts.titles.stop}
      form={form}
      idPrefix="contract-stop"
      data={data}
      onChange={setData}
      onSubmit={() => void execute()}
      submitText={texts.buttons.executeStop}
      submitIntent={Intent.DANGER}
      cancelText={texts.buttons.close}
      busy={busy}
      onClose={props.onClose}
      alertItemName={texts.titles.stop}
    />
  );
}
