import type { Edition, QueuePage, QueueRow } from '../../../sections/credit-cycle-rows';
import type { Db } from '../database';
import { prepared } from '../statements';
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

function toRow(
  db: Db,
  row: ListRow,
  options: BasicInfoOptions,
): { row: CycleRow; record?: ApplicationRecord } {
  const record = row.header_id === null ? undefined : findApplication(db, row.customer_id, row.header_id);
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

const openStatuses = `(${application.applied}, ${application.reapplied})`;

/**
 * 与信審査: every customer in 与信中 with its open application when it has one, oldest request first. Credit
 * requests of this cycle come before customers in 与信中 without an application (entries put there before
 * the cycle existed, whose rows have no changed items).
 */
export function creditCheckPage(db: Db, page: number, limit: number): CyclePage {
  const from = `FROM customers c LEFT JOIN customer_update_application_headers h
    ON h.customer_id = c.customer_id AND h.update_application_status IN ${openStatuses}
    WHERE c.credit_screening_approval_status = ?`;
  const total = prepared(db, `SELECT COUNT(*) ${from}`, 'pluck').get(credit.screening) as number;
  const rows = prepared(
    db,
    `SELECT c.customer_id, h.customer_update_application_header_id AS header_id, c.tas_id, c.corporate_name,
       c.is_entry, COALESCE(h.requested_timestamp, c.updated_timestamp) AS requested_timestamp,
       c.updated_timestamp AS customer_updated_timestamp
     ${from}
     ORDER BY h.customer_update_application_header_id IS NULL, requested_timestamp, c.customer_id
     LIMIT ? OFFSET ?`,
  ).all(credit.screening, limit, (page - 1) * limit) as ListRow[];
  const options = basicInfoOptions(db);
  return { total, data: rows.map((row) => toRow(db, row, options).row) };
}

// 承認's rows: open applications whose approval was requested, once their credit screening is over.
function approvalRequests() {
  return {
    from: `FROM customer_update_application_headers h JOIN customers c ON c.customer_id = h.customer_id
    WHERE h.update_application_status IN ${openStatuses} AND h.approval_request_status = ?
      AND c.credit_screening_approval_status <> ?`,
    args: [approvalRequest.requested, credit.screening],
  };
}

/** How many rows 承認 lists: its side-menu badge counts the same. */
export function approvalCount(db: Db): number {
  const { from, args } = approvalRequests();
  return prepared(db, `SELECT COUNT(*) ${from}`, 'pluck').get(...args) as number;
}

/** 承認: open applications whose approval was requested (after their credit screening), oldest first. */
export function approvalPage(db: Db, page: number, limit: number): CyclePage {
  const { from, args } = approvalRequests();
  const total = approvalCount(db);
  const rows = prepared(
    db,
    `SELECT c.customer_id, h.customer_update_application_header_id AS header_id, c.tas_id, c.corporate_name,
       c.is_entry, h.requested_timestamp, c.updated_timestamp AS customer_updated_timestamp ${from}
     ORDER BY h.requested_timestamp, h.customer_update_application_header_id LIMIT ? OFFSET ?`,
  ).all(...args, limit, (page - 1) * limit) as ListRow[];
  const options = basicInfoOptions(db);
  return {
    total,
    data: rows.map((row) => {
      const { row: listed, record } = toRow(db, row, options);
      return { ...listed, application_schedule_timestamp: record?.application_schedule_timestamp ?? '' };
    }),
  };
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
export function approvalHistory(db: Db, customerId: number, creditStatus: number): Edition[] {
  return customerApplications(db, customerId).map((record) => ({
    header_id: record.customer_update_application_header_id,
    label: `${shownTime(record.requested_timestamp)} ${stateLabel(record, creditStatus)}`,
    request_type: record.request_type,
    status: record.update_application_status,
    is_reserved: record.update_application_status === application.reserved,
    application_schedule_timestamp: record.application_schedule_timestamp,
  }));
}
