import { useMemo } from 'react';
import type { CatalogueEntry, ModeDifference } from '../catalogue';
import { keepEqualParts } from '../keep-equal-parts';
import type { LoadedSection } from '../section-calls';
import { withAnswerOptions, withoutRules, withReadonly } from '../section-options';
import { validatesAs } from '../schema-origin';
import type { AppUiSchema, ChangeMark, FormData, Schema } from '../types';
import { resolveUiSchema, ruleScopes, valueAt } from '../ui-rules';

/** What a section's form renders with. */
interface SectionForm {
  schema: Schema;
  uiSchema: AppUiSchema;
}

// The form each section last derived, with what it was derived from besides the catalogue entry. Any earlier
// form of the section will do as a source of equal parts: its schema validates as the section's catalogue
// schema, as the new one does.
interface Derived {
  form: SectionForm;
  mode: ModeDifference | undefined;
  loaded: LoadedSection | undefined;
  changes: Record<string, ChangeMark>;
  /** The data's values the derivation read (`dataRead`), as JSON. */
  read: string;
}
const lastForms = new WeakMap<CatalogueEntry, Derived>();

const readPointers = new WeakMap<CatalogueEntry, string[]>();

/**
 * The pointers of the data a section's form is derived from: each select's (a mode may hide an option unless
 * it is the current value) and each `ui:rule`'s scope. A change elsewhere leaves the form as it was.
 */
export function dataRead(entry: CatalogueEntry): string[] {
  let pointers = readPointers.get(entry);
  if (!pointers) {
    pointers = [...new Set([...Object.keys(entry.section.options ?? {}), ...ruleScopes(entry.ui)])];
    readPointers.set(entry, pointers);
  }
  return pointers;
}

// The values at `dataRead`'s pointers as JSON: a value as `[value]`, none as `[]`. JSON leaves out a key whose
// value is undefined, as the rules' conditions do (Ajv takes such a property for a missing one).
function readValues(entry: CatalogueEntry, data: FormData): string {
  return JSON.stringify(
    dataRead(entry).map((pointer) => {
      const value = valueAt(data, pointer);
      return value === undefined ? [] : [value];
    }),
  );
}

/**
 * The schema and UI schema a section renders with, for its data and mode: selects filled from the
 * answer, the mode's hidden, read-only and always-shown fields, `ui:rule`s resolved, pending values read-only.
 * Undefined until the data is here: a page of closed sections would otherwise resolve every section's rules
 * against empty data as it renders their headers (B8: ≈ 20–50 ms at 4× throttling on the customer page).
 * A change of the data the form is not derived from (`dataRead`: most keys) gives back the last form as it
 * was; any other keeps the parts that came out as before (`keepEqualParts`): a rule that fires re-makes its
 * branch alone, and every other field's schema and UI schema stay as they were, object for object.
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
    const read = readValues(entry, data);
    const previous = lastForms.get(entry);
    if (
      previous?.read === read &&
      previous.mode === mode &&
      previous.loaded === loaded &&
      previous.changes === changes
    )
      return previous.form;
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
    const form = previous ? keptFrom(previous.form, derived) : derived;
    lastForms.set(entry, { form, mode, loaded, changes, read });
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
