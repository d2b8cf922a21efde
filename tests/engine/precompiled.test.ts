// The browser build validates with code generated at build time (scripts/precompiled-validators.ts), Node
// compiles at run time (src/engine/schema-compiler.ts). For every JSON file of schemas/ this runs both on
// the same generated data and expects the same answer and the same errors, and checks the browser finds each
// validator by content, and that the build's cut of libphonenumber's metadata judges numbers alike.
// (tests/rules/rules.test.ts runs every rule table through the generated code too.)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import fullMetadata from 'libphonenumber-js/metadata.max.json';
import { messageFor } from '../../rules/messages';
import { entriesFor, japanOnlyMetadata, type PrecompiledEntry } from '../../scripts/precompiled-validators';
import * as precompiled from '../../src/engine/precompiled-compiler';
import { registerValidators, registryKey } from '../../src/engine/precompiled-registry';
import * as runtime from '../../src/engine/schema-compiler';
import { schemaKey } from '../../src/engine/schema-key';
import type { Schema } from '../../src/engine/types';
import { loadGenerated } from './precompiled-loader';

const root = join(import.meta.dirname, '../../schemas');
const jsonFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? jsonFiles(path) : name.endsWith('.json') ? [path] : [];
  });

// Values that trip the rules and the built-in keywords: blanks, widths, kana, phone and postal shapes,
// impossible dates, long text, environment-dependent characters, wrong types.
const texts = [
  '',
  'あ'.repeat(2001),
  ' ',
  'abc',
  'ＡＢＣ１２３',
  'ｱｲｳ',
  'アイウ　エオ',
  'やまだ 太郎',
  '03-1234-5678',
  '090-1234-5678',
  '0312345678',
  '100-0001',
  'a@example.co.jp',
  'a..b@docomo.ne.jp',
  'http://example.jp',
  '2026-02-30',
  '2026-01-31',
  '2026-01-31 12:30',
  '12:30',
  '-5',
  '1,000',
  '①㈱髙',
  'Abc12345',
  '<p>あ</p>',
  'あ'.repeat(300),
];
const numbers: unknown[] = [1, 0, -1, 99999, 3.5, '1', null];
const flags: unknown[] = [true, false, 'x'];

function sample(schema: unknown, seed: number, depth = 0): unknown {
  if (typeof schema !== 'object' || schema === null || depth > 6) return texts[seed % texts.length];
  const node = schema as Schema;
  // A condition on one value (`const`, or `not: { const }`) is met by every other sample: offer that value too.
  const pinned = node.const ?? (node.not as Schema | undefined)?.const;
  if (pinned !== undefined && seed % 2 === 0) return pinned;
  const options = (node.oneOf ?? node.anyOf ?? node.enum) as unknown[] | undefined;
  if (Array.isArray(options) && seed % 3 === 0) {
    const option = options[seed % options.length] as { const?: unknown } | undefined;
    return typeof option === 'object' && option !== null && 'const' in option ? option.const : option;
  }
  const type = Array.isArray(node.type) ? node.type[seed % node.type.length] : node.type;
  if (type === 'object' || node.properties) {
    return Object.fromEntries(
      Object.entries(node.properties ?? {})
        .filter((_, i) => (seed + i) % 5 !== 4)
        .map(([key, child], i) => [key, sample(child, seed + i * 7, depth + 1)]),
    );
  }
  if (type === 'array') {
    const rows = seed % 4;
    return Array.from({ length: rows }, (_, i) => {
      const row = sample(node.items, seed + i * 3, depth + 1);
      return i === 1 && typeof row === 'object' && row !== null ? { ...row, is_delete: true } : row;
    });
  }
  if (type === 'integer' || type === 'number') return numbers[seed % numbers.length];
  if (type === 'boolean') return flags[seed % flags.length];
  return texts[seed % texts.length];
}

const shape = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((error) => ({
    instancePath: error.instancePath,
    schemaPath: error.schemaPath,
    keyword: error.keyword,
    params: error.params,
    message: messageFor(error),
  }));

function outcome(validate: ValidateFunction, data: unknown) {
  // The server's context, so that the server-only rule (uniqueDidNumber) runs as well.
  const valid = validate.call({ didNumberTaken: (did: string) => did.endsWith('8') }, data);
  return { valid, errors: shape(validate.errors) };
}

const runtimeOf = (entry: PrecompiledEntry) =>
  entry.kind === 'form' ? runtime.formValidator(entry.schema) : runtime.schemaValidator(entry.schema);

// The meta-schemas are for editors and schemas:check, never built into the app.
const files = jsonFiles(root).filter(
  (file) => !file.includes('/meta/') && entriesFor(file, JSON.parse(readFileSync(file, 'utf8'))).length > 0,
);

test('the schemas have validators to generate', () => {
  expect(files.some((file) => file.endsWith('/schema.json'))).toBe(true);
});

describe.each(files.map((file) => [file.slice(root.length + 1), file]))('%s', (_, file) => {
  const entries = entriesFor(file, JSON.parse(readFileSync(file, 'utf8')));
  const generated = loadGenerated(entries, file);

  test('generates a validator for every entry', () => {
    for (const entry of entries)
      expect(generated[registryKey(entry.kind, schemaKey(entry.schema))]).toBeTypeOf('function');
  });

  test('the generated validators answer as the runtime-compiled ones', () => {
    let failures = 0;
    for (const entry of entries) {
      const ours = generated[registryKey(entry.kind, schemaKey(entry.schema))];
      for (let seed = 0; seed < 40; seed += 1) {
        const data = sample(entry.schema, seed);
        const expected = outcome(runtimeOf(entry), data);
        expect(outcome(ours, data), `${entry.role}, sample ${seed}`).toEqual(expected);
        failures += expected.errors.length;
      }
    }
    // The samples must exercise the checks, not just pass them.
    expect(failures).toBeGreaterThan(0);
  });

  test('the browser finds each validator by content, whatever object holds the schema', () => {
    registerValidators(generated);
    for (const entry of entries) {
      const copy = JSON.parse(JSON.stringify(entry.schema)) as Schema;
      const found =
        entry.kind === 'form' ? precompiled.formValidator(copy) : precompiled.schemaValidator(copy);
      expect(found).toBe(generated[registryKey(entry.kind, schemaKey(entry.schema))]);
    }
  });
});

test('the browser refuses a schema the build did not see, rather than validating wrongly', () => {
  expect(() => precompiled.formValidator({ type: 'object', title: 'unseen' })).toThrow(
    /No precompiled form validator/,
  );
});

test('content keys ignore key order but not content', () => {
  expect(schemaKey({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(schemaKey({ b: [1, { d: 3, c: 2 }], a: 1 }));
  expect(schemaKey({ a: 1 })).not.toBe(schemaKey({ a: 2 }));
  expect(schemaKey({ a: [1, 2] })).not.toBe(schemaKey({ a: [2, 1] }));
});

test("Japan's metadata alone judges every Japanese number as the full metadata does", () => {
  const japan = japanOnlyMetadata(fullMetadata);
  // What the rules ask (rules/lib/phone.ts): a valid Japanese number, and its type.
  const judge = (digits: string, metadata: MetadataJson) => {
    const number = parsePhoneNumberFromString(digits, 'JP', metadata);
    return number?.country === 'JP' && number.isValid() ? (number.getType() ?? 'unknown') : 'invalid';
  };
  const prefixes = [
    '0',
    '01',
    '010',
    '0101',
    '01081',
    '0120',
    '0170',
    '03',
    '045',
    '050',
    '0570',
    '06',
    '070',
  ];
  prefixes.push('080', '0800', '090', '099', '0088', '0066', '00', '81', '1', '9');
  let seed = 7;
  const digit = () => String((seed = (seed * 1103515245 + 12345) % 2147483648) % 10);
  const verdicts = new Set<string>();
  for (const prefix of prefixes) {
    for (let i = 0; i < 300; i += 1) {
      const digits = prefix + Array.from({ length: 7 + (i % 6) }, digit).join('');
      const expected = judge(digits, fullMetadata);
      expect(judge(digits, japan), digits).toBe(expected);
      verdicts.add(expected);
    }
  }
  expect(verdicts.size).toBeGreaterThan(3);
});
