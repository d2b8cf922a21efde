import { expect, test, type Locator } from '@playwright/test';
import { openSection, signIn } from './helpers';

// 受注内容's spot-course dates modal and invoice data (issue 15; 002 §2.2, §4, §7, §8, §9). Customer 1's
// pay-per-use rows (fixtures/seed/sections/order-detail.json): E103 of create timing 3 already invoiced, E107 a
// spot day of create timing 3 on 2026-12-15 at 3000. Customer 2 resumes on 2026-12-01 with a payment deadline.
// Customer 4 takes the spot course added from the business master.
const contracted = (customerId: number) => `/customer_management/list/${customerId}/detail`;
const order = '受注内容';
const spotRow = 'スポット 臨時休業日対応（1日）';

// A field's name, with the ' *' a required field's label carries.
const named = (name: string) => new RegExp(`^${name}( \\*)?$`);
const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name: named(name) });
const dataRows = (table: Locator) =>
  table.getByRole('row').filter({ has: table.page().getByRole('textbox', { name: named('業務コード') }) });

test('即時請求データ作成: only create-timing-3 rows, the invoiced one greyed, the deadline required', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const section = await openSection(page, contracted(1), order);
  const button = section.getByRole('button', { name: '即時請求データ作成' });
  await expect(button).toBeEnabled();
  // No resume date: no resume invoice.
  await expect(section.getByRole('button', { name: '再開請求データ作成' })).toHaveCount(0);
  await button.click();
  const modal = page.getByRole('dialog', { name: '即時請求データ作成' });
  // Create timing 3 only: E103 (invoiced) and E107; the initial fees (timing 1) are not offered.
  await expect(modal.getByRole('checkbox')).toHaveCount(2);
  await expect(modal.getByText('E101')).toHaveCount(0);
  const invoiced = modal.getByRole('checkbox', { name: 'E103 転送通話料（1件）' });
  await expect(invoiced).toBeDisabled();
  await expect(modal.getByRole('row').filter({ hasText: 'E103' })).toHaveAttribute('aria-disabled', 'true');
  await expect(modal.getByRole('row').filter({ hasText: 'E103' })).toContainText('2026-01-20 14:05:00');
  const open = modal.getByRole('checkbox', { name: `E107 ${spotRow}` });
  await expect(open).toBeEnabled();
  // The dialog may still be opening (Blueprint's transition moves it): check until it holds.
  await expect(async () => {
    await open.check({ force: true, timeout: 1000 });
    await expect(open).toBeChecked({ timeout: 500 });
  }).toPass();
  // The deadline is required.
  await modal.getByRole('button', { name: '作成' }).click();
  await expect(modal.getByText('支払期限を入力してください')).toBeVisible();
  await page.screenshot({ path: 'test-results/order-immediate-invoice.png' });
  // The era date picker (as every date of the app), typed as people write it; shown with its era once left.
  const term = modal.getByRole('combobox', { name: /^支払期限/ });
  await term.fill('R8.12.25');
  await term.press('Tab');
  await expect(term).toHaveValue('令和8年12月25日（2026-12-25）');
  await page.screenshot({ path: 'test-results/order-immediate-invoice-term.png' });
  await expect(modal.getByText('支払期限を入力してください')).toHaveCount(0);
  await modal.getByRole('button', { name: '作成' }).click();
  await expect(page.getByText('即時請求データを作成しました')).toBeVisible();
  await expect(modal).toHaveCount(0);
  // Reopened: E107 is invoiced now, greyed with its time.
  await button.click();
  await expect(modal.getByRole('checkbox', { name: `E107 ${spotRow}` })).toBeDisabled();
  await expect(modal.getByRole('row').filter({ hasText: 'E107' })).toContainText(
    /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/,
  );
  await modal.getByRole('button', { name: 'キャンセル' }).click();
  // The page took the new stamp: a save goes through.
  await section.getByRole('button', { name: /^保存/ }).last().click();
  await expect(page.getByText('受注内容・支払条件を保存しました')).toBeVisible();
  // After a reload the server's mark greys it too.
  await page.reload();
  const again = await openSection(page, contracted(1), order);
  await again.getByRole('button', { name: '即時請求データ作成' }).click();
  await expect(modal.getByRole('checkbox', { name: `E107 ${spotRow}` })).toBeDisabled();
});

test('利用日: a spot course added from the master, days picked on the calendar, the total follows, saved', async ({
  page,
}) => {
  // Customer 4 (cancelled, every row ended): nobody else edits it, so its approval request stays on its own.
  await signIn(page, 'admin');
  const section = await openSection(page, contracted(4), order);
  const each = section.getByRole('table', { name: '従量業務' });
  await expect(dataRows(each)).toHaveCount(0);
  await section.getByRole('button', { name: '追加' }).nth(1).click();
  const master = page.getByRole('dialog', { name: '業務の選択' });
  await master.getByLabel('業務コード').fill('E107');
  await master.getByRole('button', { name: '検索' }).click();
  await master.getByRole('button', { name: 'E107を選択' }).click();
  const row = dataRows(each).last();
  await textbox(row, '計上年月').fill('2026-12');
  await row.getByRole('combobox', { name: '作成タイミング' }).selectOption({ label: '即時請求' });
  await textbox(row, '請求年月').fill('2026-12');
  await textbox(row, '実費計上年月').fill('2026-12');
  await row.getByRole('button', { name: `${spotRow}の利用日を選択` }).click();
  const modal = page.getByRole('dialog', { name: 'スポット利用日の選択' });
  // A wide screen shows two months, from this month (no date chosen yet).
  await expect(modal.getByRole('grid')).toHaveCount(2);
  const [year, monthNumber] = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' })
    .format(new Date())
    .split('-')
    .map(Number);
  await expect(modal.getByRole('grid').first()).toHaveAccessibleName(`${year}年${monthNumber}月`);
  await page.setViewportSize({ width: 1100, height: 900 });
  await expect(modal.getByRole('grid')).toHaveCount(1);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(modal.getByRole('grid')).toHaveCount(2);
  const first = modal.getByRole('grid').first();
  await first.getByRole('gridcell', { name: '16', exact: true }).click();
  await first.getByRole('gridcell', { name: '17', exact: true }).click();
  await expect(modal.getByText('2日選択中')).toBeVisible();
  // A chosen day clicked again is taken away.
  await first.getByRole('gridcell', { name: '17', exact: true }).click();
  await expect(modal.getByText('1日選択中')).toBeVisible();
  await first.getByRole('gridcell', { name: '18', exact: true }).click();
  await page.screenshot({ path: 'test-results/order-spot-dates.png' });
  // キャンセル leaves the row as it was.
  await modal.getByRole('button', { name: 'キャンセル' }).click();
  await expect(row).toContainText('未選択');
  await row.getByRole('button', { name: `${spotRow}の利用日を選択` }).click();
  await first.getByRole('gridcell', { name: '16', exact: true }).click();
  await first.getByRole('gridcell', { name: '18', exact: true }).click();
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toHaveCount(0);
  const month = `${year}/${String(monthNumber).padStart(2, '0')}`;
  const shown = `${month}/16, ${month}/18`;
  await expect(row).toContainText(shown);
  await expect(row).toContainText('6,000');
  // Unsaved edits: the invoice buttons wait for the save.
  await expect(section.getByRole('button', { name: '即時請求データ作成' })).toBeDisabled();
  await expect(section.getByText('請求データは変更を保存してから作成できます')).toBeVisible();
  // The pay-per-use table needs approval (002 §4): saved with the approval request.
  await section.getByRole('button', { name: /^保存/ }).last().click();
  const approval = page.getByRole('dialog', {
    name: '下記の項目が承認対象です。保存して承認依頼をしますか。',
  });
  await expect(approval).toContainText('従量業務');
  await approval.getByRole('button', { name: '保存して承認依頼' }).click();
  await expect(approval).toHaveCount(0);
  // Pending (update mode): the section shows the requested rows read-only, without its save.
  await page.reload();
  await page.getByRole('button', { name: order }).click();
  const saved = page.getByRole('region', { name: order });
  const savedRow = dataRows(saved.getByRole('table', { name: '従量業務' })).last();
  await expect(savedRow).toContainText(shown);
  await expect(savedRow).toContainText('6,000');
  // Pending approval: the invoice buttons are disabled with the rest of the section.
  await expect(saved.getByRole('button', { name: '即時請求データ作成' })).toBeDisabled();
});

test('再開請求データ作成: shown with a resume date, asks first, made once', async ({ page }) => {
  await signIn(page, 'admin');
  const section = await openSection(page, contracted(2), order);
  const button = section.getByRole('button', { name: '再開請求データ作成' });
  await expect(button).toBeEnabled();
  await button.click();
  const confirm = page.getByRole('alertdialog', {
    name: '再開日2026/12/01の再開請求データを作成します。よろしいですか？',
  });
  await confirm.getByRole('button', { name: 'キャンセル' }).click();
  await expect(confirm).toHaveCount(0);
  await button.click();
  await confirm.getByRole('button', { name: '作成する' }).click();
  await expect(page.getByText('再開請求データを作成しました')).toBeVisible();
  // Made already for this resume date: the server's refusal under the error title.
  await button.click();
  await confirm.getByRole('button', { name: '作成する' }).click();
  await expect(page.getByText('処理中にエラーが発生しました')).toBeVisible();
  await expect(page.getByText('再開日2026-12-01の再開請求データは作成済みです')).toBeVisible();
  await page.screenshot({ path: 'test-results/order-resume-invoice.png' });
});

test('a role without 受注内容 sees the invoice buttons disabled', async ({ page }) => {
  await signIn(page, 'operator');
  const section = await openSection(page, contracted(2), order);
  await expect(section.getByRole('button', { name: '即時請求データ作成' })).toBeDisabled();
  await expect(section.getByRole('button', { name: '再開請求データ作成' })).toBeDisabled();
  await expect(
    section.getByRole('table', { name: '従量業務' }).getByRole('button', { name: /の利用日を選択$/ }),
  ).toHaveCount(0);
});
