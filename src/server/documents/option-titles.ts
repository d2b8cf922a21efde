import type { JsonValue, Schema } from '../../engine/types';

// A select's options as the schema writes them (`oneOf` / `anyOf` of `{ const, title }`).
function optionsOf(schema: Schema): Schema[] {
  const options = (schema.oneOf ?? schema.anyOf ?? []) as Schema[];
  return options.filter((option) => 'const' in option);
}

/**
 * A section's data with each chosen option printed as its title (支払方法 3 → 口座振替, 周期 1 → 毎月), read
 * from the section's schema; values without options stay as they are, an option not in the list prints
 * empty. What a layout reads under `/<root>_text` (schemas/documents/formats.json).
 */
export function withOptionTitles(schema: Schema | undefined, value: JsonValue): JsonValue {
  if (!schema) return value;
  const options = optionsOf(schema);
  if (options.length > 0) {
    if (value === null || value === '') return '';
    return String(options.find((option) => option.const === value)?.title ?? '');
  }
  if (Array.isArray(value)) {
    const items = schema.items;
    const itemSchema =
      items && typeof items === 'object' && !Array.isArray(items) ? (items as Schema) : undefined;
    return value.map((item) => withOptionTitles(itemSchema, item));
  }
  if (value === null || typeof value !== 'object') return value;
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, withOptionTitles(properties[key], item)]),
  );
}
