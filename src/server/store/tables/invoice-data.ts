import type { Generated } from 'kysely';

// The table of migrations/0006-invoice-data.ts as Kysely sees it.

/** The kinds of invoice data 受注内容 makes. */
export const invoiceKinds = { immediate: 1, resume: 2 } as const;

/** One invoiced order item: an immediate invoice of a pay-per-use row, or a resume invoice of a basic row. */
export interface InvoiceDataTable {
  invoice_data_id: Generated<number>;
  customer_id: number;
  /** 1 immediate (customer_order_each_items), 2 resume (customer_order_basic_items). */
  invoice_kind: number;
  customer_order_id: number;
  business_code: string;
  course_option_name: string;
  unit_price: number;
  quantity: number;
  amount: number;
  excise_tax_rate: number | null;
  /** 支払期限, YYYY-MM-DD. */
  term_of_payment: string;
  /** The resume date a resume invoice was made for; '' for an immediate one. */
  resume_date: Generated<string>;
  registered_timestamp: string;
  registered_user_id: number | null;
}

/** The tables of migration 0006. */
export interface InvoiceDataTables {
  invoice_data: InvoiceDataTable;
}
