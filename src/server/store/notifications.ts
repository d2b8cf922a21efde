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

const tableSql = `
CREATE TABLE IF NOT EXISTS notification_badges (
  notification_badge_id INTEGER PRIMARY KEY AUTOINCREMENT,
  notification_id INTEGER NOT NULL,
  target_table_name TEXT NOT NULL,
  target_table_unique_id INTEGER NOT NULL,
  registered_timestamp TEXT NOT NULL,
  registered_user_id INTEGER REFERENCES users(user_id),
  UNIQUE (notification_id, target_table_name, target_table_unique_id)
);
`;

/** Records open notifications (one per waiting record; a repeat is ignored). */
export function insertNotifications(db: Db, rows: SeedNotification[], userId: number | null = null): void {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO notification_badges
       (notification_id, target_table_name, target_table_unique_id, registered_timestamp, registered_user_id)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const stamp = tokyoTimestamp();
  inTransaction(db, () => {
    for (const row of rows)
      insert.run(row.notification_id, row.target_table_name, row.target_table_unique_id, stamp, userId);
  });
}

/** Creates the notification table; when it is new, fills it from `notification-badges.json`. */
export function initNotifications(db: Db, directory: string = seedDirectory): void {
  const exists = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'notification_badges'")
    .get();
  db.exec(tableSql);
  if (exists) return;
  const content = JSON.parse(readFileSync(join(directory, 'notification-badges.json'), 'utf8')) as {
    notifications: SeedNotification[];
  };
  insertNotifications(db, content.notifications);
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
export function badgeCounts(db: Db): Record<BadgeName, number> {
  const counted = db
    .prepare('SELECT notification_id, COUNT(*) AS count FROM notification_badges GROUP BY notification_id')
    .all() as { notification_id: number; count: number }[];
  const byId = new Map(counted.map((row) => [row.notification_id, row.count]));
  const customers = (where: string, value: number) =>
    (db.prepare(`SELECT COUNT(*) AS count FROM customers WHERE ${where}`).get(value) as { count: number })
      .count;
  const counts = Object.fromEntries(
    Object.entries(notificationIds).map(([name, id]) => [name, byId.get(id) ?? 0]),
  ) as Record<BadgeName, number>;
  counts.application_acceptance = customers(
    'is_entry = 1 AND credit_screening_approval_status = ?',
    notScreened,
  );
  counts.credit_check = customers('credit_screening_approval_status = ?', screening);
  counts.approval = approvalCount(db);
  return counts;
}
