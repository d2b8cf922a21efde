import type { ApprovalDeclaration } from '../../engine/catalogue';
import type { JsonValue, Schema } from '../../engine/types';
import type { Db } from '../store/database';
import type { ApplicationRecord, Snapshot } from './applications';

/** A change to write: the baseline, the changed data, and a value kept as its hash only (or null). */
export interface AppliedChange {
  before: Snapshot;
  after: Snapshot;
  secretHash: string | null;
  /** The customer's new stamp and the user the write is recorded for (who decided, or who saved). */
  stamp: string;
  userId: number | null;
}

/** The text of a value at an item's pointer in the lists, or undefined for the generic text. */
export type ValueText = (pointer: string, value: JsonValue | undefined) => string | undefined;

/**
 * What a section that declares the approval cycle gives the capability besides its declaration: where
 * its data is read and written (what JSON cannot say) and how an edition is previewed. One per request
 * type; sections sharing a type share one subject over their joint data.
 */
export interface ApprovalSubject {
  /** The sections' titles, as the approval history names an edition's subject (受注内容・支払条件). */
  title?: string;
  /** The request type's declaration (`requestDeclaration` of the catalogue, or the section's own). */
  declaration: ApprovalDeclaration;
  /** The schema of the request's data: item titles and fixed option texts. */
  schema: Schema;
  /** The approval items' values now (the baseline a request is compared with), in the request's shape. */
  current(db: Db, customerId: number): Promise<Snapshot>;
  /**
   * Writes what changed from `before` to `after` (inside the caller's transaction): only the changed
   * items, so that a reservation applied later leaves alone what was saved in between.
   */
  apply(db: Db, customerId: number, change: AppliedChange): Promise<void>;
  /** An edition's values as the section's load answers them (getHeaderByInfo), keyed by answer field. */
  preview(db: Db, record: ApplicationRecord): Promise<Record<string, unknown> | undefined>;
  /** Texts of values the generic text cannot give (master names, file lists); read once per list. */
  texts?(db: Db): Promise<ValueText>;
}
