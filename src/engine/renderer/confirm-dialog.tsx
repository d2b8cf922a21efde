import { useId } from 'react';
import { Alert, Intent } from '@blueprintjs/core';
import texts from '../../../schemas/messages.json';

/** A yes/no confirmation (delete, restore); `onConfirm` runs only on the confirm button. */
export function ConfirmDialog(props: {
  message: string | null;
  confirmText: string;
  /** The cancel button's text; `キャンセル` unless given. */
  cancelText?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { message, confirmText, onConfirm, onCancel } = props;
  // The question names the alert dialog (Blueprint's Alert has no title).
  const messageId = useId();
  return (
    <Alert
      aria-labelledby={messageId}
      isOpen={message !== null}
      intent={Intent.DANGER}
      icon="warning-sign"
      cancelButtonText={props.cancelText ?? texts.cancel}
      confirmButtonText={confirmText}
      onConfirm={onConfirm}
      onCancel={onCancel}
      canEscapeKeyCancel
    >
      <p id={messageId}>{message}</p>
    </Alert>
  );
}
