import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

const menu = (page: Page) => page.getByRole('list', { name: 'サイドメニュー' });
const adminGroups = ['請求処理', '集計機能', '明細機能', 'サポート機能', '管理機能'];
const adminChildren = ['アカウント管理', 'アクセスログ', 'マスター設定', 'D番マスタ管理'];

// Our badge counts as the browser itself fetches them (the page's cookie signs the request).
async function badgeCounts(page: Page): Promise<Record<string, number>> {
  const response = await page.request.post('/api/v1/sideMenu/getBadgeInfo', { form: { user_id: '1' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { notification: Record<string, number> }).notification;
}

test('the administrator sees every group, 管理機能 and its entries, and logout', async ({ page }) => {
  await signIn(page, 'admin');
  for (const group of adminGroups)
    await expect(menu(page).getByRole('button', { name: group })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'カスタム検索機能' })).toBeVisible();
  await menu(page).getByRole('button', { name: '管理機能' }).click();
  for (const label of adminChildren)
    await expect(menu(page).getByRole('link', { name: label })).toBeVisible();
  await expect(menu(page).getByRole('button', { name: 'ログアウト' })).toBeVisible();
});

test('OP sees no 管理機能 nor its entries, but the groups it holds', async ({ page }) => {
  await signIn(page, 'operator');
  await expect(menu(page).getByRole('button', { name: '請求処理' })).toBeVisible();
  await expect(menu(page).getByRole('button', { name: 'サポート機能' })).toBeVisible();
  await expect(menu(page).getByRole('button', { name: '管理機能' })).toHaveCount(0);
  for (const label of adminChildren)
    await expect(menu(page).getByRole('link', { name: label })).toHaveCount(0);
  await expect(menu(page).getByRole('button', { name: 'ログアウト' })).toBeVisible();
});

test('badges show the counts of getBadgeInfo; the billing group badge is the sum of its items', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const counts = await badgeCounts(page);
  const billing = [
    ['業務報告書の作成', counts.create_business_report],
    ['請求書の作成', counts.create_invoice],
    ['業務報告書と請求書の発送', counts.send_business_report_and_invoice],
    ['振替伝票の作成', counts.send_transfer_slip],
    ['入金確認', counts.payment_confirmation],
    ['督促処理', counts.dunning_process],
    ['顧客請求状態一覧', counts.customer_invoice_status],
  ] as const;
  const sum = billing.reduce((total, [, count]) => total + count, 0);
  expect(sum).toBeGreaterThan(0);
  const withBadge = (label: string, count: number) =>
    new RegExp(`^${label}${count > 0 ? `\\s*${count}` : ''}$`);

  await expect(menu(page).getByRole('link', { name: withBadge('反響', counts.business_talk) })).toBeVisible();
  await expect(
    menu(page).getByRole('link', { name: withBadge('申込受付', counts.application_acceptance) }),
  ).toBeVisible();
  await expect(
    menu(page).getByRole('link', { name: withBadge('与信審査', counts.credit_check) }),
  ).toBeVisible();
  const group = menu(page).getByRole('button', { name: withBadge('請求処理', sum) });
  await expect(group).toBeVisible();
  await group.click();
  for (const [label, count] of billing)
    await expect(menu(page).getByRole('link', { name: withBadge(label, count) })).toBeVisible();
});

test('a group expands and collapses, and is open on load when one of its entries is active', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const details = menu(page).getByRole('button', { name: '明細機能' });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await menu(page).getByRole('link', { name: '売上明細' }).click();
  await expect(page).toHaveURL(/\/detail\/sales$/);
  await expect(page.getByRole('heading', { name: '売上明細' })).toBeVisible();
  await details.click();
  await expect(menu(page).getByRole('link', { name: '売上明細' })).toHaveCount(0);

  await page.goto('/billing/invoice');
  const billing = menu(page).getByRole('button', { name: /^請求処理/ });
  await expect(billing).toHaveAttribute('aria-expanded', 'true');
  await expect(menu(page).getByRole('link', { name: /^請求書の作成/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(menu(page).getByRole('button', { name: '明細機能' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('a named route without its screen shows the frame, its title and that it is not available yet', async ({
  page,
}) => {
  await signIn(page, 'operator');
  const logged = page.waitForRequest(
    (request) =>
      request.url().includes('/api/v1/insertLog') &&
      new URL(request.url()).searchParams.get('page_category') === 'タスク' &&
      new URL(request.url()).searchParams.get('operation') === '画面表示',
  );
  await menu(page).getByRole('link', { name: 'タスク' }).click();
  await expect(page).toHaveURL(/\/user_task$/);
  await expect(page.getByRole('heading', { name: 'タスク' })).toBeVisible();
  await expect(page.getByText('この画面はまだご利用いただけません')).toBeVisible();
  await expect(page.getByLabel('ユーザー名')).toHaveText('オペレーター 花子');
  expect((await (await logged).response())?.status()).toBe(200);
});

test('staff routes need a staff login', async ({ page }) => {
  await page.goto('/billing/invoice');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unsupported browser is sent to the unsupported-browser page', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/unsupported_browser\.html$/);
  await expect(page.getByRole('heading', { name: 'ご利用のブラウザには対応していません' })).toBeVisible();
  await expect(
    page.getByRole('cell', { name: 'Chrome 94以降、Safari 13以降、Firefox 93以降' }),
  ).toBeVisible();
  await context.close();
});

test('an unhandled promise rejection shows a persistent error toast', async ({ page }) => {
  await signIn(page, 'admin');
  await page.evaluate(() => {
    void Promise.reject(new Error('テスト用の失敗'));
  });
  const toast = page.getByText('予期せぬエラーが発生しました（テスト用の失敗）');
  await expect(toast).toBeVisible();
  await page.waitForTimeout(5000);
  await expect(toast).toBeVisible();
});

test('on a small screen the menu hides behind a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await signIn(page, 'admin');
  await expect(menu(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'メニュー' }).click();
  await expect(menu(page).getByRole('link', { name: /^顧客管理/ })).toBeVisible();
  await menu(page)
    .getByRole('link', { name: /^顧客管理/ })
    .click();
  await expect(page).toHaveURL(/\/customer_management\/list$/);
  await expect(menu(page)).toHaveCount(0);
});
