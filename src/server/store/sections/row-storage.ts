import type { RowsPart } from '../../../engine/storage';
import type { JsonValue, Schema } from '../../../engine/types';
import { asFlag, asInteger } from '../../values';
import { compiledOnce, type Db } from '../database';
import { ForeignDataError } from '../foreign-data';
import { runtimeTables } from '../tables';
import {
  columnDefinition,
  columnsOf,
  isStorableId,
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
    // A read-only value named `insertOnly` is written once, with the row (a spot course copied from the
    // business master): the user never edits it, the insert must not lose it.
    const insertOnly = new Set(part.insertOnly ?? []);
    this.writable = this.columns.filter((column) => !column.readOnly || insertOnly.has(column.name));
    const properties = itemSchema.properties ?? {};
    this.has = (key) => key in properties;
  }

  /** The table's DDL (created from the item schema; the key, customer, sort and stamps added). */
  createSql(): string {
    const { table, id, sort } = this.part;
    return `CREATE TABLE IF NOT EXISTS ${table} (
  ${id} {{id}},
  customer_id INTEGER NOT NULL REFERENCES customers(customer_id) ON DELETE CASCADE,
  ${sort} INTEGER NOT NULL,
  ${this.columns.map(columnDefinition).join(',\n  ')}${this.columns.length ? ',' : ''}
  registered_timestamp TEXT NOT NULL,
  updated_timestamp TEXT NOT NULL,
  updated_user_id INTEGER REFERENCES users(user_id)
);
CREATE INDEX IF NOT EXISTS ${table}_by_customer ON ${table} (customer_id, ${sort});`;
  }

  /** The columns the item schema declares (a table made before one of them existed gains it). */
  declaredColumns(): Column[] {
    return this.columns;
  }

  /** The customer's rows in sort order, as the form reads them (index = position, flags off). */
  // The section's load runs this on every call: built and compiled once (database.ts `compiledOnce`).
  private readonly loadQuery = compiledOnce(
    (db: Db, customerId: number) => {
      const { table, id, sort } = this.part;
      return runtimeTables(db)
        .selectFrom(table)
        .leftJoin('users', 'users.user_id', `${table}.updated_user_id`)
        .selectAll(table)
        .select('users.user_name as updated_user_name')
        .where(`${table}.customer_id`, '=', customerId)
        .orderBy(`${table}.${sort}`)
        .orderBy(`${table}.${id}`);
    },
    { coalesce: true },
  );

  async load(db: Db, customerId: number): Promise<JsonValue[]> {
    const { id, sort } = this.part;
    const rows: Stored[] = (await this.loadQuery(db, customerId)).rows;
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
  async count(db: Db, customerId: number): Promise<number> {
    const row = await runtimeTables(db)
      .selectFrom(this.part.table)
      .select((eb) => eb.fn.countAll().as('count'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * Applies a save's rows (on the caller's transaction): new rows are inserted (an empty sort number takes
   * max + 1), rows marked deleted go, other rows are updated only where a value differs (an unchanged row
   * keeps its stamp and user), and rows the save leaves out stay as they are. Answers the id of every live
   * row of the customer by the row's `index` (memberships refer to rows by it).
   */
  async save(
    db: Db,
    { customerId, userId, stamp }: SectionChange,
    rows: JsonValue[],
    seeding = false,
  ): Promise<Map<string, number>> {
    const { table, id, sort } = this.part;
    const tables = runtimeTables(db);
    const written = seeding ? this.columns : this.writable;
    const insertOnly = new Set(this.part.insertOnly ?? []);
    const updated = written.filter((column) => !insertOnly.has(column.name));
    const ids = new Map<string, number>();
    const { max } = await tables
      .selectFrom(table)
      .select((eb) => eb.fn.coalesce(eb.fn.max(sort), eb.lit(0)).as('max'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    let nextSort = Number(max) + 1;
    for (const value of rows) {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) continue;
      const rowId = asInteger(value[id]);
      const isNew = asFlag(value.is_new) || rowId === null;
      if (!isNew && !isStorableId(rowId as number)) throw new ForeignDataError(`${table} ${rowId}`);
      if (asFlag(value.is_delete)) {
        if (isNew) continue;
        const removed = await tables
          .deleteFrom(table)
          .where(id, '=', rowId)
          .where('customer_id', '=', customerId)
          .executeTakeFirst();
        if (removed.numDeletedRows === 0n) throw new ForeignDataError(`${table} ${rowId}`);
        continue;
      }
      const sortNumber = asInteger(value[sort]) ?? nextSort;
      nextSort = Math.max(nextSort, sortNumber + 1);
      if (isNew) {
        // A seed's rows may carry the stamps and user of their history; a save's rows get the save's.
        const inserted = await tables
          .insertInto(table)
          .values({
            customer_id: customerId,
            [sort]: sortNumber,
            ...Object.fromEntries(
              written.map((column) => [column.name, writeColumn(column, value[column.name])]),
            ),
            registered_timestamp: seeding ? (value.registered_timestamp ?? stamp) : stamp,
            updated_timestamp: seeding ? (value.updated_timestamp ?? stamp) : stamp,
            updated_user_id: seeding ? (asInteger(value.updated_user_id) ?? userId) : userId,
          })
          .returning(id)
          .executeTakeFirstOrThrow();
        ids.set(String(value.index), Number(inserted[id]));
        continue;
      }
      // Another customer's row, or one that does not exist, ends the save (nothing of it is written).
      const owned = await tables
        .selectFrom(table)
        .select(id)
        .where(id, '=', rowId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      if (!owned) throw new ForeignDataError(`${table} ${rowId}`);
      const changes: Record<string, string | number | null> = { [sort]: sortNumber };
      for (const column of updated) changes[column.name] = writeColumn(column, value[column.name]);
      // Only where a value differs: an unchanged row keeps its stamp and user.
      await tables
        .updateTable(table)
        .set({ ...changes, updated_timestamp: stamp, updated_user_id: userId })
        .where(id, '=', rowId)
        .where('customer_id', '=', customerId)
        .where((eb) =>
          eb.or(Object.entries(changes).map(([name, changed]) => eb(name, 'is distinct from', changed))),
        )
        .execute();
      ids.set(String(value.index), rowId as number);
    }
    return ids;
  }
}
