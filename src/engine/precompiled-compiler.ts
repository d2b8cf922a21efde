import type { ValidateFunction } from 'ajv';
import {
  registeredValidator,
  registryKey,
  validatorLoad,
  type PrecompiledKind,
} from './precompiled-registry';
import { schemaKey } from './schema-key';
import { validationSource } from './schema-origin';
import type { Schema } from './types';

// The browser build's stand-in for schema-compiler.ts: the same functions, answered from the validators
// generated at build time, so that nothing is compiled (no `new Function`, no 'unsafe-eval' in the CSP)
// and Ajv stays out of the bundle.

function lookUp(kind: PrecompiledKind, schema: Schema): ValidateFunction {
  const validate = registeredValidator(registryKey(kind, schemaKey(schema)));
  if (validate) return validate;
  // A schema made at run time needs `validatesAs` (schema-origin.ts); a new kind of JSON needs the generator
  // to know it. Either way the build missed it: say so rather than validate wrongly.
  throw new Error(
    `No precompiled ${kind} validator for this schema (${JSON.stringify(schema).slice(0, 120)}…): ` +
      'see scripts/precompiled-validators.ts',
  );
}

/** Always 0: the browser never compiles. */
export function schemaCompileCount(): number {
  return 0;
}

/** The generated validator of a whole form (deleted rows skipped, every error, verbose). */
export function formValidator(schema: Schema): ValidateFunction {
  return lookUp('form', schema);
}

/** The generated validator of a schema as it is (conditions, rjsf's option checks). */
export function schemaValidator(schema: Schema): ValidateFunction {
  return lookUp('plain', schema);
}

/**
 * The load of a form's validators while their code is not in yet (a section's, loaded as it opens), else
 * undefined: ready to validate.
 */
export function validatorsReady(schema: Schema): Promise<void> | undefined {
  return validatorLoad(registryKey('form', schemaKey(validationSource(schema).schema)));
}
