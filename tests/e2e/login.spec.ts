import { expect, test } from '@playwright/test';
import { signIn, users } from './helpers';

test('both fields are required before anything is sent', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByText('ログインIDは必須項目です')).toBeVisible();
  await expect(page.getByText('パスワードは必須項目です')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the server message under the form', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('ログインID').fill('admin');
  await page.getByLabel('パスワード').fill('wrong-password');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByText('ログインIDまたはパスワードが正しくありません')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('success lands on /home with user and role in the top bar; logout returns to /login', async ({
  page,
}) => {
  await signIn(page, 'operator');
  await expect(page.getByLabel('ユーザー名')).toHaveText(users.operator.name);
  await expect(page.getByLabel('権限名')).toHaveText(users.operator.role);
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});

test('the root goes to the my page login and unknown paths to not-found', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/mypage\/login$/);
  await page.goto('/no/such/page');
  await expect(page.getByText('ページが見つかりません')).toBeVisible();
});

test('/login is its own light page: the window title, errors once a field is left, then sign-in', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('ログイン｜TAS Desk');
  const account = page.getByLabel('ログインID');
  await expect(account).toBeFocused();
  await account.fill('x'.repeat(256));
  await account.blur();
  await expect(page.getByText('ログインIDは255文字以内で入力してください')).toBeVisible();
  await expect(page.getByText('パスワードは必須項目です')).toHaveCount(0);
  await account.fill(users.admin.account);
  await expect(page.getByText('ログインIDは255文字以内で入力してください')).toHaveCount(0);
  await page.getByLabel('パスワード').fill(users.admin.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByLabel('ユーザー名')).toHaveText(users.admin.name);
});
