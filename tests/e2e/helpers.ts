import { expect, type Locator, type Page } from '@playwright/test';

/** The demo sign-ins of the README. */
export const users = {
  admin: { account: 'admin', password: 'Admin2026', name: '管理 太郎', role: '管理者' },
  operator: { account: 'operator', password: 'Operator2026', name: 'オペレーター 花子', role: 'OP' },
  sales: { account: 'sales', password: 'Sales2026', name: '営業 次郎', role: '営業' },
} as const;

/** Signs in through the login screen as a person would and waits for /home. */
export async function signIn(page: Page, who: keyof typeof users): Promise<void> {
  const user = users[who];
  await page.goto('/login');
  await page.getByLabel('ログインID').fill(user.account);
  await page.getByLabel('パスワード').fill(user.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // The sign-in page is a page of its own: /home loads the app anew, and its top bar says it is ready.
  await expect(page.getByLabel('ユーザー名')).toHaveText(user.name);
}

/** Opens a customer's detail page and expands one section; returns the section's region. */
export async function openSection(page: Page, path: string, title: string) {
  await page.goto(path);
  await page.getByRole('button', { name: title }).click();
  const region = page.getByRole('region', { name: title });
  // The section's own save (a block's save may come first; 基本情報's reads 保存（与信依頼）).
  await expect(region.getByRole('button', { name: /^保存/ }).last()).toBeVisible();
  // Loaded: the blocking dialog of the load call is gone.
  await expect(page.getByRole('dialog', { name: '読み込み中…' })).toHaveCount(0);
  await expect(stillFilling(region)).toHaveCount(0);
  return region;
}

/** What of a section still fills in: a long form shows its first fields first, the rest right after. */
export const stillFilling = (region: Locator) => region.locator('[aria-busy="true"]');

/** How many requests, from now on, the page makes to a path that `path` matches. */
export function countRequests(page: Page): (path: RegExp) => number {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  return (path) => asked.filter((item) => path.test(item)).length;
}
