// The built bundle against the supported browsers (002 §9; `browserslist` in package.json): es-check parses
// every file of dist/assets at their language level and lists the newer APIs each file uses. An API the
// browsers lack must be one that public/browser-gate.js tests for (it then loads core-js's polyfills);
// anything else fails, naming the file and the API.
// Run by `npm run test:e2e` after its build (scripts/e2e.ts), and alone as `npm run bundle:check`.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const browsers = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { browserslist: string[] })
  .browserslist;
const gate = readFileSync(join(root, 'public/browser-gate.js'), 'utf8');

// Above ES2018 (es-check's level for Safari 12) but in every supported browser: Safari 12 has them.
const native = ['ArrayFlat', 'ArrayFlatMap', 'OptionalCatchBinding', 'DynamicImport'];
// Used only behind a check that the browser has them: BigInt by DOMPurify (`typeof BigInt`),
// ArrayBuffer.prototype.transfer by core-js's own structuredClone.
const guarded = ['BigInt', 'ArrayBufferTransfer'];

// es-check's feature name (or, for web APIs es-check does not know, the call) → what the gate tests.
const polyfilled: Record<string, string> = {
  AggregateError: 'window.AggregateError',
  ArrayPrototypeAt: 'Array.prototype.at',
  ArrayFindLast: 'Array.prototype.findLast',
  ArrayFindLastIndex: 'Array.prototype.findLastIndex',
  globalThis: 'globalThis',
  ObjectFromEntries: 'Object.fromEntries',
  ObjectHasOwn: 'Object.hasOwn',
  PromiseAllSettled: 'Promise.allSettled',
  StringReplaceAll: 'String.prototype.replaceAll',
};
const webApis: Record<string, string> = {
  'structuredClone(': 'window.structuredClone',
  'queueMicrotask(': 'window.queueMicrotask',
};

const missing = Object.entries({ ...polyfilled, ...webApis }).filter(
  ([, test]) => !gate.includes(`typeof ${test} `),
);
const assets = join(root, 'dist/assets');
const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
const unpolyfilledWebApis = Object.keys(webApis).filter(
  (call) =>
    missing.some(([name]) => name === call) &&
    files.some((name) => readFileSync(join(assets, name), 'utf8').includes(call)),
);

const run = spawnSync(
  'npx',
  [
    'es-check',
    'checkBrowser',
    'dist/assets/*.js',
    '--module',
    '--checkFeatures',
    '--noColor',
    '--browserslistQuery',
    browsers.join(', '),
    '--allowList',
    [...native, ...guarded].join(','),
    '--ignore',
    Object.keys(polyfilled)
      .filter((name) => !missing.some(([gap]) => gap === name))
      .join(','),
  ],
  { cwd: root, encoding: 'utf8' },
);
const failures: string[] = [];
if (run.status !== 0) failures.push(`${run.stdout}${run.stderr}`.trim());
for (const call of unpolyfilledWebApis)
  failures.push(`the bundle calls ${call}) but the gate does not test for it`);
for (const [name, test] of missing)
  if (!unpolyfilledWebApis.includes(name))
    failures.push(`public/browser-gate.js does not test for ${test} (${name}) before loading the polyfills`);

if (failures.length > 0) {
  console.error(`bundle:check: the bundle does not run in ${browsers.join(', ')}\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(`bundle:check: ${files.length} files run in ${browsers.join(', ')} (with the gate's polyfills)`);
