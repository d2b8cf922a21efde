import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

const table = (page: Page) => page.getByRole('table', { name: 'ヘッドライン一覧' });
const row = (page: Page, title: string | RegExp) => table(page).getByRole('row').filter({ hasText: title });
const dataRows = (page: Page) => table(page).locator('tbody').getByRole('row');
const totalText = (page: Page) =>
  page.getByRole('navigation', { name: 'ページ送り' }).getByText(/^全\d+件中/);
const totalOf = async (page: Page) => Number(/全(\d+)件/.exec(await totalText(page).innerText())?.[1]);

test('the list: 20 newest first, page sizes and pages, titles cut to 48 characters', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { name: 'ヘッドライン' })).toBeVisible();
  await expect(dataRows(page)).toHaveCount(20);
  const total = await totalOf(page);
  expect(total).toBeGreaterThan(30);
  await expect(page.getByLabel('表示件数')).toHaveValue('20');
  const options = await page.getByLabel('表示件数').locator('option').allInnerTexts();
  expect(options).toEqual(['10件', '20件', '50件', '100件']);

  // Newest first: the delivery times of the page read in descending order.
  const times = await dataRows(page).locator('td:nth-child(3)').allInnerTexts();
  expect([...times].sort().reverse()).toEqual(times);

  const long =
    '【お問い合わせ】マイページから株式会社サンプル商事様のお問い合わせがありました。土日の応対時間の';
  await expect(table(page).getByRole('link', { name: `${long}…`, exact: true })).toBeVisible();

  await page.getByRole('button', { name: '2ページ目' }).click();
  await expect(dataRows(page)).toHaveCount(Math.min(20, total - 20));
  await page.getByLabel('表示件数').selectOption('50');
  await expect(page.getByRole('button', { name: '1ページ目' })).toHaveAttribute('aria-current', 'page');
  await expect(dataRows(page)).toHaveCount(Math.min(50, total));

  await page.screenshot({ path: 'test-results/home-admin.png', fullPage: false });
});

test('a status change is sent and kept; an unknown status reads 未対応', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByLabel('表示件数').selectOption('50');
  const target = row(page, '入金期日を過ぎた顧客が3件あります');
  const status = target.getByRole('combobox', { name: 'ステータス' });
  await expect(status).toHaveValue('0');
  await status.selectOption({ label: '対応中' });
  await expect(status).toHaveValue('1');
  await page.reload();
  await page.getByLabel('表示件数').selectOption('50');
  await expect(
    row(page, '入金期日を過ぎた顧客が3件あります').getByRole('combobox', { name: 'ステータス' }),
  ).toHaveValue('1');
  const unknown = row(page, 'ステータス不明のヘッドライン');
  await expect(unknown.getByRole('combobox', { name: 'ステータス' }).locator('option:checked')).toHaveText(
    '未対応',
  );
});

test('OP cannot change type 18: the status is text; other types keep the dropdown', async ({ page }) => {
  await signIn(page, 'operator');
  const locked = row(page, '株式会社ことぶき物産様から新規のお問い合わせがありました');
  await expect(locked.getByRole('combobox')).toHaveCount(0);
  await expect(locked.getByLabel('ステータス')).toHaveText('対応中');
  const open = row(page, '応対内容についてのお問い合わせ');
  await expect(open.getByRole('combobox', { name: 'ステータス' })).toBeEnabled();
});

test('営業 cannot change types 27, 28 and 43', async ({ page }) => {
  await signIn(page, 'sales');
  for (const [title, status] of [
    ['担当顧客の4月分業務報告書が作成されました', '未対応'],
    ['担当顧客の4月分請求書の確認依頼', '対応中'],
    ['担当顧客 有限会社大和食品様の入金が確認できません', '未対応'],
  ]) {
    const locked = row(page, title);
    await expect(locked.getByRole('combobox')).toHaveCount(0);
    await expect(locked.getByLabel('ステータス')).toHaveText(status);
  }
  await expect(
    row(page, 'お申込みを担当に割り当てました').getByRole('combobox', { name: 'ステータス' }),
  ).toBeVisible();
});

test('delete asks 削除します。よろしいですか？, then removes the row and lowers the count', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const title = '今週期限のタスクが2件あります';
  const before = await totalOf(page);
  await row(page, title).getByRole('button', { name: '削除' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('削除します。よろしいですか？');
  await confirm.getByRole('button', { name: 'キャンセル' }).click();
  await expect(row(page, title)).toHaveCount(1);

  await row(page, title).getByRole('button', { name: '削除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '削除' }).click();
  await expect(row(page, title)).toHaveCount(0);
  await expect(totalText(page)).toContainText(`全${before - 1}件中`);
  await page.reload();
  await expect(totalText(page)).toContainText(`全${before - 1}件中`);
  await expect(row(page, title)).toHaveCount(0);
});

test('a title with a url leads there; the comment modal goes to the relevant screen', async ({ page }) => {
  await signIn(page, 'admin');
  await table(page)
    .getByRole('link', { name: '【新規申込】株式会社あおぞら企画様からお申込みがありました' })
    .click();
  await expect(page).toHaveURL(/\/customer_entry\/list\/3\/detail$/);

  await page.goto('/home');
  await row(page, '与信依頼】株式会社あおぞら企画様').getByRole('button', { name: 'コメント' }).click();
  const dialog = page.getByRole('dialog', { name: 'コメント' });
  await expect(dialog).toContainText('申込受付から与信審査の依頼がありました。');
  await dialog.getByRole('button', { name: '該当画面へ' }).click();
  await expect(page).toHaveURL(/\/judging$/);
  await expect(page.getByRole('heading', { name: '与信審査' })).toBeVisible();
});

test('a failed headline call shows the 通信エラー toast', async ({ page }) => {
  await signIn(page, 'admin');
  // Wait for the first load, so that the refresh below is a call of its own.
  await expect(dataRows(page)).toHaveCount(20);
  await page.route('**/api/v1/menu/headline?**', (route) => route.abort());
  await page.getByRole('button', { name: '更新' }).click();
  const toast = page.getByRole('alert').filter({ hasText: '通信エラー' });
  await expect(toast.getByText('エラー', { exact: true })).toBeVisible();
  await expect(toast.getByText('通信エラー', { exact: true })).toBeVisible();
});
