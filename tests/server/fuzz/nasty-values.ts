import fc from 'fast-check';

// The texts and shapes a hostile or broken client sends (issue 13): every one is sent inside a request
// that is refused for another reason too, so that what they do to parsing, validation and SQL shows
// without a valid save hiding it.

/** Texts that break naive handling: NUL, lone surrogates, bidi overrides, emoji, 機種依存文字, SQL, HTML. */
export const nastyTexts: readonly string[] = [
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDC00y',
  '\uDBFF\uD800',
  '\u202Eabc\u202C',
  '\u200F\u200E\u2066',
  '😀',
  '👨‍👩‍👧‍👦🇯🇵',
  '①②⑩',
  '㈱㈲',
  'Ⅰ Ⅱ ⅲ',
  '髙﨑𠮷',
  'ｱｲｳｴｵ',
  'ｶﾞｷﾞ',
  '\u3000全角空白\u3000',
  '\u200B\uFEFF',
  "'; DROP TABLE customers;--",
  "' OR '1'='1",
  '" OR 1=1 --',
  '1; DELETE FROM sessions',
  "Robert'); DROP TABLE customer_billings;--",
  '%',
  '_%\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '\r\n\t\v\f',
  '\\u0000',
  'null',
  'undefined',
  'NaN',
  '-1',
  '9'.repeat(400),
];

/** A nasty text: one of the list, any code points (lone surrogates included), or a mix of both. */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nastyTexts) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.constantFrom(...nastyTexts), { minLength: 2, maxLength: 4 })
      .map((parts) => parts.join('')),
  },
);

/** Characters a limited text is padded with past its limit: plain ones and the nasty ones. */
export const paddingChars: readonly string[] = [
  'あ',
  'ア',
  'a',
  '1',
  '😀',
  '①',
  'ｱ',
  '\u0000',
  '\uD800',
  '\u202E',
  "'",
];

/** Keys that reach the prototype of a naive object merge. */
export const prototypeKeys: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/** A value nested `depth` levels deep (arrays or objects), built without recursion. */
export function deeplyNested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** An array of `length` copies of `item`. */
export function hugeArray(length: number, item: unknown): unknown[] {
  return Array.from({ length }, () => item);
}

/** Values of JSON types other than the one a field wants (the corpus picks those of another type). */
export const anyJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  nastyText,
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);
