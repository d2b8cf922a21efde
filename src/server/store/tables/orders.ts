import type { Generated } from 'kysely';

// The tables of migrations/0004-orders.ts as Kysely sees them: the business master, the order items, and
// the contract and payment records of 受注内容 and 支払条件 (their columns follow the sections' schemas).

/** One work item of the business master (business_genre 1 basic, 2 pay-per-use). */
export interface BusinessMastersTable {
  business_master_id: Generated<number>;
  business_genre: number;
  business_code: string;
  course_option_name: string;
  unit_price: Generated<string>;
  base_call_count: Generated<string>;
  call_over_unit_price: Generated<string>;
  print_business_type: Generated<string>;
  is_spot_course: Generated<number>;
  weekday_start_time_id: number | null;
  weekday_end_time_id: number | null;
  saturday_start_time_id: number | null;
  saturday_end_time_id: number | null;
  holiday_start_time_id: number | null;
  holiday_end_time_id: number | null;
  remark: Generated<string>;
  delete_flag: Generated<number>;
  sort_number: Generated<number>;
}

/** The columns both order item tables have. */
interface OrderItemColumns {
  customer_order_id: Generated<number>;
  customer_id: number;
  sort_number: number;
  business_master_id: number | null;
  business_code: Generated<string>;
  course_option_name: Generated<string>;
  print_business_type: Generated<string>;
  unit_price: Generated<string>;
  base_call_count: Generated<string>;
  call_over_unit_price: Generated<string>;
  delete_flag: Generated<number>;
  remark: Generated<string>;
  registered_timestamp: string;
  updated_timestamp: string;
  updated_user_id: number | null;
}

/** A basic work item (billed regularly from start_month to end_month, YYYY-MM). */
export interface CustomerOrderBasicItemsTable extends OrderItemColumns {
  payment_month_master_id: number | null;
  daily_rate_type: number | null;
  start_month: Generated<string>;
  end_month: Generated<string>;
}

/** A pay-per-use work item (create_timing 3: may become an immediate invoice). */
export interface CustomerOrderEachItemsTable extends OrderItemColumns {
  excise_tax_rate: number | null;
  earmarking_year_month: Generated<string>;
  create_timing: number | null;
  invoice_made_year_month: Generated<string>;
  actual_cost_earmarking_year_month: Generated<string>;
  spot_course_use_date: Generated<string>;
  is_spot_course: Generated<number>;
  invoice_made_timestamp: Generated<string>;
}

/** The customer's contract facts of 受注内容 that are not the customer's own columns. */
export interface CustomerOrderContractsTable {
  customer_id: number;
  first_invoice_term_of_payment: Generated<string>;
  resume_date: Generated<string>;
  resume_invoice_term_of_payment: Generated<string>;
  invoice_remark: Generated<string>;
  invoice_bottom_text: Generated<string>;
  invoice_send_type_selected: number | null;
  business_report_send_type_selected: number | null;
  invoice_not_made_flag: Generated<number>;
  default_excise_tax_rate: number | null;
  application_schedule_timestamp: Generated<string>;
  updated_timestamp: string;
  updated_user_id: number | null;
}

/** The customer's payment conditions besides the method (customers.payment_method_id). */
export interface CustomerPayConditionsTable {
  customer_id: number;
  account_type_selected: number | null;
  payment_bank_code: Generated<string>;
  payment_bank_name: Generated<string>;
  payment_bank_branch_code: Generated<string>;
  payment_bank_branch_name: Generated<string>;
  payment_bank_branch_type: Generated<string>;
  payment_bank_deposit_type: number | null;
  payment_bank_account_number: Generated<string>;
  payment_bank_account_name: Generated<string>;
  payment_cycle_type: number | null;
  every_month_day: Generated<string>;
  every_year_month: Generated<string>;
  every_year_day: Generated<string>;
  payment_first_method: number | null;
  updated_timestamp: string;
  updated_user_id: number | null;
}

/** The tables of migration 0004. */
export interface OrderTables {
  business_masters: BusinessMastersTable;
  customer_order_basic_items: CustomerOrderBasicItemsTable;
  customer_order_each_items: CustomerOrderEachItemsTable;
  customer_order_contracts: CustomerOrderContractsTable;
  customer_pay_conditions: CustomerPayConditionsTable;
}
