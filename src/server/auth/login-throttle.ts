import type { LoginGate, ThrottlePolicy } from '../store/login-attempts';
import { tokyoTimestamp } from '../store/timestamp';
import messages from '../../../schemas/server-messages.json';
import { fillTemplate } from '../../../rules/lib/rule-doc';

const minuteMs = 60 * 1000;

/**
 * The staff login throttle: two failures in a row pass freely (a mistyped password, then the right one),
 * the third holds the next attempt back 1 s, then 2, 4 … up to 60 s, and the tenth locks the login ID for
 * 15 minutes. Failures are forgotten after 15 quiet minutes, or when a lock ends.
 */
export const loginThrottle: ThrottlePolicy = {
  freeFailures: 2,
  firstDelayMs: 1000,
  maxDelayMs: 60 * 1000,
  lockAfter: 10,
  lockMs: 15 * minuteMs,
  forgetAfterMs: 15 * minuteMs,
};

/** The throttle's key for a login ID as typed: NFKC-folded and lower-cased, so variants share a count. */
export function throttleKey(account: string): string {
  return account.trim().normalize('NFKC').toLowerCase();
}

/** The refusal of a held attempt: the seconds to wait, or for a lock the time (Asia/Tokyo) it ends. */
export function heldMessage(gate: Extract<LoginGate, { kind: 'held' }>, now: number = Date.now()): string {
  if (!gate.locked) {
    const seconds = String(Math.ceil((gate.until - now) / 1000));
    return fillTemplate(messages.login.wait, { seconds });
  }
  // Rounded up to the minute: the time shown is never before the lock ends.
  const time = tokyoTimestamp(Math.ceil(gate.until / minuteMs) * minuteMs).slice(11, 16);
  return fillTemplate(messages.login.locked, { time });
}
