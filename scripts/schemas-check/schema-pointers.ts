import { resolvedRef } from '../../src/engine/schema-ref';
import type { Schema } from '../../src/engine/types';

const resolved = resolvedRef;

/**
 * The sub-schema a JSON pointer of the form data names (`/billing/bill_to_postcode`, `/rows/0/name`), or
 * undefined. Array items are reached by an index, `*` or `items`; pointers may omit the leading slash
 * (`modes.*.hide` writes them so).
 */
export function schemaAtPointer(schema: Schema, pointer: string): Schema | undefined {
  let node: Schema | undefined = resolved(schema, schema);
  for (const segment of pointer.split('/').filter(Boolean)) {
    if (!node) return undefined;
    const child: unknown =
      /^\d+$/.test(segment) || segment === '*' || segment === 'items'
        ? node.items
        : node.properties?.[segment];
    node =
      child && typeof child === 'object' && !Array.isArray(child)
        ? resolved(child as Schema, schema)
        : undefined;
  }
  return node;
}

/** Every property name of an object schema, nested objects' leaves included (a record part's columns). */
export function leafNames(schema: Schema, root: Schema = schema): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, raw]) => {
    const child = resolved(raw as Schema, root);
    return child.properties && child.type !== 'array' ? [name, ...leafNames(child, root)] : [name];
  });
}
