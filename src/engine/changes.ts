import type { ChangeMark, JsonValue } from './types';

function isRecord(value: JsonValue | undefined): value is { [key: string]: JsonValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Compares a pending copy (update_info) with the current data and marks every leaf whose pending value
 * differs: pointer → { kind, previous }. Fields named in `masked` (passwords) are marked masked.
 */
export function computeChanges(
  current: JsonValue | undefined,
  pending: JsonValue | undefined,
  kind: ChangeMark['kind'],
  masked: string[] = [],
  pointer = '',
): Record<string, ChangeMark> {
  if (pending === undefined) return {};
  if (isRecord(pending)) {
    const base = isRecord(current) ? current : {};
    return Object.assign(
      {},
      ...Object.keys(pending).map((key) =>
        computeChanges(base[key], pending[key], kind, masked, `${pointer}/${key}`),
      ),
    );
  }
  if (Array.isArray(pending)) {
    const base = Array.isArray(current) ? current : [];
    return Object.assign(
      {},
      ...pending.map((item, index) => computeChanges(base[index], item, kind, masked, `${pointer}/${index}`)),
    );
  }
  if ((current ?? null) === (pending ?? null) || (current ?? '') === (pending ?? '')) return {};
  const name = pointer.split('/').pop() ?? '';
  return { [pointer]: { kind, previous: current ?? '', masked: masked.includes(name) } };
}

/** Overlays pending values onto the current data (what the form shows while an update is pending). */
export function overlayPending(current: JsonValue, pending: JsonValue | undefined): JsonValue {
  if (pending === undefined || pending === null) return current;
  if (isRecord(current) && isRecord(pending)) {
    const out: { [key: string]: JsonValue } = { ...current };
    for (const [key, value] of Object.entries(pending))
      out[key] = overlayPending(current[key] ?? null, value);
    return out;
  }
  return pending;
}
