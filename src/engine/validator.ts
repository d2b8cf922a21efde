import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { addRules } from '../../rules';
import { messageFor } from '../../rules/messages';
import type { FormData, JsonValue, Schema } from './types';

/** Field errors of one form: JSON pointer of the field → its messages, in the order Ajv found them. */
export type FieldErrors = Record<string, string[]>;

/** Adds formats, `errorMessage` and the rule library to any Ajv (ours, and rjsf's through `extenderFn`). */
export function extendAjv<T extends Ajv>(ajv: T): T {
  addFormats(ajv);
  // rjsf's file widget stores files as data URLs; rjsf's own Ajv knows the format, ours must too.
  if (!ajv.formats['data-url'])
    ajv.addFormat('data-url', /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=[^;]*;)?base64,[a-z0-9+/]*={0,2}$/i);
  // ajv-errors needs allErrors; an Ajv that stops at the first error simply has no custom messages.
  if (ajv.opts.allErrors) addErrors(ajv);
  addRules(ajv);
  return ajv;
}

// passContext: keywords that need the server's data (uniqueDidNumber) read it from `this`.
const ajv = extendAjv(
  new Ajv({ allErrors: true, verbose: true, strict: false, allowUnionTypes: true, passContext: true }),
);
const compiled = new WeakMap<Schema, ValidateFunction>();
let compileCount = 0;

/** How many schemas this process has compiled (the bench checks it is one per schema). */
export function schemaCompileCount(): number {
  return compileCount;
}

// Rows marked `is_delete` are hidden on screen and only await deletion: they must not block a save,
// so every array whose items carry `is_delete` validates its items only when they are not deleted.
function skipDeletedRows(schema: Schema): Schema {
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Schema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [key, skipDeletedRows(value as Schema)]),
    );
  }
  const items = schema.items;
  if (items && typeof items === 'object' && !Array.isArray(items)) {
    const itemSchema = skipDeletedRows(items as Schema);
    out.items = itemSchema.properties?.is_delete
      ? {
          if: { properties: { is_delete: { const: true } }, required: ['is_delete'] },
          then: true,
          else: itemSchema,
        }
      : itemSchema;
  }
  return out;
}

function compile(schema: Schema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(skipDeletedRows(schema));
    compileCount += 1;
    compiled.set(schema, validate);
  }
  return validate;
}

// An empty text box holds '' (the API's null becomes '' for text, see coerceToSchema) and an unset select
// holds null; both are as good as missing: `required` catches them, and no type or option rule runs on
// them. So empty values are left out of objects before validating.
function withoutEmptyValues(value: FormData | JsonValue): FormData | JsonValue {
  if (Array.isArray(value)) return value.map((item) => withoutEmptyValues(item));
  if (value === null || typeof value !== 'object') return value;
  const out: FormData = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== '' && item !== null) out[key] = withoutEmptyValues(item);
  }
  return out;
}

// `required` and the cross-field rules (sameAs, endNotBeforeStart, amountRange, …) sit on the object but
// concern one of its properties: `missingProperty` / `field`. The error belongs at that property.
function pointerOf(error: ErrorObject): string {
  const property = error.keyword === 'required' ? error.params.missingProperty : error.params.field;
  if (typeof property !== 'string') return error.instancePath;
  return `${error.instancePath}/${property.replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

/** What the server hands keywords that look into the database; the browser passes nothing. */
export interface ValidationContext {
  /** True when a DID number is already used by another customer. */
  didNumberTaken?: (didNumber: string) => boolean;
}

/** Validates form data against its schema and returns the Japanese messages per field (empty when valid). */
export function validateForm(
  schema: Schema,
  data: FormData | JsonValue,
  context: ValidationContext = {},
): FieldErrors {
  const validate = compile(schema);
  if (validate.call(context, withoutEmptyValues(data))) return {};
  const errors: FieldErrors = {};
  const all = validate.errors ?? [];
  // A value outside a oneOf/anyOf list fails every option too; the user needs one line, not one per option.
  const choices = all.filter((error) => error.keyword === 'oneOf' || error.keyword === 'anyOf');
  const insideChoice = (error: ErrorObject) =>
    choices.some((choice) => choice !== error && error.schemaPath.startsWith(`${choice.schemaPath}/`));
  for (const error of all) {
    if (error.keyword === 'if' || insideChoice(error)) continue;
    const pointer = pointerOf(error);
    (errors[pointer] ??= []).push(messageFor(error));
  }
  return errors;
}

/** True when a validation result holds no error. */
export function isValid(errors: FieldErrors): boolean {
  return Object.keys(errors).length === 0;
}
