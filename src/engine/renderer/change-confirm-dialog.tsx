import { Button, Classes, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import type { ChangeSaveCall } from '../catalogue';
import texts from '../../../schemas/messages.json';
import { AppDialog } from './app-dialog';

/**
 * The approval request modal (spec 000 §2.7): the items awaiting approval, キャンセル and the call's
 * confirm button (保存して承認依頼).
 */
export function ChangeConfirmDialog(props: {
  change: Pick<ChangeSaveCall, 'confirmTitle' | 'confirmButton'>;
  isOpen: boolean;
  items: string[];
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { change, isOpen, items, onConfirm, onCancel } = props;
  return (
    <AppDialog isOpen={isOpen} title={change.confirmTitle} onClose={onCancel} canOutsideClickClose={false}>
      <DialogBody>
        <ul className={Classes.LIST} aria-label={change.confirmTitle}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={texts.cancel} onClick={onCancel} />
            <Button text={change.confirmButton} intent={Intent.PRIMARY} onClick={onConfirm} />
          </>
        }
      />
    </AppDialog>
  );
}
