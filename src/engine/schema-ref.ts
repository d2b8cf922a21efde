import type { Schema } from './types';

/** The schema a local `$ref` (`#/$defs/prefecture`) names, merged under the referring keywords (its title). */
export function resolvedRef(schema: Schema, root: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  let target: unknown = root;
  for (const segment of ref.slice(2).split('/'))
    target = (target as Record<string, unknown> | undefined)?.[segment];
  if (!target || typeof target !== 'object') return schema;
  const rest = Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$ref'));
  return { ...resolvedRef(target as Schema, root), ...rest };
}
