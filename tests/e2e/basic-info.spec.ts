import { expect, test } from '@playwright/test';
import { detailPath, openBasicInfo } from './basic-info-helpers';
import { countRequests, signIn } from './helpers';

test('customer 2: the pending 会社名 shows read-only with the current one on hover; the tag warns', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const section = await openBasicInfo(page, detailPath(2));
  const name = section.getByRole('textbox', { name: '会社名', exact: true });
  await expect(name).toHaveValue('株式会社みらい設計');
  await expect(name).toHaveAttribute('readonly');
  await name.hover();
  await expect(page.getByText('変更前:合同会社みらい設計')).toBeVisible();
  await expect(section.getByRole('button', { name: /^保存/ })).toHaveCount(0);
  await expect(section.getByRole('button', { name: '変更の保存' })).toBeEnabled();
  await expect(
    page.getByRole('navigation', { name: 'セクション' }).getByRole('link', { name: '基本情報' }),
  ).toHaveAccessibleDescription('変更申請中');
});

test('entry 3: entry buttons, no 白紙契約 option, the identity documents, an editable 保証金番号', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const section = await openBasicInfo(page, detailPath(3, true));
  await expect(page.getByRole('button', { name: 'パスワードを再発行' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '必要情報を埋めてください' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'この版の予約を取り消す' })).toHaveCount(0);
  const contract = section.getByRole('combobox', { name: '契約状態' });
  await expect(contract.getByRole('option', { name: '白紙契約' })).toHaveCount(0);
  await expect(contract.getByRole('option', { name: '申込中' })).toHaveCount(1);
  await expect(section.getByRole('button', { name: 'ファイルを追加' })).toBeEnabled();
  await expect(section.getByRole('textbox', { name: '保証金番号' })).toBeEditable();
  await expect(section.getByRole('combobox', { name: '与信承認反映日時', exact: true })).toHaveCount(0);
  await expect(section.getByRole('button', { name: '保存（与信依頼）' })).toBeEnabled();

  // A contracted customer: 白紙契約 offered, 保証金番号 read-only, the reissue button back.
  const contracted = await openBasicInfo(page, detailPath(1));
  await expect(
    contracted.getByRole('combobox', { name: '契約状態' }).getByRole('option', { name: '白紙契約' }),
  ).toHaveCount(1);
  await expect(contracted.getByRole('textbox', { name: '保証金番号' })).not.toBeEditable();
  await expect(page.getByRole('button', { name: 'パスワードを再発行' })).toBeVisible();
});

test('the birthday shows its Japanese era; one invalid value per rule family is refused with its message', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const section = await openBasicInfo(page, detailPath(4));
  const birthday = section.getByRole('combobox', { name: '代表者生年月日' });
  await expect(birthday).toHaveValue('昭和37年7月7日（1962-07-07）');
  // The calendar draws each day on one line (the page's overflow-wrap once broke 10–31 onto two): the
  // day's text makes one line box.
  await birthday.click();
  const day = page.getByRole('grid').getByRole('gridcell', { name: '28', exact: true });
  const lines = await day.evaluate((cell) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
  await birthday.press('Escape');
  // Typed dates show their era once the field is left: the last day of 平成 and the first of 令和.
  for (const [typed, shown] of [
    ['2019/4/30', '平成31年4月30日（2019-04-30）'],
    ['2019-05-01', '令和元年5月1日（2019-05-01）'],
  ]) {
    await birthday.fill(typed);
    await birthday.press('Tab');
    await expect(birthday).toHaveValue(shown);
  }
  await section.getByRole('textbox', { name: 'メールアドレス' }).fill('info@@example');
  await section.getByRole('textbox', { name: 'ログインパスワード' }).fill('short');
  await section.getByRole('textbox', { name: '受注コード' }).fill('123456789');
  await section.getByRole('textbox', { name: '番地(カナ)' }).fill('丸ノ内');
  // The reflection time: the era date picker for the day (typed as people write it), selects for the time.
  const schedule = section.getByRole('combobox', { name: '与信承認反映日時', exact: true });
  await schedule.fill('R2.1.1');
  await schedule.press('Tab');
  await expect(schedule).toHaveValue('令和2年1月1日（2020-01-01）');
  await section.getByRole('combobox', { name: '与信承認反映日時（時）' }).selectOption('09');
  await section.getByRole('button', { name: '保存', exact: true }).last().click();
  const alert = page.getByRole('dialog', { name: '入力にエラーがあります' });
  await expect(alert).toContainText('基本情報');
  for (const line of [
    'メールアドレスの「info@@example」はメールアドレスの形式で入力してください',
    'ログインパスワードは8〜32文字の半角英数字で入力してください',
    '受注コードは10文字以上で入力してください',
    '番地(カナ)の「丸ノ内」にひらがな・漢字は入力できません',
    '与信承認反映日時の「2020-01-01 09:00」は現在より後の日時を入力してください',
  ])
    await expect(alert).toContainText(line);
  await alert.getByRole('button').first().click();
  // Nothing was sent: after a reload the stored values stand.
  const reloaded = await openBasicInfo(page, detailPath(4));
  await expect(reloaded.getByRole('textbox', { name: '受注コード' })).not.toHaveValue('123456789');
});

test('OP without the 基本情報 feature: every input, button and document action is disabled', async ({
  page,
}) => {
  await signIn(page, 'operator');
  const section = await openBasicInfo(page, detailPath(1));
  // What the loops below walk over is there: every field, both documents with their buttons, both saves.
  expect(await section.getByRole('textbox').count()).toBeGreaterThan(25);
  expect(await section.getByRole('combobox').count()).toBeGreaterThan(8);
  await expect(section.getByRole('button', { name: '回転', exact: true })).toHaveCount(2);
  await expect(section.getByRole('button', { name: '保存', exact: true })).toHaveCount(2);
  for (const input of await section.getByRole('textbox').all()) await expect(input).not.toBeEditable();
  for (const select of await section.getByRole('combobox').all()) await expect(select).toBeDisabled();
  for (const name of ['保存', '回転', '削除', 'ダウンロード', 'ファイルを追加', '反響顧客番号の操作'])
    for (const button of await section.getByRole('button', { name, exact: true }).all())
      await expect(button).toBeDisabled();
  await expect(section.getByRole('combobox', { name: '与信承認反映日時', exact: true })).toBeDisabled();
  await expect(section.getByRole('combobox', { name: '与信承認反映日時（時）' })).toBeDisabled();
});

test('the entry status button: proceed, mail first, cannot contract (entries 32, 12, 7)', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto(detailPath(12, true));
  await expect(page.getByRole('button', { name: '郵送物の発送回収が必要です' })).toBeEnabled();
  await page.goto(detailPath(7, true));
  await expect(
    page.getByRole('button', { name: '契約できません契約中止処理を行ってください' }),
  ).toBeEnabled();
  await page.goto(detailPath(32, true));
  await page.getByRole('button', { name: '契約手続を進めてください' }).click();
  await expect(page).toHaveURL(/\/customer_management\/32\/contract$/);
});

test('担当 has its own 保存: project, sales staff and course change at once, without a credit request', async ({
  page,
}) => {
  await signIn(page, 'admin');
  let section = await openBasicInfo(page, detailPath(5));
  const charge = section.getByRole('group', { name: '担当' });
  const course = charge.getByRole('combobox', { name: 'コース' });
  // The course the customer does not have yet.
  const before = await course.inputValue();
  const other = course.getByRole('option').filter({ hasNotText: '選択してください' });
  const values = await other.evaluateAll((options) =>
    options.map((option) => (option as HTMLOptionElement).value),
  );
  const target = values.find((value) => value !== before) ?? '';
  await course.selectOption(target);
  await charge.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('担当プロジェクト・営業担当者・コースを更新しました')).toBeVisible();
  section = await openBasicInfo(page, detailPath(5));
  await expect(section.getByRole('combobox', { name: 'コース' })).toHaveValue(target);
  await expect(section.getByRole('status', { name: '与信状態' })).toHaveText('与信OK');
});

test('customer 9, sent back (差戻): the refused value returns editable, marked, with the value in force on hover', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const section = await openBasicInfo(page, detailPath(9));
  await expect(section.getByRole('status', { name: '契約承認状態' })).toHaveText('差戻');
  const building = section.getByRole('textbox', { name: '建物名など', exact: true });
  await expect(building).toHaveValue('富士見ビル3F');
  await expect(building).toBeEditable();
  await building.hover();
  await expect(page.getByText('変更前:ビジネスセンター6F')).toBeVisible();
  await expect(section.getByRole('button', { name: '保存', exact: true }).last()).toBeEnabled();
});

test('基本情報 loads its data as the page opens: opening it asks nothing more; icons come without Blueprint’s whole set', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const requests = countRequests(page);
  const basicInfoCalls = () => requests(/\/getBasicInfo$/);
  await page.goto(detailPath(1));
  const header = page.getByRole('button', { name: '基本情報', exact: true });
  await expect(header).toBeVisible();
  // Asked for with the page (schemas/pages/customer-detail.json: `prefetch`), before anyone opens it.
  await expect.poll(basicInfoCalls).toBe(1);
  // The closed sections' chevrons are drawn (SVG paths), from the app's own icon set.
  await expect(header.locator('svg[data-icon="chevron-right"] path')).toHaveCount(1);

  await header.click();
  const region = page.getByRole('region', { name: '基本情報' });
  await expect(region.getByRole('textbox', { name: '会社名', exact: true })).not.toHaveValue('');
  await expect(header.locator('svg[data-icon="chevron-down"] path')).toHaveCount(1);
  expect(basicInfoCalls()).toBe(1);
  // Blueprint's whole set would come as assets/paths-*.js.
  expect(requests(/\/assets\/paths-/)).toBe(0);
});

test('the birthday’s calendar works in local time without building a date format (no Intl data to load)', async ({
  page,
}) => {
  // Counts every Intl.DateTimeFormat the page builds, called as a function (Blueprint) or with `new`.
  await page.addInitScript(() => {
    const original = Intl.DateTimeFormat;
    const counted = window as unknown as { dateFormatsBuilt: number };
    counted.dateFormatsBuilt = 0;
    Intl.DateTimeFormat = new Proxy(original, {
      apply: (target, self, args: Parameters<typeof Intl.DateTimeFormat>) => (
        (counted.dateFormatsBuilt += 1),
        target(...args)
      ),
      construct: (target, args: Parameters<typeof Intl.DateTimeFormat>) => (
        (counted.dateFormatsBuilt += 1),
        new target(...args)
      ),
    });
  });
  await signIn(page, 'admin');
  const section = await openBasicInfo(page, detailPath(4));
  const birthday = section.getByRole('combobox', { name: '代表者生年月日' });
  await expect(birthday).toHaveValue('昭和37年7月7日（1962-07-07）');
  await birthday.click();
  await page.getByRole('grid').getByRole('gridcell', { name: '28', exact: true }).click();
  await expect(birthday).toHaveValue('昭和37年7月28日（1962-07-28）');
  await birthday.fill('2019/4/30');
  await birthday.press('Tab');
  await expect(birthday).toHaveValue('平成31年4月30日（2019-04-30）');
  expect(
    await page.evaluate(() => (window as unknown as { dateFormatsBuilt: number }).dateFormatsBuilt),
  ).toBe(0);
});
