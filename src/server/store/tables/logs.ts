import type { Generated } from 'kysely';

// The log tables as Kysely sees them (migrations/0001-baseline/logs.ts creates them).

export interface OperationLogsTable {
  operation_log_id: Generated<number>;
  user_id: number | null;
  account: string | null;
  customer_id: number | null;
  kind: string;
  page_category: string;
  operation: string;
  status_code: number;
  registered_timestamp: string;
}

export interface MailOutboxTable {
  mail_outbox_id: Generated<number>;
  sent_timestamp: string;
  customer_id: number | null;
  kind: string;
  transport: string;
  sender: string;
  subject: string;
  body: string;
  /** A SendStatus (mail/store.ts). */
  status: string;
  /** JSON: the list of RecipientResult. */
  recipients: string;
  user_id: number | null;
}

export interface FaxAttemptsTable {
  fax_attempt_id: Generated<number>;
  attempted_timestamp: string;
  customer_id: number | null;
  purpose: string;
  fax_number: string;
  /** 0 or 1. */
  delivered: number;
  user_id: number | null;
}

export interface SeededDemoDataTable {
  /** 'mail' or 'file-issue-log'. */
  name: string;
  seeded_timestamp: string;
}

export interface LogTables {
  operation_logs: OperationLogsTable;
  mail_outbox: MailOutboxTable;
  fax_attempts: FaxAttemptsTable;
  seeded_demo_data: SeededDemoDataTable;
}
