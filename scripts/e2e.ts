// `npm run test:e2e`: makes sure a Chromium exists (Playwright's, else the system's, else installs one),
// builds the app, then runs the Playwright tests against the built app and the real server.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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
const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
