import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { ruleKeywords } from '../../rules';
import { setNow } from '../../rules/lib/clock';
import type { RuleContext } from '../../rules/lib/rule-doc';
import { messageFor } from '../../rules/messages';
import { extendAjv } from '../../src/engine/ajv-setup';
import { registryKey } from '../../src/engine/precompiled-registry';
import { schemaKey } from '../../src/engine/schema-key';
import type { Schema } from '../../src/engine/types';
import { loadGenerated } from '../engine/precompiled-loader';

// One runner for every table in fixtures/rules (JSON-Schema-Test-Suite shape). A case may carry the
// `message` its first error must produce; a group may freeze `now` (an instant; the rules read Tokyo time)
// and give the server's `context` ({ didNumbers }). Every table runs compiled by Node (allErrors true and
// false), as Ajv's standalone code, and as the browser build's generated validators.

interface Case {
  description: string;
  data: unknown;
  valid: boolean;
  message?: string;
}
interface Group {
  description: string;
  schema: Schema;
  now?: string;
  context?: { didNumbers: string[] };
  tests: Case[];
}
interface Outcome {
  valid: boolean;
  errors: ErrorObject[];
}
type Run = (schema: Schema, data: unknown, context: RuleContext | undefined) => Outcome;

const folder = join(import.meta.dirname, '../../fixtures/rules');
const tables = readdirSync(folder).filter((name) => name.endsWith('.json'));
const read = (table: string) => JSON.parse(readFileSync(join(folder, table), 'utf8')) as Group[];

const nodeAjv = (allErrors: boolean, extra: object = {}) =>
  extendAjv(
    new Ajv({
      allErrors,
      verbose: true,
      passContext: true,
      strict: true,
      strictTypes: false,
      allowUnionTypes: true,
      ...extra,
    }),
  );

function runCompiled(validate: ValidateFunction, data: unknown, context: RuleContext | undefined): Outcome {
  const valid = validate.call(context, data) as boolean;
  return { valid, errors: validate.errors ?? [] };
}

function nodeRun(allErrors: boolean): Run {
  const ajv = nodeAjv(allErrors);
  return (schema, data, context) => runCompiled(ajv.compile(schema), data, context);
}

// Standalone: Ajv writes the validator as CommonJS source; it is run here with a `require` that maps the
// rules' specifiers (`tas-desk/rules/<file>`) to the modules, as a bundler alias would.
const ruleFiles = import.meta.glob<Record<string, unknown>>('../../rules/**/*.ts', { eager: true });
const nodeRequire = createRequire(import.meta.url);
function standaloneRequire(specifier: string): unknown {
  const rule = /^tas-desk\/rules\/(.+)$/.exec(specifier);
  return rule ? ruleFiles[`../../rules/${rule[1]}.ts`] : nodeRequire(specifier);
}
function standaloneRun(): Run {
  const ajv = nodeAjv(true, { code: { source: true } });
  const cache = new WeakMap<object, ValidateFunction>();
  return (schema, data, context) => {
    let validate = cache.get(schema);
    if (!validate) {
      const module = { exports: {} as { default?: ValidateFunction } };
      new Function('require', 'module', 'exports', standaloneCode(ajv, ajv.compile(schema)))(
        standaloneRequire,
        module,
        module.exports,
      );
      validate = module.exports.default as ValidateFunction;
      cache.set(schema, validate);
    }
    return runCompiled(validate, data, context);
  };
}

// The browser build's path: code generated at build time by scripts/precompiled-validators.ts (the
// schema as it is, with the product's Ajv options), loaded as the bundler would.
const generated = new WeakMap<object, ValidateFunction>();
const precompiledRun: Run = (schema, data, context) => {
  let validate = generated.get(schema);
  if (!validate) {
    const entry = { kind: 'plain' as const, schema, role: 'table' };
    validate = loadGenerated([entry])[registryKey('plain', schemaKey(schema))];
    generated.set(schema, validate);
  }
  return runCompiled(validate, data, context);
};

const runs: Record<string, Run> = {
  'allErrors: true': nodeRun(true),
  'allErrors: false': nodeRun(false),
  standalone: standaloneRun(),
  'precompiled (browser build)': precompiledRun,
};

const contextOf = (group: Group): RuleContext | undefined =>
  group.context && { didNumberTaken: (did) => group.context?.didNumbers.includes(did) ?? false };

describe('every keyword has a table', () => {
  test.each(ruleKeywords.map((definition) => String(definition.keyword)))('%s', (keyword) => {
    const cases = read(`${keyword}.json`).flatMap((group) => group.tests);
    expect(cases.length).toBeGreaterThanOrEqual(8);
    expect(cases.some((testCase) => testCase.valid)).toBe(true);
    expect(cases.some((testCase) => !testCase.valid && testCase.message !== undefined)).toBe(true);
  });
});

for (const table of tables) {
  const groups = read(table);
  for (const [name, run] of Object.entries(runs)) {
    describe(`${table} (${name})`, () => {
      for (const group of groups) {
        test.each(group.tests.map((testCase) => [testCase.description, testCase] as const))(
          `${group.description}: %s`,
          (_, testCase) => {
            setNow(group.now);
            try {
              const outcome = run(group.schema, testCase.data, contextOf(group));
              expect(outcome.valid).toBe(testCase.valid);
              if (testCase.message !== undefined)
                expect(messageFor(outcome.errors[0])).toBe(testCase.message);
            } finally {
              setNow(undefined);
            }
          },
        );
      }
    });
  }
}
