// The import attribute lets Node's own loader (the browser tests import this module) read the JSON too.
import sharedDefs from '../../schemas/defs.json' with { type: 'json' };
import type { Schema } from './types';

/** How a form names a shared definition of `schemas/defs.json` (from `schemas/<kind>/<id>/schema.json`). */
const sharedPrefix = '../../defs.json#/$defs/';

type Defs = Record<string, Schema>;
type Node = Schema | Schema[] | unknown;

/**
 * The form schema with every shared definition it uses (`{ "$ref": "../../defs.json#/$defs/hour" }`) copied
 * into its own `$defs` and referred to there (`#/$defs/hour`): one self-contained schema for rjsf, Ajv and the
 * build-time validators. A name `defs` lacks is left as it was, for Ajv to refuse.
 */
export function withSharedDefs(schema: Schema, defs: Defs = sharedDefs.$defs as Defs): Schema {
  const used: Defs = {};
  const walk = (node: Node): Node => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) out[key] = walk(value);
    const ref = out.$ref;
    if (typeof ref === 'string' && ref.startsWith(sharedPrefix)) {
      const name = ref.slice(sharedPrefix.length);
      if (defs[name]) {
        used[name] = defs[name];
        out.$ref = `#/$defs/${name}`;
      }
    }
    return out;
  };
  const resolved = walk(schema) as Schema;
  if (Object.keys(used).length === 0) return schema;
  return { ...resolved, $defs: { ...(resolved.$defs as Defs | undefined), ...used } };
}
