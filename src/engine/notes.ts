import Ajv from 'ajv';
import type { SectionNote } from './catalogue';
import type { FormData } from './types';

const noteAjv = new Ajv({ strict: false });

/** The first note whose `when` matches the data, with `{field}` filled in; undefined when none matches. */
export function noteFor(notes: SectionNote[] | undefined, data: FormData): string | undefined {
  const note = notes?.find((candidate) => !candidate.when || noteAjv.validate(candidate.when, data));
  return note?.text.replace(/\{(\w+)\}/g, (_, key: string) => String(data[key] ?? ''));
}
