import { expect, test, type Locator } from '@playwright/test';
import { openSection, signIn } from './helpers';

const title = '関連会社及び主要お取引先の設定';
const detail = '/customer_management/list/1/detail';

/** The table rows that hold data (the header row excluded). */
const dataRows = (section: Locator) =>
  section.getByRole('row').filter({ has: section.page().getByRole('textbox') });

test.beforeEach(async ({ page }) => signIn(page, 'admin'));

test('kana columns show only in entry mode', async ({ page }) => {
  const contracted = await openSection(page, detail, title);
  await expect(contracted.getByRole('columnheader', { name: '会社名', exact: true })).toBeVisible();
  await expect(contracted.getByRole('columnheader', { name: '会社名(カナ)' })).toHaveCount(0);
  const entry = await openSection(page, '/customer_entry/list/3/detail', title);
  await expect(entry.getByRole('columnheader', { name: '会社名(カナ)' })).toBeVisible();
  await expect(entry.getByRole('columnheader', { name: '担当者名(カナ)' })).toBeVisible();
  await expect(entry.getByText('登録されているデータはありません')).toBeVisible();
});

test('a new row: sort number max + 1, invalid name refused with its row, then saved and kept', async ({
  page,
}) => {
  const section = await openSection(page, detail, title);
  const before = await dataRows(section).count();
  await section.getByRole('button', { name: '追加' }).click();
  const row = dataRows(section).nth(before);
  await expect(row.getByRole('textbox', { name: '並び順' })).toHaveValue(String(before + 1));
  await row.getByRole('textbox', { name: '会社名', exact: true }).fill('株式会社テスト物産');
  await row.getByRole('textbox', { name: '担当者名', exact: true }).fill(' 山田');
  await row.getByRole('textbox', { name: '電話番号' }).fill('03-1234-5678');
  await section.getByRole('button', { name: '保存' }).click();
  const alert = page.getByRole('dialog', { name: '入力にエラーがあります' });
  await expect(alert).toContainText(title);
  await expect(alert).toContainText(
    `${before + 1}行目：担当者名の「 山田」の先頭と末尾に空白は入力できません`,
  );
  await alert.getByRole('button', { name: '閉じる' }).click();

  await row.getByRole('textbox', { name: '担当者名', exact: true }).fill('山田 一郎');
  await section.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('関連会社及び主要お取引先の保存に成功しました')).toBeVisible();

  const reloaded = await openSection(page, detail, title);
  await expect(dataRows(reloaded)).toHaveCount(before + 1);
  const savedRow = dataRows(reloaded).nth(before);
  await expect(savedRow.getByRole('textbox', { name: '会社名', exact: true })).toHaveValue(
    '株式会社テスト物産',
  );
  await expect(savedRow.getByRole('textbox', { name: '担当者名', exact: true })).toHaveValue('山田 一郎');
  await expect(savedRow.getByRole('textbox', { name: '更新者' })).toHaveValue('管理 太郎');
});

test('deleting a new row removes it after confirmation; a saved row is deleted on save', async ({ page }) => {
  const section = await openSection(page, detail, title);
  const before = await dataRows(section).count();
  await section.getByRole('button', { name: '追加' }).click();
  await expect(dataRows(section)).toHaveCount(before + 1);
  await section.getByRole('button', { name: `${before + 1}行目を削除` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('削除してもよろしいですか?');
  await page.getByRole('button', { name: '削除', exact: true }).click();
  await expect(dataRows(section)).toHaveCount(before);

  const firstName = await dataRows(section)
    .first()
    .getByRole('textbox', { name: '会社名', exact: true })
    .inputValue();
  await section.getByRole('button', { name: '1行目を削除' }).click();
  await page.getByRole('button', { name: 'キャンセル' }).click();
  await expect(dataRows(section)).toHaveCount(before);

  await section.getByRole('button', { name: '1行目を削除' }).click();
  await page.getByRole('button', { name: '削除', exact: true }).click();
  await expect(dataRows(section)).toHaveCount(before - 1);
  await section.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('関連会社及び主要お取引先の保存に成功しました')).toBeVisible();

  const reloaded = await openSection(page, detail, title);
  await expect(dataRows(reloaded)).toHaveCount(before - 1);
  await expect(
    reloaded.getByRole('textbox', { name: '会社名', exact: true }).filter({ hasText: firstName }),
  ).toHaveCount(0);
  for (const input of await reloaded.getByRole('textbox', { name: '会社名', exact: true }).all()) {
    await expect(input).not.toHaveValue(firstName);
  }
});
