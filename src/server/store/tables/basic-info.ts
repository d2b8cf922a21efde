import type { Generated } from 'kysely';

// 基本情報's tables as Kysely sees them (migrations/0001-baseline/basic-info.ts creates them).

export interface CancellationReasonMastersTable {
  id: number;
  name: string;
}

export interface CustomerBasicInfosTable {
  customer_id: number;
  smbc_customer_number: Generated<string>;
  aplus_customer_number: Generated<string>;
  security_money_number: Generated<string>;
  cancellation_reason_id: number | null;
  contract_and_service_note: Generated<string>;
  president_position_name: Generated<string>;
  president_name: Generated<string>;
  president_name_kana: Generated<string>;
  president_emergency_call_number: Generated<string>;
  president_birthday: Generated<string>;
  president_identification_file_send_type: number | null;
  contract_approval_status: number | null;
}

export interface CustomerPersonalFilesTable {
  customer_file_id: Generated<number>;
  customer_id: number;
  customer_update_application_header_id: number | null;
  is_live: Generated<number>;
  title: Generated<string>;
  original_file_name: string;
  print_file_name_1: Generated<string>;
  mime_type: string;
  rotation: Generated<number>;
  content: Buffer;
  registered_timestamp: string;
  registered_user_id: number | null;
  /** 'identity' (基本情報), 'issued' or 'mypage' (the file issue log). */
  file_kind: Generated<string>;
  need_customer_agree_flag: Generated<number>;
  is_download: Generated<number>;
  complete_agreement_flag: Generated<number>;
}

export interface CustomerUpdateApplicationHeadersTable {
  customer_update_application_header_id: Generated<number>;
  customer_id: number;
  request_type: Generated<number>;
  update_application_status: number;
  approval_request_status: number;
  application_schedule_timestamp: Generated<string>;
  before_values: string;
  after_values: string;
  login_password_hash: string | null;
  is_send_back_shown: Generated<number>;
  requested_timestamp: string;
  requested_user_id: number | null;
  decided_timestamp: string | null;
  decided_user_id: number | null;
  applied_timestamp: string | null;
}

export interface BasicInfoTables {
  cancellation_reason_masters: CancellationReasonMastersTable;
  customer_basic_infos: CustomerBasicInfosTable;
  customer_personal_files: CustomerPersonalFilesTable;
  customer_update_application_headers: CustomerUpdateApplicationHeadersTable;
}
