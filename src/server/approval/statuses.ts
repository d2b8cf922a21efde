// The status values of the approval-required change cycle. 000 §4 and §9 name the customer's two statuses
// and the "requesting" pairs (update application status 1 or 5 with approval request status 3); the other
// values are ours, written down here and in the README.

/** Credit screening status of the customer (000 §4). */
export const credit = { unscreened: 1, screening: 2, refused: 3, passed: 4 } as const;

/** Contract approval status of the customer (000 §4). */
export const contractApproval = { unapproved: 1, approving: 2, sentBack: 3, approved: 4 } as const;

/** Update application status: 1 and 5 are open applications (5 follows a 差戻 or 与信NG), the rest closed. */
export const application = {
  applied: 1,
  reflected: 2,
  sentBack: 3,
  creditRefused: 4,
  reapplied: 5,
  reserved: 6,
  reverted: 7,
} as const;

/** Approval request status of an application: 3 承認依頼中 (also while its credit screening runs). */
export const approvalRequest = { notRequested: 1, approved: 2, requested: 3, sentBack: 4 } as const;

/** The update application statuses of an open application. */
export const openStatuses: readonly number[] = [application.applied, application.reapplied];

/** True for the statuses of an open application (is_update). */
export const isOpenStatus = (status: number): boolean => openStatuses.includes(status);
