// `npm run test:e2e`: makes sure a Chromium exists (Playwright's, else the system's, else installs one),
// builds the app, then runs the Playwright tests against the built app and the real server.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromium } from '@playwright/test';

function haveChromium(): boolean {
  return (
    existsSync(chromium.executablePath()) || existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')
  );
}

if (!haveChromium()) {
  console.log('No Chromium found: trying Playwright, then apt-get.');
  const viaPlaywright = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  if (viaPlaywright.status !== 0 || !haveChromium()) {
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk',
      {
        stdio: 'inherit',
      },
    );
  }
}

execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
// The bundle just built, against the supported browsers (002 §9): here rather than as a step of its own,
// so that `npm test` builds once.
execSync('node --import tsx scripts/bundle-check.ts', { stdio: 'inherit' });
// A port nobody listens on: with a fixed port, a server left running there (a manual `npm start`, a scratch
// run) makes Playwright refuse to start the run at all ("is already used").
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const port = process.env.E2E_PORT ?? String(await freePort());
const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_PORT: port },
});
process.exit(run.status ?? 1);
