// Japan has had no daylight saving time since 1951, so Asia/Tokyo is always UTC+9.
const tokyoOffsetMs = 9 * 60 * 60 * 1000;

/** Formats an instant as `YYYY-MM-DD HH:mm:ss.SSS` in Asia/Tokyo time, the API's timestamp format. */
export function tokyoTimestamp(ms: number = Date.now()): string {
  return new Date(ms + tokyoOffsetMs).toISOString().replace('T', ' ').slice(0, 23);
}

/** Reads a `YYYY-MM-DD HH:mm:ss(.SSS)` Asia/Tokyo timestamp back into epoch milliseconds (NaN when malformed). */
export function parseTokyoTimestamp(stamp: string): number {
  return Date.parse(`${stamp.replace(' ', 'T')}+09:00`);
}

/**
 * The stamp that follows `previous`: now, or one millisecond after `previous` when the clock has not
 * moved past it — two saves in the same millisecond (or a clock step back) must still differ.
 */
export function nextTimestamp(previous: string | null, nowMs: number = Date.now()): string {
  const previousMs = previous === null ? Number.NaN : parseTokyoTimestamp(previous);
  return tokyoTimestamp(Number.isNaN(previousMs) ? nowMs : Math.max(nowMs, previousMs + 1));
}
