/** The customer's statuses, people in charge, contact data, address and dates that the customer list shows (000 §3). */
export interface SeedCustomerProfile {
  contract_status_id: number | null;
  service_status_id: number | null;
  request_course_id: number | null;
  project_master_id: number | null;
  business_user_id: number | null;
  sensation_media_master_id: number | null;
  payment_method_id: number | null;
  sas_order_code: string;
  did_number: string;
  division_name: string;
  person_in_charge_position: string;
  person_in_charge_name: string;
  person_in_charge_name_kana: string;
  cell_phone_number: string;
  telephone_number: string;
  /** The answering numbers, comma-separated when there are several. */
  for_answer_telephone_number: string;
  fax_number: string;
  option_business_end_report_fax_number: string;
  mail_address: string;
  postcode: string;
  prefecture_id: number | null;
  address_city: string;
  address_city_kana: string;
  address: string;
  address_kana: string;
  address_additional: string;
  address_additional_kana: string;
  bill_to_corporate_name: string;
  bill_to_corporate_name_kana: string;
  contract_agreement_date: string | null;
  service_start_date: string | null;
  contract_cancellation_date: string | null;
  invoice_start_date: string | null;
  invoice_end_date: string | null;
}

/** A demo customer as `fixtures/seed/customers.json` writes it (and the generator produces it). */
export interface SeedCustomer extends SeedCustomerProfile {
  customer_id: number;
  tas_id: string | null;
  corporate_name: string;
  corporate_name_kana: string;
  is_entry: boolean;
  is_forced_cancel: boolean;
  /** An entry whose contract papers must be posted and collected first (the entry status button). */
  is_shipping_of_mail?: boolean;
  credit_screening_approval_status: number;
  step_call_alert: string[];
  option_overtime_announce_type: number | null;
  option_overtime_announce_content: string;
  ttnm_vdn_v7: string;
  registered_timestamp: string;
  updated_timestamp: string;
  updated_user_id: number;
}

/** A feature master row of `features.json`. */
export interface SeedFeature {
  id: number;
  name: string;
  parent_id: number | null;
}

/** A role of `roles.json`: every feature except those matched by `except`. */
export interface SeedRole {
  role_id: number;
  role_name: string;
  except: { name: string; parent_id?: number }[];
}

/** A staff user of `users.json`, with the demo password in plain text (hashed when seeded). */
export interface SeedUser {
  user_id: number;
  account: string;
  password: string;
  user_name: string;
  role_id: number;
}

/** A customer's my page sign-in as `fixtures/seed/customer-accounts.json` writes it. */
export interface SeedCustomerAccount {
  customer_id: number;
  login_id: string;
  password: string;
}

/** One option master row (`fixtures/seed/masters.json`). */
export interface SeedMaster {
  id: number;
  name: string;
}

/** A sales staff member (営業担当者) of `masters.json`. */
export interface SeedBusinessUser {
  id: number;
  account_name: string;
  user_name: string;
}

/** `fixtures/seed/masters.json`: the option masters of the customer list. */
export interface SeedMasters {
  project_masters: SeedMaster[];
  course_masters: SeedMaster[];
  contract_status_masters: SeedMaster[];
  service_status_masters: SeedMaster[];
  sensation_media_masters: SeedMaster[];
  prefectures: SeedMaster[];
  business_users: SeedBusinessUser[];
}
