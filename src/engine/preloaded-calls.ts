// Calls started before the view that needs them exists (bench B8, issue 17: the detail page's header call with
// the route, the first section's data with the page), so that the view finds them under way. The view takes one
// once; its later loads call afresh. One the view did not take soon (the person went elsewhere) is not trusted
// later: the data may have changed meanwhile, and a form must not show, and save over, an old copy.
const freshForMs = 10_000;

interface Preloaded {
  at: number;
  result: Promise<unknown>;
  taken: boolean;
}

const preloaded = new Map<string, Preloaded>();

const fresh = (call: Preloaded, now: number) => now - call.at < freshForMs;

/**
 * Starts `call` under `key`, unless one started under it is still fresh (taken or not: a render that asks
 * again starts nothing new).
 */
export function preloadCall(key: string, call: () => Promise<unknown>): void {
  const now = performance.now();
  for (const [known, entry] of preloaded) if (!fresh(entry, now)) preloaded.delete(known);
  if (preloaded.has(key)) return;
  const result = call();
  // Taken later, or never: either way not an unhandled rejection (the view that takes it sees the failure).
  result.catch(() => undefined);
  preloaded.set(key, { at: now, result, taken: false });
}

/** The call preloaded under `key`, once, if it is still fresh; undefined: call yourself. */
export function takePreloaded<T>(key: string): Promise<T> | undefined {
  const entry = preloaded.get(key);
  if (!entry || entry.taken) return undefined;
  entry.taken = true;
  return fresh(entry, performance.now()) ? (entry.result as Promise<T>) : undefined;
}
