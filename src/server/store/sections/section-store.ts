import type { FormData as SectionData } from '../../../engine/types';
import type { Db } from '../database';

/** One validated save, as a section store receives it; the user is the session's. */
export interface SectionChange {
  customerId: number;
  userId: number;
  /** The customer's new `updated_timestamp`, also used as the rows' update stamp. */
  stamp: string;
  /** The section's `save.fields`, validated against its schema. */
  data: SectionData;
}

/** The SQL side of one catalogue section: read its form data, write a save (inside the caller's transaction). */
export interface SectionStore {
  load(db: Db, customerId: number): SectionData;
  save(db: Db, change: SectionChange): void;
}
