import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin, PluginOption } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';

const apiPort = process.env.PORT ?? '8080';

// The production build's validators are generated from schemas/ with the product's Ajv set-up and rule
// library (scripts/vite-precompiled-validators.ts). Loaded with tsx, as the server loads that code, and
// only for `vite build`: the dev server and vitest compile at run time.
async function buildPlugins(): Promise<PluginOption[]> {
  const plugin = (await tsImport(
    './scripts/vite-precompiled-validators.ts',
    import.meta.url,
  )) as typeof import('./scripts/vite-precompiled-validators');
  return [plugin.precompiledValidators()];
}

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

// @blueprintjs/datetime builds its whole time-zone list when imported (≈ 190 ms at 4× CPU throttling on the
// customer page, bench B8), though only its TimezoneSelect reads it, which the app never shows: the build
// takes src/theme/widgets/datetime-time-zones.ts instead, the rest of the package unchanged.
function withoutTimeZoneList(): Plugin {
  const standIn = fileURLToPath(new URL('./src/theme/widgets/datetime-time-zones.ts', import.meta.url));
  return {
    name: 'tas-datetime-without-time-zone-list',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromDatetime = importer?.includes('@blueprintjs/datetime') ?? false;
      return fromDatetime && /(^|\/)timezoneItems(\.js)?$/.test(source) ? standIn : null;
    },
  };
}

export default defineConfig(async ({ command }) => ({
  plugins: [
    react(),
    legacyPolyfills(),
    withoutTimeZoneList(),
    ...(command === 'build' ? await buildPlugins() : []),
  ],
  build: {
    outDir: 'dist',
    // The supported browsers of 002 §9 (package.json `browserslist`): syntax they lack is rewritten;
    // APIs they lack come from core-js (legacyPolyfills), checked by scripts/bundle-check.ts.
    target: ['safari12', 'chrome94', 'firefox93', 'edge94'],
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1500,
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
}));
