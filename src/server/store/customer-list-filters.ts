import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { unsetValue } from './masters';
import { asciiLower, kanaSearchText, nameSearchText } from './search-fold';

/** The customer list's search criteria as the query sends them: every value text (000 §3). */
export type ListCriteria = Partial<Record<string, string>>;

/** A WHERE condition over `customers c`, its values bound as parameters. */
export type Where = RawBuilder<SqlBool>;

// Partial match (部分一致) for names, mail, codes; `\` escapes LIKE's own wildcards in what the user typed.
// A fold is applied to the column and to the typed text alike (search-fold.ts): readings match across
// hiragana, katakana and half-width kana, company names across ㈱, (株) and 株式会社. Folded names are stored
// in search columns of their own (migration 0002); the others are compared in lower case, for PostgreSQL's
// LIKE tells upper from lower case where SQLite's does not (ASCII letters).
const likeColumns: Record<string, { column: string; fold: (text: string) => string; stored: boolean }> = {
  tas_id: { column: 'c.tas_id', fold: asciiLower, stored: false },
  corporate_name: { column: 'c.corporate_name_search', fold: nameSearchText, stored: true },
  corporate_name_kana: { column: 'c.corporate_name_kana_search', fold: kanaSearchText, stored: true },
  mail_address: { column: 'c.mail_address', fold: asciiLower, stored: false },
  sas_order_code: { column: 'c.sas_order_code', fold: asciiLower, stored: false },
  bill_to_corporate_name: { column: 'c.bill_to_corporate_name_search', fold: nameSearchText, stored: true },
  bill_to_corporate_name_kana: {
    column: 'c.bill_to_corporate_name_kana_search',
    fold: kanaSearchText,
    stored: true,
  },
};

// The list shows TAS IDs as `T000001`: what is typed is found with or without its `T`.
const withoutTasPrefix = (text: string) => text.normalize('NFKC').replace(/^[Tt]/, '');

// Numbers match with or without hyphens (03-5550-0100 finds 0355500100 and the other way round).
const numberColumns: Record<string, string[]> = {
  for_answer_telephone_number: ['c.for_answer_telephone_number', 'c.telephone_number'],
  fax_number: ['c.fax_number', 'c.option_business_end_report_fax_number'],
  did_number: ['c.did_number'],
  person_in_charge_phone_number: ['c.cell_phone_number'],
};

// Selects: one id, a comma-separated list of ids, or -1 for 未設定 (no value).
const optionColumns: Record<string, string> = {
  request_course_name_selected: 'c.request_course_id',
  customer_course: 'c.request_course_id',
  project_selected: 'c.project_master_id',
  service_status_selected: 'c.service_status_id',
  contract_status_selected: 'c.contract_status_id',
  payment_method_selected: 'c.payment_method_id',
  sensation_media_selected: 'c.sensation_media_master_id',
  business_user_name_selected: 'c.business_user_id',
};

// Date ranges: `<name>_start` and `<name>_end`, both inclusive, either side may be blank.
const dateColumns: Record<string, { column: string; timestamp: boolean }> = {
  registered_date: { column: 'c.registered_timestamp', timestamp: true },
  contract_agreement_date: { column: 'c.contract_agreement_date', timestamp: false },
  service_start_date: { column: 'c.service_start_date', timestamp: false },
  contract_cancellation_date: { column: 'c.contract_cancellation_date', timestamp: false },
};

/** The names of the date ranges the list filters by. */
export const dateRangeNames = Object.keys(dateColumns);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const contains = (text: string) => `%${escapeLike(text)}%`;

// Ids are INTEGER columns (32 bits on PostgreSQL, which refuses a larger parameter for one): a larger
// number typed can match no row.
const isIdValue = (n: number) => Number.isSafeInteger(n) && n >= -2_147_483_648 && n <= 2_147_483_647;

function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

const either = (parts: RawBuilder<SqlBool>[]) =>
  parts.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`(${sql.join(parts, sql` OR `)})`;

// The partial matches SQLite's trigram table (migration 0007, `customer_search_fts`) indexes: criterion →
// its column there. PostgreSQL's pg_trgm indexes serve the same LIKE clauses without being named.
const trigramColumns: Record<string, string> = {
  corporate_name: 'name',
  corporate_name_kana: 'kana',
  tas_id: 'tas',
  for_answer_telephone_number: 'phone',
};

// A trigram index finds a text of three characters or more; a shorter one is left to the LIKE alone.
const trigramMinimum = 3;

/**
 * The FTS5 query (`name : "…" AND phone : "…"`) of the criteria SQLite's trigram table can narrow a search
 * to, or undefined when none can (no such criterion, or each under three characters). It only narrows: the
 * search's own WHERE (`buildWhere`) still decides, so a search finds the same rows with it or without.
 */
export function trigramQuery(criteria: ListCriteria): string | undefined {
  const value = (key: string) => (criteria[key] ?? '').trim();
  const phrases = Object.entries(trigramColumns).flatMap(([key, column]) => {
    const text = key in numberColumns ? numberText(value(key)) : likeText(key, value(key));
    if ([...text].length < trigramMinimum) return [];
    return [`${column} : "${text.replaceAll('"', '""')}"`];
  });
  return phrases.length > 0 ? phrases.join(' AND ') : undefined;
}

// The criteria that compare a text (a part, a number, 申込番号), and those of the date ranges.
const textKeys = [...Object.keys(likeColumns), ...Object.keys(numberColumns), 'customer_id'];
const dateKeys = dateRangeNames.flatMap((name) => [`${name}_start`, `${name}_end`]);

// The criteria `trigramQuery` narrows a search by: texts of three characters or more.
function narrowedKeys(criteria: ListCriteria): Set<string> {
  const value = (key: string) => (criteria[key] ?? '').trim();
  return new Set(
    Object.keys(trigramColumns).filter((key) => {
      const text = key in numberColumns ? numberText(value(key)) : likeText(key, value(key));
      return [...text].length >= trigramMinimum;
    }),
  );
}

/**
 * The criteria of a search that `trigramQuery` narrows, left out — when what is left are date ranges (at least
 * one) and selects only: conditions SQLite answers from an index of (is_entry, column) alone, whose entries
 * carry the customer id, without reading a row. Else undefined (another text, a number, 申込番号, or no date).
 */
export function dateRangeBesidesTexts(criteria: ListCriteria): ListCriteria | undefined {
  const value = (key: string) => (criteria[key] ?? '').trim();
  const narrowed = narrowedKeys(criteria);
  if (textKeys.some((key) => !narrowed.has(key) && value(key) !== '')) return undefined;
  if (!dateKeys.some((key) => value(key) !== '')) return undefined;
  return Object.fromEntries(Object.entries(criteria).filter(([key]) => !narrowed.has(key)));
}

/**
 * True when every criterion of a search is a text `trigramQuery` narrows by. SQLite's trigram table then finds
 * exactly the customers the search's WHERE finds, without reading a row: both compare the same folded text
 * (ASCII in lower case on both sides, so LIKE's own case folding changes nothing), the WHERE as a part of the
 * column, the table as trigrams at consecutive places — the same thing; the phone numbers, two columns for
 * the WHERE, are one text joined by a space there, which no typed number (spaces taken out) can span.
 */
export function textsAlone(criteria: ListCriteria): boolean {
  const narrowed = narrowedKeys(criteria);
  const filterKeys = [...textKeys, ...Object.keys(optionColumns), ...dateKeys];
  return narrowed.size > 0 && filterKeys.every((key) => narrowed.has(key) || !(criteria[key] ?? '').trim());
}

// What a partial-match criterion compares, folded as its column is.
function likeText(key: string, typed: string): string {
  const { fold } = likeColumns[key];
  return fold(key === 'tas_id' ? withoutTasPrefix(typed) : typed);
}

// A number as typed, without hyphens, dashes or spaces, as its columns are compared.
const numberText = (typed: string) => asciiLower(typed.normalize('NFKC').replace(/[-‐−ー\s]/g, ''));

/** Builds the WHERE condition of a list search: the mode (entry or contracted) and every criterion given. */
export function buildWhere(isEntry: boolean, criteria: ListCriteria): Where {
  const clauses: RawBuilder<SqlBool>[] = [sql<SqlBool>`c.is_entry = ${isEntry ? 1 : 0}`];
  const value = (key: string) => (criteria[key] ?? '').trim();

  for (const [key, { column, stored }] of Object.entries(likeColumns)) {
    const text = likeText(key, value(key));
    if (!text) continue;
    const compared = stored ? sql.ref(column) : sql`lower(${sql.ref(column)})`;
    clauses.push(sql<SqlBool>`${compared} LIKE ${contains(text)} ESCAPE '\\'`);
  }
  for (const [key, columns] of Object.entries(numberColumns)) {
    const digits = numberText(value(key));
    if (!digits) continue;
    const pattern = contains(digits);
    clauses.push(
      either(
        columns.map(
          (column) => sql<SqlBool>`lower(REPLACE(${sql.ref(column)}, '-', '')) LIKE ${pattern} ESCAPE '\\'`,
        ),
      ),
    );
  }
  const customerId = value('customer_id');
  if (customerId) {
    // 申込番号 is the customer id: an exact match; text that is not a number matches nothing.
    const id = /^\d{1,15}$/.test(customerId) ? Number(customerId) : -1;
    clauses.push(isIdValue(id) ? sql<SqlBool>`c.customer_id = ${id}` : sql<SqlBool>`1 = 0`);
  }
  for (const [key, column] of Object.entries(optionColumns)) {
    const ids = value(key)
      .split(',')
      .map((part) => part.trim())
      .filter((part) => /^-?\d+$/.test(part))
      .map(Number);
    if (ids.length === 0) continue;
    const set = ids.filter((id) => id !== unsetValue && isIdValue(id));
    const parts = set.length > 0 ? [sql<SqlBool>`${sql.ref(column)} IN (${sql.join(set)})`] : [];
    if (ids.includes(unsetValue)) parts.push(sql<SqlBool>`${sql.ref(column)} IS NULL`);
    clauses.push(either(parts));
  }
  for (const [name, { column, timestamp }] of Object.entries(dateColumns)) {
    const start = value(`${name}_start`);
    const end = value(`${name}_end`);
    if (start) clauses.push(sql<SqlBool>`${sql.ref(column)} >= ${start}`);
    if (end)
      clauses.push(
        timestamp
          ? sql<SqlBool>`${sql.ref(column)} < ${nextDay(end)}`
          : sql<SqlBool>`${sql.ref(column)} <= ${end}`,
      );
  }
  return sql<SqlBool>`${sql.join(clauses, sql` AND `)}`;
}
