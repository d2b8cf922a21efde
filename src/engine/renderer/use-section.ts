import { useCallback, useMemo, useState } from 'react';
import { useSetAtom } from 'jotai';
import { SWRConfig, unstable_serialize } from 'swr';
import useSWRImmutable from 'swr/immutable';
import type { CatalogueEntry } from '../catalogue';
import { textFor } from '../notes';
import {
  loadSection,
  redrawn,
  saveJointly,
  saveSection,
  type LoadedSection,
  type SavePart,
} from '../section-calls';
import { preloadCall, takePreloaded } from '../preloaded-calls';
import type { SectionAdapter } from '../adapters';
import type { Transport } from '../failure';
import { otherMembers, useSaveGroupMember } from './save-group';
import { setAt } from '../form-rows';
import type { ChangeMark, FormData, JsonValue, SectionContext } from '../types';
import { isValid, validateForm } from '../validator';
import { clearRuled } from '../ui-rules';
import { useEngine } from './engine-context';
import { normalizedForm } from './normalized';
import { customerTimestampAtom } from './state';
import { toastError, toastSuccess } from './toaster';
import { useValidationAlert } from './use-validation-alert';
import texts from '../../../schemas/messages.json';

type LoadContext = Pick<SectionContext, 'customerId' | 'isEntry' | 'userId'>;

// A section without change marks: one object, so that what is derived from the marks is not derived anew.
const noChanges: Record<string, ChangeMark> = Object.freeze({});

// A loaded section's data as JSON, written once per load rather than on every key of its edits.
const baselineTexts = new WeakMap<FormData, string>();
function baselineText(baseline: FormData | undefined): string | undefined {
  if (!baseline) return JSON.stringify(baseline);
  let text = baselineTexts.get(baseline);
  if (text === undefined) baselineTexts.set(baseline, (text = JSON.stringify(baseline)));
  return text;
}

// A section's loaded data, as SWR keeps it (the page's) and as a prefetch is kept until the section takes it.
const cacheKey = (entry: CatalogueEntry, context: LoadContext) =>
  ['section', entry.section.id, context.customerId, context.isEntry] as const;
const prefetchKey = (entry: CatalogueEntry, context: LoadContext) =>
  `section/${entry.section.id}/${context.customerId}/${context.userId}/${context.isEntry}`;

/**
 * Starts loading a section that is not open yet (a page's `prefetch` tab), so that opening it waits for nothing
 * it could have had. Nothing when the page has its data already. Idempotent: a page calls it as it renders.
 */
export function prefetchSection(
  entry: CatalogueEntry,
  context: LoadContext,
  transport: Transport,
  adapters?: Record<string, SectionAdapter>,
): void {
  if (SWRConfig.defaultValue.cache.get(unstable_serialize(cacheKey(entry, context)))?.data !== undefined)
    return;
  const adapter = entry.section.adapter ? adapters?.[entry.section.adapter] : undefined;
  preloadCall(prefetchKey(entry, context), () =>
    loadSection(transport, entry.section, entry.schema, context, adapter),
  );
}

/** Called after any save of the section succeeded, with the new stamp (the page refreshes what depends on it). */
export type SavedListener = (timestamp: string) => void;

/**
 * Everything a section's view needs: open state, data, flags, and the user's actions. `openAtStart`: the
 * section opens (and loads) as it mounts — a panel whose header alone was drawn until it was opened.
 */
export function useSection(
  entry: CatalogueEntry,
  context: SectionContext,
  onSaved?: SavedListener,
  openAtStart = false,
) {
  const { section, schema } = entry;
  const { transport, adapters } = useEngine();
  const adapter = section.adapter ? adapters?.[section.adapter] : undefined;
  if (section.adapter && !adapter)
    throw new Error(`${section.id}: adapter ${section.adapter} is not provided`);
  const setTimestamp = useSetAtom(customerTimestampAtom);
  const [open, setOpen] = useState(openAtStart);
  const [draft, setDraft] = useState<FormData | null>(null);
  const [attempted, setAttempted] = useState(false);
  const validationAlert = useValidationAlert();
  const [saving, setSaving] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [approvalItems, setApprovalItems] = useState<string[] | null>(null);
  const key = open ? cacheKey(entry, context) : null;
  const loaded = useSWRImmutable<LoadedSection>(
    key,
    () =>
      takePreloaded<LoadedSection>(prefetchKey(entry, context)) ??
      loadSection(transport, section, schema, context, adapter),
    {
      shouldRetryOnError: false,
      onError: (error: Error) => {
        void toastError(error.message);
        setOpen(false);
      },
    },
  );
  const data = draft ?? loaded.data?.data;
  // Edits nobody saved: what the unsaved-changes guard asks about. Typing a value back is no edit.
  const baseline = loaded.data?.data;
  const unsaved = useMemo(
    () => draft !== null && JSON.stringify(draft) !== baselineText(baseline),
    [draft, baseline],
  );
  const updateMode = loaded.data?.updateMode ?? false;
  const requesting = context.requesting || (loaded.data?.requesting ?? false);
  const locked = !context.authorised || requesting || updateMode;

  const reset = (next: LoadedSection) => {
    void loaded.mutate(next, { revalidate: false });
    setDraft(null);
    setAttempted(false);
    setGeneration((value) => value + 1);
  };

  /** Takes a successful save's new stamp (and redrawn section), tells the page, shows the toast. */
  const afterSave = (timestamp: string, next: LoadedSection | undefined, message: string) => {
    setTimestamp(timestamp);
    if (next) reset(next);
    onSaved?.(timestamp);
    void toastSuccess(message);
  };

  // What the server now holds (a block save's `reflect`) goes into the loaded data and any draft alike: it is
  // no edit of the user's, so it neither marks the section unsaved nor drops what was typed.
  const reflect = (values: Record<string, JsonValue>) => {
    const apply = (form: FormData) =>
      Object.entries(values).reduce((next, [pointer, value]) => setAt(next, pointer, value), form);
    if (loaded.data)
      void loaded.mutate({ ...loaded.data, data: apply(loaded.data.data) }, { revalidate: false });
    if (draft) setDraft(apply(draft));
  };

  // Converted as the fields declare before anything is judged (a save by Enter has had no blur); invalid
  // data shows the validation alert and gives undefined.
  const checked = async (form: FormData): Promise<FormData | undefined> => {
    const normalized = await normalizedForm(schema, form);
    if (draft) setDraft(normalized);
    const errors = validateForm(schema, normalized);
    if (isValid(errors)) return normalized;
    setOpen(true);
    setAttempted(true);
    validationAlert.show(errors, normalized);
    return undefined;
  };

  useSaveGroupMember({
    section,
    prepare: async () => {
      const current = loaded.data ?? (await loadSection(transport, section, schema, context, adapter));
      const form = await checked(draft ?? current.data);
      return form && { data: form, loaded: current };
    },
    redraw: (body) => {
      const next = redrawn(section, schema, body, adapter);
      if (next) reset(next);
    },
  });

  // A save group's save (002 §2.2): every member validated, one call; approval items changed → the modal.
  const saveWithGroup = async (normalized: FormData, current: LoadedSection, confirmed: boolean) => {
    const parts: SavePart[] = [{ section, data: normalized, loaded: current }];
    const others = otherMembers(section);
    for (const member of others) {
      const prepared = await member.prepare();
      if (!prepared) return;
      parts.push({ section: member.section, ...prepared });
    }
    setSaving(true);
    const outcome = await saveJointly(transport, parts, context, confirmed);
    setSaving(false);
    if (outcome.kind === 'failed') return void toastError(outcome.message);
    if (outcome.kind === 'confirm') return void setApprovalItems(outcome.names);
    const message = textFor(section.save.outcomes, outcome.body) ?? section.messages.saved;
    afterSave(outcome.timestamp, redrawn(section, schema, outcome.body, adapter), message);
    for (const member of others) member.redraw(outcome.body, outcome.timestamp);
  };

  const runSave = async (confirmed: boolean) => {
    if (!data || !loaded.data || locked) return;
    const normalized = await checked(data);
    if (!normalized) return;
    // A plain section on the approval cycle or in a save group saves through the group (002 §4's modal);
    // a section with an adapter (基本情報) has its own request and its own change save.
    if (!adapter && (section.approval || otherMembers(section).length > 0))
      return saveWithGroup(normalized, loaded.data, confirmed);
    setSaving(true);
    const outcome = await saveSection(transport, section, schema, normalized, context, loaded.data, adapter);
    setSaving(false);
    if (outcome.kind === 'failed') return void toastError(outcome.message);
    const next = adapter ? outcome.loaded : { ...loaded.data, data: outcome.loaded?.data ?? normalized };
    afterSave(
      outcome.timestamp,
      next,
      textFor(section.save.outcomes, outcome.body) ?? section.messages.saved,
    );
  };
  const save = () => runSave(false);

  // Stable, so that a listener registered with it (the tag bar's reveal request) stays registered once.
  const reveal = useCallback(() => setOpen(true), []);

  const restore = () => {
    if (loaded.data) reset(loaded.data);
  };

  return {
    open,
    toggle: () => setOpen((value) => !value),
    reveal,
    data,
    loaded: loaded.data,
    changes: loaded.data?.changes ?? noChanges,
    loading: loaded.isLoading,
    saving,
    setSaving,
    updateMode,
    requesting,
    locked,
    attempted,
    generation,
    alert: validationAlert.lines,
    closeAlert: validationAlert.close,
    // A `ui:rule` with `clear` empties what it disables (定休日 'なし' clears the other days).
    edit: (next: FormData) => setDraft(clearRuled(entry.ui, next)),
    save,
    // The approval request modal of a save whose approval items changed (002 §4): its items, 保存して承認依頼.
    approvalItems,
    confirmApproval: () => {
      setApprovalItems(null);
      void runSave(true);
    },
    cancelApproval: () => setApprovalItems(null),
    saveLabel: (data && textFor(section.save.labels, data)) ?? texts.save,
    afterSave,
    reflect,
    adapter,
    restore,
    unsaved,
  };
}

/** The state and actions `useSection` gives a section's view. */
export type SectionState = ReturnType<typeof useSection>;
