import type { AppErrorSchema } from './types';
import type { FieldErrors } from './validator';

/** rjsf's id of the field at a JSON pointer (`/a/0/b` → `root_a_0_b`, or with another id prefix). */
export function idOfPointer(pointer: string, idPrefix = 'root'): string {
  return `${idPrefix}${pointer.split('/').join('_')}`;
}

/**
 * Builds rjsf's error tree from our field errors, keeping only the fields the user has touched,
 * or every field once a save was tried (errors appear only after touch or validation, spec 001 §2).
 */
export function toErrorSchema(
  errors: FieldErrors,
  touched: ReadonlySet<string>,
  showAll: boolean,
  idPrefix = 'root',
): AppErrorSchema {
  const tree: Record<string, unknown> = {};
  for (const [pointer, messages] of Object.entries(errors)) {
    if (!showAll && !touched.has(idOfPointer(pointer, idPrefix))) continue;
    let node = tree;
    for (const segment of pointer.split('/').filter(Boolean)) {
      node = (node[segment] ??= {}) as Record<string, unknown>;
    }
    node.__errors = messages.slice(0, 1);
  }
  return tree as unknown as AppErrorSchema;
}
