import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openSection, signIn } from './helpers';

// アクセスログ (issue 13): what staff do lands in the operation log, and 管理機能 users read it here.

const logPath = '/manage/operation_logs';
const customer = { id: 1, tasId: 'T000001', company: '株式会社サンプル商事' };
// The day in Tokyo, as the server stamps the log and the era date picker takes it.
const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(new Date());

const card = (page: Page) => page.getByRole('form', { name: '検索条件' });
const logTable = (page: Page) => page.getByRole('table', { name: 'アクセスログ一覧' });
const topPager = (page: Page) => page.getByRole('navigation', { name: 'ページ送り（上）' });
const rowsWith = (page: Page, text: string) => logTable(page).getByRole('row').filter({ hasText: text });
const noLogs = (page: Page) => page.getByRole('heading', { name: '該当するログはありません' });

async function search(page: Page) {
  const answer = page.waitForResponse((r) => r.url().includes('getOperationLogs'));
  await card(page).getByRole('button', { name: '検索', exact: true }).click();
  expect((await answer).status()).toBe(200);
}

async function setPeriod(page: Page, start: string, end: string) {
  for (const [label, value] of [
    ['期間（開始）', start],
    ['期間（終了）', end],
  ]) {
    const input = card(page).getByLabel(label);
    await input.fill(value);
    await input.press('Tab');
  }
}

async function openFromMenu(page: Page) {
  const menu = page.getByRole('list', { name: 'サイドメニュー' });
  await menu.getByRole('button', { name: '管理機能' }).click();
  await menu.getByRole('link', { name: 'アクセスログ' }).click();
  await expect(page).toHaveURL(new RegExp(`${logPath}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('アクセスログ');
  await expect(logTable(page)).toBeVisible();
}

test('a section save is logged with its user, customer and 成功, and 種別, 顧客 and 期間 find it', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const section = await openSection(page, `/customer_management/list/${customer.id}/detail`, '請求先情報');
  await section.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('請求先情報の保存に成功しました')).toBeVisible();

  await openFromMenu(page);
  const saved = rowsWith(page, '請求先情報を保存').first();
  await expect(saved.getByRole('cell').nth(0)).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
  await expect(saved.getByRole('cell').nth(1)).toHaveText('管理 太郎');
  await expect(saved.getByRole('cell').nth(2)).toHaveText('保存');
  await expect(saved.getByRole('cell').nth(5)).toContainText(customer.tasId);
  await expect(saved.getByRole('link', { name: customer.company })).toHaveAttribute(
    'href',
    `/customer_management/list/${customer.id}/detail`,
  );
  await expect(saved.getByRole('cell').nth(6)).toHaveText('成功');

  // 種別: only saves.
  await card(page).getByLabel('種別').selectOption({ label: '保存' });
  await search(page);
  await expect(rowsWith(page, '請求先情報を保存').first()).toBeVisible();
  await expect(logTable(page).getByRole('cell', { name: '画面表示', exact: true })).toHaveCount(0);

  // 顧客: by TAS ID without its T, and by part of the company name; another customer's does not match.
  for (const typed of ['000001', 'サンプル商事']) {
    await card(page).getByLabel('顧客').fill(typed);
    await search(page);
    await expect(rowsWith(page, '請求先情報を保存').first()).toContainText(customer.company);
  }
  await card(page).getByLabel('顧客').fill('T000002');
  await search(page);
  await expect(page.getByText(customer.company)).toHaveCount(0);

  // 期間: today holds the save, a day long past holds nothing — and the page says so rather than an empty table.
  await card(page).getByRole('button', { name: '検索条件をクリア' }).click();
  await setPeriod(page, today, today);
  await search(page);
  await expect(rowsWith(page, '請求先情報を保存').first()).toBeVisible();
  await setPeriod(page, '2000-01-01', '2000-01-31');
  await search(page);
  await expect(noLogs(page)).toBeVisible();
  await expect(logTable(page)).toHaveCount(0);

  // A result page as axe-core sees it, filled again.
  await card(page).getByRole('button', { name: '検索条件をクリア' }).click();
  await search(page);
  await expect(logTable(page)).toBeVisible();
  // The search's blocking dialog fades out after the table is there: axe judges the settled page.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('20 a page, newest first; the pager moves through the log', async ({ page }) => {
  await signIn(page, 'admin');
  // Enough lines for two pages whatever ran before: screen views recorded through insertLog.
  for (let i = 0; i < 25; i += 1) {
    const answer = await page.request.get(
      `/api/v1/insertLog?user_id=1&page_category=${encodeURIComponent('ページ送り確認')}&operation=${encodeURIComponent(`表示${i}`)}`,
    );
    expect(answer.ok()).toBe(true);
  }
  await page.goto(logPath);
  await expect(topPager(page)).toContainText(/全\d+件中 1〜20件/);
  // Header row and 20 lines.
  await expect(logTable(page).getByRole('row')).toHaveCount(21);
  const stamps = await logTable(page).locator('time').allTextContents();
  expect([...stamps].sort().reverse()).toEqual(stamps);
  const firstOnPage1 = await logTable(page).getByRole('row').nth(1).textContent();

  await topPager(page).getByRole('button', { name: '次のページ' }).click();
  await expect(topPager(page)).toContainText(/全\d+件中 21〜\d+件/);
  await expect(topPager(page).getByRole('button', { name: '2ページ目' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(logTable(page).getByRole('row').nth(1)).not.toHaveText(firstOnPage1 ?? '');
  await topPager(page).getByRole('button', { name: '1ページ目' }).click();
  await expect(logTable(page).getByRole('row').nth(1)).toHaveText(firstOnPage1 ?? '');
});

test('a failed login of an unknown account shows as 失敗 with the login ID as typed', async ({ page }) => {
  const typed = `nobody-${Date.now()}`;
  await page.goto('/login');
  await page.getByLabel('ログインID').fill(typed);
  await page.getByLabel('パスワード').fill('Wrong2026');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByText('ログインIDまたはパスワードが正しくありません')).toBeVisible();

  await signIn(page, 'admin');
  await page.goto(logPath);
  await card(page).getByLabel('種別').selectOption({ label: 'ログイン' });
  await search(page);
  const failed = rowsWith(page, typed);
  await expect(failed).toHaveCount(1);
  await expect(failed.getByRole('cell').nth(1)).toHaveText(`${typed}（未登録のID）`);
  await expect(failed.getByRole('cell').nth(6)).toHaveText(/^失敗（4\d\d）$/);
  // The admin's own sign-in just after it succeeded.
  await expect(rowsWith(page, '管理 太郎').first().getByRole('cell').nth(6)).toHaveText('成功');
});

test('the operator has no アクセスログ in his menu, and the screen refuses him', async ({ page }) => {
  await signIn(page, 'operator');
  const menu = page.getByRole('list', { name: 'サイドメニュー' });
  await expect(menu.getByRole('link', { name: /^顧客管理/ })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'アクセスログ' })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: '管理機能' })).toHaveCount(0);
  const answer = page.waitForResponse((r) => r.url().includes('getOperationLogs'));
  await page.goto(logPath);
  expect((await answer).status()).toBe(403);
  await expect(page.getByRole('alert').filter({ hasText: '権限がありません(アクセスログ)' })).toBeVisible();
  await expect(page.getByText('アクセスログを表示する権限がありません')).toBeVisible();
  await expect(card(page)).toHaveCount(0);
  await expect(logTable(page)).toHaveCount(0);
});
