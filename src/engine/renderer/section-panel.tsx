import {
  memo,
  forwardRef,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Button, Callout, Card, Elevation, H5, Intent, Spinner, Tag } from '@blueprintjs/core';
import type { CatalogueEntry } from '../catalogue';
import { noteFor } from '../notes';
import type { SectionContext } from '../types';
import { BlockActionsContext, SaveButton } from './block-actions';
import { BlockingDialog } from './blocking-dialog';
import { ChangeConfirmDialog } from './change-confirm-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { useEngine } from './engine-context';
import { OpenedOnce } from './opened-once';
import { preloadSectionCode } from './preload-fields';
import { SchemaForm } from './schema-form';
import { sectionAnchorId, sectionHeadingId, useRevealRequest } from './section-anchor';
import { useBlockActions } from './use-block-actions';
import { useExtraSaves } from './use-extra-saves';
import { prefetchSection, useSection, type SavedListener } from './use-section';
import { useSectionSchema } from './use-section-schema';
import { useUnsavedReport } from './unsaved';
import { ShownWholeMemory, shownWholeMemory } from './use-progressive';
import { useSkipWhenOffscreen } from './skip-offscreen';
import { fillTemplate } from '../../../rules/lib/rule-doc';
import { ValidationAlert } from './validation-alert';
import texts from '../../../schemas/messages.json';

/**
 * One customer-detail section from the catalogue: collapsible card, loaded on first open, with
 * validation, save, pending marks and the disabled states of DESIGN.md §5.
 *
 * Until it is first opened a section draws its header alone: the page's seventeen closed sections each
 * ran the whole panel's hooks (its state, SWR, the unsaved report, the block actions) as the page opened,
 * 10–20 ms a section on a 4× slowed CPU, before 基本情報 could take a key (B8). A section that saves with
 * others is whole from the start: the group's save asks each member for its data (save-group.ts).
 */
export const SectionPanel = memo(function SectionPanel(props: {
  entry: CatalogueEntry;
  context: SectionContext;
  onSaved?: SavedListener;
}) {
  // Opened once: whether its header had the focus then (a key on it), which the whole panel's header takes.
  const [opened, setOpened] = useState<OpenedFrom | null>(null);
  if (opened || props.entry.savesWithOthers) return <WholeSectionPanel {...props} opened={opened} />;
  return <SectionHeaderAlone entry={props.entry} context={props.context} onOpen={setOpened} />;
});

/** How a section not opened before was opened: whether its header had the focus. */
interface OpenedFrom {
  focused: boolean;
}

/** The section's title in the context's mode. */
function titleOf(entry: CatalogueEntry, context: SectionContext): string {
  const { section } = entry;
  const mode = context.isEntry ? section.modes?.entry : section.modes?.contracted;
  return mode?.title ?? section.title;
}

// The section's code (lazily loaded fields, validators) and its data start loading when the pointer comes
// over its header or the focus onto it: a person's pointer reaches the header a moment before the click does.
// The data only while the section has none (prefetchSection), taken when it opens within 10 s.
function useWarmUp(entry: CatalogueEntry, context: SectionContext): () => void {
  const { fields, transport, adapters } = useEngine();
  const warmedUp = useRef(false);
  return () => {
    prefetchSection(entry, context, transport, adapters);
    if (warmedUp.current) return;
    warmedUp.current = true;
    preloadSectionCode(entry, fields);
  };
}

/** The header button of a section: its title, open state, attention colour and unsaved mark. */
const SectionHeader = forwardRef<
  HTMLButtonElement,
  {
    id: string;
    title: string;
    open: boolean;
    autoFocus?: boolean;
    attention: boolean;
    unsaved: boolean;
    onClick: (event: MouseEvent<HTMLElement>) => void;
    onWarmUp: () => void;
  }
>(function SectionHeader({ id, title, open, autoFocus, attention, unsaved, onClick, onWarmUp }, ref) {
  return (
    <Button
      ref={ref}
      autoFocus={autoFocus}
      variant="minimal"
      fill
      alignText="left"
      size="large"
      icon={open ? 'chevron-down' : 'chevron-right'}
      aria-expanded={open}
      onClick={onClick}
      onPointerEnter={onWarmUp}
      onFocus={onWarmUp}
      id={id}
      intent={attention ? Intent.WARNING : Intent.NONE}
      endIcon={
        unsaved ? (
          <Tag intent={Intent.WARNING} minimal title={texts.unsaved.markDescription}>
            {texts.unsaved.mark}
          </Tag>
        ) : undefined
      }
    >
      <H5 style={{ margin: 0 }}>{title}</H5>
    </Button>
  );
});

/** The card around a section, the tag bar's anchor. */
function SectionCard({ sectionId, children }: { sectionId: string; children: ReactNode }) {
  return (
    <Card
      id={sectionAnchorId(sectionId)}
      elevation={Elevation.ONE}
      // Clear of the fixed top bar when the tag bar scrolls the card to the top.
      style={{ marginBottom: 12, padding: 0, scrollMarginTop: 90 }}
    >
      {children}
    </Card>
  );
}

// A section not opened yet: its header, which opens it (a click, a key, the tag bar's reveal request).
function SectionHeaderAlone({
  entry,
  context,
  onOpen,
}: {
  entry: CatalogueEntry;
  context: SectionContext;
  onOpen: (opened: OpenedFrom) => void;
}) {
  const { id } = entry.section;
  const headingId = sectionHeadingId(id);
  const header = useRef<HTMLButtonElement>(null);
  // The tag bar focuses the header before it asks (section-anchor.ts); a `#section-…` address does not.
  const reveal = useCallback(() => onOpen({ focused: document.activeElement === header.current }), [onOpen]);
  useRevealRequest(id, reveal);
  const warmUp = useWarmUp(entry, context);
  return (
    <SectionCard sectionId={id}>
      <section aria-labelledby={headingId}>
        <SectionHeader
          ref={header}
          id={headingId}
          title={titleOf(entry, context)}
          open={false}
          attention={context.requesting}
          unsaved={false}
          onClick={(event) => onOpen({ focused: document.activeElement === event.currentTarget })}
          onWarmUp={warmUp}
        />
      </section>
    </SectionCard>
  );
}

/** The whole panel: `opened` when it replaced the header alone, how it was opened. */
function WholeSectionPanel(props: {
  entry: CatalogueEntry;
  context: SectionContext;
  onSaved?: SavedListener;
  opened: OpenedFrom | null;
}) {
  const { entry, context, opened } = props;
  const { section } = entry;
  const state = useSection(entry, context, props.onSaved, opened !== null);
  const extra = useExtraSaves(entry, context, state);
  const [restoring, setRestoring] = useState(false);
  const [closing, setClosing] = useState(false);
  const mode = context.isEntry ? section.modes?.entry : section.modes?.contracted;
  const title = titleOf(entry, context);
  const headingId = sectionHeadingId(section.id);
  const { data, loaded } = state;
  const form = useSectionSchema(entry, mode, loaded, data, state.changes);
  const formContext = useMemo(
    () => ({ ...context, requesting: state.requesting, changes: state.changes }),
    [context, state.requesting, state.changes],
  );
  // In update mode the normal saves are hidden (000 §4), the blocks' own ones too.
  const blockActions = useBlockActions(
    section.blockSaves,
    state.updateMode,
    extra.blockSaveDisabled,
    extra.saveBlock,
  );
  const note = data ? noteFor(section.notes, data) : undefined;
  // Why the fields are disabled, the first reason that applies (000 §5).
  const lockedBecause = !context.authorised
    ? texts.locked.unauthorised
    : state.requesting
      ? texts.locked.requesting
      : state.updateMode
        ? texts.locked.updateMode
        : undefined;
  useRevealRequest(section.id, state.reveal);
  // The section's code comes beside its data, not after it.
  const { fields } = useEngine();
  useEffect(() => {
    if (state.open) preloadSectionCode(entry, fields);
  }, [state.open, entry, fields]);
  const warmUp = useWarmUp(entry, context);
  // Outside the form: a form built again after a save renders whole at once (use-progressive.ts).
  const [shownWhole] = useState(shownWholeMemory);
  useUnsavedReport(section.id, title, state.unsaved);
  const openContent = useSkipWhenOffscreen<HTMLDivElement>(state.open && Boolean(data));
  // Closing a section with unsaved edits asks first: its edits are dropped with it.
  const toggle = () => (state.open && state.unsaved ? setClosing(true) : state.toggle());

  return (
    <SectionCard sectionId={section.id}>
      <section aria-labelledby={headingId}>
        <SectionHeader
          // Opened from its header alone while that had the focus: the focus stays on the header, this one
          // now. On mount, so before the loading dialog opens and takes note of where the focus was.
          autoFocus={opened?.focused}
          id={headingId}
          title={title}
          open={state.open}
          attention={state.updateMode || state.requesting}
          unsaved={state.unsaved}
          onClick={toggle}
          onWarmUp={warmUp}
        />
        {/* Rendered once the section's data is here (a page of closed sections renders their headers alone),
            then shown or hidden at once, its content kept while closed (the edits stay). Not Blueprint's
            Collapse: it measured every section's height as it mounted and again on each opening, then
            animated the page's layout for 200 ms — forced layouts of the whole page on a slow machine (B8). */}
        {data && form ? (
          <div hidden={!state.open}>
            <div ref={openContent} style={{ padding: '8px 16px 16px' }}>
              {lockedBecause ? (
                <Callout intent={Intent.WARNING} compact icon="lock" style={{ marginBottom: 8 }}>
                  {lockedBecause}
                </Callout>
              ) : null}
              {note ? (
                <Callout intent={Intent.PRIMARY} compact icon="info-sign" style={{ marginBottom: 8 }}>
                  {note}
                </Callout>
              ) : null}
              <BlockActionsContext.Provider value={blockActions}>
                <ShownWholeMemory.Provider value={shownWhole}>
                  <SchemaForm
                    key={state.generation}
                    schema={form.schema}
                    uiSchema={form.uiSchema}
                    formData={data}
                    onChange={state.edit}
                    formContext={formContext}
                    idPrefix={section.id}
                    disabled={state.locked}
                    showAllErrors={state.attempted}
                  />
                </ShownWholeMemory.Provider>
              </BlockActionsContext.Provider>
              <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 8 }}>
                {section.restore ? (
                  <Button
                    text={texts.restore}
                    icon="undo"
                    disabled={state.locked}
                    onClick={() => setRestoring(true)}
                  />
                ) : null}
                {extra.change && state.updateMode ? (
                  <Button
                    text={extra.change.label}
                    icon="floppy-disk"
                    intent={Intent.PRIMARY}
                    disabled={!extra.changeAllowed}
                    onClick={extra.askChange}
                  />
                ) : null}
                {state.updateMode ? null : (
                  <SaveButton text={state.saveLabel} disabled={state.locked} onClick={state.save} />
                )}
              </div>
            </div>
          </div>
        ) : null}
        {state.open && state.loading ? <Spinner size={20} aria-label={texts.busy} /> : null}
      </section>
      {/* Each dialog mounts the first time it opens (OpenedOnce): not 90 closed ones with the page. */}
      <OpenedOnce isOpen={state.loading || state.saving}>
        <BlockingDialog
          isOpen={state.loading || state.saving}
          text={state.saving ? texts.saving : texts.loading}
        />
      </OpenedOnce>
      <OpenedOnce isOpen={state.alert.length > 0}>
        <ValidationAlert itemName={title} lines={state.alert} onClose={state.closeAlert} />
      </OpenedOnce>
      <OpenedOnce isOpen={closing}>
        <ConfirmDialog
          message={closing ? fillTemplate(texts.unsaved.closeMessage, { section: title }) : null}
          confirmText={texts.unsaved.closeConfirm}
          cancelText={texts.unsaved.stay}
          onConfirm={() => {
            setClosing(false);
            state.restore();
            state.toggle();
          }}
          onCancel={() => setClosing(false)}
        />
      </OpenedOnce>
      <OpenedOnce isOpen={restoring}>
        <ConfirmDialog
          message={restoring ? texts.restoreConfirm : null}
          confirmText={texts.restoreButton}
          onConfirm={() => (state.restore(), setRestoring(false))}
          onCancel={() => setRestoring(false)}
        />
      </OpenedOnce>
      <OpenedOnce isOpen={state.approvalItems !== null}>
        <ChangeConfirmDialog
          change={texts.approvalConfirm}
          isOpen={state.approvalItems !== null}
          items={state.approvalItems ?? []}
          onConfirm={state.confirmApproval}
          onCancel={state.cancelApproval}
        />
      </OpenedOnce>
      {extra.change ? (
        <OpenedOnce isOpen={extra.confirmingChange}>
          <ChangeConfirmDialog
            change={extra.change}
            isOpen={extra.confirmingChange}
            items={extra.changedItems}
            onConfirm={extra.confirmChange}
            onCancel={extra.cancelChange}
          />
        </OpenedOnce>
      ) : null}
    </SectionCard>
  );
}
