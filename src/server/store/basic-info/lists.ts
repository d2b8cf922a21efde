import type { QueuePage } from '../../../sections/credit-cycle-rows';
import { approvalSubjects, approvalBadgeCount } from '../../approval-subjects';
import { approvalPage as pageOf, creditCheckPage as screeningPageOf } from '../../approval/lists';
import type { Db } from '../database';

// The 与信審査 and 承認 lists over every declared request type (the approval capability's lists), as the
// side menu's badge and the list routes call them.

/** One page of a list. */
export type CyclePage = QueuePage;

/** 与信審査: every customer in 与信中 with its open credit request, oldest first. */
export const creditCheckPage = (db: Db, page: number, limit: number): Promise<CyclePage> =>
  screeningPageOf(db, approvalSubjects, page, limit);

/** 承認: open applications whose approval was requested, oldest first. */
export const approvalPage = (db: Db, page: number, limit: number): Promise<CyclePage> =>
  pageOf(db, approvalSubjects, page, limit);

/** How many rows 承認 lists: its side-menu badge counts the same. */
export const approvalCount = approvalBadgeCount;
