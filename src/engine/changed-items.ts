import type { Schema } from './types';

/** The schema's title at a JSON pointer (through objects and array items), or the last segment. */
export function titleAt(schema: Schema, pointer: string): string {
  let node: Schema | undefined = schema;
  const segments = pointer.split('/').filter(Boolean);
  for (const segment of segments) {
    if (!node) break;
    node = /^\d+$/.test(segment)
      ? (node.items as Schema | undefined)
      : (node.properties?.[segment] as Schema);
  }
  return node?.title ?? segments[segments.length - 1] ?? pointer;
}

/** The titles of the changed fields, once each, in pointer order (the approval request modal's list). */
export function changedItemTitles(schema: Schema, pointers: string[]): string[] {
  return [...new Set(pointers.map((pointer) => titleAt(schema, pointer)))];
}
