import { useCallback, useState } from 'react';
import { useSetAtom } from 'jotai';
import useSWRImmutable from 'swr/immutable';
import { alertLines } from '../alert-lines';
import type { CatalogueEntry } from '../catalogue';
import { loadSection, saveSection, type LoadedSection } from '../section-calls';
import type { FormData, SectionContext } from '../types';
import { isValid, validateForm } from '../validator';
import { useEngine } from './engine-context';
import { customerTimestampAtom } from './state';
import { toastError, toastSuccess } from './toaster';

/** Milliseconds between a failed validation and its alert (spec 001 §2, 002 §9). */
const alertDelay = 100;

/** Everything a section's view needs: open state, data, flags, and the user's actions. */
export function useSection(entry: CatalogueEntry, context: SectionContext) {
  const { section, schema } = entry;
  const { transport } = useEngine();
  const setTimestamp = useSetAtom(customerTimestampAtom);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<FormData | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [alert, setAlert] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [generation, setGeneration] = useState(0);
  const key = open ? ['section', section.id, context.customerId, context.isEntry] : null;
  const loaded = useSWRImmutable<LoadedSection>(key, () => loadSection(transport, section, schema, context), {
    shouldRetryOnError: false,
    onError: (error: Error) => {
      void toastError(error.message);
      setOpen(false);
    },
  });
  const data = draft ?? loaded.data?.data;
  const updateMode = loaded.data?.updateMode ?? false;
  const locked = !context.authorised || context.requesting || updateMode;

  const reset = (next: LoadedSection) => {
    void loaded.mutate(next, { revalidate: false });
    setDraft(null);
    setAttempted(false);
    setGeneration((value) => value + 1);
  };

  const save = async () => {
    if (!data || !loaded.data || locked) return;
    const errors = validateForm(schema, data);
    if (!isValid(errors)) {
      setAttempted(true);
      setTimeout(() => setAlert(alertLines(errors, data)), alertDelay);
      return;
    }
    setSaving(true);
    const outcome = await saveSection(transport, section, schema, data, context);
    setSaving(false);
    if (outcome.kind === 'failed') return void toastError(outcome.message);
    setTimestamp(outcome.timestamp);
    reset({ ...loaded.data, data: outcome.data ?? data });
    void toastSuccess(section.messages.saved);
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
    changes: loaded.data?.changes ?? {},
    loading: loaded.isLoading,
    saving,
    updateMode,
    locked,
    attempted,
    generation,
    alert,
    closeAlert: () => setAlert([]),
    edit: (next: FormData) => setDraft(next),
    save,
    restore,
  };
}
