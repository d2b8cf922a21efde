import type { JsonValue } from '../../engine/types';
import formats from '../../../schemas/documents/formats.json';

/** What a layout's texts point into: the customer's saved data (schemas/documents/README in formats.json). */
export type DocumentData = Record<string, JsonValue>;

type Json = JsonValue | undefined;

// A JSON pointer (RFC 6901) into `data` (the leading `/` may be left out).
function at(data: Json, pointer: string): Json {
  const path = pointer.replace(/^\//, '');
  if (path === '') return data;
  let node = data;
  for (const raw of path.split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object') return undefined;
    node = Array.isArray(node) ? node[Number(key)] : (node as Record<string, JsonValue>)[key];
  }
  return node;
}

// A select group of an answer (`{ options: [{ value, text }], selected }`) reads as its selected option's text.
function selectedText(node: Record<string, JsonValue>): string | undefined {
  if (!Array.isArray(node.options) || !('selected' in node)) return undefined;
  const option = node.options.find(
    (item) =>
      item !== null &&
      typeof item === 'object' &&
      (item as Record<string, JsonValue>).value === node.selected,
  ) as Record<string, JsonValue> | undefined;
  return option ? String(option.text ?? '') : '';
}

/** The text of one value as a document prints it: '' for nothing, the booleans' words of formats.json. */
export function textOf(value: Json): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? formats.booleans.true : formats.booleans.false;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(formats.listSeparator);
  return selectedText(value) ?? '';
}

/** The value a pointer names (for lists: the array itself). */
export function valueAt(data: Json, pointer: string): Json {
  return at(data, pointer);
}

/**
 * Fills a layout text: each `{/pointer}` becomes the text of the value it points at, `{name}` (no slash) that
 * of the list row `row`; `{a|b}` takes the first whose value is not empty (the TAS ID, else the company);
 * `{/pointer?日}` adds the text after `?` to a value that is not empty (毎月27日, and nothing for a cycle
 * not chosen). Text outside the braces is kept.
 */
export function fill(template: string, data: Json, row?: Json): string {
  return template.replace(/\{([^{}]+)\}/g, (_match, inner: string) => {
    for (const raw of inner.split('|')) {
      const [pointer, suffix = ''] = raw.trim().split('?');
      const text = textOf(pointer.startsWith('/') ? at(data, pointer) : at(row, pointer));
      if (text !== '') return `${text}${suffix}`;
    }
    return '';
  });
}
