import { createHash, randomBytes } from 'node:crypto';
import type { Db } from './database';
import { findUser, type StaffUser } from './users';
import { prepared } from './statements';

// Only a hash of the token is kept, so a copy of the database does not hand out live sessions.
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session for the user and returns its random token (32 bytes, base64url). */
export function createSession(db: Db, userId: number, now: number = Date.now()): string {
  const token = randomBytes(32).toString('base64url');
  prepared(db, 'INSERT INTO sessions (token_hash, user_id, created) VALUES (?, ?, ?)').run(
    hashToken(token),
    userId,
    now,
  );
  return token;
}

/** The user of a session younger than `maxAgeMs`, or null (an expired session is deleted). */
export function sessionUser(
  db: Db,
  token: string,
  maxAgeMs: number,
  now: number = Date.now(),
): StaffUser | null {
  const row = prepared(db, 'SELECT user_id, created FROM sessions WHERE token_hash = ?').get(
    hashToken(token),
  ) as { user_id: number; created: number } | undefined;
  if (!row) return null;
  if (now - row.created > maxAgeMs) {
    deleteSession(db, token);
    return null;
  }
  return findUser(db, row.user_id);
}

/** Ends a session (nothing happens for an unknown token). */
export function deleteSession(db: Db, token: string): void {
  prepared(db, 'DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token));
}
