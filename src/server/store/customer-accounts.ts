import type { Db } from './database';
import { prepared } from './statements';

/** The hash of the my page password of `customerId` when its login ID is `loginId`; else null. */
export function customerPasswordHash(db: Db, customerId: number, loginId: string): string | null {
  const hash = prepared(
    db,
    'SELECT password_hash FROM customer_accounts WHERE customer_id = ? AND login_id = ?',
    'pluck',
  ).get(customerId, loginId) as string | undefined;
  return hash ?? null;
}
