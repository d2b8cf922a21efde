import type { FormData, JsonValue, Schema } from '../../../src/engine/types';
import { paddingChars } from './nasty-values';

/** A text field of a section's form with a length limit: its pointer in the form data and its bounds. */
export interface LimitedText {
  pointer: string;
  /** `maxLength`, or `htmlTextLength` for a rich text (its text, not its HTML, counts). */
  max?: number;
  /** `minLength` when two or more: one less is a non-empty text the rule refuses (an empty one is "unset"). */
  min?: number;
  /** What the text is padded with: a rich text's HTML is sanitised, so only plain characters there. */
  padding: readonly string[];
}

const richPadding = ['あ', 'a', '😀'];

function boundsOf(schema: Schema): Pick<LimitedText, 'max' | 'min' | 'padding'> | undefined {
  if (schema.readOnly) return undefined;
  const rich = (schema as { htmlTextLength?: unknown }).htmlTextLength;
  if (typeof rich === 'number') return { max: rich, padding: richPadding };
  if (schema.type !== 'string') return undefined;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const min = typeof schema.minLength === 'number' && schema.minLength >= 2 ? schema.minLength : undefined;
  return max === undefined && min === undefined ? undefined : { max, min, padding: paddingChars };
}

/**
 * Every limited text of a section that its loaded data holds (the first row stands for a row array's
 * rows, as the corpus changes one row): derived from schema.json, so a new limit is fuzzed at once.
 */
export function limitedTexts(schema: Schema, data: JsonValue | undefined, base = ''): LimitedText[] {
  if (schema.type === 'array' && Array.isArray(data))
    return data.length > 0 ? limitedTexts(schema.items as Schema, data[0], `${base}/0`) : [];
  if (!schema.properties || data === null || typeof data !== 'object' || Array.isArray(data)) return [];
  const record = data as FormData;
  return Object.entries(schema.properties).flatMap(([key, child]) => {
    const pointer = `${base}/${key}`;
    const bounds = boundsOf(child as Schema);
    if (bounds) return key in record ? [{ pointer, ...bounds }] : [];
    return limitedTexts(child as Schema, record[key], pointer);
  });
}

/** Text that breaks the bound: one past `max`, or one short of `min`. */
export function outOfBounds(text: LimitedText, side: 'max' | 'min', pad: string): string | undefined {
  if (side === 'max') return text.max === undefined ? undefined : pad.repeat(text.max + 1);
  return text.min === undefined ? undefined : pad.repeat(text.min - 1);
}
