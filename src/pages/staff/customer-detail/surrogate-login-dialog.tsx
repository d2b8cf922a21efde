import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { surrogateLogin } from '../../../api/staff';
import { dialogs } from '../../../engine/browser-dialogs';
import { keepFocus } from '../../../engine/renderer/keep-focus';
import { plainContext } from '../../../engine/renderer/plain-context';
import { SchemaForm } from '../../../engine/renderer/schema-form';
import { toastError } from '../../../engine/renderer/toaster';
import type { FormData } from '../../../engine/types';
import { isValid, validateForm } from '../../../engine/validator';

const form = dialogs['surrogate-login'];
const failed = 'ログインに失敗しました';

/** Where a successful surrogate login leads, in a new tab (002 §2.1). */
export const applyFormUrl = (customerId: number) => `/apply_form_page?customer_id=${customerId}`;

/**
 * The surrogate (proxy) login modal of 000 §2.7: the customer's login ID and password, both required;
 * on success the apply form opens for the customer in a new tab, on failure `ログインに失敗しました`.
 */
export function SurrogateLoginDialog(props: {
  isOpen: boolean;
  customerId: number;
  userId: number;
  onClose: () => void;
}) {
  const { isOpen, customerId, userId, onClose } = props;
  const [data, setData] = useState<FormData>({});
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setData({});
    setAttempted(false);
    onClose();
  };

  const submit = async () => {
    setAttempted(true);
    if (!isValid(validateForm(form.schema, data))) return;
    setBusy(true);
    const result = await surrogateLogin({
      account: String(data.account),
      password: String(data.password),
      customer_id: customerId,
      updated_user_id: userId,
    });
    setBusy(false);
    if (result.kind !== 'ok' || result.body.result_code !== 2000 || result.body.is_surrogate_login !== true)
      return void toastError(failed);
    window.open(applyFormUrl(customerId), '_blank', 'noopener');
    close();
  };

  return (
    <Dialog isOpen={isOpen} onClose={busy ? undefined : close} title="代理ログイン">
      <form
        // Our validator decides and shows Japanese messages; the browser's own bubbles would block the submit.
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          <SchemaForm
            schema={form.schema}
            uiSchema={form.ui}
            formData={data}
            onChange={setData}
            formContext={plainContext}
            idPrefix="surrogate"
            showAllErrors={attempted}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="キャンセル" disabled={busy} onClick={close} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                text="ログイン"
                loading={busy}
                onMouseDown={keepFocus}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
