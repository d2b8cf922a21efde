import { expect, test, type Locator } from '@playwright/test';
import { openSection, signIn, stillFilling } from './helpers';

// An open section's content is skipped by the browser's layout and paint while it is off screen
// (`useSkipWhenOffscreen`, content-visibility: auto). A person must not notice: the page keeps its height and
// the scroll position, and what was typed is there when they scroll back.
const detail = '/customer_management/list/1/detail';
const duties = '業務内容';
const field = (section: Locator) => section.getByRole('textbox', { name: '応対用会社名 *', exact: true });

test.beforeEach(async ({ page }) => signIn(page, 'admin'));

test('an open section off screen is skipped, keeps its size, and shows what was typed when scrolled back', async ({
  page,
}) => {
  const section = await openSection(page, detail, duties);
  await field(section).fill('株式会社オフスクリーン');
  // Rendered (and so shown) while in view: skippable from the frame after its first paint.
  const skippable = () =>
    section.evaluate((region) => {
      const content = region.querySelector<HTMLElement>(':scope > div > div');
      return content ? getComputedStyle(content).contentVisibility : 'none';
    });
  await expect.poll(skippable).toBe('auto');
  // Away from it as a person goes: 受注内容, far below, opened and clicked into (the browser keeps drawing
  // content that holds the focus or the text selection).
  await page.getByRole('button', { name: '受注内容' }).click();
  const orders = page.getByRole('region', { name: '受注内容' });
  await expect(orders.getByRole('button', { name: '保存' })).toBeVisible();
  await expect(stillFilling(page.locator('main'))).toHaveCount(0);
  await orders.getByRole('textbox').first().click();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const farBelow = page.getByRole('button', { name: 'コールカウント/課金手数料' });
  const topOf = (locator: Locator) =>
    locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const below = await topOf(farBelow);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // Off screen, the browser no longer lays it out (checkVisibility sees through content-visibility: auto).
  await expect
    .poll(() => field(section).evaluate((input) => input.checkVisibility({ contentVisibilityAuto: true })))
    .toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
  expect(await topOf(farBelow)).toBe(below);

  await field(section).scrollIntoViewIfNeeded();
  await expect(field(section)).toBeInViewport();
  await expect(field(section)).toHaveValue('株式会社オフスクリーン');
  await field(section).press('End');
  await field(section).pressSequentially('様');
  await expect(field(section)).toHaveValue('株式会社オフスクリーン様');

  // Closed (its edit dropped) and opened again: skippable again once it has been shown.
  await page.getByRole('button', { name: duties }).click();
  await page.getByRole('button', { name: '変更を破棄して閉じる' }).click();
  await expect(field(section)).toBeHidden();
  await page.getByRole('button', { name: duties }).click();
  await expect(field(section)).toBeVisible();
  await expect.poll(skippable).toBe('auto');
});
