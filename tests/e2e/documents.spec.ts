import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { expect, test, type Download, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { tokyoToday } from '../../rules/lib/clock';
import { signIn } from './helpers';

// Issue 16, deliverable 3: one download per file type from the header of the customer detail page, each
// saved under its Japanese name and read back. Every issued document joins the customer's file issue log, and
// the browser tests share one database: the contracted customer is demo customer 10 (契約中, with a transfer
// number), not customer 1, whose log file-issue-log.spec.ts counts.

const contracted = '/customer_management/list/10/detail';
const entry = '/customer_entry/list/3/detail';
const day = () => tokyoToday().replaceAll('-', '');

test.beforeEach(async ({ page }) => signIn(page, 'admin'));

async function fromMenu(page: Page, menu: string, item: string): Promise<Download> {
  await page.getByRole('button', { name: menu }).click();
  const download = page.waitForEvent('download');
  await page
    .getByRole('menu', { name: `${menu}のメニュー` })
    .getByRole('menuitem', { name: item })
    .click();
  return download;
}

test('その他 → 転送番号のご案内 downloads the PDF of the customer, named with the TAS ID and the day', async ({
  page,
}) => {
  await page.goto(contracted);
  const file = await fromMenu(page, 'その他', '転送番号のご案内');
  expect(file.suggestedFilename()).toBe(`転送番号のご案内_T000010_${day()}.pdf`);
  await expect(page.getByText('ダウンロードしました')).toBeVisible();
  const text = execFileSync('pdftotext', [await file.path(), '-'], { encoding: 'utf8' });
  expect(text).toContain('若葉電機株式会社');
  expect(text).toContain('050-3904-0010');
});

test('その他 → 顧客情報（Excel） downloads a workbook holding the customer; 解約通知書 without a date says why', async ({
  page,
}) => {
  await page.goto(contracted);
  const file = await fromMenu(page, 'その他', '顧客情報（Excel）');
  expect(file.suggestedFilename()).toBe(`顧客情報_T000010_${day()}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(await file.path()) as unknown as ArrayBuffer);
  expect(book.getWorksheet('基本情報')?.getCell('B4').value).toBe('若葉電機株式会社');

  await page.getByRole('button', { name: 'その他' }).click();
  await page.getByRole('menuitem', { name: '解約通知書' }).click();
  await expect(page.getByText('解約日が登録されていません(解約通知書を作成できません)')).toBeVisible();
});

test('取引条件書 (entry) downloads the Word document addressed to the company', async ({ page }) => {
  await page.goto(entry);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '取引条件書' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`取引条件書_株式会社あおぞら企画_${day()}.docx`);
  const zip = await JSZip.loadAsync(readFileSync(await file.path()));
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  expect(xml).toContain('株式会社あおぞら企画　御中');
  await expect(page.getByText('ダウンロードしました')).toBeVisible();
});

test('書類 → 送付状（AP返送あり） (entry) downloads the cover letter to the person in charge', async ({
  page,
}) => {
  await page.goto(entry);
  const file = await fromMenu(page, '書類', '送付状（AP返送あり）');
  expect(file.suggestedFilename()).toBe(`送付状（AP返送あり）_株式会社あおぞら企画_${day()}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(await file.path()) as unknown as ArrayBuffer);
  expect(book.getWorksheet('送付状')?.getCell('A6').value).toBe('営業部 青空 陽子　様');
});
