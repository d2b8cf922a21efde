import type { JsonValue, Schema } from './types';

function typesOf(schema: Schema): string[] {
  const type = schema.type;
  if (Array.isArray(type)) return type;
  return type ? [type] : [];
}

/**
 * Brings API data into the shape its schema declares, so that rjsf's inputs and Ajv agree: a string
 * field receives `''` for null and the decimal text of a number (the API sends `sort_number: 3`, the
 * form edits `"3"`). The server applies the same function to a save's payload before validating it.
 */
export function coerceToSchema(schema: Schema, value: JsonValue | undefined): JsonValue | undefined {
  const types = typesOf(schema);
  if (
    types.includes('object') &&
    schema.properties &&
    value &&
    typeof value === 'object' &&
    !Array.isArray(value)
  ) {
    const out: Record<string, JsonValue> = { ...value };
    for (const [key, child] of Object.entries(schema.properties)) {
      const coerced = coerceToSchema(child as Schema, value[key]);
      if (coerced !== undefined) out[key] = coerced;
    }
    return out;
  }
  if (types.includes('array') && Array.isArray(value) && schema.items && typeof schema.items === 'object') {
    const itemSchema = schema.items as Schema;
    return value.map((item) => coerceToSchema(itemSchema, item) ?? null);
  }
  if (types.length === 1 && types[0] === 'string') {
    if (value === null || value === undefined) return value === null ? '' : undefined;
    if (typeof value === 'number') return String(value);
  }
  return value;
}
