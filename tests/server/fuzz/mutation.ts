import fc from 'fast-check';
import { setAt, type Path } from './json-path';
import type { BaseRequest, FuzzFile } from './types';

/** A request being mutated: the base's parts, the body perhaps no longer an object, or raw text to send. */
export interface Draft {
  url: string;
  encoding: 'json' | 'multipart';
  body: unknown;
  files: FuzzFile[];
  raw?: { text: string | Buffer; contentType: string };
}

/** One change to a request: its name (the report counts payloads by it) and the change. */
export interface Mutation {
  name: string;
  apply(draft: Draft): Draft;
}

/** The draft of a base request. */
export const draftOf = (base: BaseRequest): Draft => ({
  url: base.url,
  encoding: base.encoding,
  body: base.body,
  files: base.files,
});

// A short description of a value for the failure report: huge and deep values by their shape.
function describe(value: unknown): string {
  if (Array.isArray(value) && value.length > 100) return `[${value.length} items]`;
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = '(too deep to print)';
  }
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

// fast-check prints a failing payload's mutations by this method: their names and values, not functions.
const printable = (mutation: Mutation): Mutation =>
  Object.assign(mutation, { [fc.toStringMethod]: () => mutation.name });

/** A mutation that sets the value at `path` of the body. */
export function setting(kind: string, path: Path, value: unknown): Mutation {
  const where = path.map((step) => (typeof step === 'object' ? '(json)' : String(step))).join('.');
  return Object.assign(
    { name: kind, apply: (draft: Draft) => ({ ...draft, body: setAt(draft.body, path, value) }) },
    { [fc.toStringMethod]: () => `${kind} ${where}=${describe(value)}` },
  );
}

/** A mutation that removes the entry at `path` of the body. */
export const removing = (kind: string, path: Path): Mutation => setting(kind, path, undefined);

/** A mutation of the whole draft. */
export const changing = (kind: string, apply: (draft: Draft) => Draft): Mutation =>
  printable({ name: kind, apply });

/** Arbitrary: one of `values` set at one of `paths` (nothing when either list is empty). */
export function setOneOf(
  kind: string,
  paths: Path[],
  values: fc.Arbitrary<unknown>,
): fc.Arbitrary<Mutation>[] {
  if (paths.length === 0) return [];
  return [fc.tuple(fc.constantFrom(...paths), values).map(([path, value]) => setting(kind, path, value))];
}
