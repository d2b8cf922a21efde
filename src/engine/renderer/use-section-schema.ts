import { useMemo } from 'react';
import type { CatalogueEntry, ModeDifference } from '../catalogue';
import { keepEqualParts } from '../keep-equal-parts';
import type { LoadedSection } from '../section-calls';
import { withAnswerOptions, withoutRules, withReadonly } from '../section-options';
import { validatesAs } from '../schema-origin';
import type { AppUiSchema, ChangeMark, FormData, Schema } from '../types';
import { resolveUiSchema } from '../ui-rules';

/** What a section's form renders with. */
interface SectionForm {
  schema: Schema;
  uiSchema: AppUiSchema;
}

// The form each section last derived. Any earlier form of the section will do: only parts equal to the new
// one's are taken from it, and its schema validates as the section's catalogue schema, as the new one does.
const lastForms = new WeakMap<CatalogueEntry, SectionForm>();

/**
 * The schema and UI schema a section renders with, for its data and mode: selects filled from the
 * answer, the mode's hidden, read-only and always-shown fields, `ui:rule`s resolved, pending values read-only.
 * Undefined until the data is here: a page of closed sections would otherwise resolve every section's rules
 * against empty data as it renders their headers (B8: ≈ 20–50 ms at 4× throttling on the customer page).
 * Derived again on every change of the data, it keeps the parts that came out as before (`keepEqualParts`):
 * a key typed into one field leaves every other field's schema and UI schema as they were, object for object.
 */
export function useSectionSchema(
  entry: CatalogueEntry,
  mode: ModeDifference | undefined,
  loaded: LoadedSection | undefined,
  data: FormData | undefined,
  changes: Record<string, ChangeMark>,
): SectionForm | undefined {
  return useMemo(() => {
    if (!data) return undefined;
    const filled = withAnswerOptions(
      entry.schema,
      withoutRules(entry.ui, mode?.ignoreRules ?? []),
      entry.section.options,
      loaded?.options ?? {},
      mode?.hideOptions,
      data,
    );
    const resolved = resolveUiSchema(filled.ui, data, mode?.hide);
    const pending = Object.keys(changes).filter((pointer) => changes[pointer].kind === 'pending');
    const derived = {
      schema: filled.schema,
      uiSchema: withReadonly(resolved, [...pending, ...(mode?.readonly ?? [])]),
    };
    const previous = lastForms.get(entry);
    const form = previous ? keptFrom(previous, derived) : derived;
    lastForms.set(entry, form);
    return form;
  }, [entry, mode, loaded, data, changes]);
}

function keptFrom(previous: SectionForm, derived: SectionForm): SectionForm {
  const schema = keepEqualParts(previous.schema, derived.schema);
  const uiSchema = keepEqualParts(previous.uiSchema, derived.uiSchema);
  if (schema === previous.schema && uiSchema === previous.uiSchema) return previous;
  // A schema made of kept and new parts validates as the one it stands for (the catalogue's).
  if (schema !== previous.schema && schema !== derived.schema) validatesAs(schema, derived.schema);
  return { schema, uiSchema };
}
