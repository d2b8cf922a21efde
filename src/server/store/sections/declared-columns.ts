import type { JsonValue, Schema } from '../../../engine/types';
import { resolvedRef } from '../../../engine/schema-ref';
import { asFlag, asInteger, asText } from '../../values';

/** How a column keeps its value: SQL type and the JSON it reads back as. */
export type ColumnKind = 'text' | 'integer' | 'number' | 'boolean' | 'json';

/** One stored property: its column name (the leaf name), where it sits in the part's object, and its type. */
export interface Column {
  name: string;
  /** Property names from the part's object down to the leaf (`['telephone_option', 'timing_…_memo']`). */
  path: string[];
  kind: ColumnKind;
  nullable: boolean;
  /** Read, never written by a save (`readOnly` in the schema). */
  readOnly: boolean;
  schema: Schema;
}

/**
 * The largest value an INTEGER column holds on PostgreSQL (32 bits): a larger id names no row, on either
 * database, and is answered so before PostgreSQL would refuse the comparison.
 */
export const maxStoredInteger = 2 ** 31 - 1;

/** Whether `id` may name a row (an INTEGER key); false for a number no key reaches. */
export function isStorableId(id: number): boolean {
  return Math.abs(id) <= maxStoredInteger;
}

/** Row properties the row storage keeps itself (key, stamps, client flags), never as columns of their own. */
export const rowManagedKeys = [
  'index',
  'is_new',
  'is_delete',
  'registered_timestamp',
  'updated_timestamp',
  'user_name',
];

/** The schema a local `$ref` names, merged with the referring keywords. */
export const resolved = resolvedRef;

/** The schema at a JSON pointer of the form data (`/billing`, `/rows`; array items by `items`). */
export function schemaAt(root: Schema, pointer: string): Schema | undefined {
  let current: Schema | undefined = root;
  for (const segment of pointer.split('/').slice(1)) {
    if (!current) return undefined;
    const node: Schema = resolved(current, root);
    const child = /^\d+$/.test(segment) ? node.items : node.properties?.[segment];
    current = typeof child === 'object' && !Array.isArray(child) ? (child as Schema) : undefined;
  }
  return current ? resolved(current, root) : undefined;
}

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  // A select written as oneOf consts only: the consts' type.
  const options = (schema.oneOf ?? schema.anyOf ?? []) as Schema[];
  const kinds = new Set(options.map((option) => (option.const === null ? 'null' : typeof option.const)));
  return [...kinds].map((kind) => (kind === 'number' ? 'integer' : kind));
}

function kindOf(types: string[]): ColumnKind {
  if (types.includes('object') || types.includes('array')) return 'json';
  if (types.includes('boolean')) return 'boolean';
  if (types.includes('integer')) return 'integer';
  if (types.includes('number')) return 'number';
  return 'text';
}

/**
 * The columns of an object schema: one per property, a nested object's leaves in its place (flattened),
 * arrays and free objects as JSON. `fields` keeps only the named leaves, `exclude` drops them.
 */
export function columnsOf(
  objectSchema: Schema,
  root: Schema,
  choice: { fields?: string[]; exclude?: string[]; skip?: string[] } = {},
  path: string[] = [],
): Column[] {
  const out: Column[] = [];
  for (const [name, raw] of Object.entries(objectSchema.properties ?? {})) {
    if (typeof raw !== 'object') continue;
    const schema = resolved(raw as Schema, root);
    const types = typesOf(schema);
    if (types.includes('object') && schema.properties && !types.includes('null')) {
      out.push(...columnsOf(schema, root, choice, [...path, name]));
      continue;
    }
    if (choice.skip?.includes(name) || choice.exclude?.includes(name)) continue;
    if (choice.fields && !choice.fields.includes(name)) continue;
    out.push({
      name,
      path: [...path, name],
      kind: kindOf(types),
      nullable: types.includes('null'),
      readOnly: schema.readOnly === true,
      schema,
    });
  }
  return out;
}

/** The SQL type and default of a column in a table this storage creates. */
export function columnDefinition(column: Column): string {
  switch (column.kind) {
    case 'text':
      return column.nullable ? `${column.name} TEXT` : `${column.name} TEXT NOT NULL DEFAULT ''`;
    case 'boolean':
      return `${column.name} INTEGER NOT NULL DEFAULT 0`;
    case 'integer':
      return `${column.name} INTEGER`;
    case 'number':
      return `${column.name} REAL`;
    case 'json':
      return `${column.name} TEXT`;
    default: {
      const unexpected: never = column.kind;
      throw new Error(`unknown column kind ${String(unexpected)}`);
    }
  }
}

function emptyValue(column: Column): JsonValue {
  if (column.schema.default !== undefined) return column.schema.default as JsonValue;
  if (column.kind === 'boolean') return false;
  if (column.kind === 'json') return typesOf(column.schema).includes('array') ? [] : {};
  if (column.kind === 'text' && !column.nullable) return '';
  return null;
}

/** A stored value as the form reads it (`undefined` and NULL give the field's empty value). */
export function readColumn(column: Column, stored: unknown): JsonValue {
  if (stored === undefined || stored === null) return emptyValue(column);
  switch (column.kind) {
    case 'boolean':
      return stored === 1 || stored === true;
    case 'json':
      return JSON.parse(String(stored)) as JsonValue;
    case 'text':
      return String(stored);
    default:
      return stored as JsonValue;
  }
}

/** A validated form value as the column stores it. */
export function writeColumn(column: Column, value: JsonValue | undefined): string | number | null {
  if (value === undefined || value === null)
    return column.kind === 'boolean' ? 0 : column.kind === 'text' && !column.nullable ? '' : null;
  switch (column.kind) {
    case 'boolean':
      return Number(asFlag(value));
    case 'integer':
      return asInteger(value);
    case 'number':
      return typeof value === 'number' ? value : Number.isFinite(Number(value)) ? Number(value) : null;
    case 'json':
      return JSON.stringify(value);
    case 'text':
      return asText(value);
    default: {
      const unexpected: never = column.kind;
      throw new Error(`unknown column kind ${String(unexpected)}`);
    }
  }
}

/** The value at a property path of an object (undefined when a step is missing). */
export function valueAtPath(object: JsonValue | undefined, path: string[]): JsonValue | undefined {
  let current = object;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return undefined;
    current = current[key];
  }
  return current;
}

/** Sets a value at a property path, creating the objects on the way (mutates `object`). */
export function putAtPath(object: Record<string, JsonValue>, path: string[], value: JsonValue): void {
  let current = object;
  for (const key of path.slice(0, -1)) {
    const next = current[key];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) current[key] = {};
    current = current[key] as Record<string, JsonValue>;
  }
  current[path[path.length - 1]] = value;
}
