import { Button, DialogBody, DialogFooter, HTMLTable, Intent } from '@blueprintjs/core';
import { AppDialog } from '../../../../engine/renderer/app-dialog';
import { ConfirmDialog } from '../../../../engine/renderer/confirm-dialog';
import { orderTexts } from './texts';

const texts = orderTexts.numbering;

/** Where the numbering's confirmations stand: closed, the renumbering warning, or the confirmation itself. */
export type NumberingStep = 'closed' | 'renumber' | 'confirm';

/**
 * 採番's confirmations (002 §2.2): for a customer who holds a number, first that a different number will be
 * numbered and to check there is no operational problem; then the confirmation itself — the transfer
 * destination number will be numbered, whether an original announcement is present — with キャンセル and
 * 採番して保存.
 */
export function NumberingDialog(props: {
  step: NumberingStep;
  originalAnnouncement: boolean;
  onNext: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { step, originalAnnouncement, onNext, onConfirm, onCancel } = props;
  return (
    <>
      <ConfirmDialog
        message={step === 'renumber' ? texts.renumberMessage : null}
        confirmText={texts.renumberConfirm}
        cancelText={texts.cancel}
        onConfirm={onNext}
        onCancel={onCancel}
      />
      <AppDialog
        isOpen={step === 'confirm'}
        title={texts.title}
        onClose={onCancel}
        canOutsideClickClose={false}
      >
        <DialogBody>
          <p>{texts.message}</p>
          <HTMLTable compact bordered>
            <tbody>
              <tr>
                <th scope="row">{texts.originalAnnouncement}</th>
                <td>{originalAnnouncement ? texts.present : texts.absent}</td>
              </tr>
            </tbody>
          </HTMLTable>
          <p style={{ marginTop: 12 }}>{texts.question}</p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={texts.cancel} onClick={onCancel} />
              <Button text={texts.confirm} intent={Intent.PRIMARY} icon="floppy-disk" onClick={onConfirm} />
            </>
          }
        />
      </AppDialog>
    </>
  );
}
