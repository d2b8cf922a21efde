import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSection, signIn } from './helpers';

// 受注内容 and 支払条件 (issue 15; 002 §2.2, §2.5, §4, §5.3). Customer 1 is only read (its finished rows,
// the modal, the payment rules refused before any save); customer 2 takes the save.
const contracted = (customerId: number) => `/customer_management/list/${customerId}/detail`;
const order = '受注内容';
const pay = '支払条件';

// A field's name, with the ' *' a required field's label carries.
const named = (name: string) => new RegExp(`^${name.replace(/[()（）]/g, '\\$&')}( \\*)?$`);
const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name: named(name) });
const dataRows = (table: Locator) =>
  table.getByRole('row').filter({ has: table.page().getByRole('textbox') });
const alertOf = (page: Page) => page.getByRole('dialog', { name: '入力にエラーがあります' });

test('受注内容: customer 1’s items, finished rows hidden until the toggle, a row added from the business master', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'admin');
  const section = await openSection(page, contracted(1), order);
  const basic = section.getByRole('table', { name: '基本業務' });
  // Opening is no edit: the section is not marked 編集中 (no default may slip into the rows).
  await expect(page.getByRole('button', { name: new RegExp(`^${order}`) })).not.toContainText('編集中');
  // Twelve basic rows, two of them ended before this month: ten show, on one page.
  await expect(dataRows(basic)).toHaveCount(10);
  await expect(textbox(dataRows(basic).nth(0), '業務コード')).toHaveValue('B102');
  await expect(textbox(dataRows(basic).nth(0), 'コース・オプション名')).toHaveValue(
    '電話代行 スタンダードコース（平日9:00〜18:00）',
  );
  await expect(textbox(dataRows(basic).nth(0), '業務コード')).not.toBeEditable();
  await expect(section.getByText('B201')).toHaveCount(0);
  await section.getByText('基本業務：終了済みも表示').click();
  await expect(section.getByText('1 / 2 ページ（全12件）')).toBeVisible();
  await section.getByRole('combobox', { name: '基本業務の表示件数' }).selectOption('20');
  await expect(dataRows(basic)).toHaveCount(12);
  await expect(textbox(dataRows(basic).nth(2), '終了月')).toHaveValue('2025-03');
  await section.getByText('基本業務：終了済みも表示').click();
  await expect(dataRows(basic)).toHaveCount(10);
  // Pay-per-use: the finished initial fees are hidden; the year-end spot course totals 5 days × 5000.
  const each = section.getByRole('table', { name: '従量業務' });
  await expect(dataRows(each)).toHaveCount(3);
  await expect(textbox(dataRows(each).nth(0), '業務コード')).toHaveValue('E106');
  await expect(dataRows(each).nth(0)).toContainText('25,000');
  // The contract fields and the D番 from the pool.
  await expect(textbox(section, '転送先番号（D番）')).toHaveValue(/^0\d+-\d+-\d+$/);
  await expect(section.getByText('受注内容は支払条件と合わせて保存・承認依頼されます。')).toBeVisible();
  await section.screenshot({ path: 'test-results/order-detail-section.png' });

  // 追加 opens the select-business modal: an empty result says so, 選択 copies the master's values.
  await section.getByRole('button', { name: '追加' }).first().click();
  const modal = page.getByRole('dialog', { name: '業務の選択' });
  await modal.getByLabel('業務コード').fill('ZZZ');
  await modal.getByRole('button', { name: '検索' }).click();
  await expect(modal.getByText('該当する業務が見つかりませんでした')).toBeVisible();
  await modal.getByLabel('業務コード').fill('');
  await modal.getByLabel('開始時刻').selectOption({ label: '00:00' });
  await modal.getByLabel('終了時刻').selectOption({ label: '24:00' });
  await modal.getByRole('button', { name: '検索' }).click();
  await expect(modal.getByRole('row')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/order-detail-modal.png' });
  await modal.getByRole('button', { name: 'B104を選択' }).click();
  await expect(modal).toHaveCount(0);
  const added = dataRows(basic).last();
  await expect(textbox(added, '業務コード')).toHaveValue('B104');
  await expect(textbox(added, 'コース・オプション名')).toHaveValue(
    '電話代行 プレミアムコース（24時間365日）',
  );
  await expect(textbox(added, '単価')).toHaveValue('48000');
  await expect(textbox(added, '基本コール数')).toHaveValue('400');
  await expect(textbox(added, '業務コード')).toBeEditable();
});

// Their tables load from chunks of their own: opening the section once turned the whole page into its
// spinner for a moment (a lazy part suspending with no boundary of its own, bench B8).
test('opening 受注内容 and E-Mail・メッセンジャー報告設定 keeps the page on screen throughout', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto(contracted(1));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // From now on, after every change of the page: is its title still shown?
  await page.evaluate(() => {
    const watch = window as unknown as { pageHidden: number };
    watch.pageHidden = 0;
    new MutationObserver(() => {
      if (!document.querySelector('h1.tas-page-title')?.checkVisibility()) watch.pageHidden += 1;
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['style'],
    });
  });
  for (const name of [order, 'E-Mail・メッセンジャー報告設定']) {
    await page.getByRole('button', { name }).click();
    const region = page.getByRole('region', { name });
    await expect(region.getByRole('button', { name: /^保存/ }).last()).toBeVisible();
    await expect(region.getByRole('textbox').first()).toBeVisible();
  }
  expect(await page.evaluate(() => (window as unknown as { pageHidden: number }).pageHidden)).toBe(0);
});

test('受注内容: a business row and a remark go through the approval request, then /approval puts them in force', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'admin');
  let section = await openSection(page, contracted(2), order);
  const basic = section.getByRole('table', { name: '基本業務' });
  await expect(dataRows(basic)).toHaveCount(2);
  await section.getByRole('button', { name: '追加' }).first().click();
  const modal = page.getByRole('dialog', { name: '業務の選択' });
  await modal.getByLabel('コース・オプション名').fill('英語');
  await modal.getByRole('button', { name: '検索' }).click();
  await modal.getByRole('button', { name: 'B204を選択' }).click();
  await textbox(dataRows(basic).last(), '開始月').fill('2026-05');
  const remark = textbox(section, '請求書備考');
  const before = await remark.inputValue();
  await remark.fill('請求書は総務部宛');
  await section.getByRole('button', { name: '保存' }).click();

  // The approval items that changed are listed; 保存して承認依頼 issues the request (002 §4).
  const confirm = page.getByRole('dialog', {
    name: '下記の項目が承認対象です。保存して承認依頼をしますか。',
  });
  await expect(confirm.getByRole('listitem')).toHaveText(['基本業務', '契約情報']);
  await page.screenshot({ path: 'test-results/order-approval-modal.png' });
  await confirm.getByRole('button', { name: '保存して承認依頼' }).click();
  await expect(page.getByText('承認依頼を発行しました')).toBeVisible();

  // Pending: the requested values read-only, the value in force on hover, the tab in warning colour.
  await expect(dataRows(basic)).toHaveCount(3);
  await expect(remark).toHaveValue('請求書は総務部宛');
  await expect(remark).not.toBeEditable();
  await remark.hover();
  await expect(page.getByText(`変更前:${before}`)).toBeVisible();
  await expect(section.getByRole('button', { name: /^保存/ })).toHaveCount(0);
  const tabs = page.getByRole('navigation', { name: 'セクション' });
  await expect(tabs.getByRole('link', { name: order })).toHaveAccessibleDescription(
    '承認待ちの変更があります',
  );
  await expect(tabs.getByRole('link', { name: pay })).toHaveAccessibleDescription('承認待ちの変更があります');
  await section.screenshot({ path: 'test-results/order-detail-pending.png' });

  // 承認 lists the request with its changed items and approves it.
  await page.goto('/approval');
  const row = page
    .getByRole('table', { name: '承認待ちの変更申請' })
    .getByRole('row')
    .filter({ hasText: '請求書は総務部宛' });
  await expect(row).toContainText('基本業務');
  await row.getByRole('button', { name: '承認' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '承認' }).click();
  await expect(page.getByText('承認しました')).toBeVisible();

  // In force: editable again, the new row and remark saved.
  section = await openSection(page, contracted(2), order);
  const saved = section.getByRole('table', { name: '基本業務' });
  await expect(dataRows(saved)).toHaveCount(3);
  await expect(textbox(dataRows(saved).last(), 'コース・オプション名')).toHaveValue('オプション 英語応対');
  await expect(textbox(dataRows(saved).last(), '開始月')).toHaveValue('2026-05');
  await expect(textbox(section, '請求書備考')).toHaveValue('請求書は総務部宛');
  await expect(textbox(section, '請求書備考')).toBeEditable();
  await expect(tabs.getByRole('link', { name: order })).not.toHaveAccessibleDescription(
    '承認待ちの変更があります',
  );
});

test('支払条件: 毎年 only with 振込, account fields only for other methods, the payment pair rule', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'admin');
  const section = await openSection(page, contracted(1), pay);
  // 口座振替: the cycle is fixed to 毎月, the bank fields are open.
  await expect(section.getByRole('radio', { name: '口座振替' })).toBeChecked();
  await expect(section.getByRole('radio', { name: '毎月' })).toBeChecked();
  await expect(section.getByRole('radio', { name: '毎年' })).toBeDisabled();
  await expect(textbox(section, '銀行コード')).toHaveValue('0005');
  await expect(textbox(section, '毎月（日）')).toHaveValue('27');
  await section.screenshot({ path: 'test-results/pay-condition-section.png' });
  // 振込: the cycle may be yearly, the bank fields are locked.
  await section.getByRole('radio', { name: '振込' }).first().click({ force: true });
  await expect(section.getByRole('radio', { name: '振込' }).first()).toBeChecked();
  await expect(textbox(section, '銀行コード')).toBeDisabled();
  await section.getByRole('radio', { name: '毎年' }).click({ force: true });
  await expect(textbox(section, '毎月（日）')).toHaveCount(0);
  await textbox(section, '毎年（月）').fill('04');
  await textbox(section, '毎年（日）').fill('30');
  // A card forces 毎月 (002 §2.5): the choice moves and locks, 毎年's fields go; コンビニ払い is no pair of VISA.
  await section.getByRole('radio', { name: 'クレジットカード（VISA）' }).click({ force: true });
  await expect(section.getByRole('radio', { name: '毎月' })).toBeChecked();
  await expect(section.getByRole('radio', { name: '毎年' })).toBeDisabled();
  await expect(textbox(section, '毎年（月）')).toHaveCount(0);
  await expect(textbox(section, '銀行コード')).toBeEnabled();
  await section.getByRole('combobox', { name: '初回請求方法' }).selectOption({ label: 'コンビニ払い' });
  await section.getByRole('button', { name: '保存' }).click();
  await expect(alertOf(page)).toContainText('初回請求方法は選択中の支払方法では選択できません');
  await expect(alertOf(page)).toContainText('毎月（日）は必須項目です');
  await expect(alertOf(page)).not.toContainText('毎年の支払サイクル');
  await alertOf(page).getByRole('button', { name: '閉じる' }).click();
  // Back to 振込: 毎年 may be chosen again. VISA with VISA is an allowed pair.
  await section.getByRole('radio', { name: '振込' }).first().click({ force: true });
  await expect(section.getByRole('radio', { name: '毎年' })).toBeEnabled();
  await section.getByRole('radio', { name: 'クレジットカード（VISA）' }).click({ force: true });
  await textbox(section, '毎月（日）').fill('10');
  await section
    .getByRole('combobox', { name: '初回請求方法' })
    .selectOption({ label: 'クレジットカード（VISA）' });
  await expect(section.getByText('初回請求方法は選択中の支払方法では選択できません')).toHaveCount(0);
});

test('a role without the features sees 受注内容 and 支払条件 disabled', async ({ page }) => {
  await signIn(page, 'operator');
  for (const title of [order, pay]) {
    const section = await openSection(page, contracted(1), title);
    await expect(section.getByRole('button', { name: /^保存/ }).last(), title).toBeDisabled();
    for (const input of await section.getByRole('textbox').all())
      await expect(input, title).not.toBeEditable();
    for (const button of await section
      .getByRole('button', { name: /追加|削除|元に戻す|採番|請求データ作成/ })
      .all())
      await expect(button, title).toBeDisabled();
    for (const radio of await section.getByRole('radio').all()) await expect(radio, title).toBeDisabled();
  }
});
