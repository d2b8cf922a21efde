import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

// Issue 12 in the browser, points 4 and 5: the lists find what people type (kana in any script, ㈱ and (株)
// for 株式会社), 会社名 sorts by reading, entries come in 申込番号 order, and the date ranges take era dates.
// Customer 1 is 株式会社サンプル商事 (reading カブシキガイシャサンプルショウジ, T000001, 契約日 2024-04-15), the
// only customer whose name holds サンプル.

const contracted = '/customer_management/list';
const entries = '/customer_entry/list';
const sample = '参照 T000001 株式会社サンプル商事';

const card = (page: Page) => page.getByRole('form', { name: '検索条件' });
const results = (page: Page) => page.getByRole('region', { name: '検索結果' });
const referenceButtons = (page: Page) => page.getByRole('button', { name: /^参照/ });

async function openList(page: Page, path = contracted) {
  await page.goto(path);
  await expect(referenceButtons(page).first()).toBeVisible();
}

/** Clicks 検索 and waits for the list's answer; returns the query the server received. */
async function search(page: Page): Promise<URLSearchParams> {
  const answer = page.waitForResponse((r) => r.url().includes('getCustomerList'));
  await card(page).getByRole('button', { name: '検索', exact: true }).click();
  return new URL((await answer).url()).searchParams;
}

/** The list shows customer 1 alone (the unfiltered list opens with thousands). */
async function expectSampleAlone(page: Page) {
  await expect(page.getByText('全1件中 1〜1件').first()).toBeVisible();
  await expect(referenceButtons(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: sample, exact: true })).toBeVisible();
  await expect(results(page).getByText('株式会社サンプル商事', { exact: true }).first()).toBeVisible();
}

test.beforeEach(async ({ page }) => signIn(page, 'admin'));

for (const typed of ['さんぷる', 'ｻﾝﾌﾟﾙ']) {
  test(`会社名(カナ) typed as ${typed} finds 株式会社サンプル商事`, async ({ page }) => {
    await openList(page);
    await expect(page.getByText('全1件中 1〜1件')).toHaveCount(0);
    await card(page).getByLabel('会社名(カナ)').fill(typed);
    await search(page);
    await expectSampleAlone(page);
  });
}

for (const typed of ['㈱サンプル', '(株)サンプル']) {
  test(`会社名 typed as ${typed} finds 株式会社サンプル商事`, async ({ page }) => {
    await openList(page);
    await expect(page.getByText('全1件中 1〜1件')).toHaveCount(0);
    await card(page).getByLabel('会社名', { exact: true }).fill(typed);
    await search(page);
    await expectSampleAlone(page);
  });
}

test('sorting by 会社名 orders the rows by reading, not by character code', async ({ page }) => {
  await openList(page);
  const sortButton = page.getByRole('button', { name: '会社名で並べ替え', exact: true });
  await sortButton.click();
  await expect(sortButton).toHaveAttribute('aria-pressed', 'true');
  // The seed's first readings: アサヒウンユ, アサヒキカク, アサヒケンセツ. By code point 企 (U+4F01) < 建 (U+5EFA)
  // < 運 (U+904B), so an order by the written name would put 朝日運輸 last of the three.
  const names = ['朝日運輸株式会社', '朝日企画株式会社', '朝日建設株式会社'];
  expect([...names].sort()).not.toEqual(names);
  await expect(referenceButtons(page).first()).toHaveAccessibleName(`参照 T000126 ${names[0]}`);
  const tops: number[] = [];
  for (const name of names) {
    // The 会社名 cell (請求先会社名 may repeat the name on the same row).
    const cell = results(page).getByText(name, { exact: true }).first();
    await expect(cell).toBeVisible();
    tops.push((await cell.boundingBox())?.y ?? Number.NaN);
  }
  expect(tops[0]).toBeLessThan(tops[1]);
  expect(tops[1]).toBeLessThan(tops[2]);
});

test('the entry list comes in 申込番号 order, its column marked as the order', async ({ page }) => {
  await openList(page, entries);
  await expect(page.getByRole('heading', { name: '申込受付' })).toBeVisible();
  // Entries 3, 7 and 12 of the seed; none has a TAS ID.
  await expect(referenceButtons(page).nth(0)).toHaveAccessibleName('参照 株式会社あおぞら企画');
  await expect(referenceButtons(page).nth(1)).toHaveAccessibleName('参照 有限会社東都建設');
  await expect(referenceButtons(page).nth(2)).toHaveAccessibleName('参照 合同会社日の出運輸');
  await expect(page.getByRole('button', { name: 'TAS IDで並べ替え' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  // 申込番号 is a column far to the right: scrolled into view as a person would, with the wheel.
  await results(page).hover();
  await page.mouse.wheel(4000, 0);
  const byNumber = page.getByRole('button', { name: '申込番号で並べ替え' });
  await expect(byNumber).toBeVisible();
  await expect(byNumber).toHaveAttribute('aria-pressed', 'true');
});

test('date ranges take S45.1.2, H2/1/2 and R7.5.1, show them with their era, and search by them', async ({
  page,
}) => {
  await openList(page);
  await page.getByRole('button', { name: '詳細検索' }).click();
  const start = page.getByLabel('契約日（開始）');
  const end = page.getByLabel('契約日（終了）');
  const typedDates = [
    [start, 'S45.1.2', '昭和45年1月2日（1970-01-02）'],
    [start, 'H2/1/2', '平成2年1月2日（1990-01-02）'],
    [end, 'R7.5.1', '令和7年5月1日（2025-05-01）'],
  ] as const;
  for (const [field, typed, shown] of typedDates) {
    await field.fill(typed);
    await field.press('Tab');
    await expect(field).toHaveValue(shown);
  }
  await card(page).getByLabel('会社名', { exact: true }).fill('サンプル');
  const query = await search(page);
  expect(query.get('contract_agreement_date_start')).toBe('1990-01-02');
  expect(query.get('contract_agreement_date_end')).toBe('2025-05-01');
  // Customer 1's 契約日 (2024-04-15) lies inside the range …
  await expectSampleAlone(page);

  // … and outside one that starts on R7.5.1.
  await start.fill('R7.5.1');
  await start.press('Tab');
  await expect(start).toHaveValue('令和7年5月1日（2025-05-01）');
  await search(page);
  await expect(page.getByText('該当する顧客はありません')).toBeVisible();
  await expect(referenceButtons(page)).toHaveCount(0);
});

test('H32.1.1 (平成 ended on 2019-04-30) is refused: the field says so and the search does not run', async ({
  page,
}) => {
  await openList(page);
  await page.getByRole('button', { name: '詳細検索' }).click();
  const start = page.getByLabel('契約日（開始）');
  // A good date first: the refused one must not leave it in place unseen.
  await start.fill('S45.1.2');
  await start.press('Tab');
  await expect(start).toHaveValue('昭和45年1月2日（1970-01-02）');
  await start.fill('H32.1.1');
  await start.press('Tab');
  await expect(start).toHaveValue('日付が正しくありません');

  let searched = false;
  page.on('request', (request) => {
    if (request.url().includes('getCustomerList')) searched = true;
  });
  await card(page).getByRole('button', { name: '検索', exact: true }).click();
  const alert = page.getByRole('dialog', { name: '検索' });
  await expect(alert).toContainText(
    '契約日（開始）の「H32.1.1」は正しい日付（YYYY-MM-DD）で入力してください',
  );
  await alert.getByRole('button', { name: '閉じる' }).click();
  await expect(alert).toBeHidden();
  expect(searched).toBe(false);

  // Corrected, the search runs.
  await start.fill('H2/1/2');
  await start.press('Tab');
  await expect(start).toHaveValue('平成2年1月2日（1990-01-02）');
  const query = await search(page);
  expect(query.get('contract_agreement_date_start')).toBe('1990-01-02');
});
