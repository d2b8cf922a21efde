import { hashPassword } from '../auth/password';
import { inTransaction, type Db } from './database';
import { deleteUserSessions } from './sessions';
import { prepared } from './statements';

/**
 * Replaces the user's password hash by a fresh one of the same password (a login upgrading an old hash).
 * Only while the stored hash is still `oldHash`, so that a password changed meanwhile is not undone.
 */
export function upgradePasswordHash(db: Db, userId: number, oldHash: string, newHash: string): boolean {
  const result = prepared(
    db,
    'UPDATE users SET password_hash = ? WHERE user_id = ? AND password_hash = ?',
  ).run(newHash, userId, oldHash);
  return result.changes === 1;
}

/** Sets a staff member's password and ends all their sessions; false when the user does not exist. */
export async function setStaffPassword(db: Db, userId: number, password: string): Promise<boolean> {
  // Hashed before the transaction: the write lock is not held while the hash is computed.
  const passwordHash = await hashPassword(password);
  return inTransaction(db, () => {
    const result = prepared(db, 'UPDATE users SET password_hash = ? WHERE user_id = ?').run(
      passwordHash,
      userId,
    );
    // Whoever knew the old password may hold a session: a new password ends them all.
    deleteUserSessions(db, userId);
    return result.changes === 1;
  });
}
