import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashPasswordSync } from '../auth/password';
import { repoRoot } from '../paths';
import { sql, type Insertable } from 'kysely';
import { dialectOf, inTransaction, isEmpty, syncIdSequences, type Db } from './database';
import { seedBasicInfo } from './basic-info/seed';
import { seedBusinessTalks } from './business-talks';
import { generatedCustomers } from './generated-customers';
import { seedHeadlines } from './headlines';
import { seedNotifications } from './notifications';
import { seedReceptionHistory } from './reception-history';
import { bumpListVersion } from './list-cache';
import { refreshSearchColumns } from './search-fold';
import { seedTransmitNumbers } from './transmit-numbers';
import type { CustomersTable } from './tables/core';
import { insertMasters } from './masters';
import type {
  SeedCustomer,
  SeedCustomerAccount,
  SeedCustomerProfile,
  SeedFeature,
  SeedMasters,
  SeedRole,
  SeedUser,
} from './seed-types';

/** Where the demo data lives. */
export const seedDirectory = join(repoRoot, 'fixtures', 'seed');

function readSeed<T>(directory: string, file: string, key: string): T[] {
  const content = JSON.parse(readFileSync(join(directory, file), 'utf8')) as Record<string, unknown>;
  const rows = content[key];
  if (!Array.isArray(rows)) throw new Error(`${file}: "${key}" is not a list`);
  return rows as T[];
}

async function insertFeatures(db: Db, features: SeedFeature[], roles: SeedRole[]): Promise<void> {
  // Parents first, so that the parent_id foreign key holds whatever order the file lists them in.
  const ordered = [...features].sort((a, b) => Number(a.parent_id !== null) - Number(b.parent_id !== null));
  for (const f of ordered)
    await db.insertInto('features').values({ id: f.id, name: f.name, parent_id: f.parent_id }).execute();
  for (const r of roles) {
    await db.insertInto('roles').values({ role_id: r.role_id, role_name: r.role_name }).execute();
    const excluded = (f: SeedFeature) =>
      r.except.some((e) => e.name === f.name && (e.parent_id === undefined || e.parent_id === f.parent_id));
    const grants = features
      .filter((f) => !excluded(f))
      .map((f) => ({ role_id: r.role_id, feature_id: f.id }));
    if (grants.length > 0) await db.insertInto('role_features').values(grants).execute();
  }
}

async function insertUsers(db: Db, users: SeedUser[], hashes: string[]): Promise<void> {
  const rows = users.map((u, i) => ({
    user_id: u.user_id,
    account: u.account,
    user_name: u.user_name,
    role_id: u.role_id,
    password_hash: hashes[i],
  }));
  await db.insertInto('users').values(rows).execute();
}

// The list profile's columns (000 §3 "Customer list row"), inserted by name from the seed record.
const profileColumns: (keyof SeedCustomerProfile)[] = [
  'contract_status_id',
  'service_status_id',
  'request_course_id',
  'project_master_id',
  'business_user_id',
  'sensation_media_master_id',
  'payment_method_id',
  'sas_order_code',
  'did_number',
  'division_name',
  'person_in_charge_position',
  'person_in_charge_name',
  'person_in_charge_name_kana',
  'cell_phone_number',
  'telephone_number',
  'for_answer_telephone_number',
  'fax_number',
  'option_business_end_report_fax_number',
  'mail_address',
  'postcode',
  'prefecture_id',
  'address_city',
  'address_city_kana',
  'address',
  'address_kana',
  'address_additional',
  'address_additional_kana',
  'bill_to_corporate_name',
  'bill_to_corporate_name_kana',
  'contract_agreement_date',
  'service_start_date',
  'contract_cancellation_date',
  'invoice_start_date',
  'invoice_end_date',
];

const customerColumns = [
  'customer_id',
  'tas_id',
  'corporate_name',
  'corporate_name_kana',
  'is_entry',
  'is_forced_cancel',
  'is_shipping_of_mail',
  'credit_screening_approval_status',
  'step_call_alert',
  'option_overtime_announce_type',
  'option_overtime_announce_content',
  'ttnm_vdn_v7',
  'registered_timestamp',
  'updated_timestamp',
  'updated_user_id',
  ...profileColumns,
];

// Rows per INSERT: about 50 columns each keeps a statement well under both databases' parameter limits.
const customersPerInsert = 200;

/** Inserts demo customers; their sections' data is `fixtures/seed/sections/`. */
export async function insertCustomers(db: Db, customers: SeedCustomer[]): Promise<void> {
  const rows = customers.map((c) => ({
    ...Object.fromEntries(customerColumns.map((column) => [column, c[column as keyof SeedCustomer] ?? null])),
    is_entry: Number(c.is_entry),
    is_forced_cancel: Number(c.is_forced_cancel),
    is_shipping_of_mail: Number(c.is_shipping_of_mail ?? false),
    step_call_alert: JSON.stringify(c.step_call_alert),
  })) as Insertable<CustomersTable>[];
  for (let start = 0; start < rows.length; start += customersPerInsert)
    await db
      .insertInto('customers')
      .values(rows.slice(start, start + customersPerInsert))
      .execute();
  await refreshSearchColumns(
    db,
    customers.map((c) => c.customer_id),
  );
  await bumpListVersion(db);
}

/** The my page sign-ins of demo customers; only the hash of each password is stored. */
async function insertCustomerAccounts(
  db: Db,
  accounts: SeedCustomerAccount[],
  hashes: string[],
): Promise<void> {
  const rows = accounts.map((a, i) => ({
    customer_id: a.customer_id,
    login_id: a.login_id,
    password_hash: hashes[i],
  }));
  if (rows.length > 0) await db.insertInto('customer_accounts').values(rows).execute();
}

// The generated customers depend on nothing but their index: make them once per process, not per database.
let generated: SeedCustomer[] | undefined;

/**
 * Fills an empty database with the demo data of `fixtures/seed/` (does nothing once seeded). Instances
 * starting together on one PostgreSQL take turns: the first seeds, the others find it seeded.
 */
export async function seedIfEmpty(db: Db, directory: string = seedDirectory): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const features = readSeed<SeedFeature>(directory, 'features.json', 'features');
  const roles = readSeed<SeedRole>(directory, 'roles.json', 'roles');
  const users = readSeed<SeedUser>(directory, 'users.json', 'users');
  const customers = readSeed<SeedCustomer>(directory, 'customers.json', 'customers');
  const accounts = readSeed<SeedCustomerAccount>(directory, 'customer-accounts.json', 'accounts');
  const masters = JSON.parse(readFileSync(join(directory, 'masters.json'), 'utf8')) as SeedMasters;
  // Hashed before the transaction opens: hashing is the slow part, and the write lock need not wait for it.
  const userHashes = users.map((u) => hashPasswordSync(u.password));
  const accountHashes = accounts.map((a) => hashPasswordSync(a.password));
  return inTransaction(db, async (trx) => {
    await lockSeeding(trx);
    if (!(await isEmpty(trx))) return false;
    await insertFeatures(trx, features, roles);
    await insertUsers(trx, users, userHashes);
    await insertMasters(trx, masters);
    await insertCustomers(trx, [...customers, ...(generated ??= generatedCustomers())]);
    await insertCustomerAccounts(trx, accounts, accountHashes);
    await syncIdSequences(trx);
    // Each section's demo data, for the customers now in place.
    await seedBasicInfo(trx, directory);
    await seedHeadlines(trx, directory);
    await seedNotifications(trx, directory);
    await seedBusinessTalks(trx, directory);
    await seedReceptionHistory(trx, directory);
    await seedTransmitNumbers(trx, directory);
    return true;
  });
}

// PostgreSQL: a transaction-scoped advisory lock (released at commit) under a key of the seed's own.
// SQLite: one connection runs one transaction at a time already.
const seedLockKey = 0x7a5_5eed;
async function lockSeeding(trx: Db): Promise<void> {
  if (dialectOf(trx) === 'postgres') await sql`SELECT pg_advisory_xact_lock(${seedLockKey})`.execute(trx);
}
