import { collectForms } from './form-catalogue';
import type { AppUiSchema, Schema } from './types';

/** A small form outside the customer detail (staff login, surrogate login, …): its schema and UI schema. */
export interface DialogForm {
  schema: Schema;
  ui: AppUiSchema;
}

const files = import.meta.glob('../../schemas/dialogs/*/*.json', { eager: true, import: 'default' });

// The same loader as every form kind's.
function collect(): Record<string, DialogForm> {
  return Object.fromEntries(
    Object.entries(collectForms(files, 'dialogs')).map(([id, form]) => [
      id,
      { schema: form.schema, ui: form.ui },
    ]),
  );
}

/** The dialog forms of `schemas/dialogs/<id>/`, by id. */
export const dialogs = collect();
