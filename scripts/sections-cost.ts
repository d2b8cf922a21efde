// `npm run sections:cost`: per section of schemas/sections, the lines of JSON (its three files and its seed)
// and of TypeScript (adapter, store module, routes, page components) that exist for it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const repo = join(import.meta.dirname, '..');
const lines = (path: string): number =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim()).length;
// Files (or every file below a folder) whose name is the section id, or starts with it and a dash or dot.
function filesFor(folder: string, id: string): string[] {
  const dir = join(repo, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name === id || name.startsWith(`${id}.`) || name.startsWith(`${id}-`))
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? readdirSync(path).map((child) => join(path, child)) : [path];
    });
}

const rows = readdirSync(join(repo, 'schemas', 'sections')).map((id) => {
  const json = [
    ...['section', 'schema', 'ui'].map((part) => join(repo, 'schemas', 'sections', id, `${part}.json`)),
    join(repo, 'fixtures', 'seed', 'sections', `${id}.json`),
  ].filter(existsSync);
  const typescript = [
    'src/sections',
    'src/server/store/sections',
    'src/server/routes',
    'src/pages/staff/customer-detail',
  ]
    .flatMap((folder) => filesFor(folder, id))
    .filter((path) => /\.tsx?$/.test(path));
  return {
    id,
    json: json.reduce((sum, path) => sum + lines(path), 0),
    typescript: typescript.reduce((sum, path) => sum + lines(path), 0),
  };
});
const width = Math.max(...rows.map((row) => row.id.length), 'section'.length);
console.log(`${'section'.padEnd(width)}  JSON lines  TypeScript lines`);
for (const row of rows)
  console.log(
    `${row.id.padEnd(width)}  ${String(row.json).padStart(10)}  ${String(row.typescript).padStart(16)}`,
  );
const total = (key: 'json' | 'typescript') => rows.reduce((sum, row) => sum + row[key], 0);
console.log(
  `${'total'.padEnd(width)}  ${String(total('json')).padStart(10)}  ${String(total('typescript')).padStart(16)}`,
);
