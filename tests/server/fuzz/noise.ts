import fc from 'fast-check';
import { define, type Path } from './json-path';
import { changing, setOneOf, type Mutation } from './mutation';
import { anyJsonValue, deeplyNested, nastyText, prototypeKeys } from './nasty-values';

// Noise rides along with a refusal: it is no reason to refuse on its own (an unknown field is ignored, a
// free text may hold an emoji), but it must not trip the server on its way to the refusal.

// Names an extra field gets: prototype keys, SQL and nasty texts, near misses of real names.
// (Fastify refuses a JSON body with `__proto__` or `constructor.prototype` outright: rarer, so that most
// noisy payloads reach the call.)
const extraName: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(...prototypeKeys) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'fuzz_extra',
      'customer_id ',
      'Customer_Id',
      'is_delete',
      "x'; DROP TABLE customers;--",
      '',
    ),
  },
  { weight: 3, arbitrary: nastyText.map((text) => `fuzz_${text}`) },
);

// What an extra field holds, including a prototype-polluting object and deep nesting.
const extraValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: anyJsonValue },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      JSON.parse('{"__proto__": {"polluted": true}}'),
      { constructor: { prototype: { polluted: true } } },
      { prototype: { polluted: true } },
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 10, max: 300 }).map((depth) => deeplyNested(depth, 'object')) },
);

/** A field the call does not know, added to the body (skipped when the body has a field of that name). */
export function extraField(): fc.Arbitrary<Mutation> {
  return fc.tuple(extraName, extraValue).map(([name, value]) =>
    changing('extraField', (draft) => {
      const body = draft.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body) || Object.hasOwn(body, name))
        return draft;
      const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
      define(
        out,
        name,
        draft.encoding === 'multipart' && typeof value !== 'string' ? JSON.stringify(value) : value,
      );
      return { ...draft, body: out };
    }),
  );
}

/** A nasty text (NUL, lone surrogate, RTL mark, emoji, 機種依存文字, SQL) in one of the body's texts. */
export function nastyTexts(textPaths: Path[]): fc.Arbitrary<Mutation>[] {
  return setOneOf('nastyText', textPaths, nastyText);
}

const untouched = new Set([
  'customer_id',
  'customer_updated_timestamp',
  'is_entry',
  'updated_user_id',
  'user_id',
]);

/** The paths of every string in a body, except the ids and stamp the refusals own. */
export function textPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return path.length > 0 && !untouched.has(String(path[0])) ? [path] : [];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    textPaths(child, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}

/** The noise every call gets: extra fields, and nasty texts where the body has texts. */
export function noiseFor(body: Record<string, unknown>): fc.Arbitrary<Mutation>[] {
  return [extraField(), ...nastyTexts(textPaths(body))];
}
