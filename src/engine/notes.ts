import type { DataText, SectionNote } from './catalogue';
import { matchesSchema } from './schema-match';
import type { FormData, Schema } from './types';

/** True when the data matches the schema (a `when` of section.json). */
export function matchesWhen(when: Schema, data: unknown): boolean {
  return matchesSchema(when, data);
}

/** The first entry whose `when` matches the data (an entry without `when` always matches). */
export function textFor(entries: DataText[] | undefined, data: unknown): string | undefined {
  return entries?.find((candidate) => !candidate.when || matchesSchema(candidate.when, data))?.text;
}

/** The first note whose `when` matches the data, with `{field}` filled in; undefined when none matches. */
export function noteFor(notes: SectionNote[] | undefined, data: FormData): string | undefined {
  return textFor(notes, data)?.replace(/\{(\w+)\}/g, (_, key: string) => String(data[key] ?? ''));
}
