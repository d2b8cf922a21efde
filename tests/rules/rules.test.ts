import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { ruleKeywords } from '../../rules';
import { setNow } from '../../rules/lib/clock';
import type { RuleContext } from '../../rules/lib/rule-doc';
import { messageFor } from '../../rules/messages';
import { rjsfValidator } from '../../src/engine/renderer/rjsf-validator';
import type { RjsfData, Schema } from '../../src/engine/types';
import { extendAjv } from '../../src/engine/validator';

// One runner for every table in fixtures/rules (JSON-Schema-Test-Suite shape). A case may carry the
// `message` its first error must produce; a group may freeze `now` (an instant; the rules read Tokyo time)
// and give the server's `context` ({ didNumbers }) — the browser validator has no context, so the
// server-only rule passes every case there.

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

const browserRun: Run = (schema, data) => {
  const { errors, validationError } = rjsfValidator.rawValidation<ErrorObject>(schema, data as RjsfData);
  if (validationError) throw validationError;
  return { valid: (errors ?? []).length === 0, errors: errors ?? [] };
};

const runs: Record<string, Run> = {
  'allErrors: true': nodeRun(true),
  'allErrors: false': nodeRun(false),
  standalone: standaloneRun(),
  'browser (rjsf validator)': browserRun,
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
        const serverOnly = group.context !== undefined && name.startsWith('browser');
        test.each(group.tests.map((testCase) => [testCase.description, testCase] as const))(
          `${group.description}: %s`,
          (_, testCase) => {
            setNow(group.now);
            try {
              const outcome = run(group.schema, testCase.data, contextOf(group));
              expect(outcome.valid).toBe(serverOnly ? true : testCase.valid);
              if (testCase.message !== undefined && !serverOnly)
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
