import { expect, test } from '@playwright/test';
import { openSection, signIn } from './helpers';

const title = '時間外アナウンスオリジナルメッセージ';
const detail = '/customer_management/list/1/detail';

test.beforeEach(async ({ page }) => signIn(page, 'admin'));

test('loads with the V7 note, refuses 401 characters, saves and keeps the value after reload', async ({
  page,
}) => {
  const section = await openSection(page, detail, title);
  await expect(section.getByText('アナウンスボックス：V7番号 7001')).toBeVisible();
  const message = section.getByLabel('オリジナルメッセージ');
  await expect(message).not.toHaveValue('');

  await message.fill('あ'.repeat(401));
  await section.getByRole('button', { name: '保存' }).click();
  const alert = page.getByRole('dialog', { name: '入力にエラーがあります' });
  await expect(alert).toContainText(title);
  await expect(alert).toContainText('オリジナルメッセージは400文字以内で入力してください');
  await alert.getByRole('button', { name: '閉じる' }).click();
  await expect(section.getByText('オリジナルメッセージは400文字以内で入力してください')).toBeVisible();

  const saved = `本日の営業は終了しました。${Date.now()}`;
  await message.fill(saved);
  await section.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('時間外アナウンスオリジナルメッセージの保存に成功しました')).toBeVisible();

  const reloaded = await openSection(page, detail, title);
  await expect(reloaded.getByLabel('オリジナルメッセージ')).toHaveValue(saved);
});

test('an entry without an original announcement says it does not apply', async ({ page }) => {
  const section = await openSection(page, '/customer_entry/list/3/detail', title);
  await expect(section.getByText('アナウンスボックス：対象外')).toBeVisible();
});
