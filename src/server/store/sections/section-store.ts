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
 * The SQL side of one catalogue section: read its form data, write a save (inside the caller's
 * transaction). A store whose answer is not `{ [load.root]: data }` shapes it itself in `answer`.
 */
export interface SectionStore {
  load(db: Db, customerId: number, context: LoadContext): SectionData;
  save(db: Db, change: SectionChange): void;
  answer?(db: Db, customerId: number, context: LoadContext): Record<string, JsonValue>;
}
