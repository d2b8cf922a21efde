import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FormData as SectionData, JsonValue } from '../../../engine/types';
import { repoRoot } from '../../paths';
import { asFlag, asInteger, asRecord, asText } from '../../values';
import type { Db } from '../database';
import { seedDirectory } from '../seed';
import type { SectionChange, SectionStore } from './section-store';
import { prepared } from '../statements';

// The billing name and its kana are columns of the customer (the customer list shows and searches them);
// everything else of the billing destination is in this section's own table.
const customerColumns = ['bill_to_corporate_name', 'bill_to_corporate_name_kana'] as const;
const textColumns = [
  'bill_to_corporate_division_name',
  'bill_to_postcode',
  'bill_to_address_city',
  'bill_to_address_city_kana',
  'bill_to_address',
  'bill_to_address_kana',
  'bill_to_address_additional',
  'bill_to_address_additional_kana',
  'bill_to_staff_name',
  'bill_to_staff_name_kana',
  'bill_to_telephone_number',
  'bill_to_fax_number',
] as const;
const idColumns = ['bill_to_customer_honorific_master_id', 'bill_to_prefecture_id'] as const;

type TextColumn = (typeof textColumns)[number];
type CustomerColumn = (typeof customerColumns)[number];
type IdColumn = (typeof idColumns)[number];

/** A billing record as `fixtures/seed/billing.json` writes it (and the table holds it). */
export type SeedBilling = Record<TextColumn, string> &
  Record<IdColumn, number | null> & {
    customer_id: number;
    bill_to_fax_number_confirmed_flag: boolean;
    bill_to_fax_number_test_timestamp: string | null;
    updated_timestamp: string;
    updated_user_id: number;
  };

type BillingRow = Partial<Omit<SeedBilling, 'bill_to_fax_number_confirmed_flag'>> &
  Record<CustomerColumn, string> & { bill_to_fax_number_confirmed_flag: number | null };

// This section's own table, created by the section's first use rather than in the shared schema.
const createTable = `
CREATE TABLE IF NOT EXISTS customer_billings (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(customer_id) ON DELETE CASCADE,
  ${textColumns.map((column) => `${column} TEXT NOT NULL DEFAULT ''`).join(',\n  ')},
  ${idColumns.map((column) => `${column} INTEGER`).join(',\n  ')},
  bill_to_fax_number_confirmed_flag INTEGER NOT NULL DEFAULT 0,
  bill_to_fax_number_test_timestamp TEXT,
  updated_timestamp TEXT NOT NULL,
  updated_user_id INTEGER REFERENCES users(user_id)
)`;

const writtenColumns = [...textColumns, ...idColumns, 'bill_to_fax_number_confirmed_flag'] as const;
const marks = (count: number) => Array<string>(count).fill('?').join(', ');
const upsertSql = `
INSERT INTO customer_billings (customer_id, ${writtenColumns.join(', ')}, updated_timestamp, updated_user_id)
VALUES (${marks(writtenColumns.length + 3)})
ON CONFLICT (customer_id) DO UPDATE SET
  ${[...writtenColumns, 'updated_timestamp', 'updated_user_id'].map((c) => `${c} = excluded.${c}`).join(',\n  ')}`;

function readSeed(): SeedBilling[] {
  const content = JSON.parse(readFileSync(join(seedDirectory, 'billing.json'), 'utf8')) as {
    billings?: unknown;
  };
  if (!Array.isArray(content.billings)) throw new Error('billing.json: "billings" is not a list');
  return content.billings as SeedBilling[];
}

const tableReady = new WeakSet<Db>();

// Creates the table on the first use of a database and, while it holds no record at all, fills it with the
// demo records of customers that exist (a fresh database, or one made before this section existed).
function ensureTable(db: Db): void {
  if (tableReady.has(db)) return;
  db.exec(createTable);
  const { count } = prepared(db, 'SELECT COUNT(*) AS count FROM customer_billings').get() as {
    count: number;
  };
  if (count === 0) {
    const exists = prepared(db, 'SELECT 1 FROM customers WHERE customer_id = ?');
    const insert = prepared(
      db,
      `INSERT INTO customer_billings (customer_id, ${writtenColumns.join(', ')},
         bill_to_fax_number_test_timestamp, updated_timestamp, updated_user_id)
       VALUES (${marks(writtenColumns.length + 4)})`,
    );
    for (const b of readSeed()) {
      if (!exists.get(b.customer_id)) continue;
      insert.run(
        b.customer_id,
        ...textColumns.map((column) => b[column]),
        ...idColumns.map((column) => b[column]),
        Number(b.bill_to_fax_number_confirmed_flag),
        b.bill_to_fax_number_test_timestamp,
        b.updated_timestamp,
        b.updated_user_id,
      );
    }
  }
  tableReady.add(db);
}

let prefectureNames: Map<number, string> | undefined;

// The prefecture list is the select's options in the section's schema: one list for screen and server.
function prefectureName(id: number | null): string {
  if (!prefectureNames) {
    const path = join(repoRoot, 'schemas', 'sections', 'billing', 'schema.json');
    const schema = JSON.parse(readFileSync(path, 'utf8')) as {
      properties: {
        billing: { properties: { bill_to_prefecture_id: { oneOf: { const: number; title: string }[] } } };
      };
    };
    const options = schema.properties.billing.properties.bill_to_prefecture_id.oneOf;
    prefectureNames = new Map(options.map((option) => [option.const, option.title]));
  }
  return id === null ? '' : (prefectureNames.get(id) ?? '');
}

function loadBilling(db: Db, customerId: number): SectionData {
  ensureTable(db);
  const row = prepared(
    db,
    `SELECT b.*, ${customerColumns.map((column) => `c.${column}`).join(', ')}
       FROM customers c LEFT JOIN customer_billings b ON b.customer_id = c.customer_id
       WHERE c.customer_id = ?`,
  ).get(customerId) as BillingRow | undefined;
  const billing: Record<string, JsonValue> = {};
  for (const column of [...customerColumns, ...textColumns]) billing[column] = row?.[column] ?? '';
  // An unset select is null: the form shows its placeholder, and validation treats null as empty. (Left
  // out, rjsf would fill in the first option — 北海道, 御中 — and a save would store it unasked.)
  for (const column of idColumns) billing[column] = row?.[column] ?? null;
  billing.bill_to_prefecture_name = prefectureName(row?.bill_to_prefecture_id ?? null);
  billing.bill_to_fax_number_confirmed_flag = row?.bill_to_fax_number_confirmed_flag === 1;
  billing.bill_to_fax_number_test_timestamp = row?.bill_to_fax_number_test_timestamp ?? '';
  return { billing };
}

function saveBilling(db: Db, { customerId, userId, stamp, data }: SectionChange): void {
  ensureTable(db);
  // The screen sends the whole record: a field it leaves out was cleared. The test-send time is the fax
  // test's to write, and the prefecture name follows from the id.
  if (!('billing' in data)) return;
  const billing = asRecord(data.billing);
  prepared(
    db,
    `UPDATE customers SET ${customerColumns.map((column) => `${column} = ?`).join(', ')} WHERE customer_id = ?`,
  ).run(...customerColumns.map((column) => asText(billing[column])), customerId);
  prepared(db, upsertSql).run(
    customerId,
    ...textColumns.map((column) => asText(billing[column])),
    ...idColumns.map((column) => asInteger(billing[column])),
    Number(asFlag(billing.bill_to_fax_number_confirmed_flag)),
    stamp,
    userId,
  );
}

/** 請求先情報: the customer's billing destination, one record in its own table plus the name on the customer. */
export const billingStore: SectionStore = { load: loadBilling, save: saveBilling };
