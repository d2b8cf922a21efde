import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// A production build of the bench page, with React's profiling build so that <Profiler> reports times.
export default defineConfig({
  root: fileURLToPath(new URL('./page', import.meta.url)),
  base: './',
  plugins: [react()],
  resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 5000,
  },
  logLevel: 'warn',
});
