import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashPasswordSync } from '../auth/password';
import { repoRoot } from '../paths';
import { inTransaction, isEmpty, type Db } from './database';
import { generatedCustomers } from './generated-customers';
import { customersChanged } from './list-cache';
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

function insertFeatures(db: Db, features: SeedFeature[], roles: SeedRole[]): void {
  const feature = db.prepare('INSERT INTO features (id, name, parent_id) VALUES (?, ?, ?)');
  const role = db.prepare('INSERT INTO roles (role_id, role_name) VALUES (?, ?)');
  const grant = db.prepare('INSERT INTO role_features (role_id, feature_id) VALUES (?, ?)');
  // Parents first, so that the parent_id foreign key holds whatever order the file lists them in.
  const ordered = [...features].sort((a, b) => Number(a.parent_id !== null) - Number(b.parent_id !== null));
  for (const f of ordered) feature.run(f.id, f.name, f.parent_id);
  for (const r of roles) {
    role.run(r.role_id, r.role_name);
    const excluded = (f: SeedFeature) =>
      r.except.some((e) => e.name === f.name && (e.parent_id === undefined || e.parent_id === f.parent_id));
    for (const f of features) if (!excluded(f)) grant.run(r.role_id, f.id);
  }
}

function insertUsers(db: Db, users: SeedUser[], hashes: string[]): void {
  const insert = db.prepare(
    'INSERT INTO users (user_id, account, user_name, role_id, password_hash) VALUES (?, ?, ?, ?, ?)',
  );
  users.forEach((u, i) => insert.run(u.user_id, u.account, u.user_name, u.role_id, hashes[i]));
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

/** Inserts demo customers (the list caches start afresh); their sections' data is `fixtures/seed/sections/`. */
export function insertCustomers(db: Db, customers: SeedCustomer[]): void {
  customersChanged(db);
  const customer = db.prepare(
    `INSERT INTO customers (${customerColumns.join(', ')})
     VALUES (${customerColumns.map((column) => `@${column}`).join(', ')})`,
  );
  for (const c of customers) {
    customer.run({
      ...Object.fromEntries(
        customerColumns.map((column) => [column, c[column as keyof SeedCustomer] ?? null]),
      ),
      is_entry: Number(c.is_entry),
      is_forced_cancel: Number(c.is_forced_cancel),
      is_shipping_of_mail: Number(c.is_shipping_of_mail ?? false),
      step_call_alert: JSON.stringify(c.step_call_alert),
    });
  }
}

/** The my page sign-ins of demo customers; only the hash of each password is stored. */
function insertCustomerAccounts(db: Db, accounts: SeedCustomerAccount[], hashes: string[]): void {
  const insert = db.prepare(
    'INSERT INTO customer_accounts (customer_id, login_id, password_hash) VALUES (?, ?, ?)',
  );
  accounts.forEach((a, i) => insert.run(a.customer_id, a.login_id, hashes[i]));
}

// The generated customers depend on nothing but their index: make them once per process, not per database.
let generated: SeedCustomer[] | undefined;

/** Fills an empty database with the demo data of `fixtures/seed/` (does nothing once seeded). */
export function seedIfEmpty(db: Db, directory: string = seedDirectory): boolean {
  if (!isEmpty(db)) return false;
  const features = readSeed<SeedFeature>(directory, 'features.json', 'features');
  const roles = readSeed<SeedRole>(directory, 'roles.json', 'roles');
  const users = readSeed<SeedUser>(directory, 'users.json', 'users');
  const customers = readSeed<SeedCustomer>(directory, 'customers.json', 'customers');
  const accounts = readSeed<SeedCustomerAccount>(directory, 'customer-accounts.json', 'accounts');
  const masters = JSON.parse(readFileSync(join(directory, 'masters.json'), 'utf8')) as SeedMasters;
  // Hashed before the transaction opens: hashing is the slow part, and the write lock need not wait for it.
  const userHashes = users.map((u) => hashPasswordSync(u.password));
  const accountHashes = accounts.map((a) => hashPasswordSync(a.password));
  inTransaction(db, () => {
    insertFeatures(db, features, roles);
    insertUsers(db, users, userHashes);
    insertMasters(db, masters);
    insertCustomers(db, [...customers, ...(generated ??= generatedCustomers())]);
    insertCustomerAccounts(db, accounts, accountHashes);
  });
  return true;
}
