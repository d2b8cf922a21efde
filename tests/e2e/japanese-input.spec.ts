import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSection, signIn } from './helpers';

// Issue 12: Japanese input habits are converted, an IME composition is never validated, unsaved edits are
// guarded, and a save's toast is in sight wherever the page is scrolled. Customer 2's 請求先情報 (no other
// browser test edits it).

const detail = '/customer_management/list/2/detail';
const title = '請求先情報';
const textbox = (section: Locator, name: string) => section.getByRole('textbox', { name, exact: true });
const postcodeBox = (section: Locator) => section.getByRole('textbox', { name: /^郵便番号/ });
const menu = (page: Page) => page.getByRole('list', { name: 'サイドメニュー' });
const tagBar = (page: Page) => page.getByRole('navigation', { name: 'セクション' });
const leaveQuestion = `「${title}」の変更が保存されていません。変更を破棄してこのページを離れますか？`;

test.beforeEach(async ({ page }) => signIn(page, 'admin'));

test('full-width digits, hiragana, half-width kana and numbers without hyphens are converted on leaving the field, and saved so', async ({
  page,
}) => {
  const section = await openSection(page, detail, title);
  const postcode = postcodeBox(section);
  const search = section.getByRole('button', { name: '住所検索' });
  await postcode.fill('１０００００５');
  // 7 digits without a hyphen are a postcode: 住所検索 is usable before the field is left.
  await expect(search).toBeEnabled();
  await postcode.press('Tab');
  await expect(postcode).toHaveValue('100-0005');

  const phone = textbox(section, '電話番号');
  await phone.fill('０３５５５００１７７');
  await phone.press('Tab');
  await expect(phone).toHaveValue('03-5550-0177');
  const fax = textbox(section, 'FAX番号');
  await fax.fill('０３－５５５０－０１７８');
  await fax.press('Tab');
  await expect(fax).toHaveValue('03-5550-0178');
  const kana = textbox(section, '請求先名(カナ)');
  await kana.fill('ごうどうがいしゃﾐﾗｲｾｯｹｲ');
  await kana.press('Tab');
  await expect(kana).toHaveValue('ゴウドウガイシャミライセッケイ');

  await section.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('請求先情報の保存に成功しました')).toBeVisible();
  await page.reload();
  const reloaded = await openSection(page, detail, title);
  await expect(textbox(reloaded, '電話番号')).toHaveValue('03-5550-0177');
  await expect(textbox(reloaded, '請求先名(カナ)')).toHaveValue('ゴウドウガイシャミライセッケイ');
  await expect(postcodeBox(reloaded)).toHaveValue('100-0005');
});

test('a カナ field says nothing while an IME composes, even after a failed save', async ({ page }) => {
  const section = await openSection(page, detail, title);
  const kana = textbox(section, '担当者名(カナ)');
  await kana.fill('Suzuki');
  await section.getByRole('button', { name: '保存' }).click();
  const error = section.getByText(/担当者名\(カナ\)の「.*」は全角カタカナで入力してください/);
  await expect(error).toBeVisible();
  await page.getByRole('button', { name: '閉じる' }).click();

  await kana.fill('');
  await expect(error).toHaveCount(0);
  const ime = await page.context().newCDPSession(page);
  // Romaji input as an IME shows it: the composing text holds latin letters until a kana is complete.
  for (const reading of ['s', 'す', 'すz', 'すず', 'すずk', 'すずき']) {
    await ime.send('Input.imeSetComposition', {
      text: reading,
      selectionStart: reading.length,
      selectionEnd: reading.length,
    });
    await expect(kana).toHaveValue(reading);
    await expect(error).toHaveCount(0);
  }
  await ime.send('Input.insertText', { text: 'すずき' });
  await expect(kana).toHaveValue('すずき');
  // Committed hiragana is what the blur converts: no error for it either.
  await expect(error).toHaveCount(0);
  await kana.press('Tab');
  await expect(kana).toHaveValue('スズキ');
  await expect(error).toHaveCount(0);
});

test('unsaved edits are marked and guarded: the side menu, closing the section, 戻る and reload ask first', async ({
  page,
}) => {
  const section = await openSection(page, detail, title);
  const name = textbox(section, '建物名');
  await name.fill('みらいビル3階');
  await name.press('Tab');
  const heading = page.getByRole('button', { name: new RegExp(`^${title}`) });
  await expect(heading).toContainText('編集中');
  await expect(tagBar(page).getByRole('link', { name: title }).getByLabel('編集中')).toBeVisible();
  // Only this section's tag is marked (each tag renders on its own).
  await expect(tagBar(page).getByLabel('編集中')).toHaveCount(1);

  // The side menu: stay, then leave.
  await menu(page)
    .getByRole('link', { name: /^顧客管理/ })
    .click();
  const question = page.getByRole('alertdialog').filter({ hasText: leaveQuestion });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: '編集を続ける' }).click();
  await expect(page).toHaveURL(/\/list\/2\/detail$/);
  await expect(name).toHaveValue('みらいビル3階');

  // Closing the section.
  await heading.click();
  const closeQuestion = page
    .getByRole('alertdialog')
    .filter({ hasText: `${title}の変更が保存されていません。変更を破棄して閉じますか？` });
  await expect(closeQuestion).toBeVisible();
  await closeQuestion.getByRole('button', { name: '編集を続ける' }).click();
  await expect(name).toBeVisible();

  // Reload: the browser's own question; dismissing it keeps the page and the edit.
  const asked = page.waitForEvent('dialog');
  void page.evaluate(() => window.location.reload());
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(name).toHaveValue('みらいビル3階');

  // 戻る asks, and leaving drops the edit.
  await page.getByRole('button', { name: '戻る' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: '変更を破棄して移動' }).click();
  await expect(page).not.toHaveURL(/\/list\/2\/detail$/);
  const reopened = await openSection(page, detail, title);
  await expect(textbox(reopened, '建物名')).not.toHaveValue('みらいビル3階');
  await expect(page.getByRole('button', { name: new RegExp(`^${title}`) })).not.toContainText('編集中');
  await expect(tagBar(page).getByLabel('編集中')).toHaveCount(0);
});

test('logging out with unsaved edits asks first, while the session still holds', async ({ page }) => {
  const section = await openSection(page, detail, title);
  await textbox(section, '建物名').fill('ログアウトビル');
  const logout = menu(page).getByRole('button', { name: 'ログアウト' });
  await logout.click();
  const question = page.getByRole('alertdialog').filter({ hasText: leaveQuestion });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: '編集を続ける' }).click();
  // Still signed in, on the page, with the edit.
  await expect(page).toHaveURL(/\/list\/2\/detail$/);
  await expect(textbox(section, '建物名')).toHaveValue('ログアウトビル');
  await expect(logout).toBeVisible();

  await logout.click();
  await question.getByRole('button', { name: '変更を破棄して移動' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Asked once: no second question after the session ended.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByLabel('ログインID')).toBeVisible();
});

test('a save lower down the page shows its toast at the top centre of the viewport', async ({ page }) => {
  const section = await openSection(page, detail, title);
  await textbox(section, '建物名').fill('トーストビル');
  const save = section.getByRole('button', { name: '保存' });
  await save.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 400));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await save.click();
  const toast = page.getByText('請求先情報の保存に成功しました');
  await expect(toast).toBeInViewport();
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (!box || !viewport) return;
  expect(box.y).toBeLessThan(viewport.height / 3);
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(viewport.width / 10);
});

test('dates and times show in one format, never with seconds or milliseconds', async ({ page }) => {
  const section = await openSection(
    page,
    '/customer_management/list/1/detail',
    '関連会社及び主要お取引先の設定',
  );
  const stamps = section.getByRole('textbox', { name: '更新日時' });
  expect(await stamps.count()).toBeGreaterThan(0);
  for (const stamp of await stamps.all())
    await expect(stamp).toHaveValue(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
  // The approval history names its editions the same way.
  await expect(page.getByRole('combobox', { name: '承認履歴' }).locator('option').first()).toHaveText(
    /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} /,
  );
});
