import type { Generated } from 'kysely';

// The core tables as Kysely sees them (migrations/0001-baseline/core.ts creates them).

export interface RolesTable {
  role_id: number;
  role_name: string;
}

export interface FeaturesTable {
  id: number;
  name: string;
  parent_id: number | null;
}

export interface RoleFeaturesTable {
  role_id: number;
  feature_id: number;
}

export interface UsersTable {
  user_id: Generated<number>;
  account: string;
  user_name: string;
  role_id: number;
  password_hash: string;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created: number;
  last_seen: number | null;
}

export interface LoginAttemptsTable {
  account: string;
  failures: number;
  held_until: number;
  expires: number;
}

export interface CustomersTable {
  customer_id: Generated<number>;
  tas_id: string | null;
  corporate_name: string;
  corporate_name_kana: Generated<string>;
  is_entry: Generated<number>;
  is_forced_cancel: Generated<number>;
  contract_status_id: number | null;
  credit_screening_approval_status: Generated<number>;
  is_contract_requesting: Generated<number>;
  credit_application_status: Generated<number>;
  recess_date: string | null;
  is_shipping_of_mail: Generated<number>;
  step_call_alert: Generated<string>;
  option_overtime_announce_type: number | null;
  option_overtime_announce_content: Generated<string>;
  ttnm_vdn_v7: Generated<string>;
  service_status_id: number | null;
  request_course_id: number | null;
  project_master_id: number | null;
  business_user_id: number | null;
  sensation_media_master_id: number | null;
  payment_method_id: number | null;
  sas_order_code: Generated<string>;
  did_number: Generated<string>;
  division_name: Generated<string>;
  person_in_charge_position: Generated<string>;
  person_in_charge_name: Generated<string>;
  person_in_charge_name_kana: Generated<string>;
  cell_phone_number: Generated<string>;
  telephone_number: Generated<string>;
  for_answer_telephone_number: Generated<string>;
  fax_number: Generated<string>;
  option_business_end_report_fax_number: Generated<string>;
  mail_address: Generated<string>;
  postcode: Generated<string>;
  prefecture_id: number | null;
  address_city: Generated<string>;
  address_city_kana: Generated<string>;
  address: Generated<string>;
  address_kana: Generated<string>;
  address_additional: Generated<string>;
  address_additional_kana: Generated<string>;
  bill_to_corporate_name: Generated<string>;
  bill_to_corporate_name_kana: Generated<string>;
  contract_agreement_date: string | null;
  service_start_date: string | null;
  contract_cancellation_date: string | null;
  invoice_start_date: string | null;
  invoice_end_date: string | null;
  registered_timestamp: string;
  updated_timestamp: string;
  updated_user_id: number | null;
}

export interface CustomerAccountsTable {
  customer_id: number;
  login_id: string;
  password_hash: string;
}

export interface AccessHistoriesTable {
  customer_id: number;
  user_id: number;
  registered_timestamp: string;
}

export interface CoreTables {
  roles: RolesTable;
  features: FeaturesTable;
  role_features: RoleFeaturesTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  customers: CustomersTable;
  customer_accounts: CustomerAccountsTable;
  access_histories: AccessHistoriesTable;
}
