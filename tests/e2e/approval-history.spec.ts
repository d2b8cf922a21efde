import { expect, test } from '@playwright/test';
import { detailPath, openBasicInfo } from './basic-info-helpers';
import { signIn } from './helpers';

// Customer 8 holds an approved reservation (header 84) changing the mail address on 2030-04-01 09:00.
const reserved = '2026/01/08 11:00 基本情報 予約（2030/04/01 09:00反映）';

test('approval history: 表示 previews the reserved edition; この版の予約を取り消す reverts it after confirming', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto(detailPath(8));
  const history = page.getByRole('combobox', { name: '承認履歴' });
  await expect(history).toHaveValue('84');
  await expect(history.getByRole('option', { name: reserved })).toHaveCount(1);

  await page.getByRole('button', { name: '表示', exact: true }).click();
  const preview = page.getByRole('dialog', { name: reserved });
  await expect(preview.getByRole('textbox', { name: 'メールアドレス' })).toHaveValue(
    'info@hokuto-fudosan.example.jp',
  );
  await expect(preview.getByRole('textbox', { name: 'メールアドレス' })).toBeDisabled();
  await preview.getByRole('button', { name: '閉じる' }).click();

  // The edition in force still has the old address.
  let section = await openBasicInfo(page, detailPath(8));
  await expect(section.getByRole('textbox', { name: 'メールアドレス' })).toHaveValue(
    'contact@hokuto-fudosan.example.jp',
  );

  await page.getByRole('button', { name: 'この版の予約を取り消す' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    `「${reserved}」の予約を取り消し、現在の版に戻します。よろしいですか？`,
  );
  await confirm.getByRole('button', { name: '予約を取り消す' }).click();
  await expect(page.getByText('予約を取り消しました')).toBeVisible();
  await expect(history.getByRole('option', { name: /予約取消/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'この版の予約を取り消す' })).toBeDisabled();

  section = await openBasicInfo(page, detailPath(8));
  await expect(section.getByRole('textbox', { name: 'メールアドレス' })).toHaveValue(
    'contact@hokuto-fudosan.example.jp',
  );
});
