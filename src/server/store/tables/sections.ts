import type { Generated } from 'kysely';

// The tables of the sections with a store module as Kysely sees them (migrations/0001-baseline/sections.ts
// creates them). The tables of declared storage are named at run time: `runtimeTables` (store/tables.ts).

export interface CustomerDutiesContentsTable {
  customer_id: number;
  contents: string;
  updated_timestamp: string;
  updated_user_id: number | null;
}

export interface CustomerReportMembersTable {
  customer_report_member_id: Generated<number>;
  customer_id: number;
  sort_number: number;
  name: Generated<string>;
  report_mail_address: Generated<string>;
  remark: Generated<string>;
  report_telephone_target_flag: Generated<number>;
  forward_telephone_target_flag: Generated<number>;
  send_invoice_target_flag: Generated<number>;
  business_report_send_flag: Generated<number>;
  report_mail_address_confirmed_flag: Generated<number>;
  report_mail_address_test_timestamp: string | null;
  registered_timestamp: string;
  updated_timestamp: string;
  updated_user_id: number | null;
}

export interface CustomerReportMessageServicesTable {
  customer_report_message_service_id: Generated<number>;
  customer_id: number;
  sort_number: number;
  message_service_primary_id: Generated<string>;
  message_service_secondary_id: Generated<string>;
  message_service_url: Generated<string>;
  remark: Generated<string>;
  send_invoice_target_flag: Generated<number>;
  business_report_send_flag: Generated<number>;
  message_service_master_id: number | null;
  message_service_id_comfirmed_flag: Generated<number>;
  message_service_id_comfirmed_timestamp: string | null;
  registered_timestamp: string;
  updated_timestamp: string;
  updated_user_id: number | null;
}

export interface CustomerReportGroupsTable {
  customer_report_group_id: Generated<number>;
  customer_id: number;
  sort_number: number;
  name: Generated<string>;
  remark: Generated<string>;
  default_report_group_flag: Generated<number>;
  virtual_email_address: string | null;
  registered_timestamp: string;
  updated_timestamp: string;
  updated_user_id: number | null;
}

export interface CustomerReportGroupMembersTable {
  customer_report_group_id: number;
  member_kind: string;
  member_id: number;
}

export interface CustomerEmailSettingsTable {
  customer_id: number;
  send_method_id: Generated<number>;
  source_address_master_id: number | null;
  report_mail_address_cc: Generated<string>;
  report_mail_address_bcc: Generated<string>;
  attachment_file_password: Generated<string>;
  updated_timestamp: string | null;
  updated_user_id: number | null;
}

export interface SourceAddressMastersTable {
  source_address_master_id: number;
  source_address: string;
}

export interface CustomerReportSentMessagesTable {
  id: Generated<number>;
  customer_id: number;
  kind: string;
  target: string;
  sent_timestamp: string;
  user_id: number | null;
}

export interface SectionTables {
  customer_duties_contents: CustomerDutiesContentsTable;
  customer_report_members: CustomerReportMembersTable;
  customer_report_message_services: CustomerReportMessageServicesTable;
  customer_report_groups: CustomerReportGroupsTable;
  customer_report_group_members: CustomerReportGroupMembersTable;
  customer_email_settings: CustomerEmailSettingsTable;
  source_address_masters: SourceAddressMastersTable;
  customer_report_sent_messages: CustomerReportSentMessagesTable;
}
