import {
  declaresPhone,
  normalizationOf,
  normalizeText,
  normalizeToSchema,
  type PhoneHyphenator,
} from '../normalize';
import type { FormData, Schema } from '../types';

// The browser half of input normalisation (../normalize.ts). Phone numbers need libphonenumber's metadata,
// which loads with the first form that declares `normalize: phone` (the phone rules load it too).

let hyphenator: PhoneHyphenator | undefined;
let loading: Promise<PhoneHyphenator> | undefined;

function loadHyphenator(): Promise<PhoneHyphenator> {
  loading ??= import('../../../rules/lib/phone').then((phone) => (hyphenator = phone.hyphenatedPhone));
  return loading;
}

/**
 * A form's data as the server will store it, as far as can be known without waiting: phones get their
 * hyphens once the metadata has loaded. What a form validates while the user types, so that hiragana
 * in a カナ field or full-width digits are not shown as errors the blur would convert anyway.
 */
export function normalizedNow(schema: Schema, data: FormData): FormData {
  return normalizeToSchema(schema, data, hyphenator) as FormData;
}

/** A form's data converted as its fields declare: what a save validates and sends. */
export async function normalizedForm(schema: Schema, data: FormData): Promise<FormData> {
  const hyphenate = declaresPhone(schema) ? await loadHyphenator() : undefined;
  return normalizeToSchema(schema, data, hyphenate) as FormData;
}

/**
 * One field's text converted as its schema declares (the text itself when it declares nothing): at once,
 * or once the numbering plan has loaded for the first phone field.
 */
export function normalizedField(schema: Schema, text: string): string | Promise<string> {
  const kind = normalizationOf(schema);
  if (!kind) return text;
  if (kind !== 'phone' || hyphenator) return normalizeText(kind, text, hyphenator);
  return loadHyphenator().then((hyphenate) => normalizeText(kind, text, hyphenate));
}
