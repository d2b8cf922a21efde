import type { Row } from './rows';
import type { AppUiSchema, FormData, JsonValue, Schema } from './types';

/**
 * What rjsf's Form sees in place of a row table's array. Row tables keep their rows out of the Form:
 * every change there would otherwise clone, default-fill and compare the whole form data (issue 6).
 */
export const rowsPlaceholder: JsonValue[] = Object.freeze([]) as unknown as JsonValue[];

/** The JSON pointer (RFC 6901) of an rjsf field path: `['a', 0, 'b']` → `/a/0/b`. */
export function pointerOfPath(path: (string | number)[]): string {
  return path.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** The JSON pointers (`/a/b`) of every `"ui:field": "rows"` array (or `ui:options.rows`), following the schema's object properties. */
export function rowsPointers(schema: Schema, ui: AppUiSchema, base = ''): string[] {
  const out: string[] = [];
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    if (typeof child !== 'object') continue;
    const childUi = (ui[key] ?? {}) as AppUiSchema;
    const pointer = `${base}${pointerOfPath([key])}`;
    // A page's own table field that wraps the rows field says so with `ui:options.rows`.
    const wrapsRows = (childUi['ui:options'] as { rows?: boolean } | undefined)?.rows === true;
    if (childUi['ui:field'] === 'rows' || wrapsRows) out.push(pointer);
    else if (child.properties) out.push(...rowsPointers(child, childUi, pointer));
  }
  return out;
}

function segmentsOf(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The rows at a pointer ([] when there is no array there). */
export function rowsAt(data: FormData, pointer: string): Row[] {
  let current: JsonValue | undefined = data;
  for (const segment of segmentsOf(pointer)) {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return [];
    current = current[segment];
  }
  return Array.isArray(current) ? (current as Row[]) : [];
}

/** A copy of `data` with `value` at the pointer; objects on the way are copied, nothing else. */
export function setAt(data: FormData, pointer: string, value: JsonValue): FormData {
  const set = (node: FormData, [head, ...rest]: string[]): FormData => {
    const child = node[head];
    const childObject = child && typeof child === 'object' && !Array.isArray(child) ? child : {};
    return { ...node, [head]: rest.length === 0 ? value : set(childObject, rest) };
  };
  return set(data, segmentsOf(pointer));
}

/** The data rjsf's Form gets: every row table's array replaced by the placeholder. */
export function withoutRows(data: FormData, pointers: string[]): FormData {
  let out = data;
  for (const pointer of pointers)
    if (rowsAt(out, pointer).length > 0) out = setAt(out, pointer, rowsPlaceholder);
  return out;
}

/** Form data from rjsf's Form with each row table's array taken from `source` (the engine's own rows). */
export function withRowsFrom(data: FormData, source: FormData, pointers: string[]): FormData {
  let out = data;
  for (const pointer of pointers) {
    const rows = rowsAt(source, pointer);
    if (rows !== rowsAt(out, pointer)) out = setAt(out, pointer, rows);
  }
  return out;
}
