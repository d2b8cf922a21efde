import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * One row of `jquery-jpostal-ja`'s data (Japan Post KEN_ALL and the business-office list, as the package
 * ships them): code (`_1000001`), prefecture, city, town, office street address, office name, and the
 * half-width kana of prefecture, city and town.
 */
export type JpostalRow = [string, string, string, string, string, string, string, string, string];

const dataDirectory = join(
  dirname(createRequire(import.meta.url).resolve('jquery-jpostal-ja/package.json')),
  'json',
);

// The files are JSONP (`jQuery_jpostal_callback([...]);`): the JSON is between the first `(` and the last
// `)`; the kana inside may hold half-width parentheses, but never before the opening one.
function parseJsonp(text: string): JpostalRow[] {
  const start = text.indexOf('(');
  const end = text.lastIndexOf(')');
  if (start < 0 || end <= start) return [];
  const rows: unknown = JSON.parse(text.slice(start + 1, end));
  return Array.isArray(rows)
    ? (rows.filter((row) => Array.isArray(row) && row.length >= 9) as JpostalRow[])
    : [];
}

/** The rows of one 3-digit prefix, keyed by 7-digit code; read on first use and kept (one file ≲ 300 kB). */
export type PrefixIndex = ReadonlyMap<string, readonly JpostalRow[]>;

const cache = new Map<string, Promise<PrefixIndex>>();

async function readPrefix(prefix: string): Promise<PrefixIndex> {
  let text: string;
  try {
    text = await readFile(join(dataDirectory, `${prefix}.json`), 'utf8');
  } catch (error) {
    // A prefix without a file has no addresses; any other read failure is the server's fault.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
  const index = new Map<string, JpostalRow[]>();
  for (const row of parseJsonp(text)) {
    const code = row[0].replace(/^_/, '');
    // The files also hold 3- and 5-digit summary rows (`_100`); only full codes are answers.
    if (!/^\d{7}$/.test(code)) continue;
    const list = index.get(code);
    if (list) list.push(row);
    else index.set(code, [row]);
  }
  return index;
}

/** The data rows of a 7-digit code, in the data's order (several where the code covers several towns). */
export async function rowsOfCode(code: string): Promise<readonly JpostalRow[]> {
  if (!/^\d{7}$/.test(code)) return [];
  const prefix = code.slice(0, 3);
  let index = cache.get(prefix);
  if (!index) {
    index = readPrefix(prefix);
    cache.set(prefix, index);
    // A failed read is not cached: the next search tries the file again.
    index.catch(() => cache.delete(prefix));
  }
  return (await index).get(code) ?? [];
}
