import type { SectionDefinition } from './catalogue';
import { computeChanges, overlayPending } from './changes';
import { coerceToSchema } from './coerce';
import { describeFailure, type Transport } from './failure';
import type { ChangeMark, FormData, JsonValue, Schema, SectionContext } from './types';

/** A loaded section: the form data, marks for pending changes, and whether it is in update mode. */
export interface LoadedSection {
  data: FormData;
  changes: Record<string, ChangeMark>;
  updateMode: boolean;
}

/** The outcome of a save: the redrawn data (when the response carries it) and the new stamp, or the toast text. */
export type SaveOutcome =
  { kind: 'saved'; data: FormData | undefined; timestamp: string } | { kind: 'failed'; message: string };

/** Thrown by `loadSection` so that SWR reports it; carries the toast text. */
export class SectionLoadError extends Error {}

function toForm(schema: Schema, value: unknown): FormData {
  return (coerceToSchema(schema, (value ?? {}) as JsonValue) ?? {}) as FormData;
}

/** Loads a section's data (`load.path`, `load.root`; pending copy under `load.pending` if the section has one). */
export async function loadSection(
  transport: Transport,
  section: SectionDefinition,
  schema: Schema,
  context: Pick<SectionContext, 'customerId' | 'isEntry' | 'userId'>,
): Promise<LoadedSection> {
  const result = await transport.get(section.load.path, {
    customer_id: context.customerId,
    is_entry: context.isEntry ? 1 : 0,
    user_id: context.userId,
  });
  if (result.kind !== 'ok') throw new SectionLoadError(describeFailure(result, section.messages.loadFailed));
  const current = toForm(schema, result.body[section.load.root]);
  const updateInfo = section.load.pending
    ? (result.body[section.load.pending] as FormData | undefined)
    : undefined;
  if (!updateInfo?.is_update) return { data: current, changes: {}, updateMode: false };
  // The pending copy carries flags (is_update, statuses) besides the fields: compare the fields only.
  const fields = Object.keys(schema.properties ?? {});
  const pending = Object.fromEntries(
    Object.entries(toForm(schema, updateInfo)).filter(([key]) => fields.includes(key)),
  ) as FormData;
  return {
    data: overlayPending(current, pending) as FormData,
    changes: computeChanges(current, pending, 'pending', ['login_password']),
    updateMode: true,
  };
}

/**
 * Saves a section: its `save.fields` with the customer, entry flag, user and concurrency stamp; on success
 * the access history is removed (a failure there is only logged, spec 001 §4).
 */
export async function saveSection(
  transport: Transport,
  section: SectionDefinition,
  schema: Schema,
  data: FormData,
  context: SectionContext,
): Promise<SaveOutcome> {
  const fields = Object.fromEntries(section.save.fields.map((field) => [field, data[field] ?? null]));
  const result = await transport.post(section.save.path, {
    customer_id: context.customerId,
    is_entry: context.isEntry ? 1 : 0,
    updated_user_id: context.userId,
    customer_updated_timestamp: context.customerUpdatedTimestamp,
    ...fields,
  });
  if (result.kind !== 'ok')
    return { kind: 'failed', message: describeFailure(result, section.messages.saveFailed) };
  const root = section.save.root;
  const redrawn = root && result.body[root] ? toForm(schema, result.body[root]) : undefined;
  const removal = await transport.get('customers/removeAccessHistory', {
    customer_id: context.customerId,
    updated_user_id: context.userId,
  });
  if (removal.kind !== 'ok') console.warn('removeAccessHistory failed', removal);
  return { kind: 'saved', data: redrawn, timestamp: String(result.body.customer_updated_timestamp ?? '') };
}
