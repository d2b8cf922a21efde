import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

// 002 §9: a browser that cannot run the bundle still reaches the unsupported-browser page — the browser gate
// (public/browser-gate.js) runs first, in ES5, and sends it there. Old browsers are imitated by removing
// what they lack before any script of the page runs.

async function expectUnsupportedPage(page: Page) {
  await expect(page).toHaveURL(/\/unsupported_browser\.html$/);
  await expect(page).toHaveTitle('ご利用のブラウザには対応していません｜TAS Desk');
  await expect(page.getByRole('heading', { name: 'ご利用のブラウザには対応していません' })).toBeVisible();
  await expect(
    page.getByRole('cell', { name: 'Chrome 94以降、Safari 13以降、Firefox 93以降' }),
  ).toBeVisible();
}

for (const [lacking, remove] of [
  ['ES modules', () => delete (HTMLScriptElement.prototype as { noModule?: boolean }).noModule],
  [
    'Promise.prototype.finally (Safari 11)',
    () => delete (Promise.prototype as { finally?: unknown }).finally,
  ],
  ['Array.prototype.flat (Chrome 68)', () => delete (Array.prototype as { flat?: unknown }).flat],
] as const)
  test(`a browser without ${lacking} gets the unsupported-browser page, from the app and from /login`, async ({
    page,
  }) => {
    await page.addInitScript(remove);
    await page.goto('/customer_management/list');
    await expectUnsupportedPage(page);
    await page.goto('/login');
    await expectUnsupportedPage(page);
  });

test('a current browser passes the gate and loads no polyfills', async ({ page }) => {
  const polyfills: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/polyfills/')) polyfills.push(request.url());
  });
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/home$/);
  expect(polyfills).toEqual([]);
});

test('a supported browser without structuredClone and Object.hasOwn (Chrome 94) gets the polyfills and works', async ({
  page,
}) => {
  await page.addInitScript(() => {
    delete (window as { structuredClone?: unknown }).structuredClone;
    delete (Object as { hasOwn?: unknown }).hasOwn;
  });
  const polyfills = page.waitForRequest('**/polyfills/core-js.min.js');
  await signIn(page, 'admin');
  await polyfills;
  expect(await page.evaluate(() => typeof structuredClone + typeof Object.hasOwn)).toBe('functionfunction');
  await page.goto('/customer_management/list/1/detail');
  await page.getByRole('button', { name: '請求先情報' }).click();
  await expect(
    page.getByRole('region', { name: '請求先情報' }).getByRole('button', { name: '保存' }),
  ).toBeEnabled();
});
