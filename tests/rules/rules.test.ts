import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { ruleKeywords } from '../../rules';
import { rjsfValidator } from '../../src/engine/renderer/rjsf-validator';
import { extendAjv } from '../../src/engine/validator';
import type { RjsfData } from '../../src/engine/types';

interface Case {
  description: string;
  data: unknown;
  valid: boolean;
}
interface Group {
  description: string;
  schema: object;
  tests: Case[];
}

const folder = join(import.meta.dirname, '../../fixtures/rules');
const tables = readdirSync(folder).filter((name) => name.endsWith('.json'));

// The same tables run under allErrors true and false, and through rjsf's (the browser's) Ajv too.
const validators: Record<string, (schema: object, data: unknown) => boolean> = {
  'allErrors: true': (schema, data) =>
    extendAjv(new Ajv({ allErrors: true, strict: false })).validate(schema, data) as boolean,
  'allErrors: false': (schema, data) =>
    extendAjv(new Ajv({ allErrors: false, strict: false })).validate(schema, data) as boolean,
  'browser (rjsf validator)': (schema, data) => rjsfValidator.isValid(schema, data as RjsfData, schema),
};

describe('every keyword has a table', () => {
  test.each(ruleKeywords.map((definition) => String(definition.keyword)))('%s', (keyword) => {
    const cases = JSON.parse(readFileSync(join(folder, `${keyword}.json`), 'utf8')) as Group[];
    expect(cases.flatMap((group) => group.tests).length).toBeGreaterThanOrEqual(8);
  });
});

for (const table of tables) {
  const groups = JSON.parse(readFileSync(join(folder, table), 'utf8')) as Group[];
  for (const [name, validate] of Object.entries(validators)) {
    describe(`${table} (${name})`, () => {
      for (const group of groups) {
        test.each(group.tests.map((testCase) => [testCase.description, testCase] as const))(
          `${group.description}: %s`,
          (_, testCase) => {
            expect(validate(group.schema, testCase.data)).toBe(testCase.valid);
          },
        );
      }
    });
  }
}
