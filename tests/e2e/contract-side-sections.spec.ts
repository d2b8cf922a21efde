import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSection, signIn } from './helpers';

// 特殊システム詳細, コールカウント/課金手数料 and e秘書・紹介・特典の情報 (002 §2.4, §2.9, §2.10), and every
// section built on the declared storage read-only for a role without its feature. Customer 1 is only read;
// 166, 168 and 169 take the saves.
const contracted = (customerId: number) => `/customer_management/list/${customerId}/detail`;
const special = '特殊システム詳細';
const calls = 'コールカウント/課金手数料';
const benefit = 'e秘書・紹介・特典の情報';

const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const select = (scope: Locator, name: string) => scope.getByRole('combobox', { name, exact: true });
const chosen = (scope: Locator, name: string) => select(scope, name).getByRole('option', { selected: true });
const dataRows = (table: Locator) =>
  table.getByRole('row').filter({ has: table.page().getByRole('textbox') });
const alertOf = (page: Page) => page.getByRole('dialog', { name: '入力にエラーがあります' });

test('特殊システム詳細: refused past 2000 characters, saved and kept; no such section for an entry', async ({
  page,
}) => {
  await signIn(page, 'admin');
  let section = await openSection(page, contracted(166), special);
  await textbox(section, '特殊システムの運用内容').fill('あ'.repeat(2001));
  await section.getByRole('button', { name: '保存' }).click();
  await expect(alertOf(page)).toContainText(special);
  await expect(alertOf(page)).toContainText('特殊システムの運用内容は2000文字以内で入力してください');
  await alertOf(page).getByRole('button', { name: '閉じる' }).click();
  await textbox(section, '特殊システムの運用内容').fill('受付システムへ用件を登録する');
  await section.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('特殊システム詳細の保存に成功しました')).toBeVisible();
  await page.reload();
  section = await openSection(page, contracted(166), special);
  await expect(textbox(section, '特殊システムの運用内容')).toHaveValue('受付システムへ用件を登録する');

  await page.goto('/customer_entry/list/3/detail');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const title of [special, calls])
    await expect(page.getByRole('region', { name: title })).toHaveCount(0);
});

test('コールカウント/課金手数料: ten rows a page, add on the last page, required type, delete, saved', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const seeded = await openSection(page, contracted(1), calls);
  const counts = seeded.getByRole('table', { name: 'コールカウント' });
  await expect(dataRows(counts)).toHaveCount(10);
  await expect(seeded.getByText('1 / 2 ページ（全12件）')).toBeVisible();
  await seeded.getByRole('button', { name: '次のページ' }).first().click();
  await expect(dataRows(counts)).toHaveCount(2);
  await expect(textbox(dataRows(counts).nth(0), '名称')).toHaveValue('FAX報告（2）');

  let section = await openSection(page, contracted(168), calls);
  const fees = section.getByRole('table', { name: '課金手数料' });
  await section.getByRole('button', { name: '追加' }).nth(1).click();
  await textbox(dataRows(fees).nth(0), '名称').fill('深夜対応料金');
  await section.getByRole('button', { name: '保存' }).click();
  await expect(alertOf(page)).toContainText(calls);
  await expect(alertOf(page)).toContainText('種別');
  await alertOf(page).getByRole('button', { name: '閉じる' }).click();
  await select(dataRows(fees).nth(0), '種別').selectOption({ label: '時間外対応料金' });
  await section.getByRole('button', { name: '追加' }).nth(1).click();
  await section.getByRole('button', { name: '2行目を削除' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('削除してもよろしいですか?');
  await page.getByRole('button', { name: '削除', exact: true }).click();
  await section.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('コールカウント/課金手数料の保存に成功しました')).toBeVisible();

  await page.reload();
  section = await openSection(page, contracted(168), calls);
  const saved = section.getByRole('table', { name: '課金手数料' });
  await expect(dataRows(saved)).toHaveCount(1);
  await expect(chosen(dataRows(saved).nth(0), '種別')).toHaveText('時間外対応料金');
  await expect(textbox(dataRows(saved).nth(0), '名称')).toHaveValue('深夜対応料金');
});

test('e秘書・紹介・特典の情報: 紹介なし hides and empties the source, which stays empty after reload', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const seeded = await openSection(page, contracted(1), benefit);
  await expect(textbox(seeded, '紹介元')).toHaveValue('株式会社ミナト物流');

  let section = await openSection(page, contracted(169), benefit);
  await select(section, '当サービスを知ったきっかけ').selectOption({ label: '展示会・セミナー' });
  await section.getByText('紹介あり', { exact: true }).click();
  await textbox(section, '紹介元').fill('あ'.repeat(129));
  await section.getByRole('button', { name: '保存' }).click();
  await expect(alertOf(page)).toContainText('紹介元は128文字以内で入力してください');
  await alertOf(page).getByRole('button', { name: '閉じる' }).click();
  await textbox(section, '紹介元').fill('東和システム株式会社');
  await section.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('e秘書・紹介・特典の情報の保存に成功しました')).toBeVisible();
  await page.reload();
  section = await openSection(page, contracted(169), benefit);
  await expect(textbox(section, '紹介元')).toHaveValue('東和システム株式会社');
  await expect(chosen(section, '当サービスを知ったきっかけ')).toHaveText('展示会・セミナー');

  await section.getByText('紹介なし', { exact: true }).click();
  await expect(textbox(section, '紹介元')).toHaveCount(0);
  const request = page.waitForRequest((r) => r.url().includes('/customers/updateResearch'));
  await section.getByRole('button', { name: '保存' }).click();
  expect(
    ((await request).postDataJSON() as Record<string, unknown>).research_introduce_corporate_or_media,
  ).toBeNull();
  await expect(page.getByText('e秘書・紹介・特典の情報の保存に成功しました')).toBeVisible();
  await page.reload();
  section = await openSection(page, contracted(169), benefit);
  await section.getByText('紹介あり', { exact: true }).click();
  await expect(textbox(section, '紹介元')).toHaveValue('');
});

test('a role without the feature sees every new section read-only: inputs, add, delete and save disabled', async ({
  page,
}) => {
  await signIn(page, 'operator');
  for (const title of [
    '顧客メンバー設定',
    '取扱い商品のデータ連携',
    '聴取項目のデータ連携',
    'Q＆Aのデータ連携',
    '取扱商品・注意事項・応対方法・備考',
    'タイミングシート',
    special,
    calls,
    benefit,
  ]) {
    const section = await openSection(page, contracted(1), title);
    await expect(section.getByRole('button', { name: /^保存/ }).last(), title).toBeDisabled();
    for (const input of await section.getByRole('textbox').all())
      await expect(input, title).not.toBeEditable();
    for (const button of await section.getByRole('button', { name: /追加|削除|復元/ }).all())
      await expect(button, title).toBeDisabled();
  }
  // The legacy boxes do not open.
  const remarks = await openSection(page, contracted(1), '取扱商品・注意事項・応対方法・備考');
  const box = remarks.getByRole('button', { name: '取扱商品（旧システムからの移行データ）' });
  await expect(box).toBeDisabled();
  await box.click({ force: true });
  await expect(
    page.getByRole('dialog', { name: '取扱商品（旧システムからの移行データ）の編集' }),
  ).toHaveCount(0);
});
