import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

// 顧客応対履歴 (000 §2.7; 002 §2.6, §4, §8): the page swap, the sales info, the description and the history.
const detail = '/customer_management/list/1/detail';
const title = '株式会社サンプル商事様 応対履歴';

async function openHistory(page: Page) {
  await page.goto(detail);
  await page.getByRole('button', { name: '顧客応対履歴', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Loaded: the history table has its rows.
  await expect(page.getByRole('table', { name: '応対履歴' }).getByRole('row').nth(1)).toBeVisible();
}

const rows = (page: Page) => page.getByRole('table', { name: '応対履歴' }).getByRole('row');

test('the page swaps to the history with the sales info and 10 histories a page, and 戻る comes back', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await openHistory(page);
  // The detail page's sections are gone while the view shows.
  await expect(page.getByRole('button', { name: '基本情報' })).toHaveCount(0);
  await expect(page.getByLabel('営業担当')).toHaveText('営業 次郎');
  await expect(page.getByLabel('反響媒体', { exact: true })).toHaveValue('4');
  await expect(page.getByLabel('反響媒体備考')).toHaveValue('取引先の山田様からのご紹介');
  await expect(page.getByLabel('反響媒体入力日時')).toHaveText('2025/04/01 10:15');
  await expect(page.getByRole('textbox', { name: '応対内容', exact: true })).toHaveValue(
    /代表電話の一次受付を担当。/,
  );
  await expect(page.getByLabel('更新日時')).toHaveText('2026/10/02 17:40');

  await expect(rows(page)).toHaveCount(11);
  await expect(rows(page).nth(1)).toContainText('2026/10/02 17:30');
  await expect(rows(page).nth(1)).toContainText('転送先電話番号の追加依頼');
  await expect(rows(page).nth(1)).toContainText('大阪支店の番号を第二転送先に追加したいとのこと。');
  await expect(page.getByText('1 / 2 ページ（全12件）')).toBeVisible();
  await page.getByRole('button', { name: '次のページ' }).click();
  await expect(page.getByText('2 / 2 ページ（全12件）')).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).nth(2)).toContainText('初回お問い合わせ（料金プランについて）');

  await page.getByRole('button', { name: '戻る', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '基本情報' })).toBeVisible();
});

test('a status change saves at once and is kept after a reload', async ({ page }) => {
  await signIn(page, 'admin');
  await openHistory(page);
  const status = page.getByLabel('2026/09/30 17:05のステータス');
  await expect(status).toHaveValue('1');
  await status.selectOption({ label: '対応済' });
  await expect(page.getByText('ステータスを更新しました')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: '顧客応対履歴', exact: true }).click();
  await expect(page.getByLabel('2026/09/30 17:05のステータス')).toHaveValue('3');
});

test('a status change that fails (another user saved the customer) shows why and reverts the row', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await openHistory(page);
  // Another save of the customer after the page loaded: the page's stamp is now stale.
  const current = await page.request.get('/api/v1/customers/getCustomerDetail?customer_id=1');
  const stamp = ((await current.json()) as { customer_detail: { customer_updated_timestamp: string } })
    .customer_detail.customer_updated_timestamp;
  const other = await page.request.post('/api/v1/customers/updateReceptionDescription', {
    data: {
      customer_id: 1,
      customer_reception_description: '別の担当者が更新',
      customer_updated_timestamp: stamp,
    },
  });
  expect(other.status()).toBe(200);

  const status = page.getByLabel('2026/10/02 17:30のステータス');
  await expect(status).toHaveValue('1');
  await status.selectOption({ label: '対応中' });
  await expect(
    page.getByText(
      '他のユーザーが先にこの顧客を更新しました。画面を再読み込みしてから保存し直してください(更新日時が一致しません)',
    ),
  ).toBeVisible();
  await expect(status).toHaveValue('1');
});

test('反響媒体 and the description save with their own times; past 10000 characters the server refuses', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await openHistory(page);
  await page.getByLabel('反響媒体', { exact: true }).selectOption({ label: 'SNS' });
  await page.getByLabel('反響媒体備考').fill('Instagramの広告');
  await page.getByRole('button', { name: '反響媒体を保存' }).click();
  await expect(page.getByText('反響媒体を更新しました')).toBeVisible();
  await expect(page.getByLabel('反響媒体入力日時')).not.toHaveText('2025/04/01 10:15');

  const description = page.getByRole('textbox', { name: '応対内容', exact: true });
  await description.fill('折り返しは翌営業日。\n至急の場合は携帯へ。');
  await page.getByRole('button', { name: '応対内容を保存' }).click();
  await expect(page.getByText('応対内容を更新しました')).toBeVisible();
  await expect(page.getByLabel('更新日時')).not.toHaveText('2026/10/02 17:40');

  await page.reload();
  await page.getByRole('button', { name: '顧客応対履歴', exact: true }).click();
  await expect(page.getByLabel('反響媒体', { exact: true })).toHaveValue('7');
  await expect(page.getByLabel('反響媒体備考')).toHaveValue('Instagramの広告');
  await expect(page.getByRole('textbox', { name: '応対内容', exact: true })).toHaveValue(
    '折り返しは翌営業日。\n至急の場合は携帯へ。',
  );

  await page.getByRole('textbox', { name: '応対内容', exact: true }).fill('あ'.repeat(10001));
  await expect(page.getByText('10001／10000文字')).toBeVisible();
  await page.getByRole('button', { name: '応対内容を保存' }).click();
  await expect(page.getByText('応対内容は10000文字以内で入力してください')).toBeVisible();
});

test('an entry shows 顧客応対履歴 only while an inquiry is related to it (000 §2.7)', async ({ page }) => {
  await signIn(page, 'admin');
  const entry = '/customer_entry/list/3/detail';
  await page.goto(entry);
  await expect(page.getByRole('button', { name: 'ファイル発行履歴' })).toBeVisible();
  await expect(page.getByRole('button', { name: '顧客応対履歴', exact: true })).toHaveCount(0);

  // Relate an inquiry (as 基本情報's 反響 link does), then let it go again for the tests after this one.
  const stampOf3 = async () =>
    (
      (await (await page.request.get('/api/v1/customers/getCustomerDetailEntry?customer_id=3')).json()) as {
        customer_detail: { customer_updated_timestamp: string };
      }
    ).customer_detail.customer_updated_timestamp;
  const linked = await page.request.post('/api/v1/customers/updateBusinessTalkRelation', {
    data: { customer_id: 3, business_talk_history_id: 110, customer_updated_timestamp: await stampOf3() },
  });
  expect(linked.status()).toBe(200);
  try {
    await page.goto(entry);
    await page.getByRole('button', { name: '顧客応対履歴', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: '株式会社あおぞら企画様 応対履歴' }),
    ).toBeVisible();
    await expect(rows(page).nth(1)).toHaveText('応対履歴はありません');
  } finally {
    await page.request.post('/api/v1/customers/cancellationBusinessTalkRelation', {
      data: { customer_id: 3, customer_updated_timestamp: await stampOf3() },
    });
  }
});

test('without the 基本情報 feature (the operator, contracted mode) the view is read only', async ({
  page,
}) => {
  await signIn(page, 'operator');
  await openHistory(page);
  await expect(page.getByLabel('反響媒体', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: '反響媒体を保存' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: '応対内容', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: '応対内容を保存' })).toBeDisabled();
  await expect(page.getByLabel('2026/10/02 17:30のステータス')).toBeDisabled();
});
