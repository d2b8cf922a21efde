// `npm run bench`: builds the app and the bench page for production, runs every benchmark in one
// process and one browser (ours and the baseline alternating), prints medians, p95s and ratios, and
// writes bench/results.json. Not part of `npm test`: speed is measured here, never asserted in tests.
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiCases } from './api-cases';
import { browserCases } from './browser-cases';
import { bundleCases } from './bundle';
import { listCases } from './list-cases';
import { validationCase } from './node-cases';
import { serveFolder } from './static-server';
import { printTable, type BenchRow } from './stats';

const root = join(import.meta.dirname, '..');
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
execSync('npx vite build --config bench/vite.config.ts', { cwd: root, stdio: 'inherit' });

const rows: BenchRow[] = [];
const page = await serveFolder(join(root, 'bench', 'dist'));
try {
  rows.push(...(await browserCases(page.url, rounds)));
  rows.push(...(await listCases(page.url, rounds)));
} finally {
  page.server.close();
}
rows.push(...validationCase());
rows.push(...(await apiCases(rounds)));
rows.push(...bundleCases(join(root, 'dist')));

printTable(rows);
writeFileSync(
  join(root, 'bench', 'results.json'),
  `${JSON.stringify({ when: new Date().toISOString(), rounds, rows }, null, 2)}\n`,
);
console.log(
  `\n${rows.filter((row) => row.met).length} of ${rows.length} targets met; bench/results.json written.`,
);
