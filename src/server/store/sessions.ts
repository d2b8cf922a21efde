import { hash, randomBytes } from 'node:crypto';
import type { Db } from './database';
import { sessionRow, type SessionRow } from './staff-calls';
import type { StaffUser } from './users';

/** How long a staff session lives: at most `maxAgeMs` from its start, and `idleMs` since its last call. */
export interface SessionLimits {
  maxAgeMs: number;
  idleMs: number;
}

// A busy user makes many calls a minute: recording each would add a write to every read. The idle limit is
// therefore kept to within a minute.
const touchEveryMs = 60 * 1000;

// Only a hash of the token is kept, so a copy of the database does not hand out live sessions. The one-shot
// `hash` is several times cheaper than a `createHash` object, and every staff call hashes its cookie.
/** The stored hash of a session token. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** Starts a session for the user and returns its random token (32 bytes, base64url). */
export async function createSession(db: Db, userId: number, now: number = Date.now()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: userId, created: now, last_seen: now })
    .execute();
  return token;
}

/**
 * The user of a session row read by its token hash (staff-calls.ts), or null when the session is past its
 * limits (it is deleted then); records the call.
 */
export async function admitSession(
  db: Db,
  tokenHash: string,
  row: SessionRow,
  limits: SessionLimits,
  now: number = Date.now(),
): Promise<StaffUser | null> {
  const { created, last_seen: lastSeen, ...user } = row;
  const seen = lastSeen ?? created;
  if (now - created > limits.maxAgeMs || now - seen > limits.idleMs) {
    await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    return null;
  }
  if (now - seen >= touchEveryMs)
    await db.updateTable('sessions').set({ last_seen: now }).where('token_hash', '=', tokenHash).execute();
  return user;
}

/** The user of a session within its limits, or null (an expired session is deleted); records the call. */
export async function sessionUser(
  db: Db,
  token: string,
  limits: SessionLimits,
  now: number = Date.now(),
): Promise<StaffUser | null> {
  const tokenHash = hashToken(token);
  // Session and user in one statement: every staff call starts here.
  const [row] = (await sessionRow(db, tokenHash)).rows;
  return row ? admitSession(db, tokenHash, row, limits, now) : null;
}

/** Ends a session (nothing happens for an unknown token). */
export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** Ends every session of the user, in every browser. */
export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
