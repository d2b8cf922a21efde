import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { detailPath, openBasicInfo } from './basic-info-helpers';
import { signIn } from './helpers';

const files = join(import.meta.dirname, 'files');

// Customer 1 (与信OK, documents sent separately) holds two identity documents in the seed.
test('identity documents: download, rotate, add up to four, delete new and saved, and the saved state after reload', async ({
  page,
}) => {
  await signIn(page, 'admin');
  let section = await openBasicInfo(page, detailPath(1));
  const list = section.getByRole('list', { name: '代表者確認書類' });
  await expect(list.getByRole('listitem')).toHaveCount(2);

  const licence = list.getByRole('listitem', { name: '運転免許証_表.png' });
  const download = page.waitForEvent('download');
  await licence.getByRole('button', { name: 'ダウンロード' }).click();
  expect((await download).suggestedFilename()).toBe('menkyo_omote.png');

  await licence.getByRole('button', { name: '回転' }).click();
  await expect(licence.getByText('90°')).toBeVisible();

  const add = section.getByLabel('ファイルを追加');
  await add.setInputFiles(join(files, 'notes.txt'));
  await expect(list.getByRole('listitem', { name: 'notes.txt' }).getByText('未保存')).toBeVisible();
  await list.getByRole('listitem', { name: 'notes.txt' }).getByRole('button', { name: '削除' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await add.setInputFiles(join(files, 'passport.png'));
  await add.setInputFiles(join(files, 'health-card.png'));
  await expect(list.getByRole('listitem')).toHaveCount(4);
  // Four documents: the add button goes.
  await expect(section.getByRole('button', { name: 'ファイルを追加' })).toHaveCount(0);

  const certificate = list.getByRole('listitem', { name: '印鑑証明書.pdf' });
  await certificate.getByRole('button', { name: '削除' }).click();
  await expect(certificate.getByText('削除予定')).toBeVisible();
  await expect(section.getByRole('button', { name: 'ファイルを追加' })).toBeVisible();

  await section.getByRole('button', { name: '保存', exact: true }).last().click();
  await expect(page.getByText('基本情報の保存に成功しました')).toBeVisible();

  section = await openBasicInfo(page, detailPath(1));
  const saved = section.getByRole('list', { name: '代表者確認書類' });
  await expect(saved.getByRole('listitem')).toHaveCount(3);
  await expect(saved.getByRole('listitem', { name: '印鑑証明書.pdf' })).toHaveCount(0);
  await expect(saved.getByRole('listitem', { name: '運転免許証_表.png' }).getByText('90°')).toBeVisible();
  await expect(saved.getByRole('listitem', { name: 'passport.png' })).toBeVisible();
});

test('a file that is not an accepted type is refused with its message, and nothing is saved', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const section = await openBasicInfo(page, detailPath(4));
  await section.getByLabel('ファイルを追加').setInputFiles(join(files, 'notes.txt'));
  await section.getByRole('button', { name: '保存', exact: true }).last().click();
  const alert = page.getByRole('dialog', { name: '入力にエラーがあります' });
  await expect(alert).toContainText('notes.txt');
});
