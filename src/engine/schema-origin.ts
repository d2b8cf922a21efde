import type { Schema } from './types';

// Some forms render a schema made at run time from a catalogue schema: selects filled with the answer's
// option lists (`enum`), a group of a search card's fields. Validation stays the catalogue schema's — the
// one the server checks with, and the one the build precompiled — so such a schema names its source here.

interface Origin {
  source: Schema;
  fields?: readonly string[];
}

const origins = new WeakMap<Schema, Origin>();

/**
 * Marks `derived` as validated like `source`; with `fields`, only errors under those top-level fields
 * count (a group of fields holds only its part of the data). Returns `derived`.
 */
export function validatesAs<S extends Schema>(derived: S, source: Schema, fields?: readonly string[]): S {
  if (derived !== source) origins.set(derived, { source, fields });
  return derived;
}

/** The schema a form validates with (following every `validatesAs`) and the top-level fields that count. */
export function validationSource(schema: Schema): { schema: Schema; fields?: readonly string[] } {
  let current = schema;
  let fields: readonly string[] | undefined;
  for (let origin = origins.get(current); origin; origin = origins.get(current)) {
    if (origin.fields)
      fields = fields ? fields.filter((field) => origin?.fields?.includes(field)) : origin.fields;
    current = origin.source;
  }
  return { schema: current, fields };
}
