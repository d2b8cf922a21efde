import type { PluginOption } from 'vite';
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

export default defineConfig(async ({ command }) => ({
  plugins: [react(), ...(command === 'build' ? await buildPlugins() : [])],
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    // login.html is /login's light entry (src/login-main.tsx); index.html is the app.
    rollupOptions: { input: { app: 'index.html', login: 'login.html' } },
  },
  server: { proxy: { '/api': `http://localhost:${apiPort}` } },
  test: {
    globals: true,
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    css: false,
  },
}));
