import { Button, DialogBody, DialogFooter, HTMLTable, Intent } from '@blueprintjs/core';
import texts from '../../../../../schemas/pages/contract-actions.json';
import { contractCancellation, type ContractCancellationState } from '../../../../api/contract-cancellation';
import { useStampedCall } from '../../../../engine/renderer/use-stamped-call';
import { AppDialog } from '../../../../engine/renderer/app-dialog';

/**
 * The 解約 modal (002 §2.8): confirms processing the reserved cancellation (its date and reason shown), or
 * leads to the 解約予約 modal to change or revert the reservation.
 */
export function CancelDialog(props: {
  state: ContractCancellationState;
  customerId: number;
  userId: number;
  onClose: () => void;
  onChangeReservation: () => void;
  onDone: () => void;
}) {
  const { state, onClose, onDone } = props;
  const { busy, run } = useStampedCall(props.customerId, props.userId);
  const execute = async () => {
    const done = await run({
      send: contractCancellation,
      success: texts.toasts.cancelled,
      failure: texts.failures.cancel,
    });
    if (done) onDone();
  };
  return (
    <AppDialog isOpen onClose={busy ? undefined : onClose} title={texts.titles.cancel}>
      <DialogBody>
        <HTMLTable compact>
          <tbody>
            <tr>
              <th>{texts.cancellationDateLabel}</th>
              <td>{state.contract_cancellation_date ?? ''}</td>
            </tr>
            <tr>
              <th>{texts.reasonLabel}</th>
              <td>{state.contract_cancellation_reason_name}</td>
            </tr>
          </tbody>
        </HTMLTable>
        <p style={{ marginTop: 12 }}>{texts.confirm.cancel}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={texts.buttons.close} disabled={busy} onClick={onClose} />
            <Button
              text={texts.buttons.changeReservation}
              disabled={busy}
              onClick={props.onChangeReservation}
            />
            <Button
              intent={Intent.DANGER}
              text={texts.buttons.executeCancel}
              loading={busy}
              onClick={() => void execute()}
            />
          </>
        }
      />
    </AppDialog>
  );
}
