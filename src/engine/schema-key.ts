// Precompiled validators are found by content, not by object: the build (Node, reading the JSON files) and
// the browser (holding the bundled objects, or rjsf's copies of option schemas) must arrive at the same key.
// The key hashes the JSON with sorted object keys, so key order and object identity do not matter.

const cache = new WeakMap<object, string>();

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonical(item ?? null)).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const entries = Object.keys(value)
    .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`);
  return `{${entries.join(',')}}`;
}

// cyrb53: a 53-bit string hash; with a few hundred schemas in a build a collision is out of reach
// (the build also refuses two different schemas under one key).
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The JSON of a schema with sorted keys: equal for schemas that validate alike, whatever their key order. */
export function canonicalSchema(schema: unknown): string {
  return canonical(schema);
}

/**
 * Records the key the build computed for a bundled schema object (scripts/vite-precompiled-validators.ts), so
 * that the browser does not hash it again: 基本情報's form took ≈ 35 ms at 4× CPU throttling to key on
 * its first opening (bench B8). The same content gives the same key, so this only saves the work.
 */
export function knownSchemaKey(schema: object, key: string): void {
  cache.set(schema, key);
}

/** The content key of a schema (a hash of its canonical JSON), cached per object: schemas are never mutated. */
export function schemaKey(schema: unknown): string {
  if (typeof schema !== 'object' || schema === null) return hash53(canonical(schema));
  let key = cache.get(schema);
  if (key === undefined) {
    key = hash53(canonical(schema));
    cache.set(schema, key);
  }
  return key;
}
