import { unsetValue } from './masters';
import { kanaFold, nameFold } from './search-fold';

/** The customer list's search criteria as the query sends them: every value text (000 §3). */
export type ListCriteria = Partial<Record<string, string>>;

/** A WHERE clause over `customers c` with its positional parameters. */
export interface Where {
  sql: string;
  params: (string | number)[];
}

// Partial match (部分一致) for names, mail, codes; `\` escapes LIKE's own wildcards in what the user typed.
// A fold is applied to the column and to the typed text alike (search-fold.ts): readings match across
// hiragana, katakana and half-width kana, company names across ㈱, (株) and 株式会社.
const likeColumns: Record<string, { columns: string[]; fold?: 'kana_fold' | 'name_fold' }> = {
  tas_id: { columns: ['c.tas_id'] },
  corporate_name: { columns: ['c.corporate_name'], fold: 'name_fold' },
  corporate_name_kana: { columns: ['c.corporate_name_kana'], fold: 'kana_fold' },
  mail_address: { columns: ['c.mail_address'] },
  sas_order_code: { columns: ['c.sas_order_code'] },
  bill_to_corporate_name: { columns: ['c.bill_to_corporate_name'], fold: 'name_fold' },
  bill_to_corporate_name_kana: { columns: ['c.bill_to_corporate_name_kana'], fold: 'kana_fold' },
};

const folds = { kana_fold: kanaFold, name_fold: nameFold };

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

function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** Builds the WHERE clause of a list search: the mode (entry or contracted) and every criterion given. */
export function buildWhere(isEntry: boolean, criteria: ListCriteria): Where {
  const clauses = ['c.is_entry = ?'];
  const params: (string | number)[] = [isEntry ? 1 : 0];
  const value = (key: string) => (criteria[key] ?? '').trim();

  for (const [key, { columns, fold }] of Object.entries(likeColumns)) {
    const typed = key === 'tas_id' ? withoutTasPrefix(value(key)) : value(key);
    const text = fold ? folds[fold](typed) : typed;
    if (!text) continue;
    const compared = (column: string) => (fold ? `${fold}(${column})` : column);
    clauses.push(`(${columns.map((column) => `${compared(column)} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    params.push(...columns.map(() => `%${escapeLike(text)}%`));
  }
  for (const [key, columns] of Object.entries(numberColumns)) {
    const digits = value(key)
      .normalize('NFKC')
      .replace(/[-‐−ー\s]/g, '');
    if (!digits) continue;
    clauses.push(`(${columns.map((c) => `REPLACE(${c}, '-', '') LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    params.push(...columns.map(() => `%${escapeLike(digits)}%`));
  }
  const customerId = value('customer_id');
  if (customerId) {
    // 申込番号 is the customer id: an exact match; text that is not a number matches nothing.
    clauses.push('c.customer_id = ?');
    params.push(/^\d{1,15}$/.test(customerId) ? Number(customerId) : -1);
  }
  for (const [key, column] of Object.entries(optionColumns)) {
    const ids = value(key)
      .split(',')
      .map((part) => part.trim())
      .filter((part) => /^-?\d+$/.test(part))
      .map(Number);
    if (ids.length === 0) continue;
    const set = ids.filter((id) => id !== unsetValue);
    const parts = set.length > 0 ? [`${column} IN (${set.map(() => '?').join(', ')})`] : [];
    if (ids.includes(unsetValue)) parts.push(`${column} IS NULL`);
    clauses.push(`(${parts.join(' OR ')})`);
    params.push(...set);
  }
  for (const [name, { column, timestamp }] of Object.entries(dateColumns)) {
    const start = value(`${name}_start`);
    const end = value(`${name}_end`);
    if (start) {
      clauses.push(`${column} >= ?`);
      params.push(start);
    }
    if (end) {
      clauses.push(timestamp ? `${column} < ?` : `${column} <= ?`);
      params.push(timestamp ? nextDay(end) : end);
    }
  }
  return { sql: clauses.join(' AND '), params };
}
