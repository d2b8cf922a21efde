import { hashPassword } from '../auth/password';
import { inTransaction, type Db } from './database';
import { deleteUserSessions } from './sessions';

/**
 * Replaces the user's password hash by a fresh one of the same password (a login upgrading an old hash).
 * Only while the stored hash is still `oldHash`, so that a password changed meanwhile is not undone.
 */
export async function upgradePasswordHash(
  db: Db,
  userId: number,
  oldHash: string,
  newHash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ password_hash: newHash })
    .where('user_id', '=', userId)
    .where('password_hash', '=', oldHash)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Sets a staff member's password and ends all their sessions; false when the user does not exist. */
export async function setStaffPassword(db: Db, userId: number, password: string): Promise<boolean> {
  // Hashed before the transaction: the write lock is not held while the hash is computed.
  const passwordHash = await hashPassword(password);
  return inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('user_id', '=', userId)
      .executeTakeFirst();
    // Whoever knew the old password may hold a session: a new password ends them all.
    await deleteUserSessions(trx, userId);
    return result.numUpdatedRows === 1n;
  });
}
