import { withoutMetaSchema } from './catalogue';
import { withSharedDefs } from './shared-defs';
import type { AppUiSchema, Schema } from './types';

/** A small form outside the customer detail (staff login, surrogate login, …): its schema and UI schema. */
export interface DialogForm {
  schema: Schema;
  ui: AppUiSchema;
}

const files = import.meta.glob('../../schemas/dialogs/*/*.json', { eager: true, import: 'default' });

function collect(): Record<string, DialogForm> {
  const forms: Record<string, Partial<DialogForm>> = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /dialogs\/([^/]+)\/(schema|ui)\.json$/.exec(path);
    if (!match) continue;
    const form = (forms[match[1]] ??= {});
    if (match[2] === 'schema') form.schema = withSharedDefs(content as Schema);
    else form.ui = withoutMetaSchema(content) as AppUiSchema;
  }
  return Object.fromEntries(
    Object.entries(forms).map(([id, form]) => [id, { schema: form.schema ?? {}, ui: form.ui ?? {} }]),
  );
}

/** The dialog forms of `schemas/dialogs/<id>/`, by id. */
export const dialogs = collect();
