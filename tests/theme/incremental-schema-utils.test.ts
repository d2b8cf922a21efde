import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createSchemaUtils } from '@rjsf/utils';
import { rjsfValidator } from '../../src/engine/renderer/rjsf-validator';
import type { RjsfData, Schema } from '../../src/engine/types';
import { incrementalSchemaUtils } from '../../src/theme/incremental-schema-utils';
import { sectionEntry } from '../engine/engine-harness';

// Every section's form: rjsf's own answers against the incremental ones, for data changed field by field.
const sectionIds = readdirSync(join(import.meta.dirname, '../../schemas/sections'));

type Data = Record<string, unknown>;
interface Leaf {
  path: string[];
  schema: Schema;
}

// Every field under objects' properties (rows are held outside the Form: their items are left out).
function leavesOf(schema: Schema, path: string[] = []): Leaf[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    if (typeof property !== 'object') return [];
    const child = property as Schema;
    return child.type === 'object'
      ? leavesOf(child, [...path, name])
      : [{ path: [...path, name], schema: child }];
  });
}

// The values a field can take here: each option of a select, or two of its type.
function valuesFor(schema: Schema): unknown[] {
  const options = (schema.oneOf ?? []) as { const?: unknown }[];
  if (options.some((option) => 'const' in option)) return options.map((option) => option.const);
  if (schema.enum) return schema.enum as unknown[];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string') return ['山田', 'ヤマダ'];
  if (type === 'integer' || type === 'number') return [1, 2];
  if (type === 'boolean') return [true, false];
  return [];
}

function withValue(data: Data, path: string[], value: unknown): Data {
  const copy = structuredClone(data);
  let node = copy;
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Data;
  node[path[path.length - 1]] = value;
  return copy;
}

function withoutValue(data: Data, path: string[]): Data {
  const copy = structuredClone(data);
  let node: Data | undefined = copy;
  for (const key of path.slice(0, -1)) node = node?.[key] as Data | undefined;
  if (node) delete node[path[path.length - 1]];
  return copy;
}

function filled(schema: Schema): Data {
  return leavesOf(schema).reduce<Data>((data, leaf) => {
    const [first] = valuesFor(leaf.schema);
    return first === undefined ? data : withValue(data, leaf.path, first);
  }, {});
}

type Utils = ReturnType<typeof createSchemaUtils<RjsfData, Schema>>;

// The root and every object under it, retrieved with its data as its field renders it.
function expectSameRetrieval(rjsf: Utils, ours: Utils, schema: Schema, data: unknown, path = 'root') {
  const expected = rjsf.retrieveSchema(schema, data as RjsfData);
  const answer = ours.retrieveSchema(schema, data as RjsfData);
  expect(answer, path).toEqual(expected);
  // As ObjectField asks: the references in options resolved too.
  expect(ours.retrieveSchema(schema, data as RjsfData, true), path).toEqual(
    rjsf.retrieveSchema(schema, data as RjsfData, true),
  );
  for (const [name, property] of Object.entries(answer.properties ?? {}))
    if (typeof property === 'object' && property.type === 'object')
      expectSameRetrieval(rjsf, ours, property, (data as Data | undefined)?.[name], `${path}.${name}`);
}

describe('the incremental schema utilities', () => {
  test.each(sectionIds)('answer as rjsf does in %s, for every field changed to each of its values', (id) => {
    const root = sectionEntry(id).schema;
    const rjsf = createSchemaUtils<RjsfData, Schema>(rjsfValidator, root);
    const ours = incrementalSchemaUtils(createSchemaUtils<RjsfData, Schema>(rjsfValidator, root));
    let data = ours.getDefaultFormState(ours.getRootSchema(), filled(root) as RjsfData) as Data;
    for (const leaf of leavesOf(root)) {
      for (const value of valuesFor(leaf.schema)) {
        const changed = withValue(data, leaf.path, value);
        // As the Form asks after its first derivation: with its initial defaults generated.
        const expected = rjsf.getDefaultFormState(root, changed as RjsfData, false, true);
        data = ours.getDefaultFormState(ours.getRootSchema(), changed as RjsfData, false, true) as Data;
        expect(data, leaf.path.join('.')).toEqual(expected);
        expectSameRetrieval(rjsf, ours, root, data);
      }
    }
  });

  test.each(sectionIds)(
    'answer as rjsf does in %s, for every field cleared, emptied and typed into afresh',
    (id) => {
      const root = sectionEntry(id).schema;
      const rjsf = createSchemaUtils<RjsfData, Schema>(rjsfValidator, root);
      const ours = incrementalSchemaUtils(createSchemaUtils<RjsfData, Schema>(rjsfValidator, root));
      let data = ours.getDefaultFormState(ours.getRootSchema(), filled(root) as RjsfData) as Data;
      const answer = (changed: Data, what: string) => {
        const expected = rjsf.getDefaultFormState(root, changed as RjsfData, false, true);
        data = ours.getDefaultFormState(ours.getRootSchema(), changed as RjsfData, false, true) as Data;
        expect(data, what).toEqual(expected);
      };
      for (const leaf of leavesOf(root)) {
        const [value] = valuesFor(leaf.schema);
        const name = leaf.path.join('.');
        answer(withValue(data, leaf.path, undefined), `${name} cleared`);
        answer(withValue(data, leaf.path, value), `${name} typed into after clearing`);
        answer(withoutValue(data, leaf.path), `${name} gone`);
        answer(withValue(data, leaf.path, value), `${name} typed into when absent`);
      }
    },
  );

  test('a text field typed into is answered without deriving the form again; anything else is derived', () => {
    const root = sectionEntry('basic-info').schema;
    const rjsf = createSchemaUtils<RjsfData, Schema>(rjsfValidator, root);
    const derive = vi.spyOn(rjsf, 'getDefaultFormState');
    const ours = incrementalSchemaUtils(rjsf);
    const first = ours.getDefaultFormState(root, filled(root) as RjsfData) as Data;
    expect(derive).toHaveBeenCalledTimes(1);
    const name = ['basic_customer_info', 'corporate_name'];
    const typed = withValue(first, name, '株式会社テスト');
    expect(ours.getDefaultFormState(root, typed as RjsfData, false, true)).toBe(typed);
    expect(derive).toHaveBeenCalledTimes(1);
    // Cleared, then typed into afresh (the first key into an empty field): a plain field has no default.
    const cleared = withValue(typed, name, undefined);
    expect(ours.getDefaultFormState(root, cleared as RjsfData, false, true)).toBe(cleared);
    const afresh = withValue(withoutValue(cleared, name), name, 'か');
    expect(ours.getDefaultFormState(root, afresh as RjsfData, false, true)).toBe(afresh);
    expect(derive).toHaveBeenCalledTimes(1);
    // A select: rjsf checks the value against its options.
    const [status] = leavesOf(root).filter((leaf) => leaf.schema.oneOf);
    ours.getDefaultFormState(root, withValue(typed, status.path, 2) as RjsfData);
    expect(derive).toHaveBeenCalledTimes(2);
  });

  test('a field under a condition is derived again', () => {
    const root: Schema = {
      type: 'object',
      properties: {
        kind: { type: 'integer' },
        detail: {
          type: 'object',
          properties: { note: { type: 'string' } },
          if: { properties: { note: { const: '有' } } },
          then: { properties: { extra: { type: 'string', default: '追加' } } },
        },
      },
    };
    const rjsf = createSchemaUtils<RjsfData, Schema>(rjsfValidator, root);
    const ours = incrementalSchemaUtils(createSchemaUtils<RjsfData, Schema>(rjsfValidator, root));
    const first = ours.getDefaultFormState(root, { kind: 1, detail: { note: '無' } });
    const changed = { ...(first as Data), detail: { note: '有' } } as RjsfData;
    expect(ours.getDefaultFormState(root, changed)).toEqual(rjsf.getDefaultFormState(root, changed));
    expect((ours.getDefaultFormState(root, changed) as Data).detail).toEqual({ note: '有', extra: '追加' });
  });
});
