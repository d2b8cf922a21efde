import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import texts from '../../../../../schemas/pages/contract-actions.json';
import { contractStop } from '../../../../api/contract-cancellation';
import { alertLines } from '../../../../engine/alert-lines';
import { dialogs } from '../../../../engine/browser-dialogs';
import { keepFocus } from '../../../../engine/renderer/keep-focus';
import { plainContext } from '../../../../engine/renderer/plain-context';
import { SchemaForm } from '../../../../engine/renderer/schema-form';
import { ValidationAlert } from '../../../../engine/renderer/validation-alert';
import type { FormData } from '../../../../engine/types';
import { isValid, validateForm } from '../../../../engine/validator';
import { useContractCall } from './use-contract-call';

const form = dialogs['contract-stop'];
// Validation alert delay (002 §9): the alert follows the fields' own error marks.
const alertDelayMs = 100;

/**
 * The 契約停止 modal of an entry (002 §2.8, §5.5): its one confirmation checkbox must be ticked, else the
 * alert 入力にエラーがあります; after the stop the page reloads (002 §4).
 */
export function StopDialog(props: { customerId: number; userId: number; onClose: () => void }) {
  const { onClose } = props;
  const [data, setData] = useState<FormData>({ is_confirmed: false });
  const [attempted, setAttempted] = useState(false);
  const [lines, setLines] = useState<string[]>([]);
  const { busy, run } = useContractCall(props.customerId, props.userId);

  const execute = async () => {
    setAttempted(true);
    const errors = validateForm(form.schema, data);
    if (!isValid(errors)) return void setTimeout(() => setLines(alertLines(errors, data)), alertDelayMs);
    const done = await run({
      send: (base) => contractStop({ ...base, is_confirmed: data.is_confirmed === true }),
      success: texts.toasts.stopped,
      failure: texts.failures.stop,
    });
    if (done) window.location.reload();
  };

  return (
    <Dialog isOpen onClose={busy ? undefined : onClose} title={texts.titles.stop}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void execute();
        }}
      >
        <DialogBody>
          <SchemaForm
            schema={form.schema}
            uiSchema={form.ui}
            formData={data}
            onChange={setData}
            formContext={plainContext}
            idPrefix="contract-stop"
            showAllErrors={attempted}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={texts.buttons.close} disabled={busy} onClick={onClose} />
              <Button
                type="submit"
                intent={Intent.DANGER}
                text={texts.buttons.executeStop}
                loading={busy}
                onMouseDown={keepFocus}
              />
            </>
          }
        />
      </form>
      <ValidationAlert itemName={texts.titles.stop} lines={lines} onClose={() => setLines([])} />
    </Dialog>
  );
}
