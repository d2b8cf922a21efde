// B8: the built app's customer page (customer 1) on the real server, every section opened, in Chromium with
// CDP CPU throttling 4× against the same run unthrottled (baseline), alternating unthrottled, throttled …,
// each round a fresh browser context signed in through the login page. bench/customer-page-probe.ts measures
// in the page; times are from the page's navigation start or from a click, keystrokes keydown → next frame.
import { chromium, type Browser, type Page } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import layout from '../schemas/pages/customer-detail.json';
import { startServer } from './api-harness';
import { customerPageProbe, type ProbeRecord, type SectionOpening } from './customer-page-probe';
import { summarise, type BenchRow } from './stats';

const throttle = 4;
const keys = 50;
const longTaskLimitMs = 200;
const detailPath = '/customer_management/list/1/detail';
// The sections of the page in its order (a contracted customer: every tab with a section).
const sections = (layout.tabs as { name: string; section?: string }[]).flatMap((tab) =>
  tab.section ? [{ id: tab.section, name: tab.name }] : [],
);
// Where keys are pressed: a text field of 業務内容 (107 inputs, the page's largest) and a cell of a row table.
const typingTargets = [
  { name: '業務内容 応対用会社名', id: 'duties-content_for_answer_customer_info_for_answer_corporate_name' },
  { name: '顧客メンバー設定 row 1 氏名', id: 'customer-member_member_table_items_0_name' },
];
// esbuild (tsx) wraps named inner functions in `__name(…)`: the probe's source needs it in the page too.
const probeScript = `var __name = (f) => f; (${customerPageProbe.toString()})();`;

interface PageSample {
  headerSeen: number;
  basicPainted: number;
  basicReady: number;
  /** The frame that showed the character typed into 会社名 (`basicTypedPresented`, else `basicTypedFrame`). */
  basicTyped: number;
  /** The same as the probe timed it until session 21 (`basicTypedMessage`), printed beside. */
  basicTypedMessage: number;
  sections: Record<string, SectionOpening>;
  latencies: Record<string, number[]>;
  /** The longest task while typing into each target (0: none over 50 ms). */
  longestTask: Record<string, number>;
  /** The longest task from navigation start until 基本情報 took its character. */
  longestLoadTask: number;
  calibration: number;
}

async function launch(): Promise<Browser> {
  const bundled = chromium.executablePath();
  return chromium.launch({
    executablePath: existsSync(bundled) ? undefined : (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

const probe = (page: Page) => page.evaluate(() => (window as unknown as { b8: ProbeRecord }).b8);

type TimeField = 'basicReady' | 'basicTypedMessage' | 'basicTypedPresented';

/**
 * Whether the probe recorded `field` within `timeoutMs`, checked every frame. Through `evaluate`, not
 * `waitForFunction`: that one evaluates Playwright's injected script (selector engines, 23–66 ms at 4×) in the
 * page while it loads, work a person's browser does not do (B8, session 21).
 */
const recorded = (page: Page, field: TimeField, timeoutMs: number): Promise<boolean> =>
  whenRecorded(page, field, timeoutMs, 'true').then((answer) => answer === true);

/**
 * `recorded`, resolving with `answer` (a JavaScript expression evaluated in the page) once it has been, null
 * if not: what the bench does next needs no further call into a page that may still be busy (B8, session 23:
 * 会社名 ready → the click took 230–290 ms in two traces at 4×, Playwright's own click included, while a call of
 * its own asked for 会社名's point behind the rest of 基本情報 rendering).
 */
const whenRecorded = (page: Page, field: TimeField, timeoutMs: number, answer: string): Promise<unknown> =>
  // As source text: tsx would wrap a named function of this module in a helper the page does not have.
  page.evaluate(`new Promise((resolve) => {
    const started = performance.now();
    const check = () => {
      if (window.b8[${JSON.stringify(field)}] > 0) resolve(${answer});
      else if (performance.now() - started > ${timeoutMs}) resolve(null);
      else requestAnimationFrame(check);
    };
    check();
  })`);

async function sample(browser: Browser, base: string, rate: number): Promise<PageSample> {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
  });
  try {
    await context.addInitScript({ content: probeScript });
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('ログインID').fill('admin');
    await page.getByLabel('パスワード').fill('Admin2026');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL(/\/home$/);
    await page.getByLabel('ユーザー名').waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });

    await page.goto(`${base}${detailPath}`);
    const point = (await whenRecorded(
      page,
      'basicReady',
      60_000,
      'window.b8.basicPoint',
    )) as ProbeRecord['basicPoint'];
    if (!point) throw new Error('B8: 会社名 never took input');
    await page.mouse.click(point.x, point.y);
    await page.keyboard.press('x');
    if (!(await recorded(page, 'basicTypedMessage', 10_000))) throw new Error('B8: 会社名 took no key');
    // The browser reports the key's Event Timing after the frame, and none for a key under 16 ms.
    await recorded(page, 'basicTypedPresented', 3_000);
    const opened = await probe(page);
    const basicTyped = opened.basicTypedPresented || opened.basicTypedFrame;

    const times: Record<string, SectionOpening> = {};
    for (const section of sections.slice(1))
      times[section.id] = await page.evaluate(
        (id) => (window as unknown as { b8: ProbeRecord }).b8.openSection(id),
        section.id,
      );

    const latencies: Record<string, number[]> = {};
    const longestTask: Record<string, number> = {};
    for (const target of typingTargets) {
      const field = page.locator(`#${target.id}`);
      await field.scrollIntoViewIfNeeded();
      await field.click();
      await page.keyboard.press('End');
      await page.waitForTimeout(200);
      const from = await page.evaluate(() => {
        (window as unknown as { b8: ProbeRecord }).b8.latencies.length = 0;
        return performance.now();
      });
      for (let i = 0; i < keys; i += 1) await page.keyboard.press('a');
      await page.waitForTimeout(200);
      const typed = await probe(page);
      latencies[target.name] = typed.latencies;
      longestTask[target.name] = Math.max(
        0,
        ...typed.longTasks.filter((task) => task.start + task.duration >= from).map((task) => task.duration),
      );
      const value = await field.inputValue();
      if (!value.includes('a'.repeat(keys)))
        throw new Error(`B8: ${target.name} did not take the keys (it holds ${JSON.stringify(value)})`);
    }
    const calibration = await page.evaluate(() => (window as unknown as { b8: ProbeRecord }).b8.calibrate());
    return {
      headerSeen: opened.headerSeen,
      basicPainted: opened.basicPainted,
      basicReady: opened.basicReady,
      basicTyped,
      basicTypedMessage: opened.basicTypedMessage,
      sections: times,
      latencies,
      longestTask,
      longestLoadTask: Math.max(
        0,
        ...opened.longTasks.filter((task) => task.start < basicTyped).map((task) => task.duration),
      ),
      calibration,
    };
  } finally {
    await context.close();
  }
}

function describe(label: string, s: PageSample): string {
  const f = (value: number) => value.toFixed(0);
  const opened = sections
    .slice(1)
    .map((section) => {
      const times = s.sections[section.id];
      const fetched = times.fetched.map((item) => `${item.name} @${f(item.end)}`).join(' ');
      return `${section.id} ${f(times.painted)}/${f(times.hittable)} [${fetched}]`;
    })
    .join('\n       ');
  const typing = typingTargets
    .map((target) => {
      const stats = summarise(s.latencies[target.name]);
      return `${target.name} p50 ${f(stats.median)} p95 ${f(stats.p95)} longest task ${f(s.longestTask[target.name])}`;
    })
    .join('; ');
  return (
    `  B8 ${label}: 基本情報 header ${f(s.headerSeen)}, painted ${f(s.basicPainted)}, hittable ${f(s.basicReady)}, ` +
    `typed ${f(s.basicTyped)} (by a posted message ${f(s.basicTypedMessage)}) ms; longest task while loading ${f(s.longestLoadTask)} ms; calibration ${f(s.calibration)} ms\n` +
    `     sections painted/hittable (ms from click) [fetched @ arrived]:\n       ${opened}\n     keys: ${typing}`
  );
}

/** B8 as table rows: ours = throttled 4×, baseline = the same unthrottled. */
export async function customerPageCases(distFolder: string, rounds: number): Promise<BenchRow[]> {
  const folder = mkdtempSync(join(tmpdir(), 'tas-bench-b8-'));
  const server = await startServer(join(folder, 'tas.sqlite'), distFolder);
  const browser = await launch();
  const pooled: Record<'ours' | 'baseline', PageSample[]> = { ours: [], baseline: [] };
  try {
    const base = `http://127.0.0.1:${server.port}`;
    for (let round = 0; round < rounds; round += 1) {
      for (const impl of ['baseline', 'ours'] as const) {
        const measured = await sample(browser, base, impl === 'ours' ? throttle : 1);
        console.log(
          describe(
            `${impl === 'ours' ? `throttled ${throttle}×` : 'unthrottled'}, round ${round + 1}`,
            measured,
          ),
        );
        pooled[impl].push(measured);
      }
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  }
  const pool = (pick: (s: PageSample) => number[]) => ({
    ours: summarise(pooled.ours.flatMap(pick)),
    baseline: summarise(pooled.baseline.flatMap(pick)),
  });
  const rows: BenchRow[] = [];
  const add = (
    what: string,
    unit: string,
    pair: ReturnType<typeof pool>,
    stat: 'median' | 'p95',
    target: string,
    limit: number,
  ) =>
    rows.push({
      id: 'B8',
      what,
      unit,
      ...pair,
      ratio: pair.baseline[stat] > 0 ? pair.ours[stat] / pair.baseline[stat] : undefined,
      target,
      met: pair.ours[stat] <= limit,
    });
  add(
    'customer page → 基本情報 takes a typed character',
    'ms',
    pool((s) => [s.basicTyped]),
    'median',
    '≤ 1500 ms (throttled 4×)',
    1500,
  );
  for (const target of typingTargets)
    add(
      `keystroke latency, ${target.name}`,
      'ms',
      pool((s) => s.latencies[target.name]),
      'p95',
      'p95 ≤ 50 ms (throttled 4×)',
      50,
    );
  add(
    'longest task while typing',
    'ms',
    pool((s) => typingTargets.map((t) => s.longestTask[t.name])),
    'p95',
    `none > ${longTaskLimitMs} ms`,
    longTaskLimitMs,
  );
  const perSection = sections
    .slice(1)
    .map((section) => ({ section, pair: pool((s) => [s.sections[section.id].painted]) }));
  const slowest = perSection.reduce((a, b) => (b.pair.ours.median > a.pair.ours.median ? b : a));
  add(
    `open a section, slowest (${slowest.section.name}), click → content painted`,
    'ms',
    slowest.pair,
    'median',
    'each ≤ 300 ms (throttled 4×)',
    300,
  );
  for (const { section, pair } of perSection)
    add(`open ${section.name}`, 'ms', pair, 'median', '≤ 300 ms', 300);
  return rows;
}
