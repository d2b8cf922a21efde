// Build-time validators for the browser. For each JSON file of `schemas/` the browser bundles, the
// validators it needs are generated with Ajv's standalone code — the same Ajv set-up as Node's
// (src/engine/ajv-setup.ts), so both paths check alike (tests/engine/precompiled.test.ts proves it on
// every schema and every rule table). The Vite plugin (vite-precompiled-validators.ts) attaches them
// to the JSON file's module; src/engine/precompiled-compiler.ts finds them by content key.
import { dirname, join } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { schemaParser } from '@rjsf/utils';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { MetadataJson } from 'libphonenumber-js/core';
import { createFormAjv, skipDeletedRows } from '../src/engine/ajv-setup';
import { registryKey, type PrecompiledKind } from '../src/engine/precompiled-registry';
import { canonicalSchema, schemaKey } from '../src/engine/schema-key';
import { withSharedDefs } from '../src/engine/shared-defs';
import type { Schema } from '../src/engine/types';

/** One validator the browser needs: what it is for, its kind and the schema it checks. */
export interface PrecompiledEntry {
  kind: PrecompiledKind;
  schema: Schema;
  /** Where it comes from, for error messages (`form`, `field /a/b`, `option`, `ui:rule`, `when`). */
  role: string;
}

// Fields whose widget validates its own value (the postcode's 住所検索 works only on a valid postcode):
// their sub-schema gets a form validator of its own.
const selfValidatingFields = ['postcode'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// `ui:field` entries of a UI schema that validate themselves, as paths through the data schema.
function selfValidatingPaths(ui: unknown, path: string[] = []): string[][] {
  if (!isObject(ui)) return [];
  const here = selfValidatingFields.includes(String(ui['ui:field'])) ? [path] : [];
  return [
    ...here,
    ...Object.entries(ui)
      .filter(([key]) => !key.startsWith('ui:'))
      .flatMap(([key, child]) =>
        selfValidatingPaths(child, key === 'items' ? [...path, 'items'] : [...path, key]),
      ),
  ];
}

function subSchemaAt(schema: Schema, path: string[]): Schema | undefined {
  let node: unknown = schema;
  for (const segment of path) {
    if (!isObject(node)) return undefined;
    node =
      segment === 'items' ? node.items : isObject(node.properties) ? node.properties[segment] : undefined;
  }
  return isObject(node) ? (node as Schema) : undefined;
}

// Conditions anywhere in a JSON file: `ui:rule.condition.schema` (ui.json) and `when` (notes, labels and
// outcomes of section.json, page texts).
function conditions(value: unknown, found: PrecompiledEntry[] = []): PrecompiledEntry[] {
  if (Array.isArray(value)) for (const item of value) conditions(item, found);
  if (!isObject(value)) return found;
  const rule = value['ui:rule'];
  if (isObject(rule) && isObject(rule.condition) && isObject(rule.condition.schema))
    found.push({ kind: 'plain', schema: rule.condition.schema as Schema, role: 'ui:rule' });
  if (isObject(value.when)) found.push({ kind: 'plain', schema: value.when as Schema, role: 'when' });
  for (const child of Object.values(value)) conditions(child, found);
  return found;
}

const readJson = (path: string): unknown =>
  existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as unknown) : undefined;

/**
 * The validators a JSON file of `schemas/` brings to the browser. A `schema.json`: the form, each
 * self-validating field (per the sibling `ui.json`) and each sub-schema rjsf may test (`schemaParser`,
 * e.g. the options of a `oneOf` select). Every file: its conditions.
 */
export function entriesFor(file: string, json: unknown): PrecompiledEntry[] {
  const entries = conditions(json);
  if (file.endsWith('/schema.json') && isObject(json)) {
    // The form as the app holds it: the shared definitions it names copied in (src/engine/shared-defs.ts).
    const schema = withSharedDefs(json as Schema);
    entries.push({ kind: 'form', schema, role: 'form' });
    for (const path of selfValidatingPaths(readJson(join(dirname(file), 'ui.json')))) {
      const field = subSchemaAt(schema, path);
      if (field) entries.push({ kind: 'form', schema: field, role: `field /${path.join('/')}` });
    }
    const rootKey = schemaKey(schema);
    for (const option of Object.values(schemaParser(schema))) {
      // rjsf's parser tags its copies with `$id` (its hash); rjsf hands the Form's own objects to isValid.
      const plain: Schema = { ...(option as Schema) };
      delete plain.$id;
      if (schemaKey(plain) !== rootKey) entries.push({ kind: 'plain', schema: plain, role: 'option' });
    }
  }
  return entries;
}

/** An entry's registry key (its kind and its schema's content key). */
export const entryKey = (entry: PrecompiledEntry): string => registryKey(entry.kind, schemaKey(entry.schema));

/**
 * The validators' code: the body of a CommonJS module (Ajv standalone) whose `exports` map registry keys
 * to validators. It `require`s Ajv's runtime helpers, ajv-formats' formats and the rules' checks
 * (`tas-desk/rules/<file>`), which the bundler resolves. Throws when a schema does not compile.
 */
export function validatorsCode(entries: PrecompiledEntry[], where: string): string {
  const ajv = createFormAjv({ code: { source: true } });
  const exported: Record<string, string> = {};
  const seen = new Map<string, string>();
  for (const entry of entries) {
    const key = entryKey(entry);
    const text = canonicalSchema(entry.schema);
    if (seen.has(key)) {
      if (seen.get(key) !== text) throw new Error(`${where}: two schemas share the key ${key}`);
      continue;
    }
    seen.set(key, text);
    const id = `urn:tas:${key}`;
    const compiled = entry.kind === 'form' ? skipDeletedRows(entry.schema) : entry.schema;
    try {
      ajv.addSchema(compiled, id);
      ajv.getSchema(id);
    } catch (error) {
      throw new Error(`${where} (${entry.role}): ${(error as Error).message}`, { cause: error });
    }
    exported[key] = id;
  }
  return Object.keys(exported).length === 0 ? '' : standaloneCode(ajv, exported);
}

/** Libphonenumber's metadata cut to Japan: the rules parse every number as Japanese (`'JP'`, no `+`). */
export function japanOnlyMetadata(full: MetadataJson): MetadataJson {
  return {
    version: full.version,
    country_calling_codes: { 81: ['JP'] },
    countries: { JP: full.countries.JP },
    nonGeographic: {},
  };
}
