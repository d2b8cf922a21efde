import type { RowsPart } from '../../../engine/storage';
import type { JsonValue, Schema } from '../../../engine/types';
import { asFlag, asInteger } from '../../values';
import type { Db } from '../database';
import { ForeignDataError } from '../foreign-data';
import { prepared } from '../statements';
import {
  columnDefinition,
  columnsOf,
  readColumn,
  rowManagedKeys,
  writeColumn,
  type Column,
} from './declared-columns';
import type { SectionChange } from './section-store';

type Stored = Record<string, unknown>;

/** A row array of one section in its own table: the one row diff (is_new / is_delete / sort number) of the server. */
export class RowStorage {
  private readonly columns: Column[];
  private readonly writable: Column[];
  private readonly has: (key: string) => boolean;

  constructor(
    readonly part: RowsPart,
    itemSchema: Schema,
    root: Schema,
  ) {
    this.columns = columnsOf(itemSchema, root, {
      fields: part.fields,
      exclude: part.exclude,
      skip: [...rowManagedKeys, part.id, part.sort],
    });
    this.writable = this.columns.filter((column) => !column.readOnly);
    const properties = itemSchema.properties ?? {};
    this.has = (key) => key in properties;
  }

  /** The table's DDL (created from the item schema; the key, customer, sort and stamps added). */
  createSql(): string {
    const { table, id, sort } = this.part;
    return `CREATE TABLE IF NOT EXISTS ${table} (
  ${id} INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  ${sort} INTEGER NOT NULL,
  ${this.columns.map(columnDefinition).join(',\n  ')}${this.columns.length ? ',' : ''}
  registered_timestamp TEXT NOT NULL,
  updated_timestamp TEXT NOT NULL,
  updated_user_id INTEGER REFERENCES users(user_id)
);
CREATE INDEX IF NOT EXISTS ${table}_by_customer ON ${table} (customer_id, ${sort});`;
  }

  /** The customer's rows in sort order, as the form reads them (index = position, flags off). */
  load(db: Db, customerId: number): JsonValue[] {
    const { table, id, sort } = this.part;
    const rows = prepared(
      db,
      `SELECT t.*, u.user_name AS updated_user_name FROM ${table} t
         LEFT JOIN users u ON u.user_id = t.updated_user_id
       WHERE t.customer_id = ? ORDER BY t.${sort}, t.${id}`,
    ).all(customerId) as Stored[];
    return rows.map((stored, index) => {
      const row: Record<string, JsonValue> = { [id]: stored[id] as number, index };
      // The API answers the stored number; the form reads it in the schema's type.
      row[sort] = stored[sort] as number;
      for (const column of this.columns) row[column.name] = readColumn(column, stored[column.name]);
      if (this.has('registered_timestamp')) row.registered_timestamp = String(stored.registered_timestamp);
      if (this.has('updated_timestamp')) row.updated_timestamp = String(stored.updated_timestamp);
      if (this.has('user_name')) row.user_name = (stored.updated_user_name as string | null) ?? '';
      row.is_new = false;
      row.is_delete = false;
      return row;
    });
  }

  /** The number of the customer's rows (the customer detail's counts for tag warnings). */
  count(db: Db, customerId: number): number {
    return prepared(db, `SELECT COUNT(*) FROM ${this.part.table} WHERE customer_id = ?`, 'pluck').get(
      customerId,
    ) as number;
  }

  /**
   * Applies a save's rows: new rows are inserted (an empty sort number takes max + 1), rows marked deleted
   * go, other rows are updated only where a value differs (an unchanged row keeps its stamp and user), and
   * rows the save leaves out stay as they are. Answers the id of every live row of the customer by the
   * row's `index` (memberships refer to rows by it).
   */
  save(
    db: Db,
    { customerId, userId, stamp }: SectionChange,
    rows: JsonValue[],
    seeding = false,
  ): Map<string, number> {
    const { table, id, sort } = this.part;
    const written = seeding ? this.columns : this.writable;
    const names = written.map((column) => column.name);
    const insertOnly = new Set(this.part.insertOnly ?? []);
    const updated = written.filter((column) => !insertOnly.has(column.name));
    const ids = new Map<string, number>();
    const owned = prepared(db, `SELECT 1 FROM ${table} WHERE ${id} = ? AND customer_id = ?`, 'pluck');
    const max = prepared(
      db,
      `SELECT COALESCE(MAX(${sort}), 0) FROM ${table} WHERE customer_id = ?`,
      'pluck',
    ).get(customerId) as number;
    let nextSort = max + 1;
    const remove = prepared(db, `DELETE FROM ${table} WHERE ${id} = ? AND customer_id = ?`);
    const insert = prepared(
      db,
      `INSERT INTO ${table} (customer_id, ${sort}, ${names.map((n) => `${n}, `).join('')}registered_timestamp,
         updated_timestamp, updated_user_id)
       VALUES (${Array<string>(names.length + 5)
         .fill('?')
         .join(', ')})`,
    );
    const updatedNames = [sort, ...updated.map((column) => column.name)];
    const changed = updatedNames.map((n) => `${n} IS NOT ?`).join(' OR ');
    const update = prepared(
      db,
      `UPDATE ${table} SET ${updatedNames.map((n) => `${n} = ?`).join(', ')}, updated_timestamp = ?,
         updated_user_id = ?
       WHERE ${id} = ? AND customer_id = ? AND (${changed})`,
    );
    for (const value of rows) {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) continue;
      const rowId = asInteger(value[id]);
      const isNew = asFlag(value.is_new) || rowId === null;
      if (asFlag(value.is_delete)) {
        if (!isNew && remove.run(rowId, customerId).changes === 0)
          throw new ForeignDataError(`${table} ${rowId}`);
        continue;
      }
      const values = written.map((column) => writeColumn(column, value[column.name]));
      const sortNumber = asInteger(value[sort]) ?? nextSort;
      nextSort = Math.max(nextSort, sortNumber + 1);
      if (isNew) {
        // A seed's rows may carry the stamps and user of their history; a save's rows get the save's.
        const registered = seeding ? (value.registered_timestamp ?? stamp) : stamp;
        const updatedAt = seeding ? (value.updated_timestamp ?? stamp) : stamp;
        const user = seeding ? (asInteger(value.updated_user_id) ?? userId) : userId;
        const inserted = insert.run(customerId, sortNumber, ...values, registered, updatedAt, user);
        ids.set(String(value.index), Number(inserted.lastInsertRowid));
        continue;
      }
      // Another customer's row, or one that does not exist, ends the save (nothing of it is written).
      if (!owned.get(rowId, customerId)) throw new ForeignDataError(`${table} ${rowId}`);
      const changes = updated.map((column) => writeColumn(column, value[column.name]));
      update.run(sortNumber, ...changes, stamp, userId, rowId, customerId, sortNumber, ...changes);
      ids.set(String(value.index), rowId as number);
    }
    return ids;
  }
}
