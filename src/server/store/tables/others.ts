import type { Generated } from 'kysely';

// The other tables as Kysely sees them (migrations/0001-baseline/others.ts creates them).

/** Every simple option master: an id and a name. */
export interface MasterTable {
  id: number;
  name: string;
}

export interface BusinessUsersTable {
  id: number;
  account_name: string;
  user_name: string;
}

export interface HeadlinesTable {
  ID: Generated<number>;
  target_user_id: number;
  headline_type: number;
  headline_status: Generated<number>;
  headline_trigger_label: string;
  title: string;
  url: string | null;
  body: Generated<string>;
  registered_timestamp: string;
  updated_timestamp: string | null;
  updated_user_id: number | null;
  is_deleted: Generated<number>;
}

export interface NotificationBadgesTable {
  notification_badge_id: Generated<number>;
  notification_id: number;
  target_table_name: string;
  target_table_unique_id: number;
  registered_timestamp: string;
  registered_user_id: number | null;
}

export interface BusinessTalkHistoriesTable {
  business_talk_history_id: Generated<number>;
  business_talk_customer_number: string;
  corporate_name: Generated<string>;
  name: Generated<string>;
  name_kana: Generated<string>;
  mail_address: Generated<string>;
  customer_id: number | null;
  registered_timestamp: string;
}

export interface ContractCancellationReservationsTable {
  customer_id: number;
  cancellation_reservation_date: string;
  previous_contract_status_id: number | null;
  previous_cancellation_date: string | null;
  reserved_user_id: number | null;
}

export interface CustomerReceptionsTable {
  customer_id: number;
  sensation_media_remark: Generated<string>;
  sensation_media_input_timestamp: string | null;
  customer_reception_description: Generated<string>;
  customer_reception_description_updated_timestamp: string | null;
}

export interface CustomerReceptionHistoriesTable {
  customer_reception_history_id: Generated<number>;
  customer_id: number;
  body: Generated<string>;
  detail: Generated<string>;
  customer_reception_status: number;
  registered_timestamp: string;
  updated_timestamp: string | null;
  updated_user_id: number | null;
}

/** The masters, headlines, badges, inquiries, cancellation reservations and reception history. */
export interface OtherTables {
  project_masters: MasterTable;
  course_masters: MasterTable;
  contract_status_masters: MasterTable;
  service_status_masters: MasterTable;
  sensation_media_masters: MasterTable;
  prefecture_masters: MasterTable;
  business_users: BusinessUsersTable;
  headlines: HeadlinesTable;
  notification_badges: NotificationBadgesTable;
  business_talk_histories: BusinessTalkHistoriesTable;
  contract_cancellation_reservations: ContractCancellationReservationsTable;
  customer_receptions: CustomerReceptionsTable;
  customer_reception_histories: CustomerReceptionHistoriesTable;
}
