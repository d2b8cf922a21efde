import Ajv, { type Options } from 'ajv';
import addErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { addRules } from '../../rules';
import { normalizations } from './normalize';
import type { Schema } from './types';

// The one Ajv set-up of the product. Node compiles with it at run time (server, tests, `npm run dev`);
// the browser build runs the same set-up at build time and ships the generated code
// (scripts/precompiled-validators.ts), so both check alike. Never imported by browser code.

/** Adds formats, `errorMessage` and the rule library to any Ajv. */
export function extendAjv<T extends Ajv>(ajv: T): T {
  addFormats(ajv);
  // rjsf's file widget stores files as data URLs; rjsf's own Ajv knows the format, ours must too.
  if (!ajv.formats['data-url'])
    ajv.addFormat('data-url', /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=[^;]*;)?base64,[a-z0-9+/]*={0,2}$/i);
  // ajv-errors needs allErrors; an Ajv that stops at the first error simply has no custom messages.
  if (ajv.opts.allErrors) addErrors(ajv);
  addRules(ajv);
  // `normalize` declares how a text field's input is converted before it is validated (normalize.ts): an
  // annotation for validation, whose value Ajv still checks, so a misspelt conversion fails schemas:check.
  if (!ajv.getKeyword('normalize'))
    ajv.addKeyword({ keyword: 'normalize', schemaType: 'string', metaSchema: { enum: [...normalizations] } });
  return ajv;
}

/**
 * The options every form validator is compiled with. `passContext`: keywords that need the server's data
 * (uniqueDidNumber) read it from `this`; `verbose`: messages read titles and limits from the schema.
 */
export const formAjvOptions: Options = {
  allErrors: true,
  verbose: true,
  strict: false,
  allowUnionTypes: true,
  passContext: true,
};

/** A new Ajv with the product's options and extensions (`extra` for the build's `code` options). */
export function createFormAjv(extra: Options = {}): Ajv {
  return extendAjv(new Ajv({ ...formAjvOptions, ...extra }));
}

/**
 * The schema a form is validated with. Rows marked `is_delete` are hidden on screen and only await
 * deletion: they must not block a save, so every array whose items carry `is_delete` validates its items
 * only when they are not deleted. Only an object is a deleted row: an item that is no object (a request's
 * `"x"` or `null`) fails the `if` and is validated, and refused, as a row.
 */
export function skipDeletedRows(schema: Schema): Schema {
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
          if: { type: 'object', properties: { is_delete: { const: true } }, required: ['is_delete'] },
          then: true,
          else: itemSchema,
        }
      : itemSchema;
  }
  return out;
}
