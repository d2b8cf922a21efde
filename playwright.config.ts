import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8090);

// Playwright's own Chromium when it is installed, else the system's (Debian package `chromium`).
function chromiumPath(): string | undefined {
  const bundled = chromium.executablePath();
  if (existsSync(bundled)) return undefined;
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // One retry on CI, where a shared machine can stall a frame; a retried test is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // The built app on the real server, with a fresh database file for every run.
    command: `node --import tsx src/server/main.ts`,
    url: `http://localhost:${port}/login`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), TAS_DATABASE: join(tmpdir(), `tas-e2e-${Date.now()}.sqlite`) },
  },
});
