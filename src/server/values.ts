// Request bodies arrive as JSON or as form fields (strings), so every reader accepts both spellings.

/** The value as a plain object, or an empty one. */
export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The value as text: strings as they are, numbers in decimal, anything else empty. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** The value as an integer (a number or a text of digits), or null. */
export function asInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return null;
}

/** The value as a flag: true, 1, "1" and "true" are set; anything else is not. */
export function asFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}
