import type { Db } from './database';

/** The hash of the my page password of `customerId` when its login ID is `loginId`; else null. */
export async function customerPasswordHash(
  db: Db,
  customerId: number,
  loginId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('customer_accounts')
    .select('password_hash')
    .where('customer_id', '=', customerId)
    .where('login_id', '=', loginId)
    .executeTakeFirst();
  return row?.password_hash ?? null;
}
