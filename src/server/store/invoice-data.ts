import type { Db } from './database';
import { invoiceKinds } from './tables/invoice-data';

// The invoice data of 受注内容 (issue 15; spec 002 §2.2, §4, §7; migrations/0006-invoice-data.ts). The routes
// (routes/invoice-data.ts) run these inside the customer save, so every check here reads the rows as the
// transaction sees them.

/** Create timing 3: a pay-per-use row that may become an immediate invoice (002 §9). */
export const immediateCreateTiming = 3;

/** A pay-per-use row as the immediate invoice reads it. */
export interface EachItem {
  customer_order_id: number;
  business_code: string;
  course_option_name: string;
  unit_price: string;
  excise_tax_rate: number | null;
  create_timing: number | null;
  invoice_made_year_month: string;
  invoice_made_timestamp: string;
  is_spot_course: number;
  spot_course_use_date: string;
}

/** Why rows cannot be invoiced at once: the ids the customer has no row of, or the rows' business codes. */
export type ImmediateRefusal =
  | { kind: 'unknownRows'; ids: number[] }
  | { kind: 'notImmediate'; codes: string[] }
  | { kind: 'invoiced'; codes: string[] }
  | { kind: 'noSpotDates'; codes: string[] };

/** The customer's pay-per-use rows among `ids`, in id order. */
export function eachItemsOf(db: Db, customerId: number, ids: number[]): Promise<EachItem[]> {
  return db
    .selectFrom('customer_order_each_items')
    .select([
      'customer_order_id',
      'business_code',
      'course_option_name',
      'unit_price',
      'excise_tax_rate',
      'create_timing',
      'invoice_made_year_month',
      'invoice_made_timestamp',
      'is_spot_course',
      'spot_course_use_date',
    ])
    .where('customer_id', '=', customerId)
    .where('customer_order_id', 'in', ids)
    .orderBy('customer_order_id')
    .execute();
}

/** The spot dates of a row (comma-separated `YYYY-MM-DD`, 002 §9). */
export function spotDatesOf(text: string): string[] {
  return text
    .split(',')
    .map((date) => date.trim())
    .filter((date) => date !== '');
}

// A price as the order tables keep it (half-width digits, a leading minus allowed); a blank one is 0.
const priceOf = (text: string): number => {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isSafeInteger(value) ? value : 0;
};

/** The first reason, in the order the screen's user can act on it, why `rows` (found for `ids`) cannot be invoiced. */
export function immediateRefusal(ids: number[], rows: EachItem[]): ImmediateRefusal | null {
  const found = new Set(rows.map((row) => row.customer_order_id));
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length > 0) return { kind: 'unknownRows', ids: unknown };
  const codes = (keep: (row: EachItem) => boolean) => rows.filter(keep).map((row) => row.business_code);
  const notImmediate = codes((row) => row.create_timing !== immediateCreateTiming);
  if (notImmediate.length > 0) return { kind: 'notImmediate', codes: notImmediate };
  const invoiced = codes((row) => row.invoice_made_timestamp !== '');
  if (invoiced.length > 0) return { kind: 'invoiced', codes: invoiced };
  const dateless = codes(
    (row) => row.is_spot_course === 1 && spotDatesOf(row.spot_course_use_date).length === 0,
  );
  return dateless.length > 0 ? { kind: 'noSpotDates', codes: dateless } : null;
}

/** Thrown inside the save when a row was invoiced by another request after it was read: the save rolls back. */
export class InvoicedMeanwhile extends Error {
  constructor(readonly businessCode: string) {
    super(`row ${businessCode} was invoiced meanwhile`);
  }
}

/**
 * Makes one immediate invoice data row per pay-per-use row (a spot course: unit price × its dates, 002 §3.1;
 * any other row: its unit price once) and marks the rows invoiced at `at` (`YYYY-MM-DD HH:mm:ss`). A row
 * without 請求年月 gets the month of `at`. Returns the rows' ids with their new invoice_made_timestamp.
 */
export async function makeImmediateInvoices(
  trx: Db,
  made: { customerId: number; rows: EachItem[]; termOfPayment: string; userId: number; at: string },
): Promise<{ customer_order_id: number; invoice_made_timestamp: string }[]> {
  const { customerId, rows, termOfPayment, userId, at } = made;
  for (const row of rows) {
    const quantity = row.is_spot_course === 1 ? spotDatesOf(row.spot_course_use_date).length : 1;
    const unitPrice = priceOf(row.unit_price);
    const marked = await trx
      .updateTable('customer_order_each_items')
      .set({
        invoice_made_timestamp: at,
        invoice_made_year_month: row.invoice_made_year_month || at.slice(0, 7),
      })
      .where('customer_order_id', '=', row.customer_order_id)
      .where('invoice_made_timestamp', '=', '')
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) throw new InvoicedMeanwhile(row.business_code);
    await trx
      .insertInto('invoice_data')
      .values({
        customer_id: customerId,
        invoice_kind: invoiceKinds.immediate,
        customer_order_id: row.customer_order_id,
        business_code: row.business_code,
        course_option_name: row.course_option_name,
        unit_price: unitPrice,
        quantity,
        amount: unitPrice * quantity,
        excise_tax_rate: row.excise_tax_rate,
        term_of_payment: termOfPayment,
        registered_timestamp: at,
        registered_user_id: userId,
      })
      .execute();
  }
  return rows.map((row) => ({ customer_order_id: row.customer_order_id, invoice_made_timestamp: at }));
}

/** The saved resume date and its payment deadline ('' when not set), the contract's tax rate, and whether its invoice was made. */
export interface ResumeState {
  resumeDate: string;
  termOfPayment: string;
  taxRate: number | null;
  made: boolean;
}

/** The customer's resume state as the contract holds it. */
export async function resumeStateOf(db: Db, customerId: number): Promise<ResumeState> {
  const contract = await db
    .selectFrom('customer_order_contracts')
    .select(['resume_date', 'resume_invoice_term_of_payment', 'default_excise_tax_rate'])
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  const resumeDate = contract?.resume_date ?? '';
  const made =
    resumeDate !== '' &&
    (await db
      .selectFrom('invoice_data')
      .select('invoice_data_id')
      .where('customer_id', '=', customerId)
      .where('invoice_kind', '=', invoiceKinds.resume)
      .where('resume_date', '=', resumeDate)
      .limit(1)
      .executeTakeFirst()) !== undefined;
  return {
    resumeDate,
    termOfPayment: contract?.resume_invoice_term_of_payment ?? '',
    taxRate: contract?.default_excise_tax_rate ?? null,
    made,
  };
}

/** A basic row as the resume invoice reads it. */
export interface BasicItem {
  customer_order_id: number;
  business_code: string;
  course_option_name: string;
  unit_price: string;
  daily_rate_type: number | null;
}

/** The customer's basic rows in force in the month of `date`: started by then, not ended before, not deleted. */
export function basicItemsInForce(db: Db, customerId: number, date: string): Promise<BasicItem[]> {
  const month = date.slice(0, 7);
  return db
    .selectFrom('customer_order_basic_items')
    .select(['customer_order_id', 'business_code', 'course_option_name', 'unit_price', 'daily_rate_type'])
    .where('customer_id', '=', customerId)
    .where('delete_flag', '=', 0)
    .where('start_month', '<>', '')
    .where('start_month', '<=', month)
    .where((eb) => eb.or([eb('end_month', '=', ''), eb('end_month', '>=', month)]))
    .orderBy('sort_number')
    .orderBy('customer_order_id')
    .execute();
}

/** Daily rate type 1 (日割りする): the resume month is charged for the days from the resume date on. */
export const proRatedDailyRate = 1;

/**
 * The resume month's charge of a basic row: its unit price, or with 日割りする the part of it for the days
 * from `resumeDate` to the month's end, rounded down (ours: the spec names the option, not its arithmetic).
 */
export function resumeAmount(item: BasicItem, resumeDate: string): number {
  const price = priceOf(item.unit_price);
  if (item.daily_rate_type !== proRatedDailyRate) return price;
  const [year, month, day] = resumeDate.split('-').map(Number);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Math.floor((price * (days - day + 1)) / days);
}

/** Makes the resume invoice data: one row per basic row in force, for the resume date, its deadline and the contract's tax rate. */
export async function makeResumeInvoices(
  trx: Db,
  made: { customerId: number; items: BasicItem[]; state: ResumeState; userId: number; at: string },
): Promise<number> {
  const { customerId, items, state, userId, at } = made;
  if (items.length === 0) return 0;
  await trx
    .insertInto('invoice_data')
    .values(
      items.map((item) => ({
        customer_id: customerId,
        invoice_kind: invoiceKinds.resume,
        customer_order_id: item.customer_order_id,
        business_code: item.business_code,
        course_option_name: item.course_option_name,
        unit_price: priceOf(item.unit_price),
        quantity: 1,
        amount: resumeAmount(item, state.resumeDate),
        excise_tax_rate: state.taxRate,
        term_of_payment: state.termOfPayment,
        resume_date: state.resumeDate,
        registered_timestamp: at,
        registered_user_id: userId,
      })),
    )
    .execute();
  return items.length;
}
