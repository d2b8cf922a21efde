import { useState } from 'react';
import { call } from '../../../../api/client';
import { describeFailure } from '../../../../engine/failure';
import { BlockingDialog } from '../../../../engine/renderer/blocking-dialog';
import { ConfirmDialog } from '../../../../engine/renderer/confirm-dialog';
import { toastError, toastSuccess } from '../../../../engine/renderer/toaster';
import { fillTemplate } from '../../../../../rules/lib/rule-doc';
import { headerActions, type HeaderAction } from './declaration';

type MailAction = Extract<HeaderAction, { kind: 'mail' }>;
const texts = headerActions.messages;

// The answer's is_send_result (002 §7): allSuccess, allFailed, partialFailed with the failed addresses, or
// emptyAddress when the customer has no E-Mail report destination.
function announce(action: MailAction, body: Record<string, unknown>): void {
  const result = (body.is_send_result ?? {}) as { status?: string; failedAddresses?: string[] };
  const mailType = { mailType: action.mailType };
  switch (result.status) {
    case 'allSuccess':
      return void toastSuccess(fillTemplate(texts.mailSent, mailType));
    case 'partialFailed':
      return void toastError({
        message: [action.partialFailure, ...(result.failedAddresses ?? [])].join('\n'),
      });
    case 'emptyAddress':
      return void toastError(fillTemplate(texts.mailEmptyAddress, mailType));
    default:
      return void toastError(fillTemplate(texts.mailAllFailed, mailType));
  }
}

/** A mail of the header's メール menu: asks `{TAS ID}：{company}へ{mail type}を送信しますか。`, then sends it. */
export function MailConfirm(props: {
  action: MailAction | null;
  customerId: number;
  userId: number;
  tasId: string;
  company: string;
  onDone: () => void;
}) {
  const { action, customerId, userId } = props;
  const [sending, setSending] = useState(false);
  const send = async (mail: MailAction) => {
    props.onDone();
    setSending(true);
    const result = await call('POST', mail.path, undefined, {
      kind: 'json',
      value: { customer_id: customerId, updated_user_id: userId, ...mail.params },
    });
    setSending(false);
    if (result.kind === 'ok') announce(mail, result.body);
    else
      void toastError(describeFailure(result, fillTemplate(texts.mailFailed, { mailType: mail.mailType })));
  };
  const question = action
    ? fillTemplate(texts.mailConfirm, {
        tas_id: props.tasId,
        company: props.company,
        mailType: action.mailType,
      })
    : null;
  return (
    <>
      <ConfirmDialog
        message={question}
        confirmText={texts.ok}
        cancelText={texts.cancel}
        onConfirm={() => action && void send(action)}
        onCancel={props.onDone}
      />
      <BlockingDialog isOpen={sending} text={texts.sending} />
    </>
  );
}
