import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

// The seed's entry 22 (申込, no TAS ID yet) is under credit screening (与信中).
const screened = { id: 22, company: '泉運輸株式会社' };

test('与信審査: the admin judges a screened entry 与信OK, and the row leaves the list', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/judging');
  await expect(page.getByRole('heading', { name: '与信審査' })).toBeVisible();
  const table = page.getByRole('table', { name: '与信審査待ちの顧客' });
  const row = table.getByRole('row', { name: new RegExp(screened.company) });
  await expect(row.getByText('申込', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: screened.company })).toHaveAttribute(
    'href',
    `/customer_entry/list/${screened.id}/detail`,
  );

  await expect(row.getByRole('listitem').filter({ hasText: '代表者名:' })).toHaveText(
    '代表者名: （未設定） → 泉 直樹',
  );

  await row.getByRole('button', { name: '与信OK' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`${screened.company}を与信OKにします。よろしいですか？`);
  await confirm.getByRole('button', { name: '与信OK' }).click();
  await expect(page.getByText('与信OKにしました')).toBeVisible();
  await expect(table.getByRole('link', { name: screened.company })).toHaveCount(0);
});

// The seed's customer 6 has a basic-info change awaiting approval, to be reflected 2026-12-01 09:00.
const awaiting = { tasId: 'T000006', company: '朝日物産株式会社' };

test('承認: the admin approves a waiting change, and the row leaves the list', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/approval');
  await expect(page.getByRole('heading', { name: '承認' })).toBeVisible();
  const table = page.getByRole('table', { name: '承認待ちの変更申請' });
  const row = table.getByRole('row', { name: new RegExp(awaiting.tasId) });
  await expect(row.getByRole('link', { name: awaiting.company })).toHaveAttribute(
    'href',
    '/customer_management/list/6/detail',
  );
  await expect(row.getByText('2026/12/01 09:00')).toBeVisible();
  await expect(row.getByRole('listitem').first()).toContainText('→');
  // The side menu's 承認 badge counts what this page lists.
  const listed = (await table.getByRole('row').count()) - 1;
  const menuLink = page.getByRole('list', { name: 'サイドメニュー' }).getByRole('link', { name: /^承認/ });
  await expect(menuLink).toHaveText(new RegExp(`^承認\\s*${listed}$`));

  await row.getByRole('button', { name: '承認' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`${awaiting.company}の変更申請を承認します。よろしいですか？`);
  await confirm.getByRole('button', { name: '承認' }).click();
  await expect(page.getByText('承認しました')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(awaiting.tasId) })).toHaveCount(0);
});
