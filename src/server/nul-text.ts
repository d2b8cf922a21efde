import messages from '../../schemas/server-messages.json';

// PostgreSQL cannot hold U+0000 in a text (it refuses the whole statement), SQLite can: no request text may
// carry one, so that both databases answer alike and nothing is half-written. No one types it; only a
// broken client or a probe sends it.

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}

/** Throws a 400 (the server's error handler answers it) when any text, or key, of `values` holds U+0000. */
export function refuseNulText(...values: unknown[]): void {
  if (values.some(containsNul)) {
    throw Object.assign(new Error(messages.common.nulCharacter), { statusCode: 400 });
  }
}

/** Whether a database error is PostgreSQL's refusal of a byte sequence (a NUL that reached a query anyway). */
export function isRefusedText(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '22021';
}
