import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { signIn } from './helpers';

const listPath = '/customer_management/list';
const tooMany = '検索結果の件数が多すぎます。検索条件をご確認ください。';

/** The search card's form. */
const card = (page: Page) => page.getByRole('form', { name: '検索条件' });
/** The pager above the table. */
const topPager = (page: Page) => page.getByRole('navigation', { name: 'ページ送り（上）' });
const referenceButtons = (page: Page) => page.getByRole('button', { name: /^参照/ });

async function openList(page: Page, path = listPath) {
  await page.goto(path);
  await expect(referenceButtons(page).first()).toBeVisible();
}

async function search(page: Page) {
  const answer = page.waitForResponse((r) => r.url().includes('getCustomerList'));
  await card(page).getByRole('button', { name: '検索', exact: true }).click();
  await answer;
}

async function currentPage(page: Page) {
  return topPager(page).locator('[aria-current="page"]');
}

test.beforeEach(async ({ page }) => signIn(page, 'admin'));

test('TAS ID 12# is refused before searching with the alert titled 検索', async ({ page }) => {
  await openList(page);
  let searched = false;
  page.on('request', (request) => {
    if (request.url().includes('getCustomerList')) searched = true;
  });
  await card(page).getByLabel('TAS ID').fill('12#');
  await card(page).getByRole('button', { name: '検索', exact: true }).click();
  const alert = page.getByRole('dialog', { name: '検索' });
  await expect(alert).toContainText('TAS IDの「12#」は半角英数字で入力してください');
  await alert.getByRole('button', { name: '閉じる' }).click();
  expect(searched).toBe(false);
});

test('a TAS ID is found as the list shows it, without its T, and typed full-width', async ({ page }) => {
  await openList(page);
  const results = page.getByRole('region', { name: '検索結果' });
  for (const typed of ['T000002', '000002', 'ｔ０００００２']) {
    await card(page).getByLabel('TAS ID').fill(typed);
    await card(page).getByRole('button', { name: '検索', exact: true }).click();
    await expect(page.getByText('全1件中 1〜1件').first()).toBeVisible();
    await expect(results).toContainText('合同会社みらい設計');
  }
});

test('the detail search opens and closes; a range ending before it starts is refused, then cleared', async ({
  page,
}) => {
  await openList(page);
  await expect(page.getByLabel('メールアドレス')).toBeHidden();
  await page.getByRole('button', { name: '詳細検索' }).click();
  await expect(page.getByLabel('メールアドレス')).toBeVisible();
  await expect(page.getByRole('button', { name: '閉じる' })).toHaveAttribute('aria-expanded', 'true');

  // Date ranges take what people type: the short era form, slashes, hyphens; each shows with its era.
  await page.getByLabel('契約日（開始）').fill('R6.5.1');
  await page.getByLabel('契約日（開始）').press('Tab');
  await expect(page.getByLabel('契約日（開始）')).toHaveValue('令和6年5月1日（2024-05-01）');
  await page.getByLabel('契約日（終了）').fill('2024/4/30');
  await page.getByLabel('契約日（終了）').press('Tab');
  await expect(page.getByLabel('契約日（終了）')).toHaveValue('令和6年4月30日（2024-04-30）');
  await card(page).getByRole('button', { name: '検索', exact: true }).click();
  const alert = page.getByRole('dialog', { name: '検索' });
  await expect(alert).toContainText(
    '契約日（終了）の「2024-04-30」は契約日（開始）以降の日付を入力してください',
  );
  await alert.getByRole('button', { name: '閉じる' }).click();
  // The alert fades out; with a fast list answer its 閉じる can still be there when the card's is clicked.
  await expect(alert).toBeHidden();

  await page.getByRole('button', { name: '契約日をクリア' }).click();
  await expect(page.getByLabel('契約日（開始）')).toHaveValue('');
  await expect(page.getByLabel('契約日（終了）')).toHaveValue('');
  await page.getByLabel('申込日時（開始）').fill('R6.4.1');
  await page.getByLabel('申込日時（開始）').press('Tab');
  await page.getByLabel('申込日時（終了）').fill('2024-04-01');
  await page.getByLabel('申込日時（終了）').press('Tab');
  await search(page);
  await expect(page.getByRole('button', { name: /^参照 T000001 / })).toBeVisible();

  await page.getByRole('button', { name: '閉じる' }).click();
  await expect(page.getByLabel('メールアドレス')).toBeHidden();
});

test('sorting or changing the page size goes back to page 1', async ({ page }) => {
  await openList(page);
  await topPager(page).getByRole('button', { name: '3ページ目' }).click();
  await expect(await currentPage(page)).toHaveText('3');

  const sorted = page.waitForRequest((r) => r.url().includes('sort_by_key_name=for_answer_corporate_name'));
  await page.getByRole('button', { name: '会社名で並べ替え', exact: true }).click();
  expect(new URL((await sorted).url()).searchParams.get('page')).toBe('1');
  await expect(await currentPage(page)).toHaveText('1');

  await topPager(page).getByRole('button', { name: '2ページ目' }).click();
  await expect(await currentPage(page)).toHaveText('2');
  await topPager(page).getByRole('combobox').selectOption('50');
  await expect(await currentPage(page)).toHaveText('1');
  await expect(topPager(page)).toContainText('1〜50件');
  await page.screenshot({ path: process.env.LIST_SCREENSHOT ?? 'test-results/customer-list.png' });
});

test('参照 opens the detail in a new tab, in both lists', async ({ page }) => {
  await openList(page);
  await card(page).getByLabel('会社名', { exact: true }).fill('サンプル');
  await search(page);
  const [popup] = await Promise.all([page.waitForEvent('popup'), referenceButtons(page).first().click()]);
  await expect(popup).toHaveURL(/\/customer_management\/list\/1\/detail$/);
  await expect(popup.getByRole('heading', { name: /株式会社サンプル商事/ })).toBeVisible();
  await popup.close();
  await expect(page).toHaveURL(new RegExp(`${listPath}$`));

  await openList(page, '/customer_entry/list');
  await expect(page.getByRole('heading', { name: '申込受付' })).toBeVisible();
  await card(page).getByLabel('会社名', { exact: true }).fill('あおぞら');
  await search(page);
  const [entry] = await Promise.all([page.waitForEvent('popup'), referenceButtons(page).first().click()]);
  await expect(entry).toHaveURL(/\/customer_entry\/list\/3\/detail$/);
});

test('returning to the list restores conditions, page and scroll; leaving it forgets them', async ({
  page,
}) => {
  await openList(page);
  await card(page).getByLabel('会社名', { exact: true }).fill('株式会社');
  await search(page);
  await topPager(page).getByRole('combobox').selectOption('50');
  await expect(topPager(page)).toContainText('1〜50件');
  await topPager(page).getByRole('button', { name: '2ページ目' }).click();
  await expect(topPager(page)).toContainText('51〜100件');
  const table = page.getByRole('region', { name: '検索結果' });
  // The second page's rows are drawn before scrolling (the pager's text changes first).
  await expect(referenceButtons(page).first()).toBeVisible();
  await table.hover();
  await page.mouse.wheel(0, 700);
  // The first row wholly inside both the table's scroll area and the window: one that only scrolling shows.
  const firstShownRow = () =>
    referenceButtons(page).evaluateAll((buttons) => {
      const box = document.querySelector('[aria-label="検索結果"]')!.getBoundingClientRect();
      const shown = buttons.filter((b) => {
        const r = b.getBoundingClientRect();
        return r.top >= box.top + 30 && r.bottom <= Math.min(box.bottom, window.innerHeight);
      });
      return shown[0]?.getAttribute('aria-label') ?? '';
    });
  await expect.poll(firstShownRow).toMatch(/^参照 T\d+/);
  const row = await firstShownRow();
  await expect(page.getByRole('button', { name: row, exact: true })).toBeInViewport();

  await page.goto('/customer_management/list/1/detail');
  await expect(page.getByRole('heading', { name: /株式会社サンプル商事/ })).toBeVisible();
  await page.goBack();
  await expect(card(page).getByLabel('会社名', { exact: true })).toHaveValue('株式会社');
  await expect(await currentPage(page)).toHaveText('2');
  await expect(topPager(page)).toContainText('51〜100件');
  await expect(page.getByRole('button', { name: row, exact: true })).toBeInViewport();

  await page.goto('/home');
  await openList(page);
  await expect(card(page).getByLabel('会社名', { exact: true })).toHaveValue('');
  await expect(await currentPage(page)).toHaveText('1');
});

async function exportCsv(page: Page, item: string): Promise<Download> {
  await page.getByRole('button', { name: 'CSV出力' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: item, exact: true }).click(),
  ]);
  return download;
}

test('each CSV downloads under its name as UTF-8 with a BOM that Excel reads as Japanese', async ({
  page,
}) => {
  await openList(page);
  await card(page).getByLabel('会社名', { exact: true }).fill('サンプル');
  await search(page);
  const files = [
    ['顧客リストCSV', '顧客リスト.csv', 'TAS ID,会社名,契約状態', 'T000001,株式会社サンプル商事,契約中'],
    ['顧客別担当者CSV', '顧客別担当者.csv', '担当者名,担当者名(カナ)', '山田 太郎,ヤマダ　タロウ'],
    ['顧客メンバーCSV', '顧客メンバー.csv', '氏名,氏名(カナ),役職', ''],
  ] as const;
  for (const [item, name, header, line] of files) {
    const download = await exportCsv(page, item);
    // The day (Tokyo) in the name: 顧客リスト_20261124.csv.
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${name.replace('.csv', '')}_\\d{8}\\.csv$`));
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8').decode(bytes);
    expect(text).toContain(header);
    expect(text).toContain(line);
  }
});

test('an export over the row limit shows 432 its message; a failed list call its own', async ({ page }) => {
  await openList(page);
  await page.getByRole('button', { name: 'CSV出力' }).click();
  await page.getByRole('menuitem', { name: '顧客リストCSV', exact: true }).click();
  await expect(page.getByText(tooMany)).toBeVisible();

  await page.route('**/api/v1/customers/getCustomerList**', (route) => route.abort());
  await card(page).getByRole('button', { name: '検索', exact: true }).click();
  // The toast, and the table in place of its rows: it does not claim that no customer matched.
  await expect(page.getByText('顧客情報の取得に失敗しました')).toHaveCount(2);
  await expect(page.getByText('時間をおいて、もう一度検索してください')).toBeVisible();
  await expect(page.getByText('該当する顧客はありません')).toHaveCount(0);
});

test('the Shift_JIS export opens in older Excel; with no customers found the export is off', async ({
  page,
}) => {
  await openList(page);
  await card(page).getByLabel('会社名', { exact: true }).fill('サンプル');
  await search(page);
  const download = await exportCsv(page, '顧客リストCSV（Shift_JIS）');
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('shift_jis').decode(bytes);
  expect(text).toContain('TAS ID,会社名,契約状態');
  expect(text).toContain('T000001,株式会社サンプル商事,契約中');

  await card(page).getByLabel('会社名', { exact: true }).fill('該当なしの会社');
  await search(page);
  await expect(page.getByText('該当する顧客はありません')).toBeVisible();
  const exportButton = page.getByRole('button', { name: 'CSV出力' });
  await expect(exportButton).toBeDisabled();
  await expect(exportButton).toHaveAttribute('title', '該当する顧客がないため出力できません');
});

test('a 担当プロジェクト the answer offers is searched by: every row found carries it', async ({ page }) => {
  await openList(page);
  const shownTotal = async () =>
    Number(/全([\d,]+)件中/.exec(await topPager(page).innerText())?.[1].replace(/,/g, ''));
  const everyone = await shownTotal();
  // The seed's customers of 東京第2プロジェクト (id 2), as the server counts them.
  const counted = await page.request.get(
    '/api/v1/customers/getCustomerList?is_entry=0&limit=1&project_selected=2',
  );
  const expected = ((await counted.json()) as { table_items: { total: number } }).table_items.total;
  expect(expected).toBeGreaterThan(0);
  expect(expected).toBeLessThan(everyone);

  await card(page).getByLabel('担当プロジェクト').selectOption({ label: '東京第2プロジェクト' });
  const answer = page.waitForResponse((r) => r.url().includes('getCustomerList'));
  await card(page).getByRole('button', { name: '検索', exact: true }).click();
  expect(new URL((await answer).url()).searchParams.get('project_selected')).toBe('2');
  await expect(page.getByRole('dialog', { name: '検索' })).toHaveCount(0);
  await expect(card(page)).not.toContainText('担当プロジェクトは選択肢から選んでください');
  await expect.poll(shownTotal).toBe(expected);

  // The column is right of the window: scroll the table sideways, then read the column's drawn cells.
  await page.getByRole('region', { name: '検索結果' }).hover();
  await page.mouse.wheel(1400, 0);
  const header = page.getByRole('button', { name: '担当プロジェクトで並べ替え', exact: true });
  await expect(header).toBeInViewport();
  const projects = await header.evaluate((button) => {
    const header = button.closest('[class*="bp6-table-cell-col-"]')!;
    const column = /bp6-table-cell-col-(\d+)/.exec(header.className)![1];
    const cells = document.querySelectorAll(`.bp6-table-quadrant-main .bp6-table-cell-col-${column}`);
    // The column's body cells: its header cell carries the same class.
    return [...cells]
      .filter((cell) => !cell.closest('.bp6-table-column-headers'))
      .map((cell) => cell.textContent);
  });
  expect(projects.length).toBeGreaterThan(5);
  expect(new Set(projects)).toEqual(new Set(['東京第2プロジェクト']));
});
