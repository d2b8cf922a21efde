import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, PluginOption } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';

const apiPort = process.env.PORT ?? '8080';

// The build's own plugins live in scripts/ and are loaded with tsx, as the server loads that code (the
// validators' plugin uses the product's Ajv set-up and rule library).
const fromScripts = async <Module>(file: string) =>
  (await tsImport(`./scripts/${file}`, import.meta.url)) as Module;

// The production build's validators are generated from schemas/ (scripts/vite-precompiled-validators.ts); only
// for `vite build`: the dev server and vitest compile at run time.
async function buildPlugins(): Promise<PluginOption[]> {
  const validators = await fromScripts<typeof import('./scripts/vite-precompiled-validators')>(
    'vite-precompiled-validators.ts',
  );
  const { routeChunks } =
    await fromScripts<typeof import('./scripts/vite-route-chunks')>('vite-route-chunks.ts');
  return [validators.precompiledValidators(), routeChunks(routesLoadedUpFront)];
}

// What each route of the app loads as it opens: its page, and the lazy modules it starts with the page. Each
// route's chunks are merged into as few as the routes' sharing allows (scripts/vite-route-chunks.ts, bench
// B8); a route not named here still works, its chunks just stay as Rolldown splits them. The shell's form kit
// (src/app/form-kit.tsx) loads the engine's fields on every route, and the themed Form where a form shows.
const formKit = ['src/engine/renderer/engine-fields.ts', 'src/theme/index.ts'];
const pages = 'src/pages/staff';
const routesLoadedUpFront = {
  home: [`${pages}/home-page.tsx`, formKit[0]],
  login: [`${pages}/login/login-page.tsx`, ...formKit],
  'customer-list': [`${pages}/customer-list/customer-list-page.tsx`, ...formKit],
  'customer-detail': [
    `${pages}/customer-detail/customer-detail-page.tsx`,
    ...formKit,
    // 基本情報's lazy fields, started with the page (first-section-preload.ts).
    `${pages}/customer-detail/business-talk/business-talk-link-field.tsx`,
    'src/theme/widgets/era-date-widget.tsx',
  ],
  judging: [`${pages}/judging/judging-page.tsx`, formKit[0]],
  approval: [`${pages}/approval/approval-page.tsx`, formKit[0]],
  'operation-logs': [`${pages}/operation-logs/operation-logs-page.tsx`, ...formKit],
  'transmit-numbers': [`${pages}/transmit-numbers/transmit-numbers-page.tsx`, formKit[0]],
};

// core-js's whole bundle for the supported browsers that lack an API the app uses (002 §9): served as
// /polyfills/core-js.min.js, loaded by public/browser-gate.js only in those browsers.
const polyfillPath = '/polyfills/core-js.min.js';
function legacyPolyfills(): Plugin {
  const source = () => readFileSync('node_modules/core-js-bundle/minified.js');
  return {
    name: 'tas-legacy-polyfills',
    configureServer(server) {
      server.middlewares.use(polyfillPath, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: polyfillPath.slice(1), source: source() });
    },
  };
}

// One module of a dependency taken from our own file instead, the rest of the package unchanged: `module`
// matches the import as that package's own files write it.
function standIn(name: string, dependency: string, module: RegExp, file: string): Plugin {
  const replacement = fileURLToPath(new URL(file, import.meta.url));
  return {
    name,
    enforce: 'pre',
    resolveId(source, importer) {
      return (importer?.includes(dependency) ?? false) && module.test(source) ? replacement : null;
    },
  };
}

// @blueprintjs/datetime builds its whole time-zone list when imported (≈ 190 ms at 4× CPU throttling on the
// customer page, bench B8), though only its TimezoneSelect reads it, which the app never shows.
const withoutTimeZoneList = () =>
  standIn(
    'tas-datetime-without-time-zone-list',
    '@blueprintjs/datetime',
    /(^|\/)timezoneItems(\.js)?$/,
    './src/theme/widgets/datetime-time-zones.ts',
  );

// @blueprintjs/datetime learns the browser's time zone and converts each date through Intl.DateTimeFormat, whose
// first use on a page loads the browser's date data (100–230 ms at 4×, bench B8); the app's date inputs are
// local dates, which Date's own offset converts (src/theme/widgets/datetime-local-zone.ts).
const dateInputWithoutIntl = (): Plugin[] => [
  standIn(
    'tas-datetime-without-intl',
    '@blueprintjs/datetime',
    /^date-fns-tz$/,
    './src/theme/widgets/datetime-local-zone.ts',
  ),
  standIn(
    'tas-datetime-local-zone',
    '@blueprintjs/datetime',
    /(^|\/)getTimezone(\.js)?$/,
    './src/theme/widgets/datetime-local-zone.ts',
  ),
];

// rjsf's NumberField asks @rjsf/utils for the decimal separator on every render, which builds an
// Intl.NumberFormat each time (bench B8: the largest single cost of opening 受注内容 at 4× throttling); ours
// gives the same answer, worked out once per list of locales.
const decimalSeparatorOnce = () =>
  standIn(
    'tas-decimal-separator-once',
    '@rjsf/utils',
    /(^|\/)getDecimalSeparator(\.js)?$/,
    './src/theme/decimal-separator.ts',
  );

// Blueprint renders the label of every Button, Tag and MenuItem through `Text`, which renders each twice after
// mounting; ours renders a label once unless it is ellipsized (src/theme/blueprint-text.tsx).
const textMeasuredOnlyToEllipsize = () =>
  standIn(
    'tas-text-measured-only-to-ellipsize',
    '@blueprintjs/core',
    /^\.\.\/text\/text(\.js)?$/,
    './src/theme/blueprint-text.tsx',
  );

// React Router 7 exports only its development build: the same code with ENABLE_DEV_WARNINGS on, i.e. its
// warnings and their texts in the shell of every route (bench B7). The package ships the build with them off in
// dist/production (its only difference); the production build takes that one.
function reactRouterProduction() {
  const require = createRequire(import.meta.url);
  const dist = join(dirname(require.resolve('react-router/package.json')), 'dist/production');
  return [
    { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
  ];
}

export default defineConfig(async ({ command }) => {
  // The build's preload lists without what the importing chunk has loaded.
  const preloads = (
    await fromScripts<typeof import('./scripts/vite-preloads-not-yet-loaded')>(
      'vite-preloads-not-yet-loaded.ts',
    )
  ).preloadsNotYetLoaded();
  // Blueprint's icon names without its start-up work.
  const iconNames = (
    await fromScripts<typeof import('./scripts/vite-compact-icon-names')>('vite-compact-icon-names.ts')
  ).compactIconNames();
  // Blueprint's icon paths: the icons the app names, not all of them.
  const iconPaths = (
    await fromScripts<typeof import('./scripts/vite-compact-icon-paths')>('vite-compact-icon-paths.ts')
  ).compactIconPaths(dirname(fileURLToPath(import.meta.url)));
  return {
    plugins: [
      react(),
      legacyPolyfills(),
      withoutTimeZoneList(),
      ...dateInputWithoutIntl(),
      decimalSeparatorOnce(),
      textMeasuredOnlyToEllipsize(),
      iconNames,
      iconPaths,
      preloads.plugin,
      ...(command === 'build' ? await buildPlugins() : []),
    ],
    resolve: command === 'build' ? { alias: reactRouterProduction() } : {},
    build: {
      outDir: 'dist',
      // The supported browsers of 002 §9 (package.json `browserslist`): syntax they lack is rewritten;
      // APIs they lack come from core-js (legacyPolyfills), checked by scripts/bundle-check.ts.
      target: ['safari12', 'chrome94', 'firefox93', 'edge94'],
      sourcemap: false,
      manifest: true,
      chunkSizeWarningLimit: 1500,
      modulePreload: { resolveDependencies: preloads.resolveDependencies },
      // login.html is /login's light entry (src/login-main.tsx); index.html is the app.
      rollupOptions: { input: { app: 'index.html', login: 'login.html' } },
    },
    server: { proxy: { '/api': `http://localhost:${apiPort}` } },
    test: {
      globals: true,
      exclude: ['tests/e2e/**', 'node_modules/**'],
      environment: 'node',
      setupFiles: ['tests/setup.ts'],
      css: false,
      // Every test on SQLite; the server tests once more on PostgreSQL, in a throwaway cluster of the run's own.
      // Each project names its own files: a project's `include` adds to an inherited one rather than replacing it.
      projects: [
        { extends: true as const, test: { name: 'sqlite', include: ['tests/**/*.test.{ts,tsx}'] } },
        {
          extends: true as const,
          test: {
            name: 'postgres',
            include: ['tests/server/**/*.test.ts'],
            globalSetup: ['tests/server/postgres-setup.ts'],
            // Each test server keeps a small pool: a file starts many servers on databases of their own.
            env: { TAS_DB_POOL_SIZE: '3' },
          },
        },
      ],
    },
  };
});
