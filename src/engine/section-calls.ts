import type { AdaptedAnswer, AnswerOption, SectionAdapter } from './adapters';
import { saveFieldPointers, type SectionDefinition } from './catalogue';
import { computeChanges, overlayPending } from './changes';
import { coerceToSchema } from './coerce';
import { describeFailure, type CallResult, type Transport } from './failure';
import { validatorsReady } from './schema-compiler';
import { valueAt } from './ui-rules';
import { rowsAt, setAt } from './form-rows';
import { deepEquals } from '@rjsf/utils';
import type { ChangeMark, FormData, JsonValue, Schema, SectionContext } from './types';

/** A loaded section: the form data, marks for changed fields, its flags and what the save needs besides. */
export interface LoadedSection {
  data: FormData;
  changes: Record<string, ChangeMark>;
  updateMode: boolean;
  /** A credit or approval request on this section runs (the adapter says so). */
  requesting: boolean;
  options: Record<string, AnswerOption[]>;
  extra: Record<string, JsonValue>;
}

/** The outcome of a save: the redrawn section (when the answer carries it) and the new stamp, or the toast text. */
export type SaveOutcome =
  | { kind: 'saved'; loaded: LoadedSection | undefined; timestamp: string; body: Record<string, unknown> }
  | { kind: 'failed'; message: string };

/** Thrown by `loadSection` so that SWR reports it; carries the toast text. */
export class SectionLoadError extends Error {}

// Fields the engine never shows as pending values in clear text.
const maskedFields = ['login_password'];

function toForm(schema: Schema, value: unknown): FormData {
  return (coerceToSchema(schema, (value ?? {}) as JsonValue) ?? {}) as FormData;
}

type Loose = Record<string, unknown>;

// A copy of the section's data without the flags an answer carries beside its fields.
function fieldsOf(schema: Schema, value: unknown): FormData {
  const fields = Object.keys(schema.properties ?? {});
  return Object.fromEntries(
    Object.entries((value ?? {}) as Loose).filter(([key]) => fields.includes(key)),
  ) as FormData;
}

// The answer of a section on the approval cycle (`approval.answer`, 002 §3.1): its data, the pending copy
// while an application is open (read-only, 変更前 tooltips), the sent-back copy while one waits (editable,
// red marks), locked while it may not be edited; the open application's id travels with the save.
function approvalAnswer(section: SectionDefinition, schema: Schema, root: Loose): AdaptedAnswer {
  const flags = section.approval?.answer;
  const pending = flags !== undefined && root[flags.pending] === true;
  const sentBack = flags !== undefined && root[flags.sentBack] === true;
  return {
    data: fieldsOf(schema, root),
    pending: pending ? fieldsOf(schema, root.update_info) : undefined,
    sentBack: sentBack ? fieldsOf(schema, root.send_back_info) : undefined,
    updateMode: pending,
    requesting: flags !== undefined && root[flags.editable] === false,
    extra: {
      customer_update_application_header_id: (root.customer_update_application_header_id ??
        null) as JsonValue,
    },
  };
}

// The answer of a section without an adapter: data under `load.root`, a pending copy under `load.pending`.
function plainAnswer(
  section: SectionDefinition,
  schema: Schema,
  body: Record<string, unknown>,
): AdaptedAnswer {
  const data = body[section.load.root];
  if (section.approval?.answer) return approvalAnswer(section, schema, (data ?? {}) as Loose);
  const updateInfo = section.load.pending ? (body[section.load.pending] as FormData | undefined) : undefined;
  if (!updateInfo?.is_update) return { data: data as FormData };
  // The pending copy carries flags (is_update, statuses) besides the fields: keep the fields only.
  return { data: data as FormData, pending: fieldsOf(schema, updateInfo), updateMode: true };
}

/** Turns an answer into the loaded state: coerced data, pending values overlaid and marked, sent-back marks. */
export function toLoaded(
  section: SectionDefinition,
  schema: Schema,
  body: Record<string, unknown>,
  adapter: SectionAdapter | undefined,
): LoadedSection {
  const answer = adapter ? adapter.fromAnswer(body) : plainAnswer(section, schema, body);
  const current = toForm(schema, answer.data);
  const base = {
    requesting: answer.requesting ?? false,
    options: answer.options ?? {},
    extra: answer.extra ?? {},
  };
  if (answer.pending && answer.updateMode !== false) {
    const pending = toForm(schema, answer.pending);
    return {
      ...base,
      data: overlayPending(current, pending) as FormData,
      changes: computeChanges(current, pending, 'pending', maskedFields),
      updateMode: true,
    };
  }
  if (answer.sentBack) {
    // A sent-back application comes back to the editor: its values to correct, each change marked red
    // with the value in force as the earlier one.
    const sentBack = toForm(schema, answer.sentBack);
    return {
      ...base,
      data: overlayPending(current, sentBack) as FormData,
      changes: computeChanges(current, sentBack, 'sentBack', maskedFields),
      updateMode: false,
    };
  }
  return { ...base, data: current, changes: {}, updateMode: answer.updateMode ?? false };
}

/** Loads a section's data (`load.path`; reshaped by the section's adapter where it has one). */
export async function loadSection(
  transport: Transport,
  section: SectionDefinition,
  schema: Schema,
  context: Pick<SectionContext, 'customerId' | 'isEntry' | 'userId'>,
  adapter?: SectionAdapter,
): Promise<LoadedSection> {
  // The form's validators come with the data (the browser build loads a section's on its first opening).
  const [result] = await Promise.all([
    transport.get(section.load.path, {
      customer_id: context.customerId,
      is_entry: context.isEntry ? 1 : 0,
      user_id: context.userId,
    }),
    validatorsReady(schema)?.catch(() => {
      throw new SectionLoadError(section.messages.loadFailed);
    }),
  ]);
  if (result.kind !== 'ok') throw new SectionLoadError(describeFailure(result, section.messages.loadFailed));
  return toLoaded(section, schema, result.body, adapter);
}

function stringFields(fields: Record<string, JsonValue>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value),
    ]),
  );
}

// The rows a save sends of a `changedRowsOnly` table: new, deleted, or differing from the loaded row.
function changedRowsOnly(data: FormData, loaded: FormData, pointers: string[]): FormData {
  let out = data;
  for (const pointer of pointers) {
    const before = new Map(rowsAt(loaded, pointer).map((row) => [String(row.index), row]));
    const rows = rowsAt(out, pointer).filter(
      (row) => row.is_new || row.is_delete || !deepEquals(row, before.get(String(row.index))),
    );
    out = setAt(out, pointer, rows);
  }
  return out;
}

const savePathOf = (section: SectionDefinition, context: SectionContext) =>
  context.isEntry && section.save.entryPath ? section.save.entryPath : section.save.path;

// What every save carries: the customer, the entry flag, the user and the concurrency stamp.
const commonFields = (context: SectionContext) => ({
  customer_id: context.customerId,
  is_entry: context.isEntry ? 1 : 0,
  updated_user_id: context.userId,
  customer_updated_timestamp: context.customerUpdatedTimestamp,
});

// A section's `save.fields` read from its data (the rows of a `changedRowsOnly` table: changed ones only).
function plainFields(section: SectionDefinition, data: FormData, loaded: LoadedSection) {
  const sent = changedRowsOnly(data, loaded.data, section.save.changedRowsOnly ?? []);
  return Object.fromEntries(
    saveFieldPointers(section.save).map(([name, pointer]) => [name, valueAt(sent, pointer) ?? null]),
  );
}

// The save request: the adapter's (JSON or multipart), or the section's `save.fields` as JSON.
function sendSave(
  transport: Transport,
  section: SectionDefinition,
  data: FormData,
  context: SectionContext,
  loaded: LoadedSection,
  adapter: SectionAdapter | undefined,
): Promise<CallResult> {
  const path = savePathOf(section, context);
  const common = commonFields(context);
  if (!adapter)
    return transport.post(path, { ...commonFields(context), ...plainFields(section, data, loaded) });
  const request = adapter.toRequest(data, { ...context, extra: loaded.extra });
  if (section.save.encoding === 'json') return transport.post(path, { ...common, ...request.fields });
  if (!transport.postMultipart) throw new Error(`${section.id}: the transport cannot send multipart forms`);
  return transport.postMultipart(path, stringFields({ ...common, ...request.fields }), request.files);
}

/** After a successful save: the access history goes (a failure there is only logged, spec 001 §4). */
export async function removeAccessHistory(transport: Transport, context: SectionContext): Promise<void> {
  const removal = await transport.get('customers/removeAccessHistory', {
    customer_id: context.customerId,
    updated_user_id: context.userId,
  });
  if (removal.kind !== 'ok') console.warn('removeAccessHistory failed', removal);
}

/** The section as redrawn from a save's answer, when the answer carries it. */
export function redrawn(
  section: SectionDefinition,
  schema: Schema,
  body: Record<string, unknown>,
  adapter: SectionAdapter | undefined,
): LoadedSection | undefined {
  if (adapter) return body[section.load.root] ? toLoaded(section, schema, body, adapter) : undefined;
  // The bundled server answers every save with the saved data under the load's root (`save.root` where
  // the API names it otherwise): the section is redrawn from it (001 §2).
  const root = section.save.root ?? section.load.root;
  if (!body[root]) return undefined;
  // A section on the approval cycle is redrawn with its pending copy and flags, as a load draws it.
  if (section.approval?.answer) return toLoaded(section, schema, body, undefined);
  return {
    data: toForm(schema, body[root]),
    changes: {},
    updateMode: false,
    requesting: false,
    options: {},
    extra: {},
  };
}

/** Saves a section with the customer, entry flag, user and concurrency stamp. */
export async function saveSection(
  transport: Transport,
  section: SectionDefinition,
  schema: Schema,
  data: FormData,
  context: SectionContext,
  loaded: LoadedSection,
  adapter?: SectionAdapter,
): Promise<SaveOutcome> {
  const result = await sendSave(transport, section, data, context, loaded, adapter);
  if (result.kind !== 'ok')
    return { kind: 'failed', message: describeFailure(result, section.messages.saveFailed) };
  await removeAccessHistory(transport, context);
  return {
    kind: 'saved',
    loaded: redrawn(section, schema, result.body, adapter),
    timestamp: String(result.body.customer_updated_timestamp ?? ''),
    body: result.body,
  };
}

/** One section's part of a joint save: its definition, its converted data and what it loaded. */
export interface SavePart {
  section: SectionDefinition;
  data: FormData;
  loaded: LoadedSection;
}

/** A joint save's outcome: as a save's, or the approval items to confirm (nothing was written). */
export type JointSaveOutcome = SaveOutcome | { kind: 'confirm'; names: string[] };

/**
 * Saves the sections of a save group in one call (002 §2.2: 受注内容 and 支払条件 are saved and
 * approval-requested together): every part's fields and the ids it loaded, and `confirmed_approval_request`.
 * An answer listing `approval_required_item_names` wrote nothing: the user confirms them first (002 §4).
 */
export async function saveJointly(
  transport: Transport,
  parts: SavePart[],
  context: SectionContext,
  confirmed: boolean,
): Promise<JointSaveOutcome> {
  const [first] = parts;
  let body: Record<string, JsonValue> = { ...commonFields(context), confirmed_approval_request: confirmed };
  for (const { section, data, loaded } of parts)
    body = { ...body, ...loaded.extra, ...plainFields(section, data, loaded) };
  const result = await transport.post(savePathOf(first.section, context), body);
  if (result.kind !== 'ok')
    return { kind: 'failed', message: describeFailure(result, first.section.messages.saveFailed) };
  const names = result.body.approval_required_item_names;
  if (Array.isArray(names)) return { kind: 'confirm', names: names.map(String) };
  await removeAccessHistory(transport, context);
  return {
    kind: 'saved',
    loaded: undefined,
    timestamp: String(result.body.customer_updated_timestamp ?? ''),
    body: result.body,
  };
}
