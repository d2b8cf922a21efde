import type { Db } from './database';

/** Another user's open access to a customer: when it began and who it is. */
export interface OpenAccess {
  registered_timestamp: string;
  user_name: string;
}

/** Records (or refreshes) that the user has the customer open. */
export async function recordAccess(db: Db, customerId: number, userId: number, stamp: string): Promise<void> {
  await db
    .insertInto('access_histories')
    .values({ customer_id: customerId, user_id: userId, registered_timestamp: stamp })
    .onConflict((oc) => oc.columns(['customer_id', 'user_id']).doUpdateSet({ registered_timestamp: stamp }))
    .execute();
}

/** The latest open access of a user other than `userId`, or null. */
export async function otherOpenAccess(
  db: Db,
  customerId: number,
  userId: number,
): Promise<OpenAccess | null> {
  const row = await db
    .selectFrom('access_histories as a')
    .innerJoin('users as u', 'u.user_id', 'a.user_id')
    .select(['a.registered_timestamp', 'u.user_name'])
    .where('a.customer_id', '=', customerId)
    .where('a.user_id', '<>', userId)
    // The newest first; two opened in the same millisecond: the higher user id, so that both databases agree.
    .orderBy('a.registered_timestamp', 'desc')
    .orderBy('a.user_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** Forgets the user's open access to the customer. */
export async function removeAccess(db: Db, customerId: number, userId: number): Promise<void> {
  await db
    .deleteFrom('access_histories')
    .where('customer_id', '=', customerId)
    .where('user_id', '=', userId)
    .execute();
}
