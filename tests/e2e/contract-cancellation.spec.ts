import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

// Customers of this spec only (ids 121–139): 123 契約中, 133 解約予約 (2026-02-28), 127 an entry 契約依頼中,
// 128 契約中 for the operator.
const contracted = '/customer_management/list/123/detail';
const reserved = '/customer_management/list/133/detail';
const entry = '/customer_entry/list/127/detail';

// A day in Tokyo, `days` from today, as the date input takes it.
function tokyoDay(days: number): string {
  return new Date(Date.now() + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

const status = (page: Page) => page.getByText(/^契約状態：/);

test('解約予約: invalid input is blocked by the alert; a reservation is saved, shown after reload and reverted', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto(contracted);
  await expect(status(page)).toHaveText('契約状態：契約中');
  await page.getByRole('button', { name: '解約予約', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '解約予約' });
  const date = dialog.getByLabel('解約日');
  // Defaults: today in Tokyo (shown with its era by the date picker), and the reason unselected.
  await expect(date).toHaveValue(new RegExp(`^令和\\d+年\\d+月\\d+日（${tokyoDay(0)}）$`));
  await expect(dialog.getByLabel('解約理由').locator('option:checked')).toHaveText('未設定');
  const yesterday = tokyoDay(-1);
  await date.fill(yesterday);
  await date.press('Tab');
  await dialog.getByRole('button', { name: '保存' }).click();
  const alert = page.getByRole('dialog', { name: '入力にエラーがあります' });
  await expect(alert).toContainText('解約予約');
  await expect(alert.getByRole('listitem')).toHaveText([
    `解約日の「${yesterday}」は本日以降の日付を入力してください`,
    '解約理由を選択してください',
  ]);
  await alert.getByRole('button', { name: '閉じる' }).click();
  await expect(alert).toHaveCount(0);

  const end = tokyoDay(40);
  await date.fill(end);
  await date.press('Tab');
  await dialog.getByLabel('解約理由').selectOption({ label: '費用削減のため' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('解約予約を登録しました')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.reload();
  await expect(status(page)).toHaveText(`契約状態：解約予約（解約日 ${end}）`);
  await expect(page.getByRole('button', { name: '解約予約', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: '解約', exact: true }).click();
  const cancel = page.getByRole('dialog', { name: '解約' });
  await expect(cancel).toContainText(end);
  await expect(cancel).toContainText('費用削減のため');
  await cancel.getByRole('button', { name: '解約予約の変更・取消' }).click();
  const change = page.getByRole('dialog', { name: '解約予約' });
  await expect(change.getByLabel('解約日')).toHaveValue(new RegExp(`（${end}）$`));
  await change.getByRole('button', { name: '解約予約を取り消す' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '解約予約を取り消す' }).click();
  await expect(page.getByText('解約予約を取り消しました')).toBeVisible();

  await page.reload();
  await expect(status(page)).toHaveText('契約状態：契約中');
  await expect(page.getByRole('button', { name: '解約予約', exact: true })).toBeEnabled();
});

test('解約: a reserved cancellation is processed; the ended contract offers nothing more', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto(reserved);
  await expect(status(page)).toHaveText('契約状態：解約予約（解約日 2026-02-28）');
  await page.getByRole('button', { name: '解約', exact: true }).click();
  await page.getByRole('dialog', { name: '解約' }).getByRole('button', { name: '解約する' }).click();
  await expect(page.getByText('解約処理が完了しました')).toBeVisible();
  await page.reload();
  await expect(status(page)).toHaveText('契約状態：解約（解約日 2026-02-28）');
  await expect(page.getByRole('button', { name: '解約予約', exact: true })).toBeDisabled();
});

test('契約停止: blocked until its checkbox is ticked, then the entry is stopped after the reload', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto(entry);
  await expect(status(page)).toHaveText('契約状態：契約依頼中');
  await page.getByRole('button', { name: '契約停止', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '契約停止' });
  await dialog.getByRole('button', { name: '契約を停止する' }).click();
  const alert = page.getByRole('dialog', { name: '入力にエラーがあります' });
  await expect(alert.getByRole('listitem')).toHaveText(['契約停止の確認にチェックを入れてください']);
  await alert.getByRole('button', { name: '閉じる' }).click();
  await expect(status(page)).toHaveText('契約状態：契約依頼中');

  // A person ticks Blueprint's checkbox by its drawn box, which lies over the hidden input: the label.
  const box = dialog.getByRole('checkbox', { name: '契約停止の確認' });
  await box.locator('xpath=..').click();
  await expect(box).toBeChecked();
  await dialog.getByRole('button', { name: '契約を停止する' }).click();
  // The page reloads by itself (002 §4).
  await expect(status(page)).toHaveText('契約状態：契約中止');
  await expect(page.getByRole('button', { name: '契約停止', exact: true })).toBeDisabled();
});

test('a role without 解約処理 sees the button disabled', async ({ page }) => {
  await signIn(page, 'operator');
  await page.goto('/customer_management/list/128/detail');
  await expect(status(page)).toHaveText('契約状態：契約中');
  await expect(page.getByRole('button', { name: '解約予約', exact: true })).toBeDisabled();
});
