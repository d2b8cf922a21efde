import { schemaValidator } from './schema-compiler';
import type { Schema } from './types';

/** True when the data matches a condition schema (`ui:rule` conditions, `when` of notes and answers). */
export function matchesSchema(schema: Schema, data: unknown): boolean {
  return schemaValidator(schema)(data) === true;
}
