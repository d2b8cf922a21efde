import { useId, useState } from 'react';
import { Alert, Button, Checkbox, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import messages from '../../../../../schemas/messages.json';
import { serviceNames, sideTexts } from './texts';
import { AppDialog } from '../../../../engine/renderer/app-dialog';

const texts = sideTexts.messengerUse;
const services = Object.entries(serviceNames).map(([id, name]) => ({ id: Number(id), name }));

/**
 * '利用設定' (001 §2.2): a checkbox per messenger service; '開通確認お願いの送信' stays disabled until one
 * is ticked, then asks '以下のメッセンジャー開通確認を送信します。よろしいですか？' listing the services.
 */
export function MessengerUseDialog(props: {
  isOpen: boolean;
  onSend: (selected: number[]) => void;
  onClose: () => void;
}) {
  const [selected, setSelected] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  // The question names the alert dialog (Blueprint's Alert has no title).
  const questionId = useId();
  const toggle = (id: number) =>
    setSelected((before) => (before.includes(id) ? before.filter((x) => x !== id) : [...before, id].sort()));
  const close = () => (setSelected([]), setConfirming(false), props.onClose());

  return (
    <>
      <AppDialog
        isOpen={props.isOpen && !confirming}
        title={texts.title}
        onClose={close}
        style={{ width: 420 }}
      >
        <DialogBody>
          {services.map((service) => (
            <Checkbox
              key={service.id}
              label={service.name}
              checked={selected.includes(service.id)}
              onChange={() => toggle(service.id)}
            />
          ))}
        </DialogBody>
        <DialogFooter
          actions={
            <Button
              text={texts.send}
              intent={Intent.PRIMARY}
              disabled={selected.length === 0}
              onClick={() => setConfirming(true)}
            />
          }
        />
      </AppDialog>
      <Alert
        aria-labelledby={questionId}
        isOpen={props.isOpen && confirming}
        intent={Intent.PRIMARY}
        cancelButtonText={messages.cancel}
        confirmButtonText={texts.confirmButton}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          const chosen = selected;
          close();
          props.onSend(chosen);
        }}
      >
        <p id={questionId}>{texts.confirm}</p>
        <ul>
          {selected.map((id) => (
            <li key={id}>{serviceNames[id]}</li>
          ))}
        </ul>
      </Alert>
    </>
  );
}
