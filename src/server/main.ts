import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildApp } from './app';
import { repoRoot } from './paths';
import { isPostgresUrl } from './store/database';

// Starts the bundled server: `npm start` (after `vite build`) or `node --import tsx src/server/main.ts`.
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? 'localhost';
// DATABASE_URL (postgres://…) for PostgreSQL; else the SQLite file TAS_DATABASE, by default data/tas.sqlite.
const database = process.env.DATABASE_URL || process.env.TAS_DATABASE || join(repoRoot, 'data', 'tas.sqlite');
const dist = join(repoRoot, 'dist');
const secureCookies = process.env.TAS_SECURE_COOKIES === '1';
const trustProxy = process.env.TAS_TRUST_PROXY === '1';
const idleMinutes = process.env.TAS_SESSION_IDLE_MINUTES;
const sessionIdleMinutes = idleMinutes ? Number(idleMinutes) : undefined;
if (sessionIdleMinutes !== undefined && !(sessionIdleMinutes > 0))
  throw new Error(`TAS_SESSION_IDLE_MINUTES must be a positive number of minutes, not ${idleMinutes}`);

if (!isPostgresUrl(database)) mkdirSync(dirname(database), { recursive: true });
const app = await buildApp({
  database,
  serveStatic: existsSync(join(dist, 'index.html')) ? dist : undefined,
  secureCookies,
  trustProxy,
  sessionIdleMinutes,
  smtpUrl: process.env.SMTP_URL || undefined,
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
// The URL's password, if any, stays out of the log.
const shownDatabase = isPostgresUrl(database) ? database.replace(/\/\/[^@/]*@/, '//') : database;
app.log.info(`TAS Desk: http://localhost:${port}/ (database ${shownDatabase})`);
