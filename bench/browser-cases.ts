// B1–B3: keystroke latency, render time per key and mount time, ours against plain rjsf, alternating
// A B A B in one headless Chromium (the one the browser tests use).
import { chromium, type Browser, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { summarise, type BenchRow } from './stats';

type Impl = 'ours' | 'baseline';
interface Sample {
  mount: number;
  latencies: number[];
  renderTimes: number[];
}

async function launch(): Promise<Browser> {
  const bundled = chromium.executablePath();
  return chromium.launch({
    executablePath: existsSync(bundled) ? undefined : (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

async function sample(browser: Browser, url: string, target: string, keys: number): Promise<Sample> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(url);
  await page.waitForFunction(
    () => (window as unknown as { bench?: { ready: boolean } }).bench?.ready === true,
    null,
    {
      timeout: 120_000,
    },
  );
  const mount = await page.evaluate(() => (window as unknown as { bench: { mount: number } }).bench.mount);
  await reveal(page, target);
  await page.locator(`#${target}`).click();
  await page.evaluate(() => {
    const record = (window as unknown as { bench: Sample }).bench;
    record.latencies.length = 0;
    record.renderTimes.length = 0;
  });
  for (let i = 0; i < keys; i += 1) await page.keyboard.press('a');
  await page.waitForTimeout(50);
  const result = await page.evaluate(() => {
    const record = (window as unknown as { bench: Sample }).bench;
    return { latencies: [...record.latencies], renderTimes: [...record.renderTimes] };
  });
  await page.close();
  return { mount, ...result };
}

/**
 * A long row table renders only the rows in view (a window over its own scroll area): scroll that area
 * to the target's row first. The row is read from the id (`bench_items_500_c4`), the count from `aria-rowcount`.
 */
async function reveal(page: Page, target: string) {
  if ((await page.locator(`#${target}`).count()) > 0) return;
  await page.evaluate((id) => {
    const table = document.querySelector<HTMLElement>('[aria-rowcount]');
    let area = table?.parentElement ?? null;
    while (area && area.scrollHeight <= area.clientHeight) area = area.parentElement;
    const row = Number(/_(\d+)_/.exec(id)?.[1] ?? 0);
    const count = Number(table?.getAttribute('aria-rowcount') ?? 1) - 1;
    if (area) area.scrollTop = (area.scrollHeight * row) / count - area.clientHeight / 2;
  }, target);
  await page.locator(`#${target}`).waitFor();
}

/** Runs one case `rounds` times per implementation, alternating, and pools the samples. */
async function alternate(
  browser: Browser,
  base: string,
  query: string,
  target: string,
  rounds: number,
  keys: number,
) {
  const pooled: Record<Impl, Sample[]> = { ours: [], baseline: [] };
  for (let round = 0; round < rounds; round += 1) {
    for (const impl of ['baseline', 'ours'] as Impl[]) {
      pooled[impl].push(await sample(browser, `${base}?${query}&impl=${impl}`, target, keys));
    }
  }
  const pool = (impl: Impl, pick: (s: Sample) => number[]) => summarise(pooled[impl].flatMap(pick));
  return {
    latency: { ours: pool('ours', (s) => s.latencies), baseline: pool('baseline', (s) => s.latencies) },
    render: { ours: pool('ours', (s) => s.renderTimes), baseline: pool('baseline', (s) => s.renderTimes) },
    mount: { ours: pool('ours', (s) => [s.mount]), baseline: pool('baseline', (s) => [s.mount]) },
  };
}

/** B1, B2 and B3 as table rows. */
export async function browserCases(base: string, rounds: number): Promise<BenchRow[]> {
  const browser = await launch();
  try {
    const fields = await alternate(browser, base, 'case=fields&size=150', 'bench_field_075', rounds, 50);
    const rows = await alternate(browser, base, 'case=rows&size=1000', 'bench_items_500_c4', rounds, 50);
    const small = await alternate(browser, base, 'case=rows&size=10', 'bench_items_5_c4', rounds, 50);
    const ratio = (a: number, b: number) => a / b;
    return [
      row(
        'B1',
        'keystroke latency, 150 fields',
        'ms',
        fields.latency,
        'p95',
        (r) => r <= 1.1,
        'p95 ≤ 1.1× and ≤ 50 ms',
        50,
      ),
      row(
        'B1',
        'render time per key, 150 fields',
        'ms',
        fields.render,
        'median',
        (r) => r <= 1.0,
        '≤ 1.0× (stretch 0.5×)',
      ),
      row(
        'B2',
        'keystroke latency, 1000 rows × 8',
        'ms',
        rows.latency,
        'p95',
        (r) => r <= 0.5,
        'p95 ≤ 0.5× and ≤ 50 ms',
        50,
      ),
      {
        id: 'B2',
        what: 'our latency at 1000 rows ÷ at 10 rows',
        unit: 'ms',
        ours: rows.latency.ours,
        baseline: small.latency.ours,
        ratio: ratio(rows.latency.ours.median, small.latency.ours.median),
        target: '≤ 1.5×',
        met: ratio(rows.latency.ours.median, small.latency.ours.median) <= 1.5,
      },
      row('B3', 'open a section, 150 fields', 'ms', fields.mount, 'median', (r) => r <= 1.0, '≤ 1.0×'),
      row(
        'B3',
        'open a section, 1000 rows',
        'ms',
        rows.mount,
        'median',
        (r) => r <= 0.25,
        '≤ 0.25× and ≤ 1 s',
        1000,
      ),
    ];
  } finally {
    await browser.close();
  }
}

function row(
  id: string,
  what: string,
  unit: string,
  pair: { ours: BenchRow['ours']; baseline: BenchRow['ours'] },
  stat: 'median' | 'p95',
  meets: (ratio: number) => boolean,
  target: string,
  absolute?: number,
): BenchRow {
  const ratio = pair.ours[stat] / pair.baseline[stat];
  const withinAbsolute = absolute === undefined || pair.ours[stat] <= absolute;
  return {
    id,
    what,
    unit,
    ours: pair.ours,
    baseline: pair.baseline,
    ratio,
    target,
    met: meets(ratio) && withinAbsolute,
  };
}
