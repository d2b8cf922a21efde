import type { Db } from './database';

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

// Two attempts side by side (on one instance or two) read the same count; only one may turn it into the next:
// each write says which count it replaces, and the loser reads again.
const maxRaces = 8;

/**
 * Admits a login attempt for `key` unless a hold is running. An admitted attempt counts as a failure at
 * once, before its password is checked, so that attempts sent side by side cannot all slip through before
 * the first failure is written; `clearLoginAttempts` takes the count back when the password is right.
 */
export async function takeLoginAttempt(
  db: Db,
  key: string,
  policy: ThrottlePolicy,
  now: number = Date.now(),
): Promise<LoginGate> {
  await db.deleteFrom('login_attempts').where('expires', '<=', now).execute();
  // A row to count on, so that the first failures of two attempts cannot both be the first.
  await db
    .insertInto('login_attempts')
    .values({ account: key, failures: 0, held_until: 0, expires: now + policy.forgetAfterMs })
    .onConflict((conflict) => conflict.column('account').doNothing())
    .execute();
  for (let race = 0; race < maxRaces; race++) {
    const row = await db
      .selectFrom('login_attempts')
      .select(['failures', 'held_until'])
      .where('account', '=', key)
      .executeTakeFirst();
    const before = row ?? { failures: 0, held_until: 0 };
    if (before.held_until > now)
      return { kind: 'held', until: before.held_until, locked: before.failures >= policy.lockAfter };
    const failures = before.failures + 1;
    const hold = holdAfter(failures, policy);
    const heldUntil = hold > 0 ? now + hold : 0;
    // A lock is forgotten when it ends: the next failure starts a new count rather than another lock.
    const expires = failures >= policy.lockAfter ? heldUntil : now + hold + policy.forgetAfterMs;
    const counted = row
      ? await db
          .updateTable('login_attempts')
          .set({ failures, held_until: heldUntil, expires })
          .where('account', '=', key)
          .where('failures', '=', before.failures)
          .where('held_until', '=', before.held_until)
          .executeTakeFirst()
          .then((result) => result.numUpdatedRows === 1n)
      : await db
          .insertInto('login_attempts')
          .values({ account: key, failures, held_until: heldUntil, expires })
          .onConflict((conflict) => conflict.column('account').doNothing())
          .executeTakeFirst()
          .then((result) => Number(result.numInsertedOrUpdatedRows ?? 0n) === 1);
    if (counted) return { kind: 'taken' };
  }
  // Attempts for this ID keep arriving faster than they can be counted: hold this one back.
  return { kind: 'held', until: now + policy.firstDelayMs, locked: false };
}

/** Forgets the failures of `key` (a successful login). */
export async function clearLoginAttempts(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('account', '=', key).execute();
}
