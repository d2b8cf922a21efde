import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

// ファイル発行履歴 (002 §2.7): customer 1 holds three demo rows (fixtures/seed/file-issue-log.json).
const detail = '/customer_management/list/1/detail';
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

async function openLog(page: Page) {
  await page.goto(detail);
  await page.getByRole('button', { name: 'ファイル発行履歴' }).click();
  const dialog = page.getByRole('dialog', { name: 'ファイル発行履歴' });
  await expect(dialog.getByRole('table', { name: 'ファイル発行履歴' })).toBeVisible();
  return dialog;
}

test.beforeEach(async ({ page }) => signIn(page, 'admin'));

test('upload to my page asking to agree → listed first → downloaded byte for byte → deleted after confirming', async ({
  page,
}) => {
  let dialog = await openLog(page);
  const rows = dialog.getByRole('row');
  // Header and the three demo rows, newest first; an agreement asked and given shows 済, none asked －.
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('年末年始の営業案内.pdf');
  await expect(
    dialog
      .getByRole('row', { name: /料金改定のお知らせ\.pdf/ })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('済');
  await expect(
    dialog
      .getByRole('row', { name: /取引条件書_T000001\.pdf/ })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('－');

  await dialog.getByText('2 アップロードして同意を求める').click();
  await expect(dialog.getByRole('radio', { name: '2 アップロードして同意を求める' })).toBeChecked();
  const bytes = pdf('ご案内 2026');
  await dialog
    .getByLabel('アップロードファイル')
    .setInputFiles({ name: 'ご案内.pdf', mimeType: 'application/pdf', buffer: bytes });
  await dialog.getByRole('button', { name: 'アップロード', exact: true }).click();
  await expect(page.getByText('マイページにファイルをアップロードしました')).toBeVisible();
  await expect(rows).toHaveCount(5);
  const row = dialog.getByRole('row', { name: /ご案内\.pdf/ });
  await expect(rows.nth(1)).toContainText('ご案内.pdf');
  // Uploaded asking to agree: not yet downloaded, not yet agreed.
  await expect(row.getByRole('cell').nth(1)).toHaveText('未');
  await expect(row.getByRole('cell').nth(2)).toHaveText('未');

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'ご案内.pdf ダウンロード' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('ご案内.pdf');
  expect(readFileSync(await file.path())).toEqual(bytes);
  await expect(page.getByText('ダウンロードしました')).toBeVisible();

  await dialog.getByRole('button', { name: 'タイトルで並べ替え' }).click();
  await expect(rows.nth(1)).toContainText('ご案内.pdf');
  await dialog.getByRole('button', { name: 'タイトルで並べ替え' }).click();
  await expect(rows.nth(1)).toContainText('料金改定のお知らせ.pdf');

  await row.getByRole('button', { name: 'ご案内.pdf 削除' }).click();
  const confirm = page.getByRole('alertdialog', {
    name: '「ご案内.pdf」を削除しますか。削除したファイルは元に戻せません。',
  });
  await confirm.getByRole('button', { name: '削除する' }).click();
  await expect(page.getByText('ファイルを削除しました')).toBeVisible();
  await expect(row).toHaveCount(0);

  // After a reload the file is still gone, and the demo rows are still there.
  await page.reload();
  dialog = await openLog(page);
  await expect(dialog.getByRole('row')).toHaveCount(4);
  await expect(dialog.getByRole('row', { name: /ご案内\.pdf/ })).toHaveCount(0);
});

test('a file over 4 MB is refused with its message before sending, and nothing is uploaded', async ({
  page,
}) => {
  const dialog = await openLog(page);
  const big = Buffer.alloc(4 * 1024 * 1024 + 1, 0x20);
  pdf('big').copy(big);
  await dialog
    .getByLabel('アップロードファイル')
    .setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: big });
  await expect(dialog.getByRole('alert')).toHaveText(
    'アップロードファイルの「big.pdf」は4MB以下のファイルを選択してください',
  );
  await expect(dialog.getByRole('button', { name: 'アップロード', exact: true })).toBeDisabled();
  // A text file renamed .pdf is refused by its content.
  await dialog
    .getByLabel('アップロードファイル')
    .setInputFiles({ name: 'memo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text') });
  await expect(dialog.getByRole('alert')).toHaveText(
    'アップロードファイルの「memo.pdf」はファイルの内容がjpg・png・gif・tiff・pdfのいずれの形式でもありません',
  );
  await expect(dialog.getByRole('row')).toHaveCount(4);
});
