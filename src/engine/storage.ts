/**
 * Where a section's data lives on the server (`section.json` → `storage`), read by the server's one save
 * pipeline (`src/server/sections/`). Pure data: the browser never reads it, `schemas:check` checks it.
 *
 * Pointers (`at`) are JSON pointers into the section's form data (`""` is the whole form). Columns follow
 * from the schema's properties at `at`: a nested object's leaves become columns of their own (their names
 * must be unique within the part), an array or an object inside a row is kept as JSON text (a hearing
 * pattern's five items). `readOnly` properties are read but never written by a save.
 */
export type SectionStorage = DeclaredStorage | ModuleStorage | RoutesStorage;

/** The section's data in one or more declared parts, written in one transaction in their order. */
export interface DeclaredStorage {
  parts: StoragePart[];
}

/** A store module of `src/server/store/sections/` (relational sections: e-mail settings), same pipeline. */
export interface ModuleStorage {
  module: string;
}

/** A section served by route modules of its own (基本情報 with its credit and approval cycle). */
export interface RoutesStorage {
  routes: string;
}

/** One part of a declared storage. */
export type StoragePart = RecordPart | ColumnsPart | RowsPart;

interface PartFields {
  /** JSON pointer of the object (record, columns) or array (rows) in the form data. */
  at: string;
  /** Only these properties (leaf names) are stored; default every property at `at`. */
  fields?: string[];
  /** Properties (leaf names) not stored by this part (another part or nobody stores them). */
  exclude?: string[];
  /** Property (leaf name) → its column, where the names differ (`payment_method` in `payment_method_id`). */
  columnNames?: Record<string, string>;
}

/** One record per customer in the section's own table (created from the schema; key `customer_id`). */
export interface RecordPart extends PartFields {
  kind: 'record';
  table: string;
  /** Field → the select whose chosen option's title it shows (`bill_to_prefecture_name` ← its id). */
  titles?: Record<string, string>;
}

/** Columns of a table that exists already (`customers`), keyed by `customer_id`; never created. */
export interface ColumnsPart extends PartFields {
  kind: 'columns';
  table: string;
}

/**
 * Rows of the section's own table: `id` is the row's key property, `sort` its sort number (empty → the
 * customer's maximum + 1). Rows carry `is_new` / `is_delete`; a row left out of a save stays as it is, a
 * row sent back unchanged keeps its update stamp and user. `registered_timestamp`, `updated_timestamp`
 * and `user_name` (of the updating user) are filled in when the item schema has them.
 */
export interface RowsPart extends PartFields {
  kind: 'rows';
  table: string;
  id: string;
  sort: string;
  /** Name under which the customer detail data carries the customer's row count (for `tagWarning`). */
  count?: string;
  /** Properties written only when a row is inserted (a messenger row's service, 001 §4). */
  insertOnly?: string[];
}
