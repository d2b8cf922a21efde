import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSection, signIn } from './helpers';

// The 反響 link of 基本情報 (000 §2.8, §7, §8) as a user meets it, against the real server: customer 1 starts
// linked to BT-000101 and customer 2 to BT-000102 (fixtures/seed/business-talks.json).
const title = '基本情報';
const detail = '/customer_management/list/1/detail';

const numberBox = (page: Page) => page.getByRole('textbox', { name: '反響顧客番号' });

async function menuItem(page: Page, name: string) {
  await page.getByRole('button', { name: '反響顧客番号の操作' }).click();
  return page.getByRole('menu', { name: '反響顧客番号の操作' }).getByRole('menuitem', { name });
}

// This test moves the seeded links; it puts them back so that other tests of the run find the seed.
async function restoreSeedLinks(page: Page) {
  for (const [customerId, businessTalkHistoryId] of [
    [2, 102],
    [1, 101],
  ] as const) {
    const detailAnswer = await page.request.get(
      `/api/v1/customers/getCustomerDetail?customer_id=${customerId}`,
    );
    const { customer_detail } = (await detailAnswer.json()) as {
      customer_detail: { customer_updated_timestamp: string };
    };
    const linked = await page.request.post('/api/v1/customers/updateBusinessTalkRelation', {
      data: {
        customer_id: customerId,
        business_talk_history_id: businessTalkHistoryId,
        customer_updated_timestamp: customer_detail.customer_updated_timestamp,
      },
    });
    expect(linked.ok()).toBe(true);
  }
}

test.beforeEach(async ({ page }) => signIn(page, 'admin'));
test.afterEach(async ({ page }) => restoreSeedLinks(page));

// A person ticks Blueprint's checkbox by its drawn box (which lies over the hidden input): click the label.
async function tick(modal: Locator, name: string) {
  const box = modal.getByRole('checkbox', { name });
  await box.locator('xpath=..').click();
  await expect(box).toBeChecked();
}

test('links an inquiry, overwrites one linked elsewhere after confirming, unlinks, and each holds after reload', async ({
  page,
}) => {
  await openSection(page, detail, title);
  await expect(numberBox(page)).toHaveValue('BT-000101');
  await expect(numberBox(page)).not.toBeEditable();

  // Link an unlinked inquiry: page 1 of 3, the current one saying 紐付け中.
  await (await menuItem(page, '反響を紐付ける')).click();
  const modal = page.getByRole('dialog', { name: '反響の紐付け' });
  await expect(modal.getByText('全45件中 1〜20件')).toBeVisible();
  await expect(modal.getByRole('row', { name: /BT-000101/ }).getByText('紐付け中')).toBeVisible();
  await modal.getByRole('button', { name: '紐付ける', exact: true }).click();
  await expect(page.getByText('反響が選択されていません')).toBeVisible();
  await modal.getByRole('button', { name: '3ページ目' }).click();
  await tick(modal, 'BT-000145を紐付ける');
  await modal.getByRole('button', { name: '紐付ける', exact: true }).click();
  await expect(page.getByText('反響の紐付けに成功しました')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(numberBox(page)).toHaveValue('BT-000145');

  // Overwrite: BT-000102 belongs to customer 2; the modal asks first.
  await (await menuItem(page, '反響を紐付ける')).click();
  await modal.getByLabel('会社名').fill('みらい設計');
  await modal.getByRole('button', { name: '検索', exact: true }).click();
  await expect(modal.getByText('全1件中 1〜1件')).toBeVisible();
  await expect(modal.getByText('T000002：合同会社みらい設計')).toBeVisible();
  await tick(modal, 'BT-000102を紐付ける');
  await modal.getByRole('button', { name: '紐付ける', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('既に紐づいている反響です。上書きしてよろしいでしょうか。');
  await confirm.getByRole('button', { name: '上書きする' }).click();
  await expect(page.getByText('反響の紐付けに成功しました').last()).toBeVisible();
  await expect(numberBox(page)).toHaveValue('BT-000102');

  await openSection(page, detail, title);
  await expect(numberBox(page)).toHaveValue('BT-000102');

  // Unlink, after its confirmation.
  await (await menuItem(page, '紐付けを解除')).click();
  await expect(page.getByRole('alertdialog')).toContainText('反響の紐づけを解除します。よろしいですか？');
  await page.getByRole('alertdialog').getByRole('button', { name: '解除する' }).click();
  await expect(page.getByText('反響の紐づけを解除しました')).toBeVisible();
  await expect(numberBox(page)).toHaveValue('');

  await openSection(page, detail, title);
  await expect(numberBox(page)).toHaveValue('');
  await page.getByRole('button', { name: '反響顧客番号の操作' }).click();
  await expect(page.getByRole('menuitem', { name: '紐付けを解除' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('menuitem', { name: '紐付いている反響へ移動' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});
