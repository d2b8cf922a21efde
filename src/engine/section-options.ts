import type { AnswerOption } from './adapters';
import { validatesAs } from './schema-origin';
import { valueAt } from './ui-rules';
import type { AppUiSchema, FormData, Schema } from './types';

function segments(pointer: string): string[] {
  return pointer.split('/').filter(Boolean);
}

function updateSchema(schema: Schema, path: string[], change: (leaf: Schema) => Schema): Schema {
  const [head, ...rest] = path;
  const child = schema.properties?.[head] as Schema | undefined;
  if (!child) return schema;
  const next = rest.length === 0 ? change(child) : updateSchema(child, rest, change);
  return { ...schema, properties: { ...schema.properties, [head]: next } };
}

function updateUi(ui: AppUiSchema, path: string[], change: (leaf: AppUiSchema) => AppUiSchema): AppUiSchema {
  const [head, ...rest] = path;
  const child = (ui[head] ?? {}) as AppUiSchema;
  return { ...ui, [head]: rest.length === 0 ? change(child) : updateUi(child, rest, change) };
}

/**
 * The section's schema and UI schema with each select (`section.json` → `options`: pointer → list name)
 * filled from the answer's option lists, leaving out the values a mode hides unless they are the current
 * value (contract status 11 for entries, 000 §4). Selects are `enum`s named by `ui:enumNames`: a `oneOf`
 * of `const`s would make rjsf preselect its first choice where the value is unset.
 */
export function withAnswerOptions(
  schema: Schema,
  ui: AppUiSchema,
  selects: Record<string, string> | undefined,
  lists: Record<string, AnswerOption[]>,
  hidden: Record<string, number[]> = {},
  data: FormData = {},
): { schema: Schema; ui: AppUiSchema } {
  let outSchema = schema;
  let outUi = ui;
  for (const [pointer, listName] of Object.entries(selects ?? {})) {
    const current = valueAt(data, pointer);
    const list = (lists[listName] ?? []).filter(
      (option) => !(hidden[pointer] ?? []).includes(option.value) || option.value === current,
    );
    if (list.length === 0) continue;
    const path = segments(pointer);
    outSchema = updateSchema(outSchema, path, (leaf) => ({
      ...leaf,
      enum: list.map((option) => option.value),
    }));
    outUi = updateUi(outUi, path, (leaf) => ({ ...leaf, 'ui:enumNames': list.map((option) => option.text) }));
  }
  // The answer's lists shape the selects only; validation stays the catalogue schema's (the server's).
  return { schema: validatesAs(outSchema, schema), ui: outUi };
}

/** The UI schema with the fields at these pointers read-only (pending values, a mode's read-only fields). */
export function withReadonly(ui: AppUiSchema, pointers: string[]): AppUiSchema {
  let out = ui;
  for (const pointer of pointers) {
    const path = segments(pointer).filter((segment) => !/^\d+$/.test(segment));
    out = updateUi(out, path, (leaf) => ({ ...leaf, 'ui:readonly': true }));
  }
  return out;
}

/** The UI schema without the `ui:rule` at these pointers (a mode where the field always shows). */
export function withoutRules(ui: AppUiSchema, pointers: string[]): AppUiSchema {
  let out = ui;
  for (const pointer of pointers) {
    out = updateUi(out, segments(pointer), (leaf) =>
      Object.fromEntries(Object.entries(leaf).filter(([key]) => key !== 'ui:rule')),
    );
  }
  return out;
}
