import { useMemo, useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { tokyoToday } from '../../../../../rules/lib/clock';
import texts from '../../../../../schemas/pages/contract-actions.json';
import {
  reserveContractCancellation,
  type ContractCancellationState,
} from '../../../../api/contract-cancellation';
import { alertLines } from '../../../../engine/alert-lines';
import { dialogs } from '../../../../engine/browser-dialogs';
import { ConfirmDialog } from '../../../../engine/renderer/confirm-dialog';
import { keepFocus } from '../../../../engine/renderer/keep-focus';
import { plainContext } from '../../../../engine/renderer/plain-context';
import { SchemaForm } from '../../../../engine/renderer/schema-form';
import { ValidationAlert } from '../../../../engine/renderer/validation-alert';
import { withAnswerOptions } from '../../../../engine/section-options';
import type { FormData } from '../../../../engine/types';
import { isValid, validateForm } from '../../../../engine/validator';
import { reservedStatus } from './statuses';
import { useContractCall } from './use-contract-call';

const form = dialogs['reserve-cancellation'];
const reasonPointer = '/contract_cancellation_reason_id';
// 000 §3: the value -1 means 未設定; the rule `selected` refuses it.
const unselected = { value: -1, text: texts.unselected };
// Validation alert delay (002 §9): the alert follows the fields' own error marks.
const alertDelayMs = 100;

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
  const [attempted, setAttempted] = useState(false);
  const [lines, setLines] = useState<string[]>([]);
  const [confirmRevert, setConfirmRevert] = useState(false);
  const { busy, run } = useContractCall(props.customerId, props.userId);
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
    setAttempted(true);
    const errors = validateForm(filled.schema, data);
    if (!isValid(errors)) return void setTimeout(() => setLines(alertLines(errors, data)), alertDelayMs);
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
    <Dialog isOpen onClose={busy ? undefined : onClose} title={texts.titles.reserve}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogBody>
          {reserved ? <p>{texts.confirm.reserved}</p> : null}
          <SchemaForm
            schema={filled.schema}
            uiSchema={filled.ui}
            formData={data}
            onChange={setData}
            formContext={plainContext}
            idPrefix="reserve-cancellation"
            showAllErrors={attempted}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={texts.buttons.close} disabled={busy} onClick={onClose} />
              {reserved ? (
                <Button
                  intent={Intent.WARNING}
                  text={texts.buttons.revert}
                  disabled={busy}
                  onClick={() => setConfirmRevert(true)}
                />
              ) : null}
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                text={texts.buttons.save}
                loading={busy}
                onMouseDown={keepFocus}
              />
            </>
          }
        />
      </form>
      <ValidationAlert itemName={texts.titles.reserve} lines={lines} onClose={() => setLines([])} />
      <ConfirmDialog
        message={confirmRevert ? texts.confirm.revert : null}
        confirmText={texts.buttons.revert}
        onConfirm={() => void revert()}
        onCancel={() => setConfirmRevert(false)}
      />
    </Dialog>
  );
}
