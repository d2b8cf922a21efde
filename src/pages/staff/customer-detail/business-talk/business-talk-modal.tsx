import { useState } from 'react';
import { Button, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import {
  linkBusinessTalk,
  type BusinessTalkChange,
  type BusinessTalkRow,
  type LinkTarget,
} from '../../../../api/business-talks';
import { describeFailure } from '../../../../engine/failure';
import { BlockingDialog } from '../../../../engine/renderer/blocking-dialog';
import { ConfirmDialog } from '../../../../engine/renderer/confirm-dialog';
import { toastError, toastSuccess } from '../../../../engine/renderer/toaster';
import { Pager } from '../../../shared/pager';
import { businessTalkCard, labels, messages } from './card';
import { ResultTable } from './result-table';
import { SearchPanel } from './search-panel';
import { useBusinessTalkList } from './use-business-talk-list';
import './business-talk.css';
import { AppDialog } from '../../../../engine/renderer/app-dialog';

/** Props of {@link BusinessTalkModal}. */
export interface BusinessTalkModalProps {
  /** The customer whose page is open, the user and the stamp the link is saved with. */
  target: LinkTarget;
  /** Closes the modal; keep it stable (a failed load calls it, and the list reloads when it changes). */
  onClose: () => void;
  /** The link was saved: the field's new number and the customer's new stamp. */
  onLinked: (change: BusinessTalkChange) => void;
}

/**
 * The linking modal (000 §2.8): search, a page of inquiries with one tick at most, キャンセル and 紐付ける.
 * Choosing an inquiry linked to another customer asks before moving it; a failed load closes the modal.
 */
export function BusinessTalkModal({ target, onClose, onLinked }: BusinessTalkModalProps) {
  const list = useBusinessTalkList(target.customerId, onClose);
  const [selected, setSelected] = useState<BusinessTalkRow | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const { pageSize } = businessTalkCard.definition;

  const link = async (row: BusinessTalkRow) => {
    setConfirming(false);
    setSaving(true);
    const outcome = await linkBusinessTalk(target, row.business_talk_history_id);
    setSaving(false);
    if (outcome.kind === 'failed')
      return void toastError(describeFailure(outcome.result, messages.linkFailed));
    void toastSuccess(messages.linked);
    onLinked(outcome.value);
    onClose();
  };
  const requestLink = () => {
    if (!selected) return void toastError(messages.notSelected);
    if (selected.is_other_used) return setConfirming(true);
    void link(selected);
  };
  const busy = list.loading || saving;

  return (
    <>
      <AppDialog
        isOpen
        title={labels.modalTitle}
        onClose={onClose}
        canOutsideClickClose={false}
        style={{ width: 1040, maxWidth: '96vw' }}
      >
        <DialogBody className="tas-business-talk-body">
          <SearchPanel busy={list.loading} onSearch={list.search} />
          <Pager
            label={labels.pager}
            page={list.page}
            limit={pageSize}
            total={list.result.total}
            sizes={[pageSize]}
            disabled={busy}
            onPage={list.goTo}
            onLimit={() => undefined}
          />
          <ResultTable
            rows={list.result.rows}
            selectedId={selected?.business_talk_history_id ?? null}
            onSelect={setSelected}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={labels.cancel} onClick={onClose} />
              <Button
                intent={Intent.PRIMARY}
                icon="link"
                text={labels.link}
                disabled={busy}
                onClick={requestLink}
              />
            </>
          }
        />
      </AppDialog>
      <ConfirmDialog
        message={confirming ? messages.overwriteConfirm : null}
        confirmText={labels.overwrite}
        onConfirm={() => selected && void link(selected)}
        onCancel={() => setConfirming(false)}
      />
      <BlockingDialog isOpen={busy} text={saving ? labels.saving : labels.loading} />
    </>
  );
}
