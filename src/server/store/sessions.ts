import { hash, randomBytes } from 'node:crypto';
import type { Db } from './database';
import type { StaffUser } from './users';
import { prepared } from './statements';

// Only a hash of the token is kept, so a copy of the database does not hand out live sessions. The one-shot
// `hash` is several times cheaper than a `createHash` object, and every staff call hashes its cookie.
function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
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

// Session and user in one statement, its text built once and its row read as an array: every staff call
// starts here.
type SessionRow = [
  created: number,
  userId: number,
  account: string,
  userName: string,
  roleId: number,
  roleName: string,
];
const sessionUserSql = `SELECT s.created, u.user_id, u.account, u.user_name, u.role_id, r.role_name
  FROM sessions s JOIN users u ON u.user_id = s.user_id JOIN roles r ON r.role_id = u.role_id
  WHERE s.token_hash = ?`;

/** The user of a session younger than `maxAgeMs`, or null (an expired session is deleted). */
export function sessionUser(
  db: Db,
  token: string,
  maxAgeMs: number,
  now: number = Date.now(),
): StaffUser | null {
  const row = prepared(db, sessionUserSql, 'raw').get(hashToken(token)) as SessionRow | undefined;
  if (!row) return null;
  if (now - row[0] > maxAgeMs) {
    deleteSession(db, token);
    return null;
  }
  return { user_id: row[1], account: row[2], user_name: row[3], role_id: row[4], role_name: row[5] };
}

/** Ends a session (nothing happens for an unknown token). */
export function deleteSession(db: Db, token: string): void {
  prepared(db, 'DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token));
}
