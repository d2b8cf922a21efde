import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

// Issue 12: axe-core checks every screen and modal; a critical or serious violation fails the suite.

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    }));
}

async function expectAccessible(page: Page) {
  // A dialog fading in is measured at its final colours: wait for running transitions to end.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  expect(await violations(page)).toEqual([]);
}

const staffScreens = [
  '/home',
  '/customer_management/list',
  '/customer_entry/list',
  '/judging',
  '/approval',
  '/manage/operation_logs',
];

test('the login screen', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
  await expectAccessible(page);
});

for (const path of staffScreens)
  test(`staff screen ${path}`, async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
  });

for (const [path, note] of [
  ['/customer_management/list/1/detail', 'a contracted customer'],
  ['/customer_entry/list/3/detail', 'an entry'],
] as const)
  test(`customer detail of ${note}, every section open`, async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const headings = page.locator('section > button[aria-expanded="false"]');
    const count = await headings.count();
    for (let index = 0; index < count; index += 1) await headings.nth(0).click();
    await expect(page.getByRole('dialog', { name: '読み込み中…' })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
  });

test('the modals of the customer page: 代理ログイン, 解約予約 with its alert, 反響の紐付け, 郵便番号検索, the leave question', async ({
  page,
}) => {
  // Five axe runs over the whole customer page take most of a minute on a busy two-core machine.
  test.setTimeout(150_000);
  await signIn(page, 'admin');
  await page.goto('/customer_management/list/1/detail');

  await page.getByRole('button', { name: '代理ログイン' }).click();
  const surrogate = page.getByRole('dialog', { name: '代理ログイン' });
  await expect(surrogate).toBeVisible();
  await expectAccessible(page);
  await surrogate.getByRole('button', { name: 'キャンセル' }).click();

  await page.getByRole('button', { name: '解約予約', exact: true }).click();
  const reservation = page.getByRole('dialog', { name: '解約予約' });
  await reservation.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('dialog', { name: '入力にエラーがあります' })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('dialog', { name: '入力にエラーがあります' })
    .getByRole('button', { name: '閉じる' })
    .click();
  // The era date picker's calendar, named in Japanese.
  await reservation.getByLabel('解約日').click();
  await expect(page.getByRole('dialog', { name: '日付の選択' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Tab');
  // The header's close button speaks Japanese (Blueprint's says "Close").
  await reservation.getByRole('button', { name: '閉じる' }).click();
  await expect(reservation).toHaveCount(0);

  await page.getByRole('button', { name: '基本情報' }).click();
  await page.getByRole('button', { name: '反響顧客番号の操作' }).click();
  await page.getByRole('menuitem', { name: '反響を紐付ける' }).click();
  const talks = page.getByRole('dialog', { name: '反響の紐付け' });
  await expect(talks.getByText(/全\d+件中/)).toBeVisible();
  await expectAccessible(page);
  await talks.getByRole('button', { name: '閉じる' }).click();
  await expect(talks).toHaveCount(0);

  const billing = page.getByRole('region', { name: '請求先情報' });
  await page.getByRole('button', { name: '請求先情報' }).click();
  await billing.getByRole('button', { name: '住所検索' }).click();
  const postcode = page.getByRole('dialog', { name: '郵便番号検索' });
  await expect(postcode).toBeVisible();
  await expectAccessible(page);
  await postcode.getByRole('button', { name: '閉じる' }).click();

  await billing.getByRole('textbox', { name: '建物名', exact: true }).fill('確認用');
  await page
    .getByRole('list', { name: 'サイドメニュー' })
    .getByRole('link', { name: /^顧客管理/ })
    .click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('alertdialog').getByRole('button', { name: '編集を続ける' }).click();
});

test('the tag bar works from the keyboard: Tab to a tag, Enter opens its section', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/customer_management/list/1/detail');
  const tag = page.getByRole('navigation', { name: 'セクション' }).getByRole('link', { name: '請求先情報' });
  await tag.focus();
  await expect(tag).toBeFocused();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('button', { name: '請求先情報', exact: true });
  await expect(heading).toHaveAttribute('aria-expanded', 'true');
  await expect(heading).toBeInViewport();
  // The focus is on the section's heading from the moment it opens, and it is a button: the keyboard closes it
  // again — once its data is here (its fields show), since the loading dialog holds every key back until then.
  await expect(heading).toBeFocused();
  await expect(
    page.getByRole('region', { name: '請求先情報' }).getByRole('textbox', { name: '建物名', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(heading).toHaveAttribute('aria-expanded', 'false');
});

test('a section opened by a key on its heading keeps the focus there, through its loading dialog', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/customer_management/list/1/detail');
  const heading = page.getByRole('button', { name: '時間外アナウンスオリジナルメッセージ', exact: true });
  await heading.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'オリジナルメッセージ' })).toBeVisible();
  await expect(heading).toHaveAttribute('aria-expanded', 'true');
  await expect(heading).toBeFocused();
  await page.keyboard.press('Space');
  await expect(heading).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(page.getByRole('textbox', { name: 'オリジナルメッセージ' })).toBeVisible();
  await expect(heading).toBeFocused();
});
