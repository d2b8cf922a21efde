import type { ErrorObject } from 'ajv';
import { messageFor } from '../../rules/messages';
import { formValidator } from './schema-compiler';
import { validationSource } from './schema-origin';
import type { FormData, JsonValue, Schema } from './types';

export { schemaCompileCount } from './schema-compiler';

/** Field errors of one form: JSON pointer of the field → its messages, in the order Ajv found them. */
export type FieldErrors = Record<string, string[]>;

// An empty text box holds '' (the API's null becomes '' for text, see coerceToSchema) and an unset select
// holds null; both are as good as missing: `required` catches them, and no type or option rule runs on
// them. So empty values are left out of objects before validating. Below `maxDepth` levels, deeper than any
// form, a value is left as sent: Ajv refuses it by its shape, and a request nested thousands of levels deep
// cannot exhaust the stack (issue 13's fuzz corpus).
const maxDepth = 64;
function withoutEmptyValues(value: FormData | JsonValue, depth = 0): FormData | JsonValue {
  if (depth > maxDepth) return value;
  if (Array.isArray(value)) return value.map((item) => withoutEmptyValues(item, depth + 1));
  if (value === null || typeof value !== 'object') return value;
  const out: FormData = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== '' && item !== null) out[key] = withoutEmptyValues(item, depth + 1);
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

// The top-level field a pointer lies under, unescaped (`/a~1b/0/c` → `a/b`).
function topField(pointer: string): string {
  return (pointer.split('/')[1] ?? '').replace(/~1/g, '/').replace(/~0/g, '~');
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
  const source = validationSource(schema);
  const validate = formValidator(source.schema);
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
    if (source.fields && !source.fields.includes(topField(pointer))) continue;
    (errors[pointer] ??= []).push(messageFor(error));
  }
  return errors;
}

/** True when a validation result holds no error. */
export function isValid(errors: FieldErrors): boolean {
  return Object.keys(errors).length === 0;
}
