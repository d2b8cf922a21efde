import { useCallback, useState } from 'react';
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useSetAtom } from 'jotai';
import {
  businessTalkIdOf,
  unlinkBusinessTalk,
  type BusinessTalkChange,
  type LinkTarget,
} from '../../../../api/business-talks';
import { describeFailure } from '../../../../engine/failure';
import { BlockingDialog } from '../../../../engine/renderer/blocking-dialog';
import { ConfirmDialog } from '../../../../engine/renderer/confirm-dialog';
import { customerTimestampAtom } from '../../../../engine/renderer/state';
import { toastError, toastSuccess } from '../../../../engine/renderer/toaster';
import type { AppFieldProps, RjsfData } from '../../../../engine/types';
import { BusinessTalkModal } from './business-talk-modal';
import { labels, messages } from './card';
import { LinkMenu } from './link-menu';
import { openBusinessTalk } from './result-table';

/**
 * `"ui:field": "businessTalkLink"` (基本情報 → 反響顧客番号, 000 §2.8 item 4): the linked inquiry's number,
 * read-only, with the menu that links, unlinks and goes to it. The link is saved by its own calls at
 * once; the field then takes the new number and the page the customer's new stamp.
 */
export function BusinessTalkLinkField(props: AppFieldProps) {
  const { registry, uiSchema = {}, fieldPathId, onChange, disabled, required } = props;
  const context = registry.formContext;
  const setTimestamp = useSetAtom(customerTimestampAtom);
  const [modalOpen, setModalOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [releasing, setReleasing] = useState(false);
  const formData: unknown = props.formData;
  const value = typeof formData === 'string' ? formData : '';
  const title = String(uiSchema['ui:title'] ?? props.schema.title ?? props.name);
  // Disabled with the section (update mode), without its permission, or while a request runs (000 §4, §6).
  const locked = Boolean(disabled) || !context.authorised || context.requesting;
  const target: LinkTarget = {
    customerId: context.customerId,
    userId: context.userId,
    customerUpdatedTimestamp: context.customerUpdatedTimestamp,
  };

  // Stable: the modal's list reloads when its failure callback changes.
  const closeModal = useCallback(() => setModalOpen(false), []);
  const apply = (change: BusinessTalkChange) => {
    // rjsf's onChange is typed over the form's object type; this field's value is the number text.
    onChange(change.number as unknown as RjsfData, fieldPathId.path);
    setTimestamp(change.timestamp);
  };
  const unlink = async () => {
    setConfirming(false);
    setReleasing(true);
    const outcome = await unlinkBusinessTalk(target);
    setReleasing(false);
    if (outcome.kind === 'failed')
      return void toastError(describeFailure(outcome.result, messages.unlinkFailed));
    void toastSuccess(messages.unlinked);
    apply(outcome.value);
  };
  const goTo = () => {
    const id = businessTalkIdOf(value);
    if (id !== null) openBusinessTalk(id);
  };

  // rjsf gives a custom field's frame no label: it is drawn here, as the theme's frame draws it.
  return (
    <>
      <FormGroup
        style={{ margin: 0 }}
        disabled={Boolean(disabled)}
        label={<span id={`${fieldPathId.$id}__label`}>{title}</span>}
        labelFor={fieldPathId.$id}
        labelInfo={required ? '*' : undefined}
      >
        <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <div style={{ flex: '0 1 240px' }}>
            <InputGroup id={fieldPathId.$id} value={value} readOnly disabled={Boolean(disabled)} />
          </div>
          <LinkMenu
            fieldTitle={title}
            disabled={locked}
            linked={value !== ''}
            onLink={() => setModalOpen(true)}
            onUnlink={() => setConfirming(true)}
            onGoTo={goTo}
          />
        </div>
      </FormGroup>
      {modalOpen && <BusinessTalkModal target={target} onClose={closeModal} onLinked={apply} />}
      <ConfirmDialog
        message={confirming ? messages.unlinkConfirm : null}
        confirmText={labels.unlink}
        onConfirm={() => void unlink()}
        onCancel={() => setConfirming(false)}
      />
      <BlockingDialog isOpen={releasing} text={labels.releasing} />
    </>
  );
}
