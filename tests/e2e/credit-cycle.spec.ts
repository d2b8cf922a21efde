import { expect, test, type Browser } from '@playwright/test';
import { detailPath, openBasicInfo } from './basic-info-helpers';
import { signIn, users } from './helpers';

// Entry 17 (株式会社光陽建設) is 未与信 with no update application in the seed; no other test changes it.
const entry = { id: 17, company: '株式会社光陽建設', renamed: '株式会社光陽建設ホールディングス' };

async function signedIn(browser: Browser, who: keyof typeof users) {
  const page = await browser.newPage();
  await signIn(page, who);
  return page;
}

test('the credit and approval cycle: sales requests, admin screens, sales asks approval, admin approves', async ({
  browser,
}) => {
  const sales = await signedIn(browser, 'sales');
  let section = await openBasicInfo(sales, detailPath(entry.id, true));
  await expect(section.getByRole('status', { name: /与信状態/ })).toHaveText('未与信');
  await section.getByRole('textbox', { name: '会社名', exact: true }).fill(entry.renamed);
  await section.getByRole('button', { name: '保存（与信依頼）' }).click();
  await expect(sales.getByText('承認依頼を発行しました')).toBeVisible();

  // Pending: the new name read-only with the old one on hover, no save, the change save locked while screened.
  const name = section.getByRole('textbox', { name: '会社名', exact: true });
  await expect(name).toHaveValue(entry.renamed);
  await expect(name).toHaveAttribute('readonly');
  await name.hover();
  await expect(sales.getByText(`変更前:${entry.company}`)).toBeVisible();
  await expect(section.getByRole('button', { name: /^保存/ })).toHaveCount(0);
  await expect(section.getByRole('button', { name: '変更の保存' })).toBeDisabled();
  await expect(
    sales.getByRole('navigation', { name: 'セクション' }).getByRole('link', { name: '基本情報' }),
  ).toHaveAccessibleDescription('変更申請中');

  const admin = await signedIn(browser, 'admin');
  await admin.goto('/judging');
  const screening = admin
    .getByRole('table', { name: '与信審査待ちの顧客' })
    .getByRole('row', { name: new RegExp(entry.company) });
  await expect(screening.getByRole('listitem').filter({ hasText: '会社名' })).toContainText(
    `${entry.company} → ${entry.renamed}`,
  );
  await screening.getByRole('button', { name: '与信OK' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: '与信OK' }).click();
  await expect(admin.getByText('与信OKにしました')).toBeVisible();

  // Screened: still pending, now the change save asks for approval of the listed items.
  section = await openBasicInfo(sales, detailPath(entry.id, true));
  await section.getByRole('button', { name: '変更の保存' }).click();
  const modal = sales.getByRole('dialog', { name: '下記の項目が承認対象です。保存して承認依頼をしますか。' });
  await expect(modal.getByRole('listitem')).toHaveText(['会社名']);
  await modal.getByRole('button', { name: '保存して承認依頼' }).click();
  await expect(sales.getByText('変更の保存に成功しました')).toBeVisible();

  await admin.goto('/approval');
  const approval = admin
    .getByRole('table', { name: '承認待ちの変更申請' })
    .getByRole('row', { name: new RegExp(entry.company) });
  await approval.getByRole('button', { name: '承認' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: '承認' }).click();
  await expect(admin.getByText('承認しました')).toBeVisible();

  // Applied: the page shows the new name, editable again, and credit OK makes the button a plain 保存.
  section = await openBasicInfo(sales, detailPath(entry.id, true));
  await expect(sales.getByRole('heading', { level: 1 })).toContainText(entry.renamed);
  const applied = section.getByRole('textbox', { name: '会社名', exact: true });
  await expect(applied).toHaveValue(entry.renamed);
  await expect(applied).not.toHaveAttribute('readonly');
  await expect(section.getByRole('button', { name: '保存', exact: true }).last()).toBeEnabled();
  await expect(section.getByRole('status', { name: /与信状態/ })).toHaveText('与信OK');
  await sales.close();
  await admin.close();
});

test('sales has neither the screening nor the approval list, and the server refuses them', async ({
  page,
}) => {
  await signIn(page, 'sales');
  const menu = page.getByRole('list', { name: 'サイドメニュー' });
  await expect(menu.getByRole('link', { name: /^顧客管理/ })).toBeVisible();
  await expect(menu.getByRole('link', { name: /^与信審査/ })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: /^承認/ })).toHaveCount(0);
  await page.goto('/judging');
  await expect(page.getByText('権限がありません(与信審査)')).toBeVisible();
  await expect(page.getByRole('button', { name: '与信OK' })).toHaveCount(0);
});
