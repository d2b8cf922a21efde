import type { ValidationContext } from '../engine/validator';
import type { JsonValue, Schema } from '../engine/types';
import type { Db } from './store/database';

type SchemaNode = Record<string, unknown>;
const asNode = (value: unknown): SchemaNode | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as SchemaNode) : undefined;

// The texts of `data` at the places whose schema carries `keyword` (trimmed, as the keyword reads them):
// what a keyword that looks into the database may ask about. Follows properties, items and the subschemas
// of allOf / anyOf / oneOf / then / else.
function textsUnder(
  keyword: string,
  schema: unknown,
  data: JsonValue | undefined,
  into: Set<string>,
): Set<string> {
  const node = asNode(schema);
  if (!node || data === undefined) return into;
  if (node[keyword] === true && typeof data === 'string' && data.trim() !== '') into.add(data.trim());
  const properties = asNode(node.properties);
  if (properties && asNode(data)) {
    const record = data as Record<string, JsonValue>;
    for (const [key, child] of Object.entries(properties)) textsUnder(keyword, child, record[key], into);
  }
  if (node.items !== undefined && Array.isArray(data))
    for (const item of data) textsUnder(keyword, node.items, item, into);
  for (const group of ['allOf', 'anyOf', 'oneOf'])
    if (Array.isArray(node[group])) for (const child of node[group]) textsUnder(keyword, child, data, into);
  for (const branch of ['then', 'else']) textsUnder(keyword, node[branch], data, into);
  return into;
}

/**
 * What the server's validation gives the keywords that look into the database, for a save of one
 * customer's `data` against `schema`: `uniqueDidNumber` asks whether another customer already has the D番号.
 * Ajv's keywords answer synchronously, so the numbers at the fields that carry the keyword are looked up
 * before the form is validated (a form without such a field costs no query).
 */
export async function validationContext(
  db: Db,
  customerId: number,
  schema: Schema,
  data: JsonValue,
): Promise<ValidationContext> {
  const candidates = [...textsUnder('uniqueDidNumber', schema, data, new Set())];
  const taken = new Set<string>();
  if (candidates.length > 0) {
    const rows = await db
      .selectFrom('customers')
      .select('did_number')
      .where('did_number', 'in', candidates)
      .where('customer_id', '<>', customerId)
      .execute();
    for (const row of rows) taken.add(row.did_number);
  }
  return { didNumberTaken: (didNumber) => taken.has(didNumber) };
}
