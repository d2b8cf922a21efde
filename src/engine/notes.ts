import Ajv from 'ajv';
import type { DataText, SectionNote } from './catalogue';
import type { FormData } from './types';

const noteAjv = new Ajv({ strict: false });

/** The first entry whose `when` matches the data (an entry without `when` always matches). */
export function textFor(entries: DataText[] | undefined, data: unknown): string | undefined {
  return entries?.find((candidate) => !candidate.when || noteAjv.validate(candidate.when, data))?.text;
}

/** The first note whose `when` matches the data, with `{field}` filled in; undefined when none matches. */
export function noteFor(notes: SectionNote[] | undefined, data: FormData): string | undefined {
  return textFor(notes, data)?.replace(/\{(\w+)\}/g, (_, key: string) => String(data[key] ?? ''));
}
