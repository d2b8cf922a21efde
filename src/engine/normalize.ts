import type { JsonValue, Schema } from './types';

// Input normalisation (issue 12): what Japanese users type by habit is converted, not refused. A schema
// declares it per string field with the `normalize` keyword; the theme's inputs apply it on blur and the
// server applies it to every save between coercion and validation, with these same functions, so the
// browser and the server agree on what is stored.

/** The conversions a field can declare with `"normalize": …`. */
export const normalizations = ['halfWidth', 'kana', 'phone', 'postcode'] as const;
export type Normalization = (typeof normalizations)[number];

/** Writes a valid Japanese phone number's digits with its numbering plan's hyphens (rules/lib/phone.ts). */
export type PhoneHyphenator = (digits: string) => string | undefined;

// Dashes an IME or a habit puts into numbers: hyphen, non-breaking hyphen, figure dash, en and em dash,
// horizontal bar, minus sign, katakana prolonged sound mark (half- and full-width).
const DASHES = /[\u2010-\u2015\u2212\u30fc\uff70]/g;
// Ends of a value: half- and full-width spaces, tabs and line breaks.
const SURROUNDING_SPACE = /^[\s\u3000]+|[\s\u3000]+$/g;
const HIRAGANA = /[\u3041-\u3096\u309d\u309e]/g;
const HALF_WIDTH_KANA = /[\uff61-\uff9f]+/g;
// The distance from a hiragana to its katakana (あ U+3042 → ア U+30A2).
const KANA_OFFSET = 0x60;

const trimmed = (text: string) => text.replace(SURROUNDING_SPACE, '');

/** Full-width digits, letters, symbols and spaces → half-width (NFKC), every dash → `-`, ends trimmed. */
export function toHalfWidth(text: string): string {
  return trimmed(text.normalize('NFKC').replace(DASHES, '-'));
}

/** Hiragana → katakana, half-width katakana → full-width (voiced marks composed), ends trimmed. */
export function toFullWidthKatakana(text: string): string {
  return trimmed(
    text
      .replace(HALF_WIDTH_KANA, (run) => run.normalize('NFKC'))
      .replace(HIRAGANA, (char) => String.fromCharCode(char.charCodeAt(0) + KANA_OFFSET)),
  );
}

/** `〒1000005`, `１００－０００５` → `100-0005`; anything that is not 7 digits stays half-width as typed. */
export function toPostcode(text: string): string {
  const half = toHalfWidth(text).replace(/^〒\s*/, '');
  return /^[0-9]{7}$/.test(half) ? `${half.slice(0, 3)}-${half.slice(3)}` : half;
}

/**
 * Half-width, and a number typed without hyphens (`0355500100`, also with spaces or brackets) gets its
 * numbering plan's hyphens (`03-5550-0100`). Hyphens the user typed are kept as typed: the phone rules
 * judge them.
 */
export function toPhone(text: string, hyphenate: PhoneHyphenator): string {
  const half = toHalfWidth(text);
  if (half.includes('-')) return half;
  const digits = half.replace(/[\s()]/g, '');
  return hyphenate(digits) ?? half;
}

/** One value converted as its field declares. `phone` needs the hyphenator, which only some pages load. */
export function normalizeText(kind: Normalization, text: string, hyphenate?: PhoneHyphenator): string {
  switch (kind) {
    case 'halfWidth':
      return toHalfWidth(text);
    case 'kana':
      return toFullWidthKatakana(text);
    case 'postcode':
      return toPostcode(text);
    case 'phone':
      return hyphenate ? toPhone(text, hyphenate) : toHalfWidth(text);
  }
}

/** The conversion a field's schema declares, if any. */
export function normalizationOf(schema: Schema | undefined): Normalization | undefined {
  const kind = (schema as { normalize?: unknown } | undefined)?.normalize;
  return normalizations.includes(kind as Normalization) ? (kind as Normalization) : undefined;
}

/** Whether a schema declares `normalize: phone` anywhere (the browser loads the hyphenator only then). */
export function declaresPhone(schema: Schema): boolean {
  return JSON.stringify(schema).includes('"normalize":"phone"');
}

/**
 * Every string a schema declares a conversion for, converted (objects and arrays walked by their
 * `properties` and `items`, like coerceToSchema). Returns a new value; the input is not changed.
 */
export function normalizeToSchema(
  schema: Schema,
  value: JsonValue | undefined,
  hyphenate?: PhoneHyphenator,
): JsonValue | undefined {
  if (typeof value === 'string') {
    const kind = normalizationOf(schema);
    return kind ? normalizeText(kind, value, hyphenate) : value;
  }
  if (Array.isArray(value)) {
    const items = schema.items;
    if (!items || typeof items !== 'object' || Array.isArray(items)) return value;
    return value.map((item) => normalizeToSchema(items as Schema, item, hyphenate) ?? null);
  }
  if (value && typeof value === 'object' && schema.properties) {
    const out: Record<string, JsonValue> = { ...value };
    for (const [key, child] of Object.entries(schema.properties)) {
      if (key in value) out[key] = normalizeToSchema(child as Schema, value[key], hyphenate) ?? null;
    }
    return out;
  }
  return value;
}
