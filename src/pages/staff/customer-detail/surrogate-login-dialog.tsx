import { useState } from 'react';
import layout from '../../../../schemas/pages/customer-detail.json';
import { surrogateLogin } from '../../../api/staff';
import { dialogs } from '../../../engine/browser-dialogs';
import { FormDialog } from '../../../engine/renderer/form-dialog';
import { toastError } from '../../../engine/renderer/toaster';
import type { FormData } from '../../../engine/types';

const form = dialogs['surrogate-login'];
const texts = layout.surrogateLogin;

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
  const [busy, setBusy] = useState(false);

  const close = () => {
    setData({});
    onClose();
  };

  const submit = async () => {
    setBusy(true);
    const result = await surrogateLogin({
      account: String(data.account),
      password: String(data.password),
      customer_id: customerId,
      updated_user_id: userId,
    });
    setBusy(false);
    if (result.kind !== 'ok' || result.body.result_code !== 2000 || result.body.is_surrogate_login !== true)
      return void toastError(texts.failed);
    window.open(applyFormUrl(customerId), '_blank', 'noopener');
    close();
  };

  return (
    <FormDialog
      isOpen={isOpen}
      title={texts.title}
      form={form}
      idPrefix="surrogate"
      data={data}
      onChange={setData}
      onSubmit={() => void submit()}
      submitText={texts.submit}
      cancelText={texts.cancel}
      busy={busy}
      onClose={close}
    />
  );
}
