import { inTransaction, type Db } from './database';
import { customersChanged } from './list-cache';
import { nextTimestamp } from './timestamp';
import { prepared } from './statements';

/** The customer header data the detail page shell needs. */
export interface CustomerRecord {
  customer_id: number;
  tas_id: string | null;
  corporate_name: string;
  is_entry: boolean;
  is_forced_cancel: boolean;
  contract_status_id: number | null;
  credit_screening_approval_status: number;
  is_contract_requesting: boolean;
  credit_application_status: number;
  recess_date: string | null;
  is_shipping_of_mail: boolean;
  step_call_alert: string[];
  updated_timestamp: string;
}

// The columns in the order of `CustomerRecord`, read as an array: every customer call looks its customer up,
// and building the record from an array skips better-sqlite3's row object and a copy of it.
type CustomerRow = [
  customerId: number,
  tasId: string | null,
  corporateName: string,
  isEntry: number,
  isForcedCancel: number,
  contractStatusId: number | null,
  creditScreeningApprovalStatus: number,
  isContractRequesting: number,
  creditApplicationStatus: number,
  recessDate: string | null,
  isShippingOfMail: number,
  stepCallAlert: string,
  updatedTimestamp: string,
];

function parseAlerts(text: string): string[] {
  // Nearly every customer has none: no need to run the parser for that.
  if (text === '[]') return [];
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.map(String) : [];
}

/** The customer with this id, or null. */
export function findCustomer(db: Db, customerId: number): CustomerRecord | null {
  const row = prepared(
    db,
    `SELECT customer_id, tas_id, corporate_name, is_entry, is_forced_cancel, contract_status_id,
         credit_screening_approval_status, is_contract_requesting, credit_application_status, recess_date,
         is_shipping_of_mail, step_call_alert, updated_timestamp
       FROM customers WHERE customer_id = ?`,
    'raw',
  ).get(customerId) as CustomerRow | undefined;
  if (!row) return null;
  return {
    customer_id: row[0],
    tas_id: row[1],
    corporate_name: row[2],
    is_entry: row[3] === 1,
    is_forced_cancel: row[4] === 1,
    contract_status_id: row[5],
    credit_screening_approval_status: row[6],
    is_contract_requesting: row[7] === 1,
    credit_application_status: row[8],
    recess_date: row[9],
    is_shipping_of_mail: row[10] === 1,
    step_call_alert: parseAlerts(row[11]),
    updated_timestamp: row[12],
  };
}

/** What a customer save came to: written with a new stamp, refused for a stale stamp, or no such customer. */
export type SaveOutcome =
  { kind: 'saved'; stamp: string } | { kind: 'stale'; current: string } | { kind: 'missing' };

/**
 * Saves part of a customer in one transaction: checks the concurrency stamp, runs `write` with the new
 * stamp, and bumps the customer's stamp. Nothing is written unless the stamp matches; checking inside
 * the transaction means two saves with the same stamp cannot both pass.
 */
export function saveCustomer(
  db: Db,
  customerId: number,
  expectedStamp: string,
  userId: number,
  write: (stamp: string) => void,
): SaveOutcome {
  return inTransaction(db, (): SaveOutcome => {
    const row = prepared(db, 'SELECT updated_timestamp FROM customers WHERE customer_id = ?').get(
      customerId,
    ) as { updated_timestamp: string } | undefined;
    if (!row) return { kind: 'missing' };
    if (row.updated_timestamp !== expectedStamp) return { kind: 'stale', current: row.updated_timestamp };
    const stamp = nextTimestamp(row.updated_timestamp);
    // Every save changes the stamp the list shows and sorts by, whatever else the section writes.
    customersChanged(db);
    write(stamp);
    prepared(db, 'UPDATE customers SET updated_timestamp = ?, updated_user_id = ? WHERE customer_id = ?').run(
      stamp,
      userId,
      customerId,
    );
    return { kind: 'saved', stamp };
  });
}
