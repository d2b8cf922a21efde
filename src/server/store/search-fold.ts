import { toFullWidthKatakana } from '../../engine/normalize';
import { sql } from 'kysely';
import type { Db } from './database';

// What the list search compares: a stored value and the typed text folded the same way, so that people
// find what they type (issue 12). The folds run in JavaScript, so the database cannot run them in a WHERE
// clause (PostgreSQL has no JavaScript functions): every customer keeps its folded names in columns of its
// own (`*_search`, migration 0002), rewritten whenever the names may have changed (`refreshSearchColumns`).

// Full-width and half-width spaces: a reading or name is found with or without them.
const SPACES = /[\s\u3000]+/g;

// The legal-entity abbreviations Japanese company names are written with, after NFKC (㈱ → (株)).
const entityAbbreviations: [RegExp, string][] = [
  [/\(株\)/g, '株式会社'],
  [/\(有\)/g, '有限会社'],
  [/\(合\)/g, '合同会社'],
  [/\(資\)/g, '合資会社'],
  [/\(名\)/g, '合名会社'],
  [/\(同\)/g, '合同会社'],
  [/\(社\)/g, '社団法人'],
  [/\(財\)/g, '財団法人'],
  [/\(医\)/g, '医療法人'],
];

/** A reading as searched: hiragana and half-width kana as full-width katakana, without spaces. */
export function kanaFold(text: string): string {
  return toFullWidthKatakana(text.normalize('NFKC')).replace(SPACES, '');
}

/** A company name as searched: NFKC (㈱ → (株), full-width letters and digits), `(株)` → `株式会社`, no spaces. */
export function nameFold(text: string): string {
  let folded = text.normalize('NFKC');
  for (const [abbreviation, full] of entityAbbreviations) folded = folded.replace(abbreviation, full);
  return folded.replace(SPACES, '');
}

/**
 * ASCII letters in lower case, the others as they are: SQLite's LIKE ignores the case of ASCII letters only,
 * PostgreSQL's ignores none, so a stored column and the typed text both lowered match alike on either.
 */
export function asciiLower(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/** A company name as its search column stores it (and as typed text is compared with it). */
export const nameSearchText = (text: string): string => asciiLower(nameFold(text));

/** A reading as its search column stores it (and as typed text is compared with it). */
export const kanaSearchText = (text: string): string => asciiLower(kanaFold(text));

/** The names of a customer that the list searches folded. */
export interface SearchedNames {
  corporate_name: string;
  corporate_name_kana: string;
  bill_to_corporate_name: string;
  bill_to_corporate_name_kana: string;
}

/** The folded search columns of migration 0002 on `customers`. */
export interface CustomerSearchColumns {
  corporate_name_search: string;
  corporate_name_kana_search: string;
  bill_to_corporate_name_search: string;
  bill_to_corporate_name_kana_search: string;
}

/** The search columns of a customer with these names: spread them into an INSERT of customers. */
export function searchColumnsOf(names: SearchedNames): CustomerSearchColumns {
  return {
    corporate_name_search: nameSearchText(names.corporate_name),
    corporate_name_kana_search: kanaSearchText(names.corporate_name_kana),
    bill_to_corporate_name_search: nameSearchText(names.bill_to_corporate_name),
    bill_to_corporate_name_kana_search: kanaSearchText(names.bill_to_corporate_name_kana),
  };
}

// The connection with the search columns typed (the core group's `CustomersTable` lists the columns of the
// baseline only).
const withSearchColumns = (db: Db) => db.withTables<{ customers: CustomerSearchColumns }>();

// Customers per SELECT and per UPDATE: an UPDATE carries 4 columns × (id, value) per customer, far below
// either database's parameter limit.
const chunkSize = 200;

const columnNames = [
  'corporate_name_search',
  'corporate_name_kana_search',
  'bill_to_corporate_name_search',
  'bill_to_corporate_name_kana_search',
] as const;

// One column's new values by customer id, as `CASE customer_id WHEN id THEN value … END`.
function valueById(
  rows: { customerId: number; columns: CustomerSearchColumns }[],
  column: keyof CustomerSearchColumns,
) {
  const cases = rows.map((row) => sql`WHEN ${row.customerId} THEN ${row.columns[column]}`);
  return sql<string>`CASE customer_id ${sql.join(cases, sql` `)} END`;
}

/**
 * Rewrites the search columns of these customers from their stored names. Call it in the transaction of
 * every write that may change a name (saveCustomer does; an INSERT may fill them with `searchColumnsOf`).
 * Customers whose columns are up to date are not written.
 */
export async function refreshSearchColumns(db: Db, customerIds: number[]): Promise<void> {
  const typed = withSearchColumns(db);
  for (let at = 0; at < customerIds.length; at += chunkSize) {
    const rows = await typed
      .selectFrom('customers')
      .select(['customer_id', ...searchedColumns])
      .where('customer_id', 'in', customerIds.slice(at, at + chunkSize))
      .execute();
    await refreshSearchColumnsOf(db, rows);
  }
}

/** The columns of `customers` whose folds the list searches (`SearchedNames`). */
export const searchedNameColumns = [
  'corporate_name',
  'corporate_name_kana',
  'bill_to_corporate_name',
  'bill_to_corporate_name_kana',
] as const;

/** The columns `refreshSearchColumnsOf` reads of each customer besides its id: the names and their folds. */
export const searchedColumns = [...searchedNameColumns, ...columnNames] as const;

/** A customer's `searchedColumns` as stored. */
export type SearchedRow = SearchedNames & CustomerSearchColumns & { customer_id: number };

/**
 * `refreshSearchColumns` for customers whose `searchedColumns` were read already (at most `chunkSize`): writes
 * the folds of those whose stored ones are out of date.
 */
export async function refreshSearchColumnsOf(db: Db, rows: SearchedRow[]): Promise<void> {
  const changed = rows
    .map((row) => ({ customerId: row.customer_id, stored: row, columns: searchColumnsOf(row) }))
    .filter(({ stored, columns }) => columnNames.some((column) => columns[column] !== stored[column]));
  if (changed.length === 0) return;
  await withSearchColumns(db)
    .updateTable('customers')
    .set({
      corporate_name_search: valueById(changed, 'corporate_name_search'),
      corporate_name_kana_search: valueById(changed, 'corporate_name_kana_search'),
      bill_to_corporate_name_search: valueById(changed, 'bill_to_corporate_name_search'),
      bill_to_corporate_name_kana_search: valueById(changed, 'bill_to_corporate_name_kana_search'),
    })
    .where(
      'customer_id',
      'in',
      changed.map((row) => row.customerId),
    )
    .execute();
}
