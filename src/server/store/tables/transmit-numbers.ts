import type { Generated } from 'kysely';

// The D番 pool as Kysely sees it (migrations/0003-transmit-number-pool.ts creates it).

/** One transfer number of the pool; `customer_id` is null while the number is free. */
export interface TransmitTelephoneNumbersTable {
  id: Generated<number>;
  telephone_number: string;
  remark: Generated<string>;
  customer_id: number | null;
  registered_timestamp: string;
  registered_user_id: number | null;
  updated_timestamp: string;
  updated_user_id: number | null;
}

/** The tables of migration 0003. */
export interface TransmitNumberTables {
  transmit_telephone_numbers: TransmitTelephoneNumbersTable;
}
