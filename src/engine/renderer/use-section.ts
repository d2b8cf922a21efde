import { useCallback, useMemo, useState } from 'react';
import { useSetAtom } from 'jotai';
import useSWRImmutable from 'swr/immutable';
import type { CatalogueEntry } from '../catalogue';
import { textFor } from '../notes';
import { loadSection, saveSection, type LoadedSection } from '../section-calls';
import { setAt } from '../form-rows';
import type { FormData, JsonValue, SectionContext } from '../types';
import { isValid, validateForm } from '../validator';
import { clearRuled } from '../ui-rules';
import { useEngine } from './engine-context';
import { normalizedForm } from './normalized';
import { customerTimestampAtom } from './state';
import { toastError, toastSuccess } from './toaster';
import { useValidationAlert } from './use-validation-alert';
import texts from '../../../schemas/messages.json';

/** Called after any save of the section succeeded, with the new stamp (the page refreshes what depends on it). */
export type SavedListener = (timestamp: string) => void;

/** Everything a section's view needs: open state, data, flags, and the user's actions. */
export function useSection(entry: CatalogueEntry, context: SectionContext, onSaved?: SavedListener) {
  const { section, schema } = entry;
  const { transport, adapters } = useEngine();
  const adapter = section.adapter ? adapters?.[section.adapter] : undefined;
  if (section.adapter && !adapter)
    throw new Error(`${section.id}: adapter ${section.adapter} is not provided`);
  const setTimestamp = useSetAtom(customerTimestampAtom);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<FormData | null>(null);
  const [attempted, setAttempted] = useState(false);
  const validationAlert = useValidationAlert();
  const [saving, setSaving] = useState(false);
  const [generation, setGeneration] = useState(0);
  const key = open ? ['section', section.id, context.customerId, context.isEntry] : null;
  const loaded = useSWRImmutable<LoadedSection>(
    key,
    () => loadSection(transport, section, schema, context, adapter),
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
    () => draft !== null && JSON.stringify(draft) !== JSON.stringify(baseline),
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

  const save = async () => {
    if (!data || !loaded.data || locked) return;
    // Converted as the fields declare before anything is judged: a save by Enter has had no blur.
    const normalized = await normalizedForm(schema, data);
    if (draft) setDraft(normalized);
    const errors = validateForm(schema, normalized);
    if (!isValid(errors)) {
      setAttempted(true);
      validationAlert.show(errors, normalized);
      return;
    }
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
    changes: loaded.data?.changes ?? {},
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
