import type { Db } from './database';

/** Another user's open access to a customer: when it began and who it is. */
export interface OpenAccess {
  registered_timestamp: string;
  user_name: string;
}

/** Records (or refreshes) that the user has the customer open. */
export function recordAccess(db: Db, customerId: number, userId: number, stamp: string): void {
  db.prepare(
    `INSERT INTO access_histories (customer_id, user_id, registered_timestamp) VALUES (?, ?, ?)
     ON CONFLICT (customer_id, user_id) DO UPDATE SET registered_timestamp = excluded.registered_timestamp`,
  ).run(customerId, userId, stamp);
}

/** The latest open access of a user other than `userId`, or null. */
export function otherOpenAccess(db: Db, customerId: number, userId: number): OpenAccess | null {
  const row = db
    .prepare(
      `SELECT a.registered_timestamp, u.user_name FROM access_histories a JOIN users u ON u.user_id = a.user_id
       WHERE a.customer_id = ? AND a.user_id <> ? ORDER BY a.registered_timestamp DESC LIMIT 1`,
    )
    .get(customerId, userId) as OpenAccess | undefined;
  return row ?? null;
}

/** Forgets the user's open access to the customer. */
export function removeAccess(db: Db, customerId: number, userId: number): void {
  db.prepare('DELETE FROM access_histories WHERE customer_id = ? AND user_id = ?').run(customerId, userId);
}
