/** A form value as trimmed text: null and undefined are ''. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).trim();
}

/** True when a select or input holds nothing: undefined, null, '' (after trimming), or the unset value -1. */
export function isUnset(value: unknown): boolean {
  const text = textOf(value);
  return text === '' || text === '-1';
}

/** A number from a number or numeric text (half-width, optional minus, thousands commas), else undefined. */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = textOf(value).replace(/,/g, '');
  return /^-?\d+(?:\.\d+)?$/.test(text) ? Number(text) : undefined;
}

/** The field of an object, or undefined for anything that is not an object. */
export function fieldOf(data: unknown, field: string): unknown {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[field] : undefined;
}

/** The rows of an array that are not marked `is_delete` (they only await deletion). */
export function liveRows(rows: unknown[]): Record<string, unknown>[] {
  return rows.filter(
    (row): row is Record<string, unknown> =>
      typeof row === 'object' && row !== null && (row as { is_delete?: unknown }).is_delete !== true,
  );
}
