import type { FieldPathList } from '@rjsf/utils';

/** The JSON pointer (RFC 6901) of an rjsf field path: `['customer_clients', 0, 'name']` → `/customer_clients/0/name`. */
export function pointerOf(path: FieldPathList): string {
  return path.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** The id of the visible label text of field `id`, for widgets that label a group with `aria-labelledby`. */
export function labelIdOf(id: string): string {
  return `${id}__label`;
}
