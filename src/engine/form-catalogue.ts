import { withSharedDefs } from './shared-defs';
import type { AppUiSchema, Schema } from './types';

/** The kinds of forms under `schemas/`: sections, search cards, dialogs, my page and public forms. */
export type FormKind = 'sections' | 'search' | 'dialogs' | 'mypage' | 'public';

/** One form's files as the engine uses them: its schema, UI schema and definition (section.json, search.json, form.json). */
export interface FormFiles {
  schema: Schema;
  ui: AppUiSchema;
  /** The form's own definition file, where its kind has one; absent otherwise. */
  definition?: Record<string, unknown>;
}

/** A catalogue file without its `$schema` (the editor's meta-schema, not part of the form or definition). */
export function withoutMetaSchema(content: unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(content as Record<string, unknown>).filter(([key]) => key !== '$schema'),
  );
}

/**
 * The forms of one kind from file contents keyed by path (`…/schemas/<kind>/<id>/<file>.json`): the browser
 * gives its `import.meta.glob` of that kind, the server the files it read from disk, so both hold the same
 * forms: shared definitions copied in, `$schema` left out.
 */
export function collectForms(files: Record<string, unknown>, kind: FormKind): Record<string, FormFiles> {
  const forms: Record<string, Partial<FormFiles>> = {};
  const pattern = new RegExp(`${kind}/([^/]+)/([a-z-]+)\\.json$`);
  for (const [path, content] of Object.entries(files)) {
    const match = pattern.exec(path);
    if (!match) continue;
    const form = (forms[match[1]] ??= {});
    if (match[2] === 'schema') form.schema = withSharedDefs(content as Schema);
    else if (match[2] === 'ui') form.ui = withoutMetaSchema(content) as AppUiSchema;
    else form.definition = withoutMetaSchema(content);
  }
  return Object.fromEntries(
    Object.entries(forms).map(([id, form]) => [
      id,
      { schema: form.schema ?? {}, ui: form.ui ?? {}, definition: form.definition },
    ]),
  );
}
