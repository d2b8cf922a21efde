/** A related client (関連会社及び主要お取引先) as `fixtures/seed/customers.json` writes it. */
export interface SeedClient {
  sort_number: number;
  corporate_name: string;
  corporate_name_kana: string;
  name: string;
  name_kana: string;
  telephone_number: string;
  remark: string;
  registered_timestamp: string;
  updated_timestamp: string;
  updated_user_id: number;
}

/** A demo customer as `fixtures/seed/customers.json` writes it (and the generator produces it). */
export interface SeedCustomer {
  customer_id: number;
  tas_id: string | null;
  corporate_name: string;
  corporate_name_kana: string;
  is_entry: boolean;
  is_forced_cancel: boolean;
  credit_screening_approval_status: number;
  step_call_alert: string[];
  option_overtime_announce_type: number | null;
  option_overtime_announce_content: string;
  ttnm_vdn_v7: string;
  registered_timestamp: string;
  updated_timestamp: string;
  updated_user_id: number;
  clients: SeedClient[];
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
