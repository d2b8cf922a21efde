import type { FormData as SectionData, JsonValue } from '../../../engine/types';
import type { Db } from '../database';

/** One validated save, as a section store receives it; the user is the session's. */
export interface SectionChange {
  customerId: number;
  userId: number;
  /** The customer's stored entry flag (entries have no messenger block, …). */
  isEntry: boolean;
  /** The customer's new `updated_timestamp`, also used as the rows' update stamp. */
  stamp: string;
  /** The section's form data (or what its adapter's `toStored` made of it), validated against its schema. */
  data: SectionData;
}

/** Values of columns of `customers` by column name, as a save writes them. */
export type CustomerColumns = Record<string, string | number | null>;

/** What a store may know of the customer it loads. */
export interface LoadContext {
  isEntry: boolean;
}

/**
 * The SQL side of one catalogue section: read its form data, write a save (on the caller's transaction:
 * `save` receives it as `db` and runs every query on it). A store whose answer is not
 * `{ [load.root]: data }` shapes it itself in `answer`.
 */
export interface SectionStore {
  /**
   * Its saves cannot change the customer's names (`searchedNameColumns`): a save then does not read them back
   * to refresh what the list searches (`saveCustomer`'s `namesKept`).
   */
  readonly keepsNames: boolean;
  load(db: Db, customerId: number, context: LoadContext): Promise<SectionData>;
  /**
   * The columns of `customers` a save of this data sets (declared parts on that table). The save pipeline
   * may set them in the UPDATE that moves the customer's stamp — one new version of the customer's row
   * instead of two, which on PostgreSQL means one entry in each of its indexes instead of two — and then
   * calls `save` with `customerColumnsSet`.
   */
  customerColumns?(data: SectionData): CustomerColumns;
  /** `customerColumnsSet`: what `customerColumns` answered for this data is written already. */
  save(db: Db, change: SectionChange, customerColumnsSet?: boolean): Promise<void>;
  answer?(db: Db, customerId: number, context: LoadContext): Promise<Record<string, JsonValue>>;
}
