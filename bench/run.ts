// `npm run bench`: builds the app and the bench page for production, runs every benchmark in one
// process and one browser (ours and the baseline alternating), prints medians, p95s and ratios, and
// writes bench/results.json. Not part of `npm test`: speed is measured here, never asserted in tests.
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiCases } from './api-cases';
import { b9Cases, compareAnswers, type B9Answers } from './b9-cases';
import { benchDatabases, withCustomerApi } from './api-harness';
import { uncachedListCases } from './api-uncached-cases';
import { browserCases } from './browser-cases';
import { bundleCases } from './bundle';
import { customerPageCases } from './customer-page-cases';
import { listCases } from './list-cases';
import { validationCase } from './node-cases';
import { serveFolder } from './static-server';
import { printTable, type BenchRow } from './stats';

const root = join(import.meta.dirname, '..');
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
// `npm run bench -- --only B7` (or `--only B5,B7`, `--only B6+`) runs just those benchmarks and leaves results.json alone.
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? new Set((process.argv[onlyAt + 1] ?? '').toUpperCase().split(',')) : undefined;
const wants = (...ids: string[]) => !only || ids.some((id) => only.has(id));
// `--merge` (with `--only`): write this run's rows into results.json in place of those benchmarks' rows.
const merge = only !== undefined && process.argv.includes('--merge');

// The app's production build (dist/, shared with the browser tests) is what B7 weighs and B8 serves; the
// other benchmarks leave it as it is.
if (wants('B7', 'B8')) execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });

const rows: BenchRow[] = [];
if (wants('B1', 'B2', 'B3', 'B4')) {
  execSync('npx vite build --config bench/vite.config.ts', { cwd: root, stdio: 'inherit' });
  const page = await serveFolder(join(root, 'bench', 'dist'));
  try {
    if (wants('B1', 'B2', 'B3')) rows.push(...(await browserCases(page.url, rounds)));
    if (wants('B4')) rows.push(...(await listCases(page.url, rounds)));
  } finally {
    page.server.close();
  }
}
if (wants('B5')) rows.push(...validationCase());
// B6 and B6+ share one generated database and server, on SQLite and then on PostgreSQL; each row says which.
if (wants('B6', 'B6+')) {
  for (const database of benchDatabases) {
    const measured = await withCustomerApi(database, async (api) => [
      ...(wants('B6') ? await apiCases(api, rounds) : []),
      ...(wants('B6+') ? await uncachedListCases(api, rounds) : []),
    ]);
    rows.push(...measured.map((row) => ({ ...row, what: `${database}: ${row.what}` })));
  }
}
// B9: uncached searches at 1 000 000 customers, on SQLite and then PostgreSQL (b9-cases.ts); both must answer alike.
if (wants('B9')) {
  const answers: B9Answers[] = [];
  // `B9_DATABASES=SQLite` (or PostgreSQL) runs it on one of them.
  const only9 = process.env.B9_DATABASES?.split(',');
  for (const database of benchDatabases.filter((name) => !only9 || only9.includes(name))) {
    const measured = await b9Cases(database, rounds);
    rows.push(...measured.rows);
    answers.push(measured.answers);
  }
  if (answers.length === 2) {
    const differing = compareAnswers(answers[0], answers[1]);
    console.log(`B9: ${answers[0].size} answers compared, ${differing.length} differ between the databases`);
    for (const query of differing.slice(0, 10)) console.log(`  differs: ${query}`);
  }
}
if (wants('B7')) rows.push(...bundleCases(join(root, 'dist')));
if (wants('B8')) rows.push(...(await customerPageCases(join(root, 'dist'), rounds)));

const shown = only ? rows.filter((row) => only.has(row.id)) : rows;
printTable(shown);
const resultsFile = join(root, 'bench', 'results.json');
if (!only) {
  writeFileSync(
    resultsFile,
    `${JSON.stringify({ when: new Date().toISOString(), rounds, rows }, null, 2)}\n`,
  );
} else if (merge) {
  // `--only B6 --merge`: this run's rows replace the rows of those benchmarks in results.json, in their place
  // (the first of them, if the file had any), and the others stay as the last run left them.
  const previous = JSON.parse(readFileSync(resultsFile, 'utf8')) as { rows: BenchRow[] };
  const at = previous.rows.findIndex((row) => only.has(row.id));
  const kept = previous.rows.filter((row) => !only.has(row.id));
  const place = at < 0 ? kept.length : previous.rows.slice(0, at).filter((row) => !only.has(row.id)).length;
  const merged = [...kept.slice(0, place), ...shown, ...kept.slice(place)];
  writeFileSync(
    resultsFile,
    `${JSON.stringify({ ...previous, rows: merged, merged: { when: new Date().toISOString(), rounds, ids: [...only] } }, null, 2)}\n`,
  );
}
const targets = shown.filter((row) => row.met !== null);
console.log(
  `\n${targets.filter((row) => row.met).length} of ${targets.length} targets met${!only ? '; bench/results.json written' : merge ? '; merged into bench/results.json' : ''}.`,
);
