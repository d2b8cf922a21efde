import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

// D番マスター管理 (issue 15, deliverable 5): the D番 pool the numbering of 受注内容 draws from — listed with
// the customer using each number, added several at once, refused when a number is in the pool already.

const path = '/transmit_telephone_number_master';
const table = (page: Page) => page.getByRole('table', { name: 'D番一覧' });
const rowOf = (page: Page, number: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: number, exact: true }) });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'D番の追加' });
const numbersBox = (page: Page) => dialog(page).getByLabel('D番号');

async function openFromMenu(page: Page) {
  const menu = page.getByRole('list', { name: 'サイドメニュー' });
  await menu.getByRole('button', { name: '管理機能' }).click();
  await menu.getByRole('link', { name: 'D番マスタ管理' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('D番マスター管理');
  await expect(table(page)).toBeVisible();
}

// Every free number on one page: added numbers are found whatever page they sort onto.
async function showFreeNumbers(page: Page) {
  await page.getByLabel('使用状況').selectOption({ label: '未使用のみ' });
  await page.getByRole('navigation', { name: 'ページ送り（上）' }).getByLabel('表示件数').selectOption('100');
  await expect(page.getByRole('navigation', { name: 'ページ送り（上）' })).toContainText(
    /全\d+件中 1〜\d+件/,
  );
}

// Critical and serious axe violations (as accessibility.spec.ts), once running transitions have ended.
async function seriousViolations(page: Page, include?: string) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const builder = new AxeBuilder({ page });
  const result = await (include ? builder.include(include) : builder).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

async function openAdd(page: Page, numbers: string, remark = '') {
  await page.getByRole('button', { name: 'D番を追加' }).click();
  await numbersBox(page).fill(numbers);
  if (remark) await dialog(page).getByLabel('備考').fill(remark);
}

test('lists the pool with the customer using each number, 未使用 for the free ones, and pages it', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await openFromMenu(page);
  await expect(page.getByRole('status').filter({ hasText: '未使用のD番' })).toHaveText('未使用のD番：40件');
  await expect(page.getByRole('navigation', { name: 'ページ送り（上）' })).toContainText('全43件中 1〜20件');
  const used = rowOf(page, '050-3000-0001');
  await expect(used.getByRole('cell').nth(2)).toContainText('T000001');
  await expect(used.getByRole('link', { name: '株式会社サンプル商事' })).toHaveAttribute(
    'href',
    '/customer_management/list/1/detail',
  );
  await expect(rowOf(page, '050-3000-0004').getByRole('cell').nth(2)).toContainText('T000004');
  const free = rowOf(page, '050-5550-0101');
  await expect(free.getByRole('cell').nth(1)).toHaveText('2025年4月 キャリアより払い出し');
  await expect(free.getByRole('cell').nth(2)).toHaveText('未使用');

  await page
    .getByRole('navigation', { name: 'ページ送り（上）' })
    .getByRole('button', { name: '3ページ目' })
    .click();
  await expect(table(page).getByRole('row')).toHaveCount(1 + 3);
  await expect(rowOf(page, '050-5550-0210')).toBeVisible();

  await page.getByLabel('使用状況').selectOption({ label: '使用中のみ' });
  await expect(table(page).getByRole('row')).toHaveCount(1 + 3);
  await expect(table(page).getByText('未使用', { exact: true })).toHaveCount(0);

  // The customer link opens the customer's detail page.
  await table(page).getByRole('link', { name: '株式会社サンプル商事' }).click();
  await expect(page).toHaveURL(/\/customer_management\/list\/1\/detail$/);
});

test('adds two numbers typed in full width and without hyphens; they are listed after a reload', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto(path);
  await openAdd(page, '０５０－６６６０－０００１\n\n05066600002\n', '2026年5月 追加分');
  // Converted as every phone field is, when the box is left.
  await dialog(page).getByLabel('備考').focus();
  await expect(numbersBox(page)).toHaveValue('050-6660-0001\n050-6660-0002');
  await dialog(page).getByRole('button', { name: '追加する' }).click();
  await expect(page.getByText('D番を2件追加しました')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: '未使用のD番' })).toHaveText('未使用のD番：42件');

  await page.reload();
  await showFreeNumbers(page);
  for (const number of ['050-6660-0001', '050-6660-0002']) {
    await expect(rowOf(page, number).getByRole('cell').nth(1)).toHaveText('2026年5月 追加分');
    await expect(rowOf(page, number).getByRole('cell').nth(2)).toHaveText('未使用');
  }
});

test('a number in the pool already refuses the batch with a message naming it, and nothing is added', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto(path);
  await openAdd(page, '050-6660-0101\n０５０５５５００１０１');
  const answer = page.waitForResponse((r) => r.url().includes('addTransmitTelephoneNumbers'));
  await dialog(page).getByRole('button', { name: '追加する' }).click();
  expect((await answer).status()).toBe(422);
  const message = 'D番号の「050-5550-0101」は既に登録されています';
  // In the persistent error toast, and under the box with the line it is on.
  await expect(page.locator('.tas-toaster').getByText(message)).toBeVisible();
  await expect(dialog(page).getByText(`2行目：${message}`)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'キャンセル' }).click();

  await page.reload();
  await showFreeNumbers(page);
  await expect(rowOf(page, '050-6660-0101')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: '未使用のD番' })).toHaveText(/未使用のD番：4\d件/);
});

test('the browser checks each line before sending: an invalid number, a number given twice', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto(path);
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('addTransmitTelephoneNumbers')) sent += 1;
  });
  await openAdd(page, '050-6660-0201\n03-1234-567\n05066600201');
  await dialog(page).getByRole('button', { name: '追加する' }).click();
  const alert = page.getByRole('dialog', { name: '入力にエラーがあります' });
  await expect(alert).toContainText('D番の追加');
  await expect(alert).toContainText(
    '2行目：D番号の「03-1234-567」は正しい電話番号ではありません（固定電話は10桁）',
  );
  await expect(alert).toContainText('3行目：D番号の「050-6660-0201」が2回以上入力されています');
  await alert.getByRole('button', { name: '閉じる' }).click();
  await expect(
    dialog(page).getByText('2行目：D番号の「03-1234-567」は正しい電話番号ではありません'),
  ).toBeVisible();
  expect(sent).toBe(0);
});

test('a role without D番マスタ管理 has no menu entry and is refused the page', async ({ page }) => {
  await signIn(page, 'operator');
  const menu = page.getByRole('list', { name: 'サイドメニュー' });
  await expect(menu.getByRole('link', { name: 'D番マスタ管理' })).toHaveCount(0);
  await page.goto(path);
  await expect(
    page.getByRole('heading', { name: 'D番マスター管理を表示する権限がありません' }),
  ).toBeVisible();
  await expect(page.getByText('権限がありません(D番マスタ管理)')).toBeVisible();
  await expect(table(page)).toHaveCount(0);
});

test('the page and its dialog are accessible; a screenshot at 1366×768', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'admin');
  await page.goto(path);
  await expect(table(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/transmit-numbers-1366.png' });
  await openAdd(page, '050-6660-0301', '追加分');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.screenshot({ path: 'test-results/transmit-numbers-add-1366.png' });
});
