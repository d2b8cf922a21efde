import { applyDueReservations } from './approval/cycle';
import { approvalCount } from './approval/lists';
import type { ApprovalSubject } from './approval/subject';
import type { Db } from './store/database';
import { basicInfoApproval } from './store/basic-info/approval';

/**
 * Every section that declares the approval cycle, by its subject (one per request type): the lists, the
 * history, the previews and the lazy reservations cover the applications of each. A section on the
 * capability adds its subject here.
 */
export const approvalSubjects: readonly ApprovalSubject[] = [basicInfoApproval];

/** Applies the customer's due reservations of every declared request type (see `applyDueReservations`). */
export const applyDueApprovals = (db: Db, customerId: number): Promise<boolean> =>
  applyDueReservations(db, customerId, approvalSubjects);

/** How many applications 承認 lists (its side-menu badge). */
export const approvalBadgeCount = (db: Db): Promise<number> => approvalCount(db, approvalSubjects);
