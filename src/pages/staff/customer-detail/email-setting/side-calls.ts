import { describeFailure, type Transport } from '../../../../engine/failure';
import { toastError, toastSuccess } from '../../../../engine/renderer/toaster';
import type { SectionContext } from '../../../../engine/types';
import { sideTexts } from './texts';

/** Send type of a test message: e-mail (001 §7 `send_type`). */
const mailSendType = 1;

/** updateMessengerUsePreference: asks the chosen services for an opening confirmation (001 §7). */
export async function sendMessengerUse(transport: Transport, context: SectionContext, selected: number[]) {
  const texts = sideTexts.messengerUse;
  const result = await transport.post(texts.path, {
    customer_id: context.customerId,
    updated_user_id: context.userId,
    selected,
    is_entry: context.isEntry ? 1 : 0,
  });
  if (result.kind === 'ok') void toastSuccess(texts.saved);
  else void toastError(describeFailure(result, texts.failed));
}

/** sendTestMessage to one saved address (001 §7); no address found gives the spec's own text. */
export async function sendTestMessage(
  transport: Transport,
  context: SectionContext,
  memberId: number,
  address: string,
) {
  const texts = sideTexts.testMessage;
  const result = await transport.post(texts.path, {
    customer_id: context.customerId,
    customer_report_member_id: memberId,
    send_type: mailSendType,
    report_mail_address: address,
  });
  if (result.kind === 'ok') return void toastSuccess(texts.sent);
  if (result.kind === 'http-error' && result.body.is_address_found === false)
    return void toastError(texts.noAddress);
  void toastError(describeFailure(result, texts.failed));
}
