import { readFileSync } from 'node:fs';

/** A JSON file read for the check: its content, or the problem saying where its syntax breaks. */
export type ReadJson = { kind: 'ok'; value: unknown } | { kind: 'broken'; problem: string };

// The line and column of a character offset, 1-based as editors count them.
function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${before[before.length - 1].length + 1}`;
}

/** Reads a JSON file; a syntax error names the file, its line and column, and what the parser expected. */
export function readJson(path: string): ReadJson {
  const text = readFileSync(path, 'utf8');
  try {
    return { kind: 'ok', value: JSON.parse(text) as unknown };
  } catch (error) {
    const message = (error as Error).message;
    const offset = /position (\d+)/.exec(message)?.[1];
    const place = offset === undefined ? '' : `:${lineAndColumn(text, Number(offset))}`;
    return { kind: 'broken', problem: `${path}${place}: JSON syntax error: ${message}` };
  }
}
