import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { approvalCount } from './basic-info/lists';
import { inTransaction, type Db } from './database';
import { seedDirectory } from './seed';
import { tokyoTimestamp } from './timestamp';

/**
 * Numeric notification ids of the side-menu badges. The spec leaves the mapping open (002 §9); ours
 * follows the order of the badge response (002 §3.11).
 */
export const notificationIds = {
  business_talk: 1,
  application_acceptance: 2,
  approval: 3,
  customer_management: 4,
  credit_check: 5,
  create_business_report: 6,
  create_invoice: 7,
  send_business_report_and_invoice: 8,
  send_transfer_slip: 9,
  payment_confirmation: 10,
  dunning_process: 11,
  customer_invoice_status: 12,
} as const;

/** One badge counter's name. */
export type BadgeName = keyof typeof notificationIds;

/** An open notification of `fixtures/seed/notification-badges.json`. */
export interface SeedNotification {
  notification_id: number;
  target_table_name: string;
  target_table_unique_id: number;
}

/** Records open notifications (one per waiting record; a repeat is ignored). */
export async function insertNotifications(
  db: Db,
  rows: SeedNotification[],
  userId: number | null = null,
): Promise<void> {
  if (rows.length === 0) return;
  const registered_timestamp = tokyoTimestamp();
  await db
    .insertInto('notification_badges')
    .values(
      rows.map((row) => ({
        notification_id: row.notification_id,
        target_table_name: row.target_table_name,
        target_table_unique_id: row.target_table_unique_id,
        registered_timestamp,
        registered_user_id: userId,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['notification_id', 'target_table_name', 'target_table_unique_id']).doNothing(),
    )
    .execute();
}

/**
 * While the notification table is empty (a new database), fills it from `notification-badges.json` (joins
 * the caller's transaction). Answers whether it seeded.
 */
export async function seedNotifications(db: Db, directory: string = seedDirectory): Promise<boolean> {
  const content = JSON.parse(readFileSync(join(directory, 'notification-badges.json'), 'utf8')) as {
    notifications: SeedNotification[];
  };
  return inTransaction(db, async (trx) => {
    const any = await trx
      .selectFrom('notification_badges')
      .select('notification_badge_id')
      .limit(1)
      .executeTakeFirst();
    if (any) return false;
    await insertNotifications(trx, content.notifications);
    return true;
  });
}

// Credit screening statuses (000 §4): 1 未与信, 2 与信中.
const notScreened = 1;
const screening = 2;

/**
 * The badge counts. Three count what their page lists: 申込受付 the entries not yet sent to credit
 * screening (未与信), 与信審査 the customers being screened (与信中), 承認 the requests awaiting approval.
 * The others count the open rows of `notification_badges`, the table the notification calls of 002 §7
 * write.
 */
export async function badgeCounts(db: Db): Promise<Record<BadgeName, number>> {
  const counted = await db
    .selectFrom('notification_badges')
    .select(['notification_id', db.fn.countAll<number>().as('count')])
    .groupBy('notification_id')
    .execute();
  const byId = new Map(counted.map((row) => [row.notification_id, Number(row.count)]));
  const customers = async (screening: number, entriesOnly: boolean) => {
    let query = db
      .selectFrom('customers')
      .select(db.fn.countAll<number>().as('count'))
      .where('credit_screening_approval_status', '=', screening);
    if (entriesOnly) query = query.where('is_entry', '=', 1);
    return Number((await query.executeTakeFirstOrThrow()).count);
  };
  const counts = Object.fromEntries(
    Object.entries(notificationIds).map(([name, id]) => [name, byId.get(id) ?? 0]),
  ) as Record<BadgeName, number>;
  counts.application_acceptance = await customers(notScreened, true);
  counts.credit_check = await customers(screening, false);
  counts.approval = Number(await approvalCount(db));
  return counts;
}
