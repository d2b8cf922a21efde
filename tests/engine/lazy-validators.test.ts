// The browser build loads a section's validators when the section first opens, not with the customer page
// (scripts/vite-precompiled-validators.ts): the registry knows their keys from the start, loads the file once
// when one is asked for, and a form is ready once it is in. The generated code is the build's own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import { entriesFor, entryKey } from '../../scripts/precompiled-validators';
import { precompiledValidators } from '../../scripts/vite-precompiled-validators';
import { formValidator, validatorsReady } from '../../src/engine/precompiled-compiler';
import {
  lazyValidatorLoads,
  registerLazyValidators,
  registeredValidator,
  validatorLoad,
} from '../../src/engine/precompiled-registry';
import * as runtime from '../../src/engine/schema-compiler';
import { schemaKey } from '../../src/engine/schema-key';
import { withSharedDefs } from '../../src/engine/shared-defs';
import type { Schema } from '../../src/engine/types';
import { loadGenerated } from './precompiled-loader';

const schemas = join(import.meta.dirname, '../../schemas');
const sectionFile = (id: string) => join(schemas, 'sections', id, 'schema.json');
const sectionSchema = (id: string) =>
  withSharedDefs(JSON.parse(readFileSync(sectionFile(id), 'utf8')) as Schema);

test("a section's validators load once, when first asked for, and are then registered", async () => {
  const schema = sectionSchema('timing-sheet');
  const entries = entriesFor(sectionFile('timing-sheet'), schema);
  const keys = entries.map(entryKey);
  let loads = 0;
  registerLazyValidators(keys, async () => {
    loads += 1;
    return loadGenerated(entries);
  });
  expect(loads).toBe(0);
  expect(registeredValidator(keys[0])).toBeUndefined();
  expect(() => formValidator(schema)).toThrow('No precompiled form validator');

  const pending = validatorsReady(schema);
  expect(pending).toBeInstanceOf(Promise);
  expect(validatorLoad(keys[0])).toBe(pending);
  await pending;
  expect(loads).toBe(1);
  expect(validatorsReady(schema)).toBeUndefined();

  // The same answer as Node's compiled validator, for a row with a time out of range.
  const data = { timing_table_items: [{ sort_number: 'x' }] };
  const generated = formValidator(schema);
  const compiled = runtime.formValidator(schema);
  expect(generated(data)).toBe(compiled(data));
  expect(generated.errors?.map((error) => error.instancePath)).toEqual(
    compiled.errors?.map((error) => error.instancePath),
  );
});

test('a load that failed is tried again on the next ask', async () => {
  let attempts = 0;
  const validate = (() => true) as unknown as ValidateFunction;
  registerLazyValidators(['form:retry-test'], async () => {
    attempts += 1;
    if (attempts === 1) throw new Error('chunk failed to load');
    return { 'form:retry-test': validate };
  });
  await expect(validatorLoad('form:retry-test')).rejects.toThrow('chunk failed to load');
  await validatorLoad('form:retry-test');
  expect(attempts).toBe(2);
  expect(registeredValidator('form:retry-test')).toBe(validate);
});

test('the idle-time preload gets each file once', () => {
  const before = lazyValidatorLoads().length;
  registerLazyValidators(['form:a-test', 'plain:b-test', 'plain:c-test'], async () => ({}));
  expect(lazyValidatorLoads()).toHaveLength(before + 1);
});

describe('the build plugin', () => {
  const plugin = precompiledValidators();
  const moduleOf = (file: string) => {
    const load = plugin.load as (this: unknown, id: string) => { code: string } | null;
    return load.call({ addWatchFile: () => undefined }, `\0tas-schema:${file}`)?.code ?? '';
  };

  test("registers a section's validators by key, with their code behind a dynamic import", () => {
    const code = moduleOf(sectionFile('duties-content'));
    const keys = entriesFor(sectionFile('duties-content'), sectionSchema('duties-content')).map(entryKey);
    expect(code).toContain(`registerLazyValidators(${JSON.stringify([...new Set(keys)])}, () => import(`);
    expect(code).not.toMatch(/^import validators from/m);
  });

  test("gives a form's data the key its content hashes to, so that the browser does not hash it", () => {
    for (const file of [
      sectionFile('basic-info'),
      join(schemas, 'dialogs', 'contract-stop', 'schema.json'),
    ]) {
      const code = moduleOf(file);
      const data = JSON.parse(/^const data = (.*);$/m.exec(code)?.[1] ?? 'null') as Schema;
      const known = /^knownSchemaKey\(data, "([^"]+)"\);$/m.exec(code)?.[1];
      // A fresh object of the same content: the key is computed here, not taken from a cache.
      expect(known).toBe(schemaKey(data));
    }
    const ui = moduleOf(join(schemas, 'sections', 'basic-info', 'ui.json'));
    expect(ui).not.toContain('knownSchemaKey');
  });

  test("loads every other file's validators with it", () => {
    const file = join(schemas, 'dialogs', 'contract-stop', 'schema.json');
    const code = moduleOf(file);
    expect(code).toContain(`import validators from ${JSON.stringify(`\0tas-validators:${file}`)};`);
    expect(code).not.toContain('registerLazyValidators([');
  });
});
