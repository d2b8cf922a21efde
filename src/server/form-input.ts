import { coerceToSchema } from '../engine/coerce';
import { normalizeToSchema } from '../engine/normalize';
import type { FormData, JsonValue, Schema } from '../engine/types';
import { hyphenatedPhone } from '../../rules/lib/phone';
import { asRecord } from './values';

/**
 * A request's form data as the server validates and stores it: brought into its schema's shape
 * (coerceToSchema) and converted as its fields declare (`normalize`: full-width digits, hiragana in カナ,
 * phones and postcodes without hyphens), as the browser converts them on blur.
 */
export function formInput(schema: Schema, raw: JsonValue | undefined): FormData {
  return asRecord(normalizeToSchema(schema, coerceToSchema(schema, raw), hyphenatedPhone)) as FormData;
}
