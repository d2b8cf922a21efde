import { sql } from 'kysely';
import { fillTemplate } from '../../../rules/lib/rule-doc';
import messages from '../../../schemas/server-messages.json';
import type { Edition, QueuePage, QueueRow } from '../../sections/credit-cycle-rows';
import type { Db } from '../store/database';
import { customerApplications, findApplication, type ApplicationRecord } from './applications';
import { describeChanges } from './describe';
import { application, approvalRequest, credit, openStatuses } from './statuses';
import type { ApprovalSubject, ValueText } from './subject';

// The 与信審査 and 承認 lists, the 承認 badge's count and a customer's approval history, over the
// applications of every request type a subject is given for.

interface ListRow {
  customer_id: number;
  header_id: number | null;
  tas_id: string | null;
  corporate_name: string;
  is_entry: number;
  requested_timestamp: string;
  customer_updated_timestamp: string;
}

const subjectOf = (subjects: readonly ApprovalSubject[], requestType: number) =>
  subjects.find((subject) => subject.declaration.requestType === requestType);

// The request types screened first; [-1] (no type) keeps an IN list from being empty.
function screenedTypes(subjects: readonly ApprovalSubject[]): number[] {
  const types = subjects.flatMap((subject) =>
    subject.declaration.creditScreening ? [subject.declaration.requestType] : [],
  );
  return types.length > 0 ? types : [-1];
}

// Each subject's value texts, read once for a page.
async function textsOf(db: Db, subjects: readonly ApprovalSubject[]): Promise<Map<number, ValueText>> {
  const texts = new Map<number, ValueText>();
  for (const subject of subjects)
    if (subject.texts) texts.set(subject.declaration.requestType, await subject.texts(db));
  return texts;
}

async function toRows(
  db: Db,
  subjects: readonly ApprovalSubject[],
  rows: ListRow[],
): Promise<{ row: QueueRow; record?: ApplicationRecord }[]> {
  const texts = await textsOf(db, subjects);
  const out: { row: QueueRow; record?: ApplicationRecord }[] = [];
  for (const row of rows) {
    const record =
      row.header_id === null ? undefined : await findApplication(db, row.customer_id, row.header_id);
    const subject = record && subjectOf(subjects, record.request_type);
    out.push({
      row: {
        customer_id: row.customer_id,
        customer_update_application_header_id: row.header_id,
        tas_id: row.tas_id ?? '',
        corporate_name: row.corporate_name,
        is_entry: row.is_entry === 1,
        requested_timestamp: row.requested_timestamp,
        requested_user_name: record?.requested_user_name ?? '',
        changed_items:
          record && subject ? describeChanges(subject, texts.get(record.request_type), record) : [],
        customer_updated_timestamp: row.customer_updated_timestamp,
      },
      record,
    });
  }
  return out;
}

// 与信審査's rows: every customer in 与信中, with its open application of a screened type when it has one.
function screeningCustomers(db: Db, subjects: readonly ApprovalSubject[]) {
  return db
    .selectFrom('customers as c')
    .leftJoin('customer_update_application_headers as h', (join) =>
      join
        .onRef('h.customer_id', '=', 'c.customer_id')
        .on('h.update_application_status', 'in', openStatuses)
        .on('h.request_type', 'in', screenedTypes(subjects)),
    )
    .where('c.credit_screening_approval_status', '=', credit.screening);
}

/**
 * 与信審査: every customer in 与信中 with its open application when it has one, oldest request first. Credit
 * requests come before customers in 与信中 without an application (entries put there before the cycle
 * existed, whose rows have no changed items).
 */
export async function creditCheckPage(
  db: Db,
  subjects: readonly ApprovalSubject[],
  page: number,
  limit: number,
): Promise<QueuePage> {
  const { total } = await screeningCustomers(db, subjects)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  const requested = sql<string>`COALESCE(h.requested_timestamp, c.updated_timestamp)`;
  const rows: ListRow[] = await screeningCustomers(db, subjects)
    .select([
      'c.customer_id',
      'h.customer_update_application_header_id as header_id',
      'c.tas_id',
      'c.corporate_name',
      'c.is_entry',
      requested.as('requested_timestamp'),
      'c.updated_timestamp as customer_updated_timestamp',
    ])
    .orderBy(sql`CASE WHEN h.customer_update_application_header_id IS NULL THEN 1 ELSE 0 END`)
    .orderBy(requested)
    .orderBy('c.customer_id')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { total: Number(total), data: (await toRows(db, subjects, rows)).map(({ row }) => row) };
}

// 承認's rows: open applications whose approval was requested, once a screened type's screening is over.
function approvalRequests(db: Db, subjects: readonly ApprovalSubject[]) {
  return db
    .selectFrom('customer_update_application_headers as h')
    .innerJoin('customers as c', 'c.customer_id', 'h.customer_id')
    .where('h.update_application_status', 'in', openStatuses)
    .where('h.approval_request_status', '=', approvalRequest.requested)
    .where((eb) =>
      eb.or([
        eb('h.request_type', 'not in', screenedTypes(subjects)),
        eb('c.credit_screening_approval_status', '<>', credit.screening),
      ]),
    );
}

/** How many rows 承認 lists: its side-menu badge counts the same. */
export async function approvalCount(db: Db, subjects: readonly ApprovalSubject[]): Promise<number> {
  const { total } = await approvalRequests(db, subjects)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** 承認: open applications whose approval was requested (after any screening), oldest first. */
export async function approvalPage(
  db: Db,
  subjects: readonly ApprovalSubject[],
  page: number,
  limit: number,
): Promise<QueuePage> {
  const total = await approvalCount(db, subjects);
  const rows: ListRow[] = await approvalRequests(db, subjects)
    .select([
      'c.customer_id',
      'h.customer_update_application_header_id as header_id',
      'c.tas_id',
      'c.corporate_name',
      'c.is_entry',
      'h.requested_timestamp',
      'c.updated_timestamp as customer_updated_timestamp',
    ])
    .orderBy('h.requested_timestamp')
    .orderBy('h.customer_update_application_header_id')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const data = (await toRows(db, subjects, rows)).map(({ row, record }) => ({
    ...row,
    application_schedule_timestamp: record?.application_schedule_timestamp ?? '',
  }));
  return { total, data };
}

const states = messages.creditCycle.editionStates;

// A stamp as the product shows date-times (src/theme/date-display.ts): `2026/01/08 11:00`.
const shownTime = (stamp: string) => stamp.slice(0, 16).replaceAll('-', '/');

function stateLabel(record: ApplicationRecord, screening: boolean): string {
  switch (record.update_application_status) {
    case application.applied:
    case application.reapplied:
      if (screening) return states.screening;
      return record.approval_request_status === approvalRequest.requested
        ? states.awaitingApproval
        : states.beforeRequest;
    case application.reserved:
      return fillTemplate(states.reserved, { time: shownTime(record.application_schedule_timestamp) });
    case application.reflected:
      return states.reflected;
    case application.sentBack:
      return states.sentBack;
    case application.creditRefused:
      return states.refused;
    case application.reverted:
      return states.reservationCancelled;
    default:
      return '';
  }
}

/**
 * The customer's editions of every request type, newest first, labelled `YYYY/MM/DD HH:mm <sections> <state>` (the
 * product's date-time display); an open application of a screened type reads 与信審査中 while the customer
 * is in 与信中.
 */
export async function approvalHistory(
  db: Db,
  subjects: readonly ApprovalSubject[],
  customerId: number,
  creditStatus: number,
): Promise<Edition[]> {
  const screened = screenedTypes(subjects);
  return (await customerApplications(db, customerId)).map((record) => ({
    header_id: record.customer_update_application_header_id,
    label: [
      shownTime(record.requested_timestamp),
      subjectOf(subjects, record.request_type)?.title,
      stateLabel(record, creditStatus === credit.screening && screened.includes(record.request_type)),
    ]
      .filter(Boolean)
      .join(' '),
    request_type: record.request_type,
    status: record.update_application_status,
    is_reserved: record.update_application_status === application.reserved,
    application_schedule_timestamp: record.application_schedule_timestamp,
  }));
}

/**
 * One edition's values as its section's load answers them (getHeaderByInfo: type 2 the basic info, type
 * 1 the order detail and payment conditions), or undefined for no such edition of the customer.
 */
export async function previewEdition(
  db: Db,
  subjects: readonly ApprovalSubject[],
  customerId: number,
  headerId: number,
): Promise<Record<string, unknown> | undefined> {
  const record = await findApplication(db, customerId, headerId);
  const subject = record && subjectOf(subjects, record.request_type);
  return record && subject ? subject.preview(db, record) : undefined;
}
