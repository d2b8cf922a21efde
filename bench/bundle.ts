// B7: the production bundle per route, gzip: the entry chunk, its static imports and the route's own
// module (when the route is lazy), read from Vite's manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './stats';
import { moduleChunksFile } from '../scripts/vite-route-chunks';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

// Each route's HTML entry (the server answers /login with login.html, every other route with the app's
// index.html) and, in the app, its page module plus the lazily loaded themed Form and engine fields that
// every form-showing page needs.
const app = 'index.html';
const formKit = ['src/theme/index.ts', 'src/engine/renderer/engine-fields.ts'];
const routes: { route: string; entry: string; modules: string[]; limitKb: number }[] = [
  { route: '/login', entry: 'login.html', modules: [], limitKb: 150 },
  {
    route: '/customer_management/list',
    entry: app,
    modules: ['src/pages/staff/customer-list/customer-list-page.tsx', ...formKit],
    limitKb: 300,
  },
  {
    route: '/customer_management/list/:id/detail',
    entry: app,
    modules: ['src/pages/staff/customer-detail/customer-detail-page.tsx', ...formKit],
    limitKb: 400,
  },
];

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) closure(manifest, child, seen);
  return seen;
}

// The manifest's key of the chunk holding `module`: its own key when it is a chunk's entry module, else the key
// of the merged chunk the build put it in (scripts/vite-route-chunks.ts writes which chunk holds each module).
function chunkKeyOf(
  manifest: Manifest,
  moduleChunks: Record<string, string>,
  module: string,
): string | undefined {
  if (manifest[module]) return module;
  const file = moduleChunks[module];
  return Object.keys(manifest).find((key) => manifest[key].file === file);
}

const gzipKb = (dist: string, file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024;

/** B7 as table rows, from a build in `dist` made with `build.manifest: true`. */
export function bundleCases(dist: string): BenchRow[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const moduleChunks = JSON.parse(readFileSync(join(dist, moduleChunksFile), 'utf8')) as Record<
    string,
    string
  >;
  const closures = routes.map(({ route, entry, modules, limitKb }) => {
    const keys = closure(manifest, entry);
    for (const module of modules) {
      const key = chunkKeyOf(manifest, moduleChunks, module);
      if (!key) throw new Error(`B7: no chunk holds ${module}`);
      closure(manifest, key, keys);
    }
    const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
    return { route, limitKb, files };
  });
  const rows: BenchRow[] = closures.map(({ route, limitKb, files }) => {
    const kb = files.reduce((sum, file) => sum + gzipKb(dist, file), 0);
    return {
      id: 'B7',
      what: `JS for ${route} (gzip)`,
      unit: 'KB',
      ours: { median: kb, p95: kb, n: 1 },
      target: `≤ ${limitKb} KB`,
      met: kb <= limitKb,
    };
  });
  // Each file costs the page its request and its module's bookkeeping, whatever its size (session 19): printed.
  for (const { route, files } of closures)
    rows.push({
      id: 'B7',
      what: `JS files for ${route}`,
      unit: 'files',
      ours: { median: files.length, p95: files.length, n: 1 },
      target: 'printed (no target)',
      met: null,
    });
  const css = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))].reduce(
    (sum, file) => sum + gzipKb(dist, file),
    0,
  );
  rows.push({
    id: 'B7',
    what: 'CSS (gzip)',
    unit: 'KB',
    ours: { median: css, p95: css, n: 1 },
    target: '≤ 60 KB',
    met: css <= 60,
  });
  // By module, not by chunk: a merged chunk has no entry module of its own to match.
  const initial = new Set(
    routes.flatMap(({ entry }) => [...closure(manifest, entry)]).map((key) => manifest[key].file),
  );
  const iconChunks = Object.entries(moduleChunks).filter(
    ([module, file]) => /@blueprintjs\/icons\/.*paths/i.test(module) && initial.has(file),
  );
  rows.push({
    id: 'B7',
    what: 'Blueprint icon-path modules in an initial chunk',
    unit: 'modules',
    ours: { median: iconChunks.length, p95: iconChunks.length, n: 1 },
    target: 'none',
    met: iconChunks.length === 0,
  });
  return rows;
}
