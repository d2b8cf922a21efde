import {
  JUNK_OPTION_ID,
  type CustomValidator,
  type ErrorTransformer,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import type { ErrorObject } from 'ajv';
import { formValidator, schemaValidator } from '../schema-compiler';
import { validationSource } from '../schema-origin';
import type { RjsfData, Schema, FormContext } from '../types';

type Validator = ValidatorType<RjsfData, Schema, FormContext>;

// Keys that say nothing about which values a schema takes.
const annotations = new Set(['const', 'title', 'description', '$comment']);

/**
 * The constant of a `{ const, title }` option — the shape of every select's options (`oneOf`) — when it is a
 * JSON scalar: rjsf asks for each option of each select on every change (which option the value is), and
 * equality answers what the option's validator would, without hashing the option to find it.
 */
function scalarConstOf(schema: Schema): { value: unknown } | undefined {
  const value = (schema as { const?: unknown }).const;
  if (value === undefined || (value !== null && typeof value === 'object')) return undefined;
  return Object.keys(schema).every((key) => annotations.has(key)) ? { value } : undefined;
}

// rjsf asks its validator whether data matches a sub-schema (which `oneOf` option a value is) and, when a
// Form validates by itself, for the raw errors. Both come from the engine's validators: compiled by Node, and
// generated at build time in the browser (rjsf's `createPrecompiledValidator` wants one validator per root
// schema and every sub-schema keyed by its own hash; ours are keyed by content across all forms).
class EngineValidator implements Validator {
  isValid(schema: Schema, formData: RjsfData | undefined): boolean {
    // rjsf's placeholder option never matches (as in rjsf's own validators).
    if (schema.$id === JUNK_OPTION_ID) return false;
    const constant = scalarConstOf(schema);
    if (constant) return formData === constant.value;
    try {
      return schemaValidator(schema)(formData) === true;
    } catch (error) {
      // As rjsf's validator does with a schema it cannot compile: no match, and a warning.
      console.warn('rjsf isValid:', error);
      return false;
    }
  }

  rawValidation<Result = ErrorObject>(schema: Schema, formData?: RjsfData) {
    const validate = formValidator(validationSource(schema).schema);
    validate(formData);
    return { errors: (validate.errors ?? undefined) as Result[] | undefined };
  }

  validateFormData(
    formData: RjsfData | undefined,
    schema: Schema,
    customValidate?: CustomValidator<RjsfData, Schema, FormContext>,
    transformErrors?: ErrorTransformer<RjsfData, Schema, FormContext>,
    uiSchema?: UiSchema<RjsfData, Schema, FormContext>,
  ): ValidationData<RjsfData> {
    return processRawValidationErrors<RjsfData, Schema, FormContext>(
      this,
      this.rawValidation<ErrorObject>(schema, formData),
      formData,
      schema,
      customValidate,
      transformErrors,
      uiSchema,
    );
  }
}

/**
 * rjsf's validator over the engine's validators (same Ajv set-up as `validateForm`: formats, errorMessage,
 * the rule library), so that rjsf's schema utilities accept our keywords. Forms show `validateForm`'s errors.
 */
export const rjsfValidator: Validator = new EngineValidator();
