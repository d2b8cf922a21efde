import type { Edition, QueuePage, QueueRow } from '../../../sections/credit-cycle-rows';
import { sql } from 'kysely';
import type { Db } from '../database';
import { customerApplications, findApplication, type ApplicationRecord } from './applications';
import { applicationChanges } from './changes';
import { basicInfoOptions, type BasicInfoOptions } from './options';
import { application, approvalRequest, credit } from './statuses';
import messages from '../../../../schemas/server-messages.json';
import { fillTemplate } from '../../../../rules/lib/rule-doc';

/** A row of the 与信審査 and 承認 lists. */
export type CycleRow = QueueRow;

/** One page of a list. */
export type CyclePage = QueuePage;

interface ListRow {
  customer_id: number;
  header_id: number | null;
  tas_id: string | null;
  corporate_name: string;
  is_entry: number;
  requested_timestamp: string;
  customer_updated_timestamp: string;
}

async function toRow(
  db: Db,
  row: ListRow,
  options: BasicInfoOptions,
): Promise<{ row: CycleRow; record?: ApplicationRecord }> {
  const record =
    row.header_id === null ? undefined : await findApplication(db, row.customer_id, row.header_id);
  return {
    row: {
      customer_id: row.customer_id,
      customer_update_application_header_id: row.header_id,
      tas_id: row.tas_id ?? '',
      corporate_name: row.corporate_name,
      is_entry: row.is_entry === 1,
      requested_timestamp: row.requested_timestamp,
      requested_user_name: record?.requested_user_name ?? '',
      changed_items: record ? applicationChanges(record, options) : [],
      customer_updated_timestamp: row.customer_updated_timestamp,
    },
    record,
  };
}

const openStatuses = [application.applied, application.reapplied];

// 与信審査's rows: every customer in 与信中, with its open application when it has one.
function screeningCustomers(db: Db) {
  return db
    .selectFrom('customers as c')
    .leftJoin('customer_update_application_headers as h', (join) =>
      join.onRef('h.customer_id', '=', 'c.customer_id').on('h.update_application_status', 'in', openStatuses),
    )
    .where('c.credit_screening_approval_status', '=', credit.screening);
}

/**
 * 与信審査: every customer in 与信中 with its open application when it has one, oldest request first. Credit
 * requests of this cycle come before customers in 与信中 without an application (entries put there before
 * the cycle existed, whose rows have no changed items).
 */
export async function creditCheckPage(db: Db, page: number, limit: number): Promise<CyclePage> {
  const { total } = await screeningCustomers(db)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  const requested = sql<string>`COALESCE(h.requested_timestamp, c.updated_timestamp)`;
  const rows: ListRow[] = await screeningCustomers(db)
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
  const options = await basicInfoOptions(db);
  const data: CycleRow[] = [];
  for (const row of rows) data.push((await toRow(db, row, options)).row);
  return { total: Number(total), data };
}

// 承認's rows: open applications whose approval was requested, once their credit screening is over.
function approvalRequests(db: Db) {
  return db
    .selectFrom('customer_update_application_headers as h')
    .innerJoin('customers as c', 'c.customer_id', 'h.customer_id')
    .where('h.update_application_status', 'in', openStatuses)
    .where('h.approval_request_status', '=', approvalRequest.requested)
    .where('c.credit_screening_approval_status', '<>', credit.screening);
}

/** How many rows 承認 lists: its side-menu badge counts the same. */
export async function approvalCount(db: Db): Promise<number> {
  const { total } = await approvalRequests(db)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** 承認: open applications whose approval was requested (after their credit screening), oldest first. */
export async function approvalPage(db: Db, page: number, limit: number): Promise<CyclePage> {
  const total = await approvalCount(db);
  const rows: ListRow[] = await approvalRequests(db)
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
  const options = await basicInfoOptions(db);
  const data: CycleRow[] = [];
  for (const row of rows) {
    const { row: listed, record } = await toRow(db, row, options);
    data.push({ ...listed, application_schedule_timestamp: record?.application_schedule_timestamp ?? '' });
  }
  return { total, data };
}

const states = messages.creditCycle.editionStates;

// A stamp as the product shows date-times (src/theme/date-display.ts): `2026/01/08 11:00`.
const shownTime = (stamp: string) => stamp.slice(0, 16).replaceAll('-', '/');

function stateLabel(record: ApplicationRecord, creditStatus: number): string {
  switch (record.update_application_status) {
    case application.applied:
    case application.reapplied:
      if (creditStatus === credit.screening) return states.screening;
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

/** The customer's editions, newest first, labelled `YYYY/MM/DD HH:mm <state>` (the product's date-time display). */
export async function approvalHistory(db: Db, customerId: number, creditStatus: number): Promise<Edition[]> {
  return (await customerApplications(db, customerId)).map((record) => ({
    header_id: record.customer_update_application_header_id,
    label: `${shownTime(record.requested_timestamp)} ${stateLabel(record, creditStatus)}`,
    request_type: record.request_type,
    status: record.update_application_status,
    is_reserved: record.update_application_status === application.reserved,
    application_schedule_timestamp: record.application_schedule_timestamp,
  }));
}
