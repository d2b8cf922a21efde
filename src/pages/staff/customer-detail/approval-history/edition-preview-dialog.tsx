import { useMemo } from 'react';
import useSWRImmutable from 'swr/immutable';
import { Button, DialogBody, DialogFooter, NonIdealState, Spinner } from '@blueprintjs/core';
import layout from '../../../../../schemas/pages/customer-detail.json';
import { fetchHeaderByInfo, type Edition } from '../../../../api/credit-cycle';
import { catalogue } from '../../../../engine/browser-catalogue';
import { describeFailure } from '../../../../engine/failure';
import { useEngine } from '../../../../engine/renderer/engine-context';
import { SchemaForm } from '../../../../engine/renderer/schema-form';
import { useSectionSchema } from '../../../../engine/renderer/use-section-schema';
import { toLoaded } from '../../../../engine/section-calls';
import type { SectionContext } from '../../../../engine/types';
import { AppDialog } from '../../../../engine/renderer/app-dialog';

const texts = layout.approvalHistory;
// 002 §4: request type 2 is a basic-info edition; type 1 (order detail and payment conditions) has no
// section in the catalogue yet, so its preview says so instead of showing made-up content.
const basicInfoRequest = 2;
const noChanges = {};
const ignore = () => undefined;

/** Props of {@link EditionPreviewDialog}. */
export interface EditionPreviewProps {
  customerId: number;
  isEntry: boolean;
  userId: number;
  /** The edition to show; null closes the dialog. */
  edition: Edition | null;
  onClose: () => void;
}

/** One edition of the customer's basic info, read-only, drawn by the engine from the catalogue entry. */
export function EditionPreviewDialog({ customerId, isEntry, userId, edition, onClose }: EditionPreviewProps) {
  return (
    <AppDialog
      isOpen={edition !== null}
      onClose={onClose}
      // The footer's 閉じる closes it: one close button.
      isCloseButtonShown={false}
      title={edition ? texts.previewTitle.replaceAll('{label}', edition.label) : ''}
      style={{ width: 'min(1100px, 95vw)' }}
    >
      <DialogBody>
        {edition?.request_type === basicInfoRequest ? (
          <BasicInfoEdition customerId={customerId} isEntry={isEntry} userId={userId} edition={edition} />
        ) : (
          <NonIdealState icon="info-sign" title={texts.previewOrderUnavailable} />
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={texts.close} onClick={onClose} />} />
    </AppDialog>
  );
}

function BasicInfoEdition(props: { customerId: number; isEntry: boolean; userId: number; edition: Edition }) {
  const { customerId, isEntry, userId, edition } = props;
  const entry = catalogue['basic-info'];
  const { adapters } = useEngine();
  const adapter = entry.section.adapter ? adapters?.[entry.section.adapter] : undefined;
  if (entry.section.adapter && !adapter)
    throw new Error(`${entry.section.id}: adapter ${entry.section.adapter} is not provided`);
  const answer = useSWRImmutable(['headerByInfo', customerId, edition.header_id], async () => {
    const result = await fetchHeaderByInfo(customerId, edition.header_id);
    if (result.kind !== 'ok') throw new Error(describeFailure(result, texts.previewFailed));
    // The edition has the shape of getBasicInfo's answer, so the section's own mapping applies.
    return toLoaded(entry.section, entry.schema, result.body, adapter);
  });
  const mode = isEntry ? entry.section.modes?.entry : entry.section.modes?.contracted;
  const loaded = answer.data;
  const { schema, uiSchema } = useSectionSchema(entry, mode, loaded, loaded?.data, noChanges);
  const context = useMemo(
    (): SectionContext => ({
      customerId,
      isEntry,
      userId,
      requesting: false,
      customerUpdatedTimestamp: '',
      authorised: false,
    }),
    [customerId, isEntry, userId],
  );
  if (answer.error instanceof Error) return <NonIdealState icon="error" title={answer.error.message} />;
  if (!loaded) return <Spinner aria-label={texts.previewLoading} />;
  return (
    <SchemaForm
      schema={schema}
      uiSchema={uiSchema}
      formData={loaded.data}
      onChange={ignore}
      formContext={context}
      idPrefix={`edition-${edition.header_id}`}
      disabled
      showAllErrors={false}
    />
  );
}
