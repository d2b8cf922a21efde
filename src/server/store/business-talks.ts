import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BusinessTalkRow } from '../../sections/business-talk-row';
import type { Db } from './database';
import { seedDirectory } from './seed';
import { prepared } from './statements';

/** An inquiry (反響) as `fixtures/seed/business-talks.json` writes it; `customer_id` is the linked customer. */
export interface SeedBusinessTalk {
  business_talk_history_id: number;
  business_talk_customer_number: string;
  corporate_name: string;
  name: string;
  name_kana: string;
  mail_address: string;
  customer_id: number | null;
  registered_timestamp: string;
}

/** The link an inquiry gives a customer: its id (for 紐付いている反響へ移動) and its display number. */
export interface BusinessTalkLink {
  business_talk_history_id: number;
  business_talk_customer_number: string;
}

// The inquiry list is not part of the shared schema: the table appears with the first use of a database.
// `customer_id` is UNIQUE (NULLs are distinct in SQLite), so a customer holds at most one inquiry and an
// inquiry at most one customer by construction, not by the code remembering to check.
const createTable = `
CREATE TABLE IF NOT EXISTS business_talk_histories (
  business_talk_history_id INTEGER PRIMARY KEY,
  business_talk_customer_number TEXT NOT NULL UNIQUE,
  corporate_name TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL DEFAULT '',
  name_kana TEXT NOT NULL DEFAULT '',
  mail_address TEXT NOT NULL DEFAULT '',
  customer_id INTEGER UNIQUE REFERENCES customers(customer_id) ON DELETE SET NULL,
  registered_timestamp TEXT NOT NULL
)`;

function readSeed(): SeedBusinessTalk[] {
  const content = JSON.parse(readFileSync(join(seedDirectory, 'business-talks.json'), 'utf8')) as {
    business_talks?: unknown;
  };
  if (!Array.isArray(content.business_talks)) {
    throw new Error('business-talks.json: "business_talks" is not a list');
  }
  return content.business_talks as SeedBusinessTalk[];
}

const tableReady = new WeakSet<Db>();

/**
 * Creates the inquiry table on a database's first use and, while it is empty, fills it with the demo
 * inquiries. Every inquiry is kept; a link to a customer the database lacks is dropped (the inquiry stays
 * unlinked) so a smaller test database still seeds.
 */
export function ensureBusinessTalkTable(db: Db): void {
  if (tableReady.has(db)) return;
  db.exec(createTable);
  const { count } = prepared(db, 'SELECT COUNT(*) AS count FROM business_talk_histories').get() as {
    count: number;
  };
  if (count === 0) {
    const exists = prepared(db, 'SELECT 1 FROM customers WHERE customer_id = ?');
    const insert = prepared(
      db,
      `INSERT INTO business_talk_histories (business_talk_history_id, business_talk_customer_number,
         corporate_name, name, name_kana, mail_address, customer_id, registered_timestamp)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const t of readSeed()) {
      const linked = t.customer_id !== null && exists.get(t.customer_id) ? t.customer_id : null;
      insert.run(
        t.business_talk_history_id,
        t.business_talk_customer_number,
        t.corporate_name,
        t.name,
        t.name_kana,
        t.mail_address,
        linked,
        t.registered_timestamp,
      );
    }
  }
  tableReady.add(db);
}

/** The inquiry linked to this customer, or undefined when none is. */
export function linkedBusinessTalk(db: Db, customerId: number): BusinessTalkLink | undefined {
  ensureBusinessTalkTable(db);
  return prepared(
    db,
    `SELECT business_talk_history_id, business_talk_customer_number
       FROM business_talk_histories WHERE customer_id = ?`,
  ).get(customerId) as BusinessTalkLink | undefined;
}

/** The order keys the list accepts (000 §9: display_business_talk_customer_number ascending by default). */
export const businessTalkSortKeys = {
  display_business_talk_customer_number: 'b.business_talk_customer_number',
  corporate_name: 'b.corporate_name',
  name: 'b.name_kana',
  mail_address: 'b.mail_address',
  display_relation_customer: 'display_relation_customer',
  registered_timestamp: 'b.registered_timestamp',
} as const;

/** A key of {@link businessTalkSortKeys}. */
export type BusinessTalkSortKey = keyof typeof businessTalkSortKeys;

/** One page of the inquiry list as seen from one customer's page. */
export interface BusinessTalkSearch {
  /** The customer whose page is open: decides is_relation and is_other_used. */
  customerId: number;
  /** Part of the display number (顧客番号), '' for any. */
  number: string;
  /** Part of the company name (会社名), '' for any. */
  corporateName: string;
  sortKey: BusinessTalkSortKey;
  desc: boolean;
  page: number;
  limit: number;
}

interface ListedRow extends Omit<BusinessTalkRow, 'is_relation' | 'is_other_used' | 'is_selected'> {
  customer_id: number | null;
}

/** One page of inquiries matching the search, with the number that match in all. */
export function listBusinessTalks(
  db: Db,
  search: BusinessTalkSearch,
): { total: number; data: BusinessTalkRow[] } {
  ensureBusinessTalkTable(db);
  // Partial matches with instr, not LIKE: a typed % or _ is then just a character. The number ignores
  // case, so `bt-0001` finds BT-000101.
  const where = `WHERE (? = '' OR instr(upper(b.business_talk_customer_number), upper(?)) > 0)
                   AND (? = '' OR instr(b.corporate_name, ?) > 0)`;
  const params = [search.number, search.number, search.corporateName, search.corporateName];
  const { total } = prepared(db, `SELECT COUNT(*) AS total FROM business_talk_histories b ${where}`).get(
    ...params,
  ) as { total: number };
  const direction = search.desc ? 'DESC' : 'ASC';
  const rows = prepared(
    db,
    `SELECT b.business_talk_history_id, b.business_talk_customer_number AS display_business_talk_customer_number,
         b.corporate_name, b.name, b.name_kana, b.mail_address, b.customer_id,
         CASE WHEN c.customer_id IS NULL THEN ''
              WHEN c.tas_id IS NULL OR c.tas_id = '' THEN c.corporate_name
              ELSE c.tas_id || '：' || c.corporate_name END AS display_relation_customer
       FROM business_talk_histories b LEFT JOIN customers c ON c.customer_id = b.customer_id
       ${where}
       ORDER BY ${businessTalkSortKeys[search.sortKey]} ${direction}, b.business_talk_history_id ${direction}
       LIMIT ? OFFSET ?`,
  ).all(...params, search.limit, (search.page - 1) * search.limit) as ListedRow[];
  const data = rows.map(({ customer_id, ...row }) => ({
    ...row,
    is_relation: customer_id === search.customerId,
    is_other_used: customer_id !== null && customer_id !== search.customerId,
    is_selected: false,
  }));
  return { total, data };
}

/** The inquiry with this id, or undefined. */
export function findBusinessTalk(db: Db, businessTalkHistoryId: number): BusinessTalkLink | undefined {
  ensureBusinessTalkTable(db);
  return prepared(
    db,
    `SELECT business_talk_history_id, business_talk_customer_number
       FROM business_talk_histories WHERE business_talk_history_id = ?`,
  ).get(businessTalkHistoryId) as BusinessTalkLink | undefined;
}

/**
 * Links the inquiry to the customer: the customer's earlier inquiry is let go, and the inquiry leaves
 * any other customer it was linked to (the overwrite the screen confirmed). Run it inside the
 * customer's save, so that it is written only with a fresh stamp.
 */
export function linkBusinessTalk(db: Db, customerId: number, businessTalkHistoryId: number): void {
  ensureBusinessTalkTable(db);
  unlinkBusinessTalk(db, customerId);
  prepared(db, 'UPDATE business_talk_histories SET customer_id = ? WHERE business_talk_history_id = ?').run(
    customerId,
    businessTalkHistoryId,
  );
}

/** Lets go of the customer's inquiry, if any. Run it inside the customer's save. */
export function unlinkBusinessTalk(db: Db, customerId: number): void {
  ensureBusinessTalkTable(db);
  prepared(db, 'UPDATE business_talk_histories SET customer_id = NULL WHERE customer_id = ?').run(customerId);
}
