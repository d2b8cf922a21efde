import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

// 受注内容 + 支払条件 through the approval cycle's other turns (issue 15, 002 §4): a request sent back
// (差戻) returns editable with the change outlined, and the seeded reservation of customer 4 is previewed
// and reflected now (saveOrder). The approval round trip itself is in order-detail.spec.ts.
const contracted = (customerId: number) => `/customer_management/list/${customerId}/detail`;

async function openOrder(page: Page, customerId: number) {
  await page.goto(contracted(customerId));
  await page.getByRole('button', { name: '受注内容' }).click();
  const section = page.getByRole('region', { name: '受注内容' });
  await expect(section.getByRole('table', { name: '基本業務' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '読み込み中…' })).toHaveCount(0);
  return section;
}

test('差戻: the requested 請求書下部文言 comes back editable, outlined in red, the value in force on hover', async ({
  page,
}) => {
  await signIn(page, 'admin');
  let section = await openOrder(page, 2);
  const bottom = section.getByRole('textbox', { name: '請求書下部文言' });
  await bottom.fill('お振込手数料はお客様のご負担となります');
  await section.getByRole('button', { name: '保存' }).click();
  const confirm = page.getByRole('dialog', {
    name: '下記の項目が承認対象です。保存して承認依頼をしますか。',
  });
  await expect(confirm.getByRole('listitem')).toHaveText(['請求書下部文言']);
  await confirm.getByRole('button', { name: '保存して承認依頼' }).click();
  await expect(page.getByText('承認依頼を発行しました')).toBeVisible();

  await page.goto('/approval');
  const row = page
    .getByRole('table', { name: '承認待ちの変更申請' })
    .getByRole('row')
    .filter({ hasText: 'お振込手数料はお客様のご負担となります' });
  await row.getByRole('button', { name: '差戻' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '差戻' }).click();
  await expect(page.getByText('差戻しました')).toBeVisible();

  section = await openOrder(page, 2);
  const returned = section.getByRole('textbox', { name: '請求書下部文言' });
  await expect(returned).toHaveValue('お振込手数料はお客様のご負担となります');
  await expect(returned).toBeEditable();
  // The field is framed by the sent-back mark (the red outline); the earlier value shows on hover.
  const marked = section.locator('[data-change-mark="sentBack"]');
  await expect(marked.getByRole('textbox', { name: '請求書下部文言' })).toHaveCount(1);
  await returned.hover();
  await expect(page.getByText('変更前:（未入力）', { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: '保存' })).toBeEnabled();
  await returned.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/order-detail-sent-back.png' });
  // Given up: the value in force again, saved as it is — no approval needed, the marks go.
  await returned.fill('');
  await section.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('受注内容・支払条件を保存しました')).toBeVisible();
  await expect(marked).toHaveCount(0);
});

test('a reserved order edition: previewed from the approval history, then reflected now (saveOrder)', async ({
  page,
}) => {
  const reserved = /受注内容・支払条件 予約（2030\/04\/01 09:00反映）$/;
  await signIn(page, 'admin');
  await page.goto(contracted(4));
  const history = page.getByRole('combobox', { name: '承認履歴' });
  const option = history.getByRole('option', { name: reserved });
  await expect(option).toHaveCount(1);
  await history.selectOption({ label: (await option.textContent()) ?? '' });
  await page.getByRole('button', { name: '表示', exact: true }).click();
  const preview = page.getByRole('dialog', { name: reserved });
  await expect(
    preview.getByRole('region', { name: '受注内容' }).getByRole('textbox', { name: '請求書備考' }),
  ).toHaveValue('2030年4月から請求書は本社経理部宛');
  await expect(preview.getByRole('region', { name: '支払条件' })).toBeVisible();
  await page.screenshot({ path: 'test-results/order-edition-preview.png' });
  await preview.getByRole('button', { name: '閉じる' }).click();

  await page.getByRole('button', { name: 'この版を今すぐ反映' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('を予約日時を待たずに今すぐ反映します。よろしいですか？');
  await confirm.getByRole('button', { name: '反映する' }).click();
  await expect(page.getByText('反映に成功しました')).toBeVisible();
  await expect(history.getByRole('option', { name: /受注内容・支払条件 反映済$/ })).toHaveCount(1);
  const section = await openOrder(page, 4);
  await expect(section.getByRole('textbox', { name: '請求書備考' })).toHaveValue(
    '2030年4月から請求書は本社経理部宛',
  );
});

test('a change with a future 反映日時 is reserved once approved, then the reservation is cancelled', async ({
  page,
}) => {
  await signIn(page, 'admin');
  let section = await openOrder(page, 1);
  const remark = section.getByRole('textbox', { name: '請求書備考' });
  const before = await remark.inputValue();
  await remark.fill('2030年から請求書は本社宛');
  const schedule = section.getByRole('combobox', { name: '反映日時', exact: true });
  await schedule.fill('2030/01/01');
  await schedule.press('Tab');
  await section.getByRole('combobox', { name: '反映日時（時）' }).selectOption('09');
  await section.getByRole('button', { name: '保存' }).click();
  const confirm = page.getByRole('dialog', {
    name: '下記の項目が承認対象です。保存して承認依頼をしますか。',
  });
  await expect(confirm.getByRole('listitem')).toHaveText(['契約情報', '反映日時']);
  await confirm.getByRole('button', { name: '保存して承認依頼' }).click();
  await expect(page.getByText('承認依頼を発行しました')).toBeVisible();

  await page.goto('/approval');
  const row = page
    .getByRole('table', { name: '承認待ちの変更申請' })
    .getByRole('row')
    .filter({ hasText: '2030年から請求書は本社宛' });
  await expect(row.getByText('2030/01/01 09:00')).toBeVisible();
  await row.getByRole('button', { name: '承認' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '承認' }).click();
  await expect(page.getByText('承認しました')).toBeVisible();

  // Reserved: the values in force stay until 2030; the history offers the reservation's revert.
  section = await openOrder(page, 1);
  await expect(section.getByRole('textbox', { name: '請求書備考' })).toHaveValue(before);
  const history = page.getByRole('combobox', { name: '承認履歴' });
  const option = history.getByRole('option', { name: /受注内容・支払条件 予約（2030\/01\/01 09:00反映）$/ });
  await history.selectOption({ label: (await option.textContent()) ?? '' });
  await page.getByRole('button', { name: 'この版の予約を取り消す' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '予約を取り消す' }).click();
  await expect(page.getByText('予約を取り消しました')).toBeVisible();
  await expect(history.getByRole('option', { name: /受注内容・支払条件 予約取消$/ })).toHaveCount(1);
  await expect(section.getByRole('textbox', { name: '請求書備考' })).toHaveValue(before);
});
