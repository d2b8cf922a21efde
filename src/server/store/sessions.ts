import { hash, randomBytes } from 'node:crypto';
import type { Db } from './database';
import type { StaffUser } from './users';
import { prepared } from './statements';

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
function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

// A database file made before sessions had last_seen opens with the table as it was: the column is added
// on the first use of each connection.
const upgraded = new WeakSet<Db>();
function upgradeTable(db: Db): void {
  if (upgraded.has(db)) return;
  const columns = db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('sessions');
  if (!columns.includes('last_seen')) db.exec('ALTER TABLE sessions ADD COLUMN last_seen INTEGER');
  upgraded.add(db);
}

/** Starts a session for the user and returns its random token (32 bytes, base64url). */
export function createSession(db: Db, userId: number, now: number = Date.now()): string {
  upgradeTable(db);
  const token = randomBytes(32).toString('base64url');
  prepared(db, 'INSERT INTO sessions (token_hash, user_id, created, last_seen) VALUES (?, ?, ?, ?)').run(
    hashToken(token),
    userId,
    now,
    now,
  );
  return token;
}

// Session and user in one statement, its text built once and its row read as an array: every staff call
// starts here.
type SessionRow = [
  created: number,
  lastSeen: number | null,
  userId: number,
  account: string,
  userName: string,
  roleId: number,
  roleName: string,
];
const sessionUserSql = `SELECT s.created, s.last_seen, u.user_id, u.account, u.user_name, u.role_id,
  r.role_name FROM sessions s JOIN users u ON u.user_id = s.user_id JOIN roles r ON r.role_id = u.role_id
  WHERE s.token_hash = ?`;

/** The user of a session within its limits, or null (an expired session is deleted); records the call. */
export function sessionUser(
  db: Db,
  token: string,
  limits: SessionLimits,
  now: number = Date.now(),
): StaffUser | null {
  upgradeTable(db);
  const tokenHash = hashToken(token);
  const row = prepared(db, sessionUserSql, 'raw').get(tokenHash) as SessionRow | undefined;
  if (!row) return null;
  const [created, lastSeen] = row;
  const seen = lastSeen ?? created;
  if (now - created > limits.maxAgeMs || now - seen > limits.idleMs) {
    prepared(db, 'DELETE FROM sessions WHERE token_hash = ?').run(tokenHash);
    return null;
  }
  if (now - seen >= touchEveryMs)
    prepared(db, 'UPDATE sessions SET last_seen = ? WHERE token_hash = ?').run(now, tokenHash);
  return { user_id: row[2], account: row[3], user_name: row[4], role_id: row[5], role_name: row[6] };
}

/** Ends a session (nothing happens for an unknown token). */
export function deleteSession(db: Db, token: string): void {
  prepared(db, 'DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token));
}

/** Ends every session of the user, in every browser. */
export function deleteUserSessions(db: Db, userId: number): void {
  prepared(db, 'DELETE FROM sessions WHERE user_id = ?').run(userId);
}
