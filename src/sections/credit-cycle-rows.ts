/** One changed item of an update application: the item's name and its value before and after. */
export interface ChangedItem {
  item: string;
  before: string;
  after: string;
}

/** One row of the credit-screening (与信審査) or approval (承認) queue, shared by the pages and the server. */
export interface QueueRow {
  customer_id: number;
  /** Null for a customer put under screening without an update application (an entry's first request). */
  customer_update_application_header_id: number | null;
  /** Empty for an entry (申込), which gets its TAS ID at contract. */
  tas_id: string;
  corporate_name: string;
  is_entry: boolean;
  requested_timestamp: string;
  requested_user_name: string;
  changed_items: ChangedItem[];
  /** The customer's concurrency stamp, sent back with the decision. */
  customer_updated_timestamp: string;
  /** Approval queue only: when the change takes effect; empty means right after approval. */
  application_schedule_timestamp?: string;
}

/** The `table_items` of both queue answers. */
export interface QueuePage {
  total: number;
  data: QueueRow[];
}

/** One edition of a customer's approval history (`getApprovalHistory`, 002 §4). */
export interface Edition {
  header_id: number;
  label: string;
  /** 2: basic info (基本情報); 1: order detail and payment conditions. */
  request_type: number;
  /** The update application's status (1 and 5 open, 6 reserved, …; the server's `statuses.ts`). */
  status: number;
  is_reserved: boolean;
  /** Empty when the change takes effect right after approval. */
  application_schedule_timestamp: string;
}
