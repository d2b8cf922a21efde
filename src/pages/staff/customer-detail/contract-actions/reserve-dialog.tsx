import { useMemo, useState } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { tokyoToday } from '../../../../../rules/lib/clock';
import texts from '../../../../../schemas/pages/contract-actions.json';
import {
  reserveContractCancellation,
  type ContractCancellationState,
} from '../../../../api/contract-cancellation';
import { dialogs } from '../../../../engine/browser-dialogs';
import { ConfirmDialog } from '../../../../engine/renderer/confirm-dialog';
import { FormDialog } from '../../../../engine/renderer/form-dialog';
import { withAnswerOptions } from '../../../../engine/section-options';
import type { FormData } from '../../../../engine/types';
import { reservedStatus } from './statuses';
import { useStampedCall } from '../../../../engine/renderer/use-stamped-call';

const form = dialogs['reserve-cancellation'];
const reasonPointer = '/contract_cancellation_reason_id';
// 000 §3: the value -1 means 未設定; the rule `selected` refuses it.
const unselected = { value: -1, text: texts.unselected };

/**
 * The 解約予約 modal (002 §2.8, §5.5): 解約日 (today in Tokyo, or the reserved date) and 解約理由 from the
 * master, validated by `schemas/dialogs/reserve-cancellation`; a reserved customer may also revert it.
 */
export function ReserveDialog(props: {
  state: ContractCancellationState;
  customerId: number;
  userId: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const { state, onClose, onDone } = props;
  const reserved = state.contract_status_selected === reservedStatus;
  const [data, setData] = useState<FormData>(() => ({
    contract_cancellation_date: (reserved && state.contract_cancellation_date) || tokyoToday(),
    contract_cancellation_reason_id: (reserved && state.contract_cancellation_reason_id) || unselected.value,
  }));
  const [confirmRevert, setConfirmRevert] = useState(false);
  const { busy, run } = useStampedCall(props.customerId, props.userId);
  const options = state.cancellation_reason_options;
  const filled = useMemo(
    () =>
      withAnswerOptions(
        form.schema,
        form.ui,
        { [reasonPointer]: 'reasons' },
        { reasons: [unselected, ...options] },
      ),
    [options],
  );

  const save = async () => {
    const done = await run({
      send: (base) =>
        reserveContractCancellation({
          ...base,
          contract_cancellation_date: String(data.contract_cancellation_date),
          contract_cancellation_reason_id: Number(data.contract_cancellation_reason_id),
        }),
      success: texts.toasts.reserved,
      failure: texts.failures.reserve,
    });
    if (done) onDone();
  };
  const revert = async () => {
    setConfirmRevert(false);
    const done = await run({
      send: (base) => reserveContractCancellation({ ...base, is_revert_reservation: true }),
      success: texts.toasts.reverted,
      failure: texts.failures.revert,
    });
    if (done) onDone();
  };

  return (
    <FormDialog
      title={texts.titles.reserve}
      form={filled}
      idPrefix="reserve-cancellation"
      data={data}
      onChange={setData}
      onSubmit={() => void save()}
      submitText={texts.buttons.save}
      cancelText={texts.buttons.close}
      busy={busy}
      onClose={onClose}
      alertItemName={texts.titles.reserve}
      lead={reserved ? <p>{texts.confirm.reserved}</p> : null}
      actions={
        reserved ? (
          <Button
            intent={Intent.WARNING}
            text={texts.buttons.revert}
            disabled={busy}
            onClick={() => setConfirmRevert(true)}
          />
        ) : null
      }
    >
      <ConfirmDialog
        message={confirmRevert ? texts.confirm.revert : null}
        confirmText={texts.buttons.revert}
        onConfirm={() => void revert()}
        onCancel={() => setConfirmRevert(false)}
      />
    </FormDialog>
  );
}
