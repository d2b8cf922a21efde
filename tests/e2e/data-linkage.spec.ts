import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSection, signIn } from './helpers';

// 取扱い商品, 聴取項目 and Q＆A (001 §2.4–§2.6): numbered blocks. Customer 1 is only read; 161 (contracted,
// none of the three yet) takes the saves; entry 3 has none of them.
const detail = (customerId: number) => `/customer_management/list/${customerId}/detail`;
const products = '取扱い商品のデータ連携';
const hearings = '聴取項目のデータ連携';
const qa = 'Q＆Aのデータ連携';

const block = (section: Locator, title: string) => section.getByRole('group', { name: title, exact: true });
const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const tagOf = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'セクション' }).getByRole('link', { name, exact: true });

test.beforeEach(async ({ page }) => signIn(page, 'admin'));

test('取扱い商品: numbered blocks; add, refuse a name over 128, save, reload; delete asks first', async ({
  page,
}) => {
  const seeded = await openSection(page, detail(1), products);
  await expect(textbox(block(seeded, '取り扱い商材1'), '商材名')).toHaveValue('事務用品');
  await expect(textbox(block(seeded, '取り扱い商材2'), '商材名')).toHaveValue('オフィス家具');

  let section = await openSection(page, detail(161), products);
  await expect(section.getByText('登録されているデータはありません')).toBeVisible();
  await section.getByRole('button', { name: '追加' }).click();
  await section.getByRole('button', { name: '追加' }).click();
  await textbox(block(section, '取り扱い商材1'), '商材名').fill('あ'.repeat(129));
  await textbox(block(section, '取り扱い商材2'), '商材名').fill('名入れボールペン');
  await section.getByRole('button', { name: '保存' }).click();
  const alert = page.getByRole('dialog', { name: '入力にエラーがあります' });
  await expect(alert).toContainText(products);
  await expect(alert).toContainText('商材名は128文字以内で入力してください');
  await alert.getByRole('button', { name: '閉じる' }).click();

  await textbox(block(section, '取り扱い商材1'), '商材名').fill('社名入り封筒');
  await textbox(block(section, '取り扱い商材1'), '説明').fill('500枚単位の注文を受け付ける');
  await section.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('取扱い商品のデータ連携に成功しました')).toBeVisible();

  await page.reload();
  section = await openSection(page, detail(161), products);
  await expect(textbox(block(section, '取り扱い商材1'), '商材名')).toHaveValue('社名入り封筒');
  await expect(textbox(block(section, '取り扱い商材1'), '説明')).toHaveValue('500枚単位の注文を受け付ける');
  await expect(textbox(block(section, '取り扱い商材2'), '商材名')).toHaveValue('名入れボールペン');

  await section.getByRole('button', { name: '取り扱い商材1を削除' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('削除してもよろしいですか?');
  await page.getByRole('button', { name: 'キャンセル' }).click();
  await expect(block(section, '取り扱い商材2')).toBeVisible();
  await section.getByRole('button', { name: '取り扱い商材1を削除' }).click();
  await page.getByRole('button', { name: '削除', exact: true }).click();
  // The remaining block is renumbered at once; the deletion is sent with the save.
  await expect(block(section, '取り扱い商材2')).toHaveCount(0);
  await expect(textbox(block(section, '取り扱い商材1'), '商材名')).toHaveValue('名入れボールペン');
  await section.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('取扱い商品のデータ連携に成功しました')).toBeVisible();
  await page.reload();
  section = await openSection(page, detail(161), products);
  await expect(section.getByRole('group', { name: /^取り扱い商材/ })).toHaveCount(1);
});

test('聴取項目: a new pattern has five numbered items; the tag warns for an entry without patterns', async ({
  page,
}) => {
  const seeded = await openSection(page, detail(1), hearings);
  await expect(textbox(block(seeded, 'パターン1'), '聴取項目5')).toHaveValue('折返し希望時間');
  await expect(tagOf(page, hearings)).not.toHaveAccessibleDescription('聴取項目が登録されていません');

  let section = await openSection(page, detail(161), hearings);
  await section.getByRole('button', { name: '追加' }).click();
  const pattern = block(section, 'パターン1');
  for (const n of [1, 2, 3, 4, 5]) await expect(textbox(pattern, `聴取項目${n}`)).toHaveValue('');
  await textbox(pattern, '聴取項目1').fill('お名前');
  await textbox(pattern, '聴取項目3').fill('あ'.repeat(129));
  await section.getByRole('button', { name: '保存' }).click();
  const alert = page.getByRole('dialog', { name: '入力にエラーがあります' });
  await expect(alert).toContainText(hearings);
  await expect(alert).toContainText('は128文字以内で入力してください');
  await alert.getByRole('button', { name: '閉じる' }).click();
  await textbox(pattern, '聴取項目3').fill('ご用件');
  await section.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('聴取項目のデータ連携に成功しました')).toBeVisible();
  await page.reload();
  section = await openSection(page, detail(161), hearings);
  await expect(textbox(block(section, 'パターン1'), '聴取項目1')).toHaveValue('お名前');
  await expect(textbox(block(section, 'パターン1'), '聴取項目3')).toHaveValue('ご用件');
  await expect(textbox(block(section, 'パターン1'), '聴取項目5')).toHaveValue('');
  await section.getByRole('button', { name: 'パターン1を削除' }).click();
  await page.getByRole('button', { name: 'キャンセル' }).click();
  await expect(block(section, 'パターン1')).toBeVisible();
  await section.getByRole('button', { name: 'パターン1を削除' }).click();
  await page.getByRole('button', { name: '削除', exact: true }).click();
  await expect(block(section, 'パターン1')).toHaveCount(0);

  await page.goto('/customer_entry/list/3/detail');
  await expect(tagOf(page, hearings)).toHaveAccessibleDescription('聴取項目が登録されていません');
  await expect(tagOf(page, products)).toHaveAccessibleDescription('取扱い商品が登録されていません');
  await expect(tagOf(page, qa)).toHaveAccessibleDescription('Q＆Aが登録されていません');
});

test('Q＆A: question and answer blocks saved and kept; the tag warns until the first one is saved', async ({
  page,
}) => {
  await page.goto(detail(161));
  await expect(tagOf(page, qa)).toHaveAccessibleDescription('Q＆Aが登録されていません');
  let section = await openSection(page, detail(161), qa);
  await section.getByRole('button', { name: '追加' }).click();
  await textbox(block(section, 'Q＆A1'), '質問').fill('駐車場はありますか');
  await textbox(block(section, 'Q＆A1'), '回答').fill('あ'.repeat(401));
  await section.getByRole('button', { name: '保存' }).click();
  const alert = page.getByRole('dialog', { name: '入力にエラーがあります' });
  await expect(alert).toContainText('回答は400文字以内で入力してください');
  await alert.getByRole('button', { name: '閉じる' }).click();
  await textbox(block(section, 'Q＆A1'), '回答').fill('ビル地下の提携駐車場をご利用ください');
  await section.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('Q＆Aのデータ連携に成功しました')).toBeVisible();
  await expect(tagOf(page, qa)).not.toHaveAccessibleDescription('Q＆Aが登録されていません');
  await page.reload();
  section = await openSection(page, detail(161), qa);
  await expect(textbox(block(section, 'Q＆A1'), '回答')).toHaveValue('ビル地下の提携駐車場をご利用ください');

  await section.getByRole('button', { name: 'Q＆A1を削除' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('削除してもよろしいですか?');
  await page.getByRole('button', { name: '削除', exact: true }).click();
  await expect(section.getByText('登録されているデータはありません')).toBeVisible();
  await section.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('Q＆Aのデータ連携に成功しました')).toBeVisible();
  await expect(tagOf(page, qa)).toHaveAccessibleDescription('Q＆Aが登録されていません');
});
