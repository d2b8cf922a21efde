import { useMemo } from 'react';
import useSWRImmutable from 'swr/immutable';
import { Button, DialogBody, DialogFooter, H5, NonIdealState, Spinner } from '@blueprintjs/core';
import layout from '../../../../../schemas/pages/customer-detail.json';
import { fetchHeaderByInfo, type Edition } from '../../../../api/credit-cycle';
import { catalogue } from '../../../../engine/browser-catalogue';
import type { CatalogueEntry } from '../../../../engine/catalogue';
import { describeFailure } from '../../../../engine/failure';
import { useEngine } from '../../../../engine/renderer/engine-context';
import { SchemaForm } from '../../../../engine/renderer/schema-form';
import { useSectionSchema } from '../../../../engine/renderer/use-section-schema';
import { toLoaded } from '../../../../engine/section-calls';
import type { SectionContext } from '../../../../engine/types';
import { AppDialog } from '../../../../engine/renderer/app-dialog';

const texts = layout.approvalHistory;
const noChanges = {};
const ignore = () => undefined;

// The sections an edition of a request type shows (002 §4: type 2 基本情報, type 1 受注内容 and 支払条件).
const sectionsOf = (requestType: number): CatalogueEntry[] =>
  Object.values(catalogue).filter((entry) => entry.section.approval?.requestType === requestType);

/** Props of {@link EditionPreviewDialog}. */
export interface EditionPreviewProps {
  customerId: number;
  isEntry: boolean;
  userId: number;
  /** The edition to show; null closes the dialog. */
  edition: Edition | null;
  onClose: () => void;
}

/**
 * One edition (getHeaderByInfo), read-only: each section of its request type drawn by the engine from its
 * catalogue entry, under its title when there are several.
 */
export function EditionPreviewDialog({ customerId, isEntry, userId, edition, onClose }: EditionPreviewProps) {
  const answer = useSWRImmutable(
    edition ? ['headerByInfo', customerId, edition.header_id] : null,
    async () => {
      const result = await fetchHeaderByInfo(customerId, edition?.header_id ?? 0);
      if (result.kind !== 'ok') throw new Error(describeFailure(result, texts.previewFailed));
      return result.body;
    },
  );
  const sections = edition ? sectionsOf(edition.request_type) : [];
  const content = () => {
    if (sections.length === 0) return <NonIdealState icon="info-sign" title={texts.previewFailed} />;
    if (answer.error instanceof Error) return <NonIdealState icon="error" title={answer.error.message} />;
    if (!answer.data || !edition) return <Spinner aria-label={texts.previewLoading} />;
    const body = answer.data;
    return sections.map((entry) => (
      <section key={entry.section.id} aria-label={entry.section.title}>
        {sections.length > 1 ? <H5>{entry.section.title}</H5> : null}
        <SectionEdition
          entry={entry}
          body={body}
          customerId={customerId}
          isEntry={isEntry}
          userId={userId}
          headerId={edition.header_id}
        />
      </section>
    ));
  };
  return (
    <AppDialog
      isOpen={edition !== null}
      onClose={onClose}
      // The footer's 閉じる closes it: one close button.
      isCloseButtonShown={false}
      title={edition ? texts.previewTitle.replaceAll('{label}', edition.label) : ''}
      style={{ width: 'min(1100px, 95vw)' }}
    >
      <DialogBody>{content()}</DialogBody>
      <DialogFooter actions={<Button text={texts.close} onClick={onClose} />} />
    </AppDialog>
  );
}

function SectionEdition(props: {
  entry: CatalogueEntry;
  body: Record<string, unknown>;
  customerId: number;
  isEntry: boolean;
  userId: number;
  headerId: number;
}) {
  const { entry, body, customerId, isEntry, userId, headerId } = props;
  const { adapters } = useEngine();
  const adapter = entry.section.adapter ? adapters?.[entry.section.adapter] : undefined;
  if (entry.section.adapter && !adapter)
    throw new Error(`${entry.section.id}: adapter ${entry.section.adapter} is not provided`);
  // The edition has the shape of the section's load answer, so the section's own mapping applies.
  const loaded = useMemo(() => toLoaded(entry.section, entry.schema, body, adapter), [entry, body, adapter]);
  const mode = isEntry ? entry.section.modes?.entry : entry.section.modes?.contracted;
  const form = useSectionSchema(entry, mode, loaded, loaded.data, noChanges);
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
  // An edition always has its data: the form is always there.
  return form ? (
    <SchemaForm
      schema={form.schema}
      uiSchema={form.uiSchema}
      formData={loaded.data}
      onChange={ignore}
      formContext={context}
      idPrefix={`edition-${headerId}-${entry.section.id}`}
      disabled
      showAllErrors={false}
    />
  ) : null;
}
