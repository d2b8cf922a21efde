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
  save(db: Db, change: SectionChange): Promise<void>;
  answer?(db: Db, customerId: number, context: LoadContext): Promise<Record<string, JsonValue>>;
}
