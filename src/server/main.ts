import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildApp } from './app';
import { repoRoot } from './paths';

// Starts the bundled server: `npm start` (after `vite build`) or `node --import tsx src/server/main.ts`.
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? 'localhost';
const databasePath = process.env.TAS_DATABASE ?? join(repoRoot, 'data', 'tas.sqlite');
const dist = join(repoRoot, 'dist');

mkdirSync(dirname(databasePath), { recursive: true });
const app = await buildApp({
  databasePath,
  serveStatic: existsSync(join(dist, 'index.html')) ? dist : undefined,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});
if (!existsSync(join(dist, 'index.html')))
  app.log.warn('dist/index.html not found: serving the API only (run `npm run build`)');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host });
app.log.info(`TAS Desk: http://localhost:${port}/ (database ${databasePath})`);
