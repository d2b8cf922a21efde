// B4: the customer list's result table at 3500 rows against the same table at 100 rows, alternating
// 100, 3500, 100, 3500 … in one headless Chromium, a fresh page each time (bench/page/list-case.tsx measures).
import { chromium, type Browser } from '@playwright/test';
import { existsSync } from 'node:fs';
import type { ListRecord } from './page/list-case';
import { summarise, type BenchRow } from './stats';

// The same browser as bench/browser-cases.ts: Playwright's Chromium if installed, else the system's.
async function launch(): Promise<Browser> {
  const bundled = chromium.executablePath();
  return chromium.launch({
    executablePath: existsSync(bundled) ? undefined : (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

async function sample(browser: Browser, url: string): Promise<ListRecord> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  try {
    await page.goto(url);
    await page.waitForFunction(
      () => (window as unknown as { bench?: ListRecord }).bench?.done === true,
      null,
      { timeout: 120_000 },
    );
    const record = await page.evaluate(() => (window as unknown as { bench: ListRecord }).bench);
    if (record.error) throw new Error(`B4 ${url}: ${record.error}`);
    return record;
  } finally {
    await page.close();
  }
}

/** B4 as table rows: mount, page swap, scroll frame p95 and body cells, 3500 rows against 100. */
export async function listCases(base: string, rounds: number): Promise<BenchRow[]> {
  const browser = await launch();
  const pooled: Record<'small' | 'large', ListRecord[]> = { small: [], large: [] };
  try {
    for (let round = 0; round < rounds; round += 1) {
      pooled.small.push(await sample(browser, `${base}?case=list&rows=100`));
      pooled.large.push(await sample(browser, `${base}?case=list&rows=3500`));
    }
  } finally {
    await browser.close();
  }
  const pool = (pick: (record: ListRecord) => number[]) => ({
    ours: summarise(pooled.large.flatMap(pick)),
    baseline: summarise(pooled.small.flatMap(pick)),
  });
  const mount = pool((r) => [r.mount]);
  const swap = pool((r) => r.swaps);
  const frames = pool((r) => r.frames);
  const cells = pool((r) => [r.cells]);
  const ratio = (pair: typeof mount, stat: 'median' | 'p95') => pair.ours[stat] / pair.baseline[stat];
  return [
    {
      id: 'B4',
      what: 'customer list 3500 rows: mount (baseline 100 rows)',
      unit: 'ms',
      ...mount,
      ratio: ratio(mount, 'median'),
      target: '≤ 1.2× and ≤ 500 ms',
      met: ratio(mount, 'median') <= 1.2 && mount.ours.median <= 500,
    },
    {
      id: 'B4',
      what: 'customer list 3500 rows: swap in the next page',
      unit: 'ms',
      ...swap,
      ratio: ratio(swap, 'median'),
      target: '≤ 2× and ≤ 100 ms',
      met: ratio(swap, 'median') <= 2 && swap.ours.median <= 100,
    },
    {
      id: 'B4',
      what: 'customer list 3500 rows: frame time while scrolling',
      unit: 'ms',
      ...frames,
      ratio: ratio(frames, 'p95'),
      target: 'p95 ≤ 50 ms',
      met: frames.ours.p95 <= 50,
    },
    {
      id: 'B4',
      what: 'customer list 3500 rows: body cells in the DOM',
      unit: 'cells',
      ...cells,
      ratio: ratio(cells, 'median'),
      target: '≤ 600',
      met: cells.ours.p95 <= 600,
    },
  ];
}
