import fc from 'fast-check';
import type { FormData, JsonValue, Schema } from '../../../src/engine/types';
import { deeplyNested, hugeArray } from './nasty-values';

/** A field of a section's form with the JSON types its schema allows. */
export interface TypedField {
  pointer: string;
  types: string[];
  /** A list's item types. */
  itemTypes?: string[];
}

// `$ref`s of the catalogue point into the form's own `$defs` (the loader copies the shared ones there).
function resolved(schema: Schema, root: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/$defs/')) return schema;
  const defs = (root.$defs ?? {}) as Record<string, Schema>;
  return { ...(defs[ref.slice('#/$defs/'.length)] ?? {}), ...schema, $ref: undefined };
}

const typesOf = (schema: Schema): string[] =>
  Array.isArray(schema.type) ? schema.type : typeof schema.type === 'string' ? [schema.type] : [];

/** Every typed field the loaded data holds (a row array's first row stands for its rows), rows included. */
export function typedFields(
  schema: Schema,
  data: JsonValue | undefined,
  root: Schema = schema,
  base = '',
): TypedField[] {
  const fields: TypedField[] = [];
  for (const [key, raw] of Object.entries(schema.properties ?? {})) {
    const child = resolved(raw as Schema, root);
    const pointer = `${base}/${key}`;
    const value = (data as FormData | undefined)?.[key];
    const types = typesOf(child);
    if (child.readOnly || types.length === 0 || value === undefined) continue;
    const items = types.includes('array') ? resolved((child.items ?? {}) as Schema, root) : undefined;
    fields.push({ pointer, types, ...(items ? { itemTypes: typesOf(items) } : {}) });
    if (types.includes('object')) fields.push(...typedFields(child, value, root, pointer));
    if (types.includes('array') && Array.isArray(value) && value.length > 0)
      fields.push(...typedFields(items ?? {}, value[0], root, `${pointer}/0`));
  }
  return fields;
}

// Values of each JSON type, as a wrong type for a field that does not allow it. A number is no wrong type
// for a text (the API sends sort numbers as numbers, the form edits them as text), nor null for anything
// (an empty field).
const samples: Record<string, fc.Arbitrary<unknown>> = {
  string: fc.constantFrom('abc', '1.5', 'true', '[]', '{}', '１'),
  number: fc.constantFrom(1.5, -1e300),
  boolean: fc.boolean(),
  array: fc.constantFrom([], ['x'], [[1]], [{}]),
  object: fc.constantFrom({}, { a: 1 }, { customer_id: 1 }),
};

/** A value of a JSON type the field does not allow (none for a field that allows every type). */
export function wrongValue(types: string[]): fc.Arbitrary<unknown> | undefined {
  const allowed = new Set(types.flatMap((type) => (type === 'integer' ? ['integer'] : [type])));
  const options = Object.entries(samples)
    .filter(([type]) => {
      if (type === 'number') return !allowed.has('number') && !allowed.has('string');
      if (type === 'string') return !allowed.has('string');
      return !allowed.has(type);
    })
    .map(([, arbitrary]) => arbitrary);
  if (allowed.has('integer') && !allowed.has('number')) options.push(fc.constantFrom(1.5, 0.1));
  return options.length > 0 ? fc.oneof(...options) : undefined;
}

/** A multipart text that is no value of the field's type (none for a text field). */
export function wrongText(types: string[]): fc.Arbitrary<string> | undefined {
  if (types.includes('string')) return undefined;
  if (types.includes('boolean')) return fc.constantFrom('yes', 'maybe', '2');
  return fc.constantFrom('abc', '1.5', 'true', '[]', '{}', '１', '12abc');
}

/**
 * A deeply nested value (500–2,500 levels) or a huge list (10,000 items): wrong for a scalar field, and for
 * a list a deep object or 10,000 items of a wrong type.
 */
export function monstrousValue(field: TypedField): fc.Arbitrary<unknown> | undefined {
  const depth = fc.integer({ min: 500, max: 2500 });
  if (!field.types.includes('array')) {
    const kind = fc.constantFrom<'array' | 'object'>('array', 'object');
    const deep = fc.tuple(depth, kind).map(([levels, shape]) => deeplyNested(levels, shape));
    if (field.types.includes('object')) return deep.filter((value) => Array.isArray(value));
    return fc.oneof(deep, fc.constant(hugeArray(10_000, 'x')));
  }
  const item = wrongValue(field.itemTypes ?? []);
  if (!item) return undefined;
  const huge = item.map((value) => hugeArray(10_000, value));
  return fc.oneof(
    huge,
    depth.map((levels) => deeplyNested(levels, 'object')),
  );
}
