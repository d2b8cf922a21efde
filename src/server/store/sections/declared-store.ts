import { sql } from 'kysely';
import type { CatalogueEntry } from '../../../engine/catalogue';
import type { ColumnsPart, RecordPart, StoragePart } from '../../../engine/storage';
import type { FormData, JsonValue, Schema } from '../../../engine/types';
import { valueAt } from '../../../engine/ui-rules';
import { compiledOnce, type Db } from '../database';
import { inDialect, runDdl } from '../migrations/ddl';
import { searchedNameColumns } from '../search-fold';
import { runtimeTables } from '../tables';
import {
  columnDefinition,
  columnsOf,
  putAtPath,
  readColumn,
  schemaAt,
  valueAtPath,
  writeColumn,
  type Column,
} from './declared-columns';
import { RowStorage } from './row-storage';
import type { CustomerColumns, SectionChange, SectionStore } from './section-store';

/** One part as the store runs it: where it sits in the form, how it loads and saves, what it creates. */
interface RunnablePart {
  at: string;
  /** DDL of the part's own table; none for columns of an existing table. */
  createSql?: string;
  /** The table the part creates (seeding follows its creation). */
  ownTable?: string;
  /** The columns of the own table that follow from the schema (a table made before one existed gains it). */
  ownColumns?: Column[];
  /** A save of it may change one of the customer's names (`searchedNameColumns`). */
  writesNames: boolean;
  /** Of a part on columns of `customers`: what a save of `value` sets there. */
  customerColumns?(value: JsonValue): CustomerColumns;
  load(db: Db, customerId: number): Promise<JsonValue>;
  /** `seeding` writes read-only properties too (a seed sets the fax test time; a save never does). */
  save(db: Db, change: SectionChange, value: JsonValue, seeding: boolean): Promise<void>;
  /** The customer's row count under this name in the customer detail (rows parts that declare `count`). */
  count?: { name: string; of(db: Db, customerId: number): Promise<number> };
}

function objectColumns(part: RecordPart | ColumnsPart, root: Schema): Column[] {
  const schema = schemaAt(root, part.at);
  if (!schema) throw new Error(`storage: nothing in the schema at "${part.at}"`);
  const names = part.columnNames ?? {};
  return columnsOf(schema, root, { fields: part.fields, exclude: part.exclude }).map((column) =>
    column.name in names ? { ...column, name: names[column.name] } : column,
  );
}

// The option title of the select a `titles` entry names, as the load answer shows it (都道府県名 ← its id).
function titleOf(columns: Column[], select: string, value: JsonValue): string {
  const schema = columns.find((column) => column.name === select)?.schema;
  const options = (schema?.oneOf ?? schema?.anyOf ?? []) as Schema[];
  return String(options.find((option) => option.const === value)?.title ?? '');
}

function readObject(
  columns: Column[],
  stored: Record<string, unknown> | undefined,
): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = {};
  for (const column of columns) putAtPath(out, column.path, readColumn(column, stored?.[column.name]));
  return out;
}

// Whether a save writing these columns of `table` may change one of the customer's names.
function namesAmong(table: string, columns: Column[]): boolean {
  const names: readonly string[] = searchedNameColumns;
  return table === 'customers' && columns.some((column) => !column.readOnly && names.includes(column.name));
}

// The columns a save writes: every one it may (the screen sends the whole object, so a property it leaves
// out was cleared); a seed sets only what it names, read-only properties included.
function writtenColumns(columns: Column[], value: JsonValue, seeding: boolean): Column[] {
  if (!seeding) return columns.filter((column) => !column.readOnly);
  return columns.filter((column) => valueAtPath(value, column.path) !== undefined);
}

function recordPart(part: RecordPart, root: Schema): RunnablePart {
  const columns = objectColumns(part, root);
  const titles = Object.entries(part.titles ?? {});
  return {
    at: part.at,
    ownTable: part.table,
    createSql: `CREATE TABLE IF NOT EXISTS ${part.table} (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(customer_id) ON DELETE CASCADE,
  ${columns.map((column) => `${columnDefinition(column)},`).join('\n  ')}
  updated_timestamp TEXT NOT NULL,
  updated_user_id INTEGER REFERENCES users(user_id)
)`,
    ownColumns: columns,
    writesNames: namesAmong(part.table, columns),
    async load(db, customerId) {
      const stored = await runtimeTables(db)
        .selectFrom(part.table)
        .selectAll()
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      const object = readObject(columns, stored);
      for (const [field, select] of titles) object[field] = titleOf(columns, select, object[select]);
      return object;
    },
    async save(db, { customerId, userId, stamp }, value, seeding) {
      const written: Record<string, string | number | null> = {};
      for (const column of writtenColumns(columns, value, seeding))
        written[column.name] = writeColumn(column, valueAtPath(value, column.path));
      const names = [...Object.keys(written), 'updated_timestamp', 'updated_user_id'];
      await runtimeTables(db)
        .insertInto(part.table)
        .values({ customer_id: customerId, ...written, updated_timestamp: stamp, updated_user_id: userId })
        .onConflict((oc) =>
          oc
            .column('customer_id')
            .doUpdateSet((eb) => Object.fromEntries(names.map((name) => [name, eb.ref(`excluded.${name}`)]))),
        )
        .execute();
    },
  };
}

function columnsPart(part: ColumnsPart, root: Schema): RunnablePart {
  const columns = objectColumns(part, root);
  // A section's load and the answer of its save run this on every call: built and compiled once. On
  // `customers` (keyed by customer_id) the calls for different customers that wait together, such as the
  // answers of concurrent saves, run as one statement.
  const loadQuery = compiledOnce(
    (db: Db, customerId: number) =>
      runtimeTables(db)
        .selectFrom(part.table)
        .select(columns.map((column) => column.name))
        .where('customer_id', '=', customerId),
    { coalesce: true, oneRow: part.table === 'customers' },
  );
  const valuesOf = (value: JsonValue, seeding: boolean): CustomerColumns =>
    Object.fromEntries(
      writtenColumns(columns, value, seeding).map((column) => [
        column.name,
        writeColumn(column, valueAtPath(value, column.path)),
      ]),
    );
  return {
    at: part.at,
    writesNames: namesAmong(part.table, columns),
    async load(db, customerId) {
      const [stored] = (await loadQuery(db, customerId)).rows;
      return readObject(columns, stored);
    },
    customerColumns: part.table === 'customers' ? (value) => valuesOf(value, false) : undefined,
    async save(db, { customerId }, value, seeding) {
      const values = valuesOf(value, seeding);
      if (Object.keys(values).length === 0) return;
      await runtimeTables(db)
        .updateTable(part.table)
        .set(values)
        .where('customer_id', '=', customerId)
        .execute();
    },
  };
}

function rowsPart(part: StoragePart & { kind: 'rows' }, root: Schema): RunnablePart {
  const arraySchema = schemaAt(root, part.at);
  const items = arraySchema?.items;
  if (!items || typeof items !== 'object' || Array.isArray(items))
    throw new Error(`storage: no row array in the schema at "${part.at}"`);
  const rows = new RowStorage(part, items as Schema, root);
  return {
    at: part.at,
    ownTable: part.table,
    createSql: rows.createSql(),
    ownColumns: rows.declaredColumns(),
    // Rows live in a table of their own, never in `customers`.
    writesNames: false,
    load: (db, customerId) => rows.load(db, customerId),
    save: async (db, change, value, seeding) => {
      await rows.save(db, change, Array.isArray(value) ? value : [], seeding);
    },
    count: part.count ? { name: part.count, of: (db, id) => rows.count(db, id) } : undefined,
  };
}

function runnable(part: StoragePart, root: Schema): RunnablePart {
  switch (part.kind) {
    case 'record':
      return recordPart(part, root);
    case 'columns':
      return columnsPart(part, root);
    case 'rows':
      return rowsPart(part, root);
    default: {
      const unexpected: never = part;
      throw new Error(`storage: unknown part ${JSON.stringify(unexpected)}`);
    }
  }
}

// Puts a part's loaded value into the form data; two parts at one object (a record and columns of the
// customer) share it.
function mergeAt(data: Record<string, JsonValue>, pointer: string, value: JsonValue): void {
  const path = pointer.split('/').slice(1);
  if (path.length === 0) {
    if (value && typeof value === 'object' && !Array.isArray(value)) Object.assign(data, value);
    return;
  }
  const existing = valueAtPath(data, path);
  const both = [existing, value].every((v) => v && typeof v === 'object' && !Array.isArray(v));
  putAtPath(data, path, both ? { ...(existing as FormData), ...(value as FormData) } : value);
}

/** The tables of a database and their columns (`tablesOf`), which `createTables` looks at. */
export type TableColumns = Map<string, Set<string>>;

/** Every table of the database with its columns. */
export async function tablesOf(db: Db): Promise<TableColumns> {
  const tables = await db.introspection.getTables();
  return new Map(tables.map((table) => [table.name, new Set(table.columns.map((column) => column.name))]));
}

/** A section store built from `section.json` → `storage.parts`: no module of its own. */
export interface DeclaredStore extends SectionStore {
  /**
   * Creates the part tables that do not exist yet and adds the columns a declaration gained to the ones
   * that do; answers the tables it created. `existing` is what the database has (`tablesOf`), read afresh
   * when not given.
   */
  createTables(db: Db, existing?: TableColumns): Promise<string[]>;
  /** The counts the customer detail carries for tag warnings (name → the customer's row count). */
  counts(db: Db, customerId: number): Promise<Record<string, number>>;
  /** Writes a seed record: as a save, read-only properties included. */
  seed(db: Db, change: SectionChange): Promise<void>;
}

/** The store of a section with declared storage. */
export function declaredStore(entry: CatalogueEntry): DeclaredStore {
  const storage = entry.section.storage;
  if (!('parts' in storage)) throw new Error(`${entry.section.id}: storage has no parts`);
  const parts = storage.parts.map((part) => runnable(part, entry.schema));
  // The parts in their order, on the caller's transaction; `customerColumnsSet`: not those on `customers`.
  const write = async (db: Db, change: SectionChange, seeding: boolean, customerColumnsSet = false) => {
    for (const part of parts) {
      const value = valueAt(change.data, part.at);
      // A part the request does not carry stays as it is.
      if (value === undefined || (customerColumnsSet && part.customerColumns)) continue;
      await part.save(db, change, value, seeding);
    }
  };
  return {
    keepsNames: !parts.some((part) => part.writesNames),
    async createTables(db, existing) {
      const tables = existing ?? (await tablesOf(db));
      const created: string[] = [];
      for (const part of parts) {
        if (!part.createSql || !part.ownTable) continue;
        const present = tables.get(part.ownTable);
        if (!present) {
          await runDdl(db, part.createSql);
          created.push(part.ownTable);
          continue;
        }
        for (const column of part.ownColumns ?? [])
          if (!present.has(column.name))
            await sql
              .raw(inDialect(db, `ALTER TABLE ${part.ownTable} ADD COLUMN ${columnDefinition(column)}`))
              .execute(db);
      }
      return created;
    },
    async load(db, customerId) {
      const data: Record<string, JsonValue> = {};
      for (const part of parts) mergeAt(data, part.at, await part.load(db, customerId));
      return data;
    },
    customerColumns(data) {
      const values: CustomerColumns = {};
      for (const part of parts) {
        const value = valueAt(data, part.at);
        if (value !== undefined && part.customerColumns) Object.assign(values, part.customerColumns(value));
      }
      return values;
    },
    save: (db, change, customerColumnsSet) => write(db, change, false, customerColumnsSet),
    seed: (db, change) => write(db, change, true),
    async counts(db, customerId) {
      const counts: Record<string, number> = {};
      for (const part of parts) if (part.count) counts[part.count.name] = await part.count.of(db, customerId);
      return counts;
    },
  };
}
