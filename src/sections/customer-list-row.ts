/** One row of `getCustomerList` (000 §3 "Customer list row"), shared by the browser's list and the server's query. */
export interface CustomerListRow {
  customer_id: number;
  tas_id: string | null;
  for_answer_corporate_name: string;
  contract_status_name: string | null;
  service_status_master_name: string | null;
  sas_order_code: string;
  request_course_name: string | null;
  project_master_name: string | null;
  did_number: string;
  /** Null when the sales staff has no name: show `business_user_id` instead. */
  accountname_username: string | null;
  business_user_id: number | null;
  updated_timestamp: string;
  service_start_date: string | null;
  bill_to_corporate_name: string;
  option_business_end_report_fax_number: string;
  /** Comma-separated when the customer has several answering numbers. */
  display_for_answer_telephone_number: string;
  invoice_start_date: string | null;
  invoice_end_date: string | null;
  for_answer_postcode: string;
  for_answer_prefecture_name: string | null;
  for_answer_address_city: string;
  for_answer_address: string;
  for_answer_address_additional: string;
  registered_timestamp: string;
  contract_agreement_date: string | null;
  contract_cancellation_date: string | null;
  sensation_media_master_name: string | null;
}
