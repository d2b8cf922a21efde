import type { SchemaUtilsType } from '@rjsf/utils';
import type { FormContext, RjsfData, Schema } from '../engine/types';

type SchemaUtils = SchemaUtilsType<RjsfData, Schema, FormContext>;

// rjsf's Form derives its whole state again on every change: it fills in the defaults of the whole form
// (`getDefaultFormState`, which resolves every sub-schema and asks which option each select's value is) and
// retrieves the root schema for the data. In a large section that is most of a keystroke's work (B8: 基本情報,
// ≈ 40 % of a key's CPU at 4×). Where nothing in the schema depends on the data, neither answer changes when a
// plain text or number field changes: the data of the last derivation, with that value changed, is the answer.

// Keywords that make a node's schema depend on its data (rjsf resolves them against the data, or asks which
// option the data is).
const dataDependent = [
  'if',
  'then',
  'else',
  'dependencies',
  'dependentSchemas',
  'oneOf',
  'anyOf',
  'allOf',
  '$ref',
];
// Keywords that give a leaf's value a default or a list to fall back to (rjsf puts those in when a value does
// not match).
const valueShaping = ['enum', 'const', 'default', 'items', 'properties', 'additionalProperties', 'examples'];
const scalarTypes = new Set(['string', 'number', 'integer', 'boolean']);

/** An object node whose schema does not depend on its data: its plain scalar fields, and such objects under it. */
interface PlainNode {
  leaves: Set<string>;
  objects: Map<string, PlainNode>;
}

const has = (schema: Schema, keys: string[]) => keys.some((key) => key in schema);

function isPlainLeaf(schema: Schema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return (
    types.length > 0 &&
    types.every((type) => typeof type === 'string' && scalarTypes.has(type)) &&
    !has(schema, dataDependent) &&
    !has(schema, valueShaping)
  );
}

/** Whether rjsf retrieves this schema differently for different data (at its own level; nested nodes are
 * retrieved with their own data as their fields render). */
function retrievedByData(schema: Schema): boolean {
  // Properties beyond the named ones (additional, by pattern) take their schema from the data's keys.
  const open = 'patternProperties' in schema || (schema.additionalProperties ?? false) !== false;
  return open || has(schema, dataDependent);
}

/** The node of an object schema that does not depend on its data; undefined for any other schema. */
function plainNodeOf(schema: unknown): PlainNode | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const node = schema as Schema;
  if (node.type !== 'object' || !node.properties || retrievedByData(node) || 'default' in node)
    return undefined;
  const plain: PlainNode = { leaves: new Set(), objects: new Map() };
  for (const [name, property] of Object.entries(node.properties)) {
    if (typeof property !== 'object') continue;
    if (isPlainLeaf(property)) plain.leaves.add(name);
    else {
      const child = plainNodeOf(property);
      if (child) plain.objects.set(name, child);
    }
  }
  return plain;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const isScalar = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);

// Equality of JSON data (what rjsf's form data is).
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a))
    return Array.isArray(b) && a.length === b.length && a.every((item, i) => sameData(item, b[i]));
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameData(a[key], b[key]));
}

/**
 * Whether `next` is `last` with only plain fields changed: a value to another value, typed into for the first
 * time (absent or undefined before) or cleared (undefined or gone now). A plain field has no default, so rjsf
 * keeps whatever it holds, nothing included.
 */
function changedOnlyInPlainFields(next: unknown, last: unknown, node: PlainNode | undefined): boolean {
  if (next === last) return true;
  if (!node || !isRecord(next) || !isRecord(last)) return sameData(next, last);
  const plainValue = (value: unknown) => value === undefined || isScalar(value);
  const changed = new Set([...Object.keys(next), ...Object.keys(last)]);
  for (const key of changed) {
    const [value, before] = [next[key], last[key]];
    if (value === before && key in next === key in last) continue;
    if (node.leaves.has(key)) {
      if (plainValue(value) && plainValue(before)) continue;
      return false;
    }
    if (!(key in next) || !(key in last) || !changedOnlyInPlainFields(value, before, node.objects.get(key)))
      return false;
  }
  return true;
}

// Ours, and whether the root's retrieved schema is the same for all data.
const wrapped = new WeakMap<object, boolean>();

/** Whether `utils` are ours and retrieve the root schema the same for all data. */
export function retrievesRootWithoutData(utils: SchemaUtils): boolean {
  return wrapped.get(utils) === true;
}

/**
 * `utils` answering the root schema's defaults and retrieval from the last answer when only plain fields have
 * changed since it; anything else (and every sub-schema) is asked of `utils` itself.
 */
export function incrementalSchemaUtils(utils: SchemaUtils): SchemaUtils {
  if (wrapped.has(utils)) return utils;
  const root = utils.getRootSchema();
  const plainRoot = plainNodeOf(root);
  // `initialDefaultsGenerated` (false on the Form's first derivation, true after) is not compared: it only keeps
  // an object's additional properties from getting their defaults again, and the last answer has them already.
  let last: { data: unknown; includeUndefined: unknown } | undefined;
  // Schemas retrieved the same for all data, by the schema given (the root's and its nodes' as they render), with
  // and without the references in their options resolved (ObjectField asks with).
  const retrieved = [new WeakMap<object, Schema>(), new WeakMap<object, Schema>()];
  const incremental: SchemaUtils = Object.create(utils as object) as SchemaUtils;
  incremental.getDefaultFormState = (schema, formData, includeUndefinedValues, initialDefaultsGenerated) => {
    if (
      schema === root &&
      last &&
      last.includeUndefined === (includeUndefinedValues ?? false) &&
      changedOnlyInPlainFields(formData, last.data, plainRoot)
    ) {
      last = { ...last, data: formData };
      return formData as RjsfData;
    }
    const answer = utils.getDefaultFormState(
      schema,
      formData,
      includeUndefinedValues,
      initialDefaultsGenerated,
    );
    if (schema === root) last = { data: answer, includeUndefined: includeUndefinedValues ?? false };
    return answer;
  };
  incremental.retrieveSchema = (schema, formData, resolveAnyOfOrOneOfRefs) => {
    if (!isRecord(schema) || retrievedByData(schema))
      return utils.retrieveSchema(schema, formData, resolveAnyOfOrOneOfRefs);
    const known = retrieved[resolveAnyOfOrOneOfRefs ? 1 : 0];
    let answer = known.get(schema);
    if (!answer)
      known.set(schema, (answer = utils.retrieveSchema(schema, formData, resolveAnyOfOrOneOfRefs)));
    return answer;
  };
  wrapped.set(incremental, !retrievedByData(root));
  return incremental;
}
