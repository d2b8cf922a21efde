import { expect, test } from '@playwright/test';
import { openBasicInfo } from './basic-info-helpers';
import { openSection, signIn } from './helpers';

// Issue 12 point 6: a locked section says why, disabled text stays readable, row cells show their whole
// value, Japanese lines break between phrases, and every control uses the page's font.

test('a locked section says why: no permission, or a pending update', async ({ page }) => {
  await signIn(page, 'operator');
  const readOnly = await openBasicInfo(page, '/customer_management/list/1/detail');
  await expect(readOnly.getByText('この項目を編集する権限がないため、閲覧のみできます')).toBeVisible();
  // Dark text on a light grey, not grey on grey.
  const company = readOnly.getByRole('textbox', { name: '会社名', exact: true });
  await expect(company).not.toBeEditable();
  expect(await company.evaluate((input) => getComputedStyle(input).color)).toBe('rgb(56, 62, 71)');

  await signIn(page, 'admin');
  const pending = await openBasicInfo(page, '/customer_management/list/2/detail');
  await expect(
    pending.getByText('変更申請中のため編集できません。申請中の値は「変更前:」の付いた項目です'),
  ).toBeVisible();
  const editable = await openSection(page, '/customer_management/list/1/detail', '請求先情報');
  await expect(editable.getByText(/ため編集できません|閲覧のみできます/)).toHaveCount(0);
});

test('row cells carry their whole value; text breaks between phrases; controls use the page font', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const section = await openSection(
    page,
    '/customer_management/list/1/detail',
    '関連会社及び主要お取引先の設定',
  );
  const cell = section.getByRole('textbox', { name: '会社名', exact: true }).first();
  const value = await cell.inputValue();
  expect(value).not.toBe('');
  await expect(cell).toHaveAttribute('title', value);

  const styles = await page.evaluate(() => {
    const input = document.querySelector('input.bp6-input') as HTMLElement;
    const textarea = document.querySelector('textarea') as HTMLElement | null;
    return {
      wordBreak: getComputedStyle(document.body).wordBreak,
      input: getComputedStyle(input).fontFamily,
      textarea: textarea ? getComputedStyle(textarea).fontFamily : null,
    };
  });
  expect(styles.wordBreak).toBe('auto-phrase');
  expect(styles.input).toContain('Noto Sans CJK JP');
  if (styles.textarea !== null) expect(styles.textarea).toContain('Noto Sans CJK JP');
});

test('the list and a customer page say nothing to the console: no warnings, no errors', async ({ page }) => {
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') said.push(message.text());
  });
  page.on('pageerror', (error) => said.push(error.message));
  await signIn(page, 'admin');
  await page.goto('/customer_management/list');
  await expect(page.getByRole('heading', { name: '顧客管理', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^参照 T000001 / })).toBeVisible();
  await openSection(page, '/customer_management/list/1/detail', '請求先情報');
  expect(said).toEqual([]);
});
