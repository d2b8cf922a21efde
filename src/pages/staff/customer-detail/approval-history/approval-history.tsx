import { useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import { Button, HTMLSelect, Intent } from '@blueprintjs/core';
import layout from '../../../../../schemas/pages/customer-detail.json';
import { revertApproval, saveOrder, type Edition } from '../../../../api/credit-cycle';

import { describeFailure } from '../../../../engine/failure';
import { BlockingDialog } from '../../../../engine/renderer/blocking-dialog';
import { ConfirmDialog } from '../../../../engine/renderer/confirm-dialog';
import { customerTimestampAtom } from '../../../../engine/renderer/state';
import { toastError, toastSuccess } from '../../../../engine/renderer/toaster';
import { EditionPreviewDialog } from './edition-preview-dialog';
import { useEditions } from './use-editions';

const texts = layout.approvalHistory;

/** What a reserved edition can have done to it. */
type ReservationStep = 'revert' | 'reflect';

// An edition's `status` is its update application status; 1 and 5 (re-applied after 差戻 or 与信NG) are
// the open application, awaiting screening or approval (000 §4, 000 §9).
const openStatuses = [1, 5];

/** True for the edition awaiting approval, which the select shows first (002 §4). */
export const isAwaitingApproval = (edition: Edition): boolean => openStatuses.includes(edition.status);

/** Props of {@link ApprovalHistory}. */
export interface ApprovalHistoryProps {
  customerId: number;
  userId: number;
  isEntry: boolean;
  /** A credit or approval request runs: the revert waits. */
  requesting?: boolean;
  /** After a revert, with the customer's new stamp: the page reloads what the revert changed. */
  onChanged: (timestamp: string) => void;
}

/**
 * The header's credit-screening approval history (000 §2.7, 002 §4): a select of the editions (the one
 * awaiting approval chosen first), 表示 to preview the chosen edition read-only and, for contracted
 * customers, この版の予約を取り消す for a reserved edition.
 */
export function ApprovalHistory({
  customerId,
  userId,
  isEntry,
  requesting,
  onChanged,
}: ApprovalHistoryProps) {
  const editions = useEditions(customerId, texts.loadFailed);
  const [timestamp, setTimestamp] = useAtom(customerTimestampAtom);
  const [chosen, setChosen] = useState<number | null>(null);
  const [preview, setPreview] = useState<Edition | null>(null);
  const [confirming, setConfirming] = useState<ReservationStep | null>(null);
  const [busy, setBusy] = useState<ReservationStep | null>(null);
  const list = editions.data ?? [];
  const selected =
    list.find((edition) => edition.header_id === chosen) ?? list.find(isAwaitingApproval) ?? list[0];

  useEffect(() => {
    if (editions.error instanceof Error) void toastError(editions.error.message);
  }, [editions.error]);

  // この版の予約を取り消す (revertApproval) or この版を今すぐ反映 (saveOrder) on a reserved edition.
  const decide = async (step: ReservationStep, edition: Edition) => {
    setConfirming(null);
    setBusy(step);
    const common = {
      customer_id: customerId,
      updated_user_id: userId,
      customer_updated_timestamp: timestamp,
    };
    const result =
      step === 'revert'
        ? await revertApproval({ ...common, header_id: edition.header_id })
        : await saveOrder({ ...common, customer_update_application_header_id: edition.header_id });
    setBusy(null);
    const done = step === 'revert' ? texts.reverted : texts.reflected;
    const failed = step === 'revert' ? texts.revertFailed : texts.reflectFailed;
    if (result.kind !== 'ok') return void toastError(describeFailure(result, failed));
    void toastSuccess(done);
    const next = String(result.body.customer_updated_timestamp ?? timestamp);
    setTimestamp(next);
    setChosen(null);
    await editions.mutate();
    onChanged(next);
  };
  const reservationDisabled = !selected?.is_reserved || requesting || busy !== null;

  return (
    <div style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <HTMLSelect
        aria-label={texts.label}
        value={selected?.header_id ?? ''}
        disabled={list.length === 0}
        onChange={(event) => setChosen(Number(event.currentTarget.value))}
        options={
          list.length === 0
            ? [{ value: '', label: texts.none }]
            : list.map((edition) => ({ value: edition.header_id, label: edition.label }))
        }
      />
      <Button text={texts.show} disabled={!selected} onClick={() => setPreview(selected ?? null)} />
      {isEntry ? null : (
        <>
          <Button
            text={texts.reflectNow}
            intent={Intent.PRIMARY}
            disabled={reservationDisabled}
            onClick={() => setConfirming('reflect')}
          />
          <Button
            text={texts.revert}
            intent={Intent.WARNING}
            disabled={reservationDisabled}
            onClick={() => setConfirming('revert')}
          />
        </>
      )}
      <EditionPreviewDialog
        customerId={customerId}
        isEntry={isEntry}
        userId={userId}
        edition={preview}
        onClose={() => setPreview(null)}
      />
      <ConfirmDialog
        message={
          confirming && selected
            ? (confirming === 'revert' ? texts.revertConfirm : texts.reflectConfirm).replaceAll(
                '{label}',
                selected.label,
              )
            : null
        }
        confirmText={confirming === 'reflect' ? texts.reflectButton : texts.revertButton}
        onConfirm={() => confirming && selected && void decide(confirming, selected)}
        onCancel={() => setConfirming(null)}
      />
      <BlockingDialog isOpen={busy !== null} text={busy === 'reflect' ? texts.reflecting : texts.reverting} />
    </div>
  );
}
