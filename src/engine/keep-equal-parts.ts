/**
 * `next` with every part that deep-equals the same part of `previous` taken from `previous` — `previous` itself
 * when the two are equal throughout. For a value derived afresh on every change (a section's schema and UI
 * schema, re-made on each key from the form data) whose parts mostly stay as they were: kept parts keep their
 * identity, so React and rjsf's memoised fields, which compare by identity first, skip them at once.
 * Plain objects, arrays and primitives; anything else (a class instance, a function) is kept only when it is
 * the very same value.
 */
export function keepEqualParts<T>(previous: T, next: T): T {
  if (Object.is(previous, next)) return previous;
  if (Array.isArray(previous) && Array.isArray(next)) return keptArray(previous, next) as T;
  if (isPlainObject(previous) && isPlainObject(next)) return keptObject(previous, next) as T;
  return next;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

// `previous` when every part is kept, `next` when none is (no copy), else a copy with the kept parts.
function keptArray(previous: unknown[], next: unknown[]): unknown[] {
  let same = previous.length === next.length;
  let anyKept = false;
  const kept = next.map((item, index) => {
    const part = index < previous.length ? keepEqualParts(previous[index], item) : item;
    if (!Object.is(part, previous[index])) same = false;
    if (!Object.is(part, item)) anyKept = true;
    return part;
  });
  return same ? previous : anyKept ? kept : next;
}

// As keptArray, by key.
function keptObject(previous: Record<string, unknown>, next: Record<string, unknown>): object {
  const keys = Object.keys(next);
  let same = keys.length === Object.keys(previous).length;
  let anyKept = false;
  const kept: Record<string, unknown> = {};
  for (const key of keys) {
    const had = Object.hasOwn(previous, key);
    const part = had ? keepEqualParts(previous[key], next[key]) : next[key];
    if (!had || !Object.is(part, previous[key])) same = false;
    if (!Object.is(part, next[key])) anyKept = true;
    kept[key] = part;
  }
  return same ? previous : anyKept ? kept : next;
}
