// The approval-required change cycle as one capability (README "The credit-screening and approval
// cycle"): a section declares `approval` in its section.json and gives a subject (subject.ts; for sections
// with section stores, `storedSubject`); the routes call these.

export { changedItems, changedPointers, sameValue } from './compare';
export { declarationProblems, parseDeclaration, requestDeclaration, unknownPointers } from './declaration';
export {
  findApplication,
  openApplication,
  sentBackApplication,
  type ApplicationRecord,
  type Snapshot,
} from './applications';
export {
  applyDueReservations,
  approve,
  isDue,
  reflectNow,
  judgeCredit,
  requestApproval,
  revertReservation,
  sendBack,
} from './cycle';
export { approvalCount, approvalHistory, approvalPage, creditCheckPage, previewEdition } from './lists';
export { itemTitle, describeChanges } from './describe';
export { applyDirectly, openRequest, requestChange, scheduleOf, type ChangeOutcome } from './request';
export { storedSubject, type StoredSection } from './stored-subject';
export type { AppliedChange, ApprovalSubject, ValueText } from './subject';
export * as approvalStatuses from './statuses';
