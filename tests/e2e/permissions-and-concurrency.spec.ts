import { expect, test } from '@playwright/test';
import { openSection, signIn } from './helpers';

const overtime = '時間外アナウンスオリジナルメッセージ';
const clients = '関連会社及び主要お取引先の設定';

test('a user without the section permission sees every input and button disabled', async ({ page }) => {
  await signIn(page, 'sales');
  const announce = await openSection(page, '/customer_management/list/1/detail', overtime);
  await expect(announce.getByLabel('オリジナルメッセージ')).toBeDisabled();
  await expect(announce.getByRole('button', { name: '保存' })).toBeDisabled();
  await page.getByRole('button', { name: clients }).click();
  const table = page.getByRole('region', { name: clients });
  await expect(table.getByRole('button', { name: '追加' })).toBeDisabled();
  await expect(table.getByRole('button', { name: '1行目を削除' })).toBeDisabled();
  await expect(table.getByRole('button', { name: '保存' })).toBeDisabled();
  for (const input of await table.getByRole('textbox').all()) await expect(input).toBeDisabled();

  // The same role holds the entry-mode (parent 5) feature, so an entry customer is editable.
  const entry = await openSection(page, '/customer_entry/list/3/detail', overtime);
  await expect(entry.getByLabel('オリジナルメッセージ')).toBeEnabled();
  await expect(entry.getByRole('button', { name: '保存' })).toBeEnabled();
});

test('a stale timestamp is refused with the 409 message and the first save remains', async ({ browser }) => {
  const first = await browser.newPage();
  const second = await browser.newPage({ storageState: undefined });
  await signIn(first, 'admin');
  await signIn(second, 'operator');
  const path = '/customer_management/list/4/detail';
  const sectionA = await openSection(first, path, overtime);
  const sectionB = await openSection(second, path, overtime);

  await sectionA.getByLabel('オリジナルメッセージ').fill('先に保存した内容');
  await sectionA.getByRole('button', { name: '保存' }).click();
  await expect(first.getByText('時間外アナウンスオリジナルメッセージの保存に成功しました')).toBeVisible();

  await sectionB.getByLabel('オリジナルメッセージ').fill('後から保存しようとした内容');
  await sectionB.getByRole('button', { name: '保存' }).click();
  await expect(
    second.getByText(
      '他のユーザーが先にこの顧客を更新しました。画面を再読み込みしてから保存し直してください(更新日時が一致しません)',
    ),
  ).toBeVisible();

  const reloaded = await openSection(second, path, overtime);
  await expect(reloaded.getByLabel('オリジナルメッセージ')).toHaveValue('先に保存した内容');
  await first.close();
  await second.close();
});

test('another user having the customer open shows the edit-in-progress warning', async ({ browser }) => {
  const admin = await browser.newPage();
  const operator = await browser.newPage();
  await signIn(admin, 'admin');
  await admin.goto('/customer_management/list/2/detail');
  await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
  await signIn(operator, 'operator');
  await operator.goto('/customer_management/list/2/detail');
  await expect(operator.getByText('管理 太郎 さんがアクセスし、まだ保存されていません')).toBeVisible();
  await operator.getByRole('button', { name: '警告を閉じる' }).click();
  await expect(operator.getByText('管理 太郎 さんがアクセスし')).toHaveCount(0);
  await admin.close();
  await operator.close();
});
