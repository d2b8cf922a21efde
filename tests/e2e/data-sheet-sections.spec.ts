import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSection, signIn } from './helpers';

// 顧客メンバー設定, 取扱商品・注意事項・応対方法・備考 and タイミングシート (001 §2.3, §2.7, §2.8). Customer 1
// is only read; 163 (members), 164 (remarks) and 165 (timing sheet) take the saves; entry 172 is read.
const contracted = (customerId: number) => `/customer_management/list/${customerId}/detail`;
const members = '顧客メンバー設定';
const remarks = '取扱商品・注意事項・応対方法・備考';
const timing = 'タイミングシート';

const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const select = (scope: Locator, name: string) => scope.getByRole('combobox', { name, exact: true });
const chosen = (scope: Locator, name: string) => select(scope, name).getByRole('option', { selected: true });
const dataRows = (section: Locator) =>
  section.getByRole('row').filter({ has: section.page().getByRole('textbox') });
const alertOf = (page: Page) => page.getByRole('dialog', { name: '入力にエラーがあります' });

test.beforeEach(async ({ page }) => signIn(page, 'admin'));

test('顧客メンバー設定: add, refuse a bad phone, save and reload; only changed rows are sent', async ({
  page,
}) => {
  let section = await openSection(page, contracted(163), members);
  await expect(section.getByText('登録されているデータはありません')).toBeVisible();
  // The phone-report and forwarding columns are an entry's only.
  await expect(section.getByRole('columnheader', { name: '電話報告' })).toHaveCount(0);
  for (const name of ['佐々木 一郎', '田中 次郎']) {
    await section.getByRole('button', { name: '追加' }).click();
    const row = dataRows(section).last();
    await textbox(row, '氏名').fill(name);
    await textbox(row, '電話番号').fill('03-5550-0');
  }
  await section.getByRole('button', { name: '保存' }).click();
  await expect(alertOf(page)).toContainText(members);
  await expect(alertOf(page)).toContainText('1行目：電話番号');
  await alertOf(page).getByRole('button', { name: '閉じる' }).click();
  await textbox(dataRows(section).nth(0), '電話番号').fill('03-5550-0131');
  await textbox(dataRows(section).nth(1), '電話番号').fill('090-5550-0132');
  await section.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('顧客メンバーの保存に成功しました')).toBeVisible();

  await page.reload();
  section = await openSection(page, contracted(163), members);
  await expect(dataRows(section)).toHaveCount(2);
  await expect(textbox(dataRows(section).nth(1), '氏名')).toHaveValue('田中 次郎');
  // Only the changed row travels (001 §4): the request names one employee.
  await textbox(dataRows(section).nth(1), '役職').fill('営業部長');
  const request = page.waitForRequest((r) => r.url().includes('/customers/updateMember'));
  await section.getByRole('button', { name: '保存' }).click();
  const sent = (await request).postDataJSON() as { customer_employees: { name: string }[] };
  expect(sent.customer_employees.map((row) => row.name)).toEqual(['田中 次郎']);
  await expect(page.getByText('顧客メンバーの保存に成功しました')).toBeVisible();
  // The toast hides by itself: the next save's toast is then the only one.
  await expect(page.getByText('顧客メンバーの保存に成功しました')).toHaveCount(0);

  await section.getByRole('button', { name: '1行目を削除' }).click();
  await page.getByRole('button', { name: '削除', exact: true }).click();
  await section.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('顧客メンバーの保存に成功しました')).toBeVisible();
  await page.reload();
  section = await openSection(page, contracted(163), members);
  await expect(dataRows(section)).toHaveCount(1);
  await expect(textbox(dataRows(section).nth(0), '役職')).toHaveValue('営業部長');

  const entry = await openSection(page, '/customer_entry/list/172/detail', members);
  await expect(entry.getByRole('columnheader', { name: '電話報告' })).toBeVisible();
  await expect(entry.getByRole('columnheader', { name: '転送' })).toBeVisible();
});

test('取扱商品・注意事項・応対方法・備考: the legacy box is edited in its modal and saved with the remark', async ({
  page,
}) => {
  const seeded = await openSection(page, contracted(1), remarks);
  await expect(seeded.getByRole('button', { name: '取扱商品（旧システムからの移行データ）' })).toContainText(
    '事務用品、オフィス家具',
  );

  let section = await openSection(page, contracted(164), remarks);
  await section.getByRole('button', { name: '注意事項・応対方法（旧システムからの移行データ）' }).click();
  const dialog = page.getByRole('dialog', { name: '注意事項・応対方法（旧システムからの移行データ）の編集' });
  await dialog.getByRole('textbox').click();
  await page.keyboard.type('折返しは15時以降');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toHaveCount(0);
  await textbox(section, '備考').fill('あ'.repeat(2001));
  await section.getByRole('button', { name: '保存', exact: true }).click();
  await expect(alertOf(page)).toContainText('備考は2000文字以内で入力してください');
  await alertOf(page).getByRole('button', { name: '閉じる' }).click();
  await textbox(section, '備考').fill('夏季休業は8/13〜8/16');
  await section.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('取扱商品・注意事項・応対方法・備考の保存に成功しました')).toBeVisible();

  await page.reload();
  section = await openSection(page, contracted(164), remarks);
  await expect(textbox(section, '備考')).toHaveValue('夏季休業は8/13〜8/16');
  await expect(
    section.getByRole('button', { name: '注意事項・応対方法（旧システムからの移行データ）' }),
  ).toHaveText('折返しは15時以降');
});

test('タイミングシート: rows, 復元, a time slot saved and one cleared, kept after reload', async ({
  page,
}) => {
  const seeded = await openSection(page, contracted(1), timing);
  await expect(chosen(seeded, '時刻1（時）')).toHaveText('09');
  await expect(chosen(seeded, '時刻2（分）')).toHaveText('45');

  let section = await openSection(page, contracted(165), timing);
  await section.getByRole('button', { name: '追加' }).click();
  await textbox(dataRows(section).nth(0), 'A側の要件').fill('緊急');
  await section.getByRole('button', { name: '復元' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('入力した内容を元に戻します、よろしいですか？');
  await page.getByRole('button', { name: '元に戻す' }).click();
  await expect(dataRows(section)).toHaveCount(0);

  await section.getByRole('button', { name: '追加' }).click();
  await textbox(dataRows(section).nth(0), '並び順').fill('');
  await textbox(dataRows(section).nth(0), 'A側の要件').fill('至急の用件');
  await select(section, '時刻1（時）').selectOption({ label: '08' });
  await select(section, '時刻1（分）').selectOption({ label: '05' });
  await select(section, '時刻2（時）').selectOption({ label: '12' });
  await section.getByRole('button', { name: '保存', exact: true }).click();
  await expect(alertOf(page)).toContainText(timing);
  await expect(alertOf(page)).toContainText('並び順');
  await alertOf(page).getByRole('button', { name: '閉じる' }).click();
  await textbox(dataRows(section).nth(0), '並び順').fill('1');
  const request = page.waitForRequest((r) => r.url().includes('/customers/updateTimingSheet'));
  await section.getByRole('button', { name: '保存', exact: true }).click();
  const part = ((await request).postDataJSON() as { customer_part_timing_sheet: Record<string, unknown> })
    .customer_part_timing_sheet;
  // hh:mm, or null while the hour or the minute is unset (001 §3).
  expect(part.timing_time_specifying_call_option_time_1).toBe('08:05');
  expect(part.timing_time_specifying_call_option_time_2).toBeNull();
  await expect(page.getByText('タイミングシートの保存に成功しました')).toBeVisible();

  await page.reload();
  section = await openSection(page, contracted(165), timing);
  await expect(textbox(dataRows(section).nth(0), 'A側の要件')).toHaveValue('至急の用件');
  await expect(chosen(section, '時刻1（時）')).toHaveText('08');
  await expect(chosen(section, '時刻1（分）')).toHaveText('05');
  await expect(chosen(section, '時刻2（時）')).toHaveText('--');

  await section.getByRole('button', { name: '1行目を削除' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('削除してもよろしいですか?');
  await page.getByRole('button', { name: '削除', exact: true }).click();
  await section.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('タイミングシートの保存に成功しました')).toBeVisible();
  await page.reload();
  section = await openSection(page, contracted(165), timing);
  await expect(dataRows(section)).toHaveCount(0);
});
