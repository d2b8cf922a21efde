import type { Catalogue } from '../engine/catalogue';
import { applyDueReservations } from './approval/cycle';
import { approvalCount } from './approval/lists';
import { storedSubject, type StoredSection } from './approval/stored-subject';
import type { ApprovalSubject } from './approval/subject';
import { loadCatalogue } from './catalogue';
import type { Db } from './store/database';
import { basicInfoApproval } from './store/basic-info/approval';
import { sectionStoreOf } from './store/sections';

/**
 * The subjects of the catalogue's sections that declare `approval` and keep their data in a section store:
 * one subject per request type over every section declaring it (受注内容 + 支払条件 share type 1).
 */
export function declaredSubjects(catalogue: Catalogue): ApprovalSubject[] {
  const sections: StoredSection[] = Object.values(catalogue).flatMap((entry) => {
    const store = entry.section.approval ? sectionStoreOf(entry) : undefined;
    return store ? [{ entry, store }] : [];
  });
  const types = [...new Set(sections.map(({ entry }) => entry.section.approval?.requestType ?? 0))];
  return types.map((type) => storedSubject(sections, type));
}

/**
 * Every section that declares the approval cycle, by its subject (one per request type): the lists, the
 * history, the previews and the lazy reservations cover the applications of each. 基本情報 keeps its own
 * store module; the others come from the catalogue on disk (read once: reservations are applied lazily by
 * calls that have no catalogue at hand).
 */
export const approvalSubjects: readonly ApprovalSubject[] = [
  basicInfoApproval,
  ...declaredSubjects(loadCatalogue()),
];

/** The subject of a request type, if a section declares it. */
export const approvalSubjectOf = (requestType: number): ApprovalSubject | undefined =>
  approvalSubjects.find((subject) => subject.declaration.requestType === requestType);

/** Applies the customer's due reservations of every declared request type (see `applyDueReservations`). */
export const applyDueApprovals = (db: Db, customerId: number): Promise<boolean> =>
  applyDueReservations(db, customerId, approvalSubjects);

/** How many applications 承認 lists (its side-menu badge). */
export const approvalBadgeCount = (db: Db): Promise<number> => approvalCount(db, approvalSubjects);
