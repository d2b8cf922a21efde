import type { ApprovalDeclaration, CatalogueEntry } from '../../engine/catalogue';
import { setAt } from '../../engine/form-rows';
import type { FormData, JsonValue } from '../../engine/types';
import { valueAt } from '../../engine/ui-rules';
import { itemTitle, openApplication, requestChange, sentBackApplication } from '../approval';
import { hideSentBack } from '../approval/applications';
import { approvalRequest, credit } from '../approval/statuses';
import type { ApprovalSubject } from '../approval/subject';
import { approvalSubjectOf, approvalSubjects } from '../approval-subjects';
import type { CustomerRecord } from '../store/customers';
import type { Db } from '../store/database';

// The sections of the section pipeline that declare `approval` (受注内容 and 支払条件, 002 §4): what their
// load answer carries beside the data, and how their save becomes an approval request.

const partAt = (data: FormData, at: string | undefined): JsonValue => (at ? valueAt(data, at) : data) ?? null;

/** The subject of a section's request type (every declaring section has one, see approval-subjects.ts). */
export function subjectOfSection(entry: CatalogueEntry): ApprovalSubject | undefined {
  const type = entry.section.approval?.requestType;
  return type === undefined ? undefined : approvalSubjectOf(type);
}

// 002 §4: the section may be edited unless the customer's credit screening runs (与信中) or another
// request moving the contract approval status (基本情報's credit request) awaits approval.
export async function editable(db: Db, requestType: number, customer: CustomerRecord): Promise<boolean> {
  if (customer.credit_screening_approval_status === credit.screening) return false;
  for (const subject of approvalSubjects) {
    const { declaration } = subject;
    if (declaration.requestType === requestType || !declaration.contractApprovalStatus) continue;
    const open = await openApplication(db, declaration.requestType, customer.customer_id);
    if (open?.approval_request_status === approvalRequest.requested) return false;
  }
  return true;
}

/**
 * The flags and copies a section on the approval cycle answers under its root (002 §3.1, §3.5): the
 * pending application's copy of its part (`update_info`) while one is open, the sent-back copy
 * (`send_back_info`) while one waits for correction, the open application's id, and whether it may be
 * edited at all (`editable`).
 */
export async function approvalAnswer(
  db: Db,
  approval: ApprovalDeclaration,
  customer: CustomerRecord,
): Promise<Record<string, JsonValue>> {
  const { requestType, at, answer } = approval;
  const open = await openApplication(db, requestType, customer.customer_id);
  const sentBack = open ? undefined : await sentBackApplication(db, requestType, customer.customer_id);
  const flags = answer ?? { pending: 'is_update', sentBack: 'is_send_back_update', editable: 'is_edit' };
  return {
    [flags.pending]: open !== undefined,
    [flags.sentBack]: sentBack !== undefined,
    // While its own request is pending the section shows it (update mode): editing is refused there anyway.
    [flags.editable]: open !== undefined || (await editable(db, requestType, customer)),
    customer_update_application_header_id: open?.customer_update_application_header_id ?? null,
    update_info: open ? partAt(open.after, at) : null,
    send_back_info: sentBack ? partAt(sentBack.after, at) : null,
  };
}

/** The request's joint data: each section's validated data at its `at`. */
export function jointData(parts: readonly [CatalogueEntry, FormData][]): FormData {
  let data: FormData = {};
  for (const [entry, part] of parts) {
    const at = entry.section.approval?.at;
    data = at ? setAt(data, at, part as JsonValue) : { ...data, ...part };
  }
  return data;
}

/** Ends a save's transaction without writing: the user must confirm the items, or a request runs. */
export class ApprovalHalt extends Error {
  constructor(readonly outcome: { kind: 'confirm'; names: string[] } | { kind: 'running' }) {
    super(outcome.kind);
  }
}

/**
 * The approval step of a save (inside its transaction): unchanged approval items → `false` (the caller
 * writes as usual); changed ones → an application is opened once the user confirmed (`true`: nothing else
 * is written, the values wait for approval), else `ApprovalHalt` with the items' titles for the modal.
 */
export async function requestApprovalInSave(
  trx: Db,
  subject: ApprovalSubject,
  request: { customerId: number; userId: number; stamp: string; data: FormData; confirmed: boolean },
  customer: CustomerRecord,
): Promise<boolean> {
  // What the screen locks, the server refuses (a request sent past the lock).
  if (!(await editable(trx, subject.declaration.requestType, customer)))
    throw new ApprovalHalt({ kind: 'running' });
  const outcome = await requestChange(trx, subject, request);
  switch (outcome.kind) {
    case 'unchanged':
      // Saved as in force: a sent-back request the user gave up on is no longer shown.
      await hideSentBack(trx, subject.declaration.requestType, request.customerId);
      return false;
    case 'requested':
      return true;
    case 'running':
      throw new ApprovalHalt({ kind: 'running' });
    case 'confirm':
      throw new ApprovalHalt({
        kind: 'confirm',
        names: outcome.items.map((item) => itemTitle(subject.schema, item)),
      });
    default: {
      const unexpected: never = outcome;
      throw new Error(`unexpected approval outcome ${JSON.stringify(unexpected)}`);
    }
  }
}
