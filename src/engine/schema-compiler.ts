import type { ValidateFunction } from 'ajv';
import { createFormAjv, skipDeletedRows } from './ajv-setup';
import type { Schema } from './types';

// Node's validators (server, tests, bench, `npm run dev`): compiled from the schema on first use.
// The browser build swaps this module for precompiled-compiler.ts (same exports, no Ajv): see
// scripts/vite-precompiled-validators.ts.

const ajv = createFormAjv();
const forms = new WeakMap<Schema, ValidateFunction>();
const plain = new WeakMap<Schema, ValidateFunction>();
let compileCount = 0;

/** How many form schemas this process has compiled (the bench checks it is one per schema). */
export function schemaCompileCount(): number {
  return compileCount;
}

/** The validator of a whole form: its schema with deleted rows skipped, every error, verbose. */
export function formValidator(schema: Schema): ValidateFunction {
  let validate = forms.get(schema);
  if (!validate) {
    validate = ajv.compile(skipDeletedRows(schema));
    compileCount += 1;
    forms.set(schema, validate);
  }
  return validate;
}

/** The validator of a schema as it is: `ui:rule` and note conditions, rjsf's option checks. */
export function schemaValidator(schema: Schema): ValidateFunction {
  let validate = plain.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    plain.set(schema, validate);
  }
  return validate;
}

/** Always ready: Node compiles a schema when first asked (the browser build may have to load code first). */
export function validatorsReady(_schema: Schema): Promise<void> | undefined {
  return undefined;
}
