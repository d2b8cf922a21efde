import type { Db } from './database';
import { prepared } from './statements';

/** The login throttle's thresholds (the values in force: `loginThrottle` of auth/login-throttle.ts). */
export interface ThrottlePolicy {
  /** Failures in a row that hold nothing back (a mistyped password, then the right one). */
  freeFailures: number;
  /** The hold after the first failure past the free ones; it doubles with each further failure. */
  firstDelayMs: number;
  /** The longest such hold. */
  maxDelayMs: number;
  /** Failures in a row that lock the login ID. */
  lockAfter: number;
  /** How long a lock lasts; when it ends, the count starts again. */
  lockMs: number;
  /** Quiet time after which earlier failures are forgotten. */
  forgetAfterMs: number;
}

/** A login attempt's admission: taken (counted as a failure until it succeeds), or held until `until`. */
export type LoginGate = { kind: 'taken' } | { kind: 'held'; until: number; locked: boolean };

/** How long `failures` failures in a row hold the next attempt back (0: not at all). */
export function holdAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures >= policy.lockAfter) return policy.lockMs;
  if (failures <= policy.freeFailures) return 0;
  return Math.min(policy.firstDelayMs * 2 ** (failures - policy.freeFailures - 1), policy.maxDelayMs);
}

type AttemptRow = { failures: number; held_until: number };

/**
 * Admits a login attempt for `key` unless a hold is running. An admitted attempt counts as a failure at
 * once, before its password is checked, so that attempts sent side by side cannot all slip through before
 * the first failure is written; `clearLoginAttempts` takes the count back when the password is right.
 */
export function takeLoginAttempt(
  db: Db,
  key: string,
  policy: ThrottlePolicy,
  now: number = Date.now(),
): LoginGate {
  // IMMEDIATE takes the write lock before the read, so that several server processes on one file count
  // every attempt.
  return db
    .transaction((): LoginGate => {
      prepared(db, 'DELETE FROM login_attempts WHERE expires <= ?').run(now);
      const row = prepared(db, 'SELECT failures, held_until FROM login_attempts WHERE account = ?').get(
        key,
      ) as AttemptRow | undefined;
      if (row && row.held_until > now)
        return { kind: 'held', until: row.held_until, locked: row.failures >= policy.lockAfter };
      const failures = (row?.failures ?? 0) + 1;
      const hold = holdAfter(failures, policy);
      const heldUntil = hold > 0 ? now + hold : 0;
      // A lock is forgotten when it ends: the next failure starts a new count rather than another lock.
      const expires = failures >= policy.lockAfter ? heldUntil : now + hold + policy.forgetAfterMs;
      prepared(
        db,
        `INSERT INTO login_attempts (account, failures, held_until, expires) VALUES (?, ?, ?, ?)
         ON CONFLICT (account) DO UPDATE SET
           failures = excluded.failures, held_until = excluded.held_until, expires = excluded.expires`,
      ).run(key, failures, heldUntil, expires);
      return { kind: 'taken' };
    })
    .immediate();
}

/** Forgets the failures of `key` (a successful login). */
export function clearLoginAttempts(db: Db, key: string): void {
  prepared(db, 'DELETE FROM login_attempts WHERE account = ?').run(key);
}
