import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { rowsAt, setAt, withRowsFrom } from '../form-rows';
import { valueAt } from '../ui-rules';
import type { Row } from '../rows';
import type { AppErrorSchema, AppFieldProps, FormData, JsonValue, RjsfData } from '../types';

/** How a row table changes its rows: from the latest rows to the next, so quick edits never go stale. */
export type RowsUpdate = (rows: Row[]) => Row[];

/** What the row tables of a form read: the form's data and its visible errors. */
interface RowsSnapshot {
  data: FormData;
  errorSchema: AppErrorSchema;
}

/** The form's latest props, as the channel needs them. */
interface RowsState extends RowsSnapshot {
  pointers: string[];
  onChange: (data: FormData) => void;
}

/**
 * One form's channel to its row tables: a small store, so that row tables re-render on their own and
 * the rest of the form is not walked for context consumers on every keystroke.
 */
export interface RowsChannel {
  subscribe: (listener: () => void) => () => void;
  snapshot: () => RowsSnapshot;
  setRows: (pointer: string, update: RowsUpdate) => void;
}

function createRowsChannel(initial: RowsState) {
  let state = initial;
  let shown: RowsSnapshot = { data: initial.data, errorSchema: initial.errorSchema };
  const listeners = new Set<() => void>();
  // The form data made of the Form's last report: handed back as props, it is the Form's own state.
  let fromFormData: FormData | null = null;
  const emit = (data: FormData) => {
    state = { ...state, data };
    state.onChange(data);
  };
  return {
    subscribe: (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener)),
    snapshot: () => shown,
    setRows: (pointer: string, update: RowsUpdate) =>
      emit(setAt(state.data, pointer, update(rowsAt(state.data, pointer)) as unknown as JsonValue[])),
    /** A change reported by rjsf's Form: its row placeholders get the live rows back. */
    fromForm: (formData: FormData) => {
      fromFormData = withRowsFrom(formData, state.data, state.pointers);
      emit(fromFormData);
    },
    /** Whether `data` is what the Form itself last reported (rather than a change from outside). */
    isFromForm: (data: FormData) => data === fromFormData,
    publish: (next: RowsState) => {
      state = next;
      if (next.data === shown.data && next.errorSchema === shown.errorSchema) return;
      shown = { data: next.data, errorSchema: next.errorSchema };
      for (const listener of listeners) listener();
    },
  };
}

const RowsContext = createContext<RowsChannel | null>(null);

/** Provides the row tables of one form with their channel. */
export const RowsProvider = RowsContext.Provider;

/** The form's side of the channel: row edits change the form data without passing through rjsf's Form. */
export function useRowsOwner(
  data: FormData,
  errorSchema: AppErrorSchema,
  pointers: string[],
  onChange: (data: FormData) => void,
) {
  const [channel] = useState(() => createRowsChannel({ data, errorSchema, pointers, onChange }));
  useLayoutEffect(() => channel.publish({ data, errorSchema, pointers, onChange }));
  return channel;
}

const noRows: Row[] = [];
const noSubscription = () => () => undefined;
const noSnapshot = () => null;

/**
 * The whole form's data as the channel last published it (null outside a form with row tables): for a table's
 * own actions that depend on fields beside it (受注内容's invoice buttons read the resume date).
 */
export function useFormDataOfRows(): FormData | null {
  const channel = useContext(RowsContext);
  return (
    useSyncExternalStore(channel?.subscribe ?? noSubscription, channel?.snapshot ?? noSnapshot)?.data ?? null
  );
}

/**
 * The value at `pointer` of the form's data as the channel holds it — the row tables' rows in place, where rjsf's
 * own data has placeholders —, read when called and not subscribed to (null outside a form with row tables):
 * for a count taken once, such as how many inputs a block of the form will draw (use-progressive.ts).
 */
export function useRowsReader(): (pointer: string) => JsonValue | undefined | null {
  const channel = useContext(RowsContext);
  return (pointer) => (channel ? valueAt(channel.snapshot().data, pointer) : null);
}

/** A row table's side: its rows, their errors and `setRows`, from the channel or else from rjsf's props. */
export function useRowsSource(props: AppFieldProps, pointer: string) {
  const channel = useContext(RowsContext);
  const live = useSyncExternalStore(channel?.subscribe ?? noSubscription, channel?.snapshot ?? noSnapshot);
  const { onChange, fieldPathId } = props;
  const ownRows = (props.formData ?? noRows) as unknown as Row[];
  const fallback = useCallback(
    (_: string, update: RowsUpdate) => onChange(update(ownRows) as unknown as RjsfData, fieldPathId.path),
    [onChange, fieldPathId, ownRows],
  );
  if (!channel || !live) return { rows: ownRows, errors: props.errorSchema, setRows: fallback };
  let errors: unknown = live.errorSchema;
  for (const segment of fieldPathId.path) errors = (errors as Record<string, unknown> | undefined)?.[segment];
  return {
    rows: rowsAt(live.data, pointer),
    errors: errors as AppErrorSchema | undefined,
    setRows: channel.setRows,
  };
}

/**
 * A value elsewhere in the form, read-only and live (a page field that depends on a sibling: 受注内容's 採番
 * shows the overtime announce type); undefined outside a form's channel.
 */
export function useFormValue(pointer: string): JsonValue | undefined {
  const channel = useContext(RowsContext);
  const live = useSyncExternalStore(channel?.subscribe ?? noSubscription, channel?.snapshot ?? noSnapshot);
  return live ? valueAt(live.data, pointer) : undefined;
}
