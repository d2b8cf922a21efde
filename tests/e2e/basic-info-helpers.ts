import { expect, type Page } from '@playwright/test';
import { stillFilling } from './helpers';

/** Opens a customer's detail page and its 基本情報 section; returns the section's region once loaded. */
export async function openBasicInfo(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: '基本情報', exact: true }).click();
  const region = page.getByRole('region', { name: '基本情報' });
  await expect(region.getByRole('textbox', { name: '会社名', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '読み込み中…' })).toHaveCount(0);
  await expect(stillFilling(region)).toHaveCount(0);
  return region;
}

/** The detail page of a contracted customer, or of an entry. */
export const detailPath = (id: number, entry = false) =>
  entry ? `/customer_entry/list/${id}/detail` : `/customer_management/list/${id}/detail`;
