import { expect, test, type Locator } from '@playwright/test';
import billingSchema from '../../schemas/sections/billing/schema.json' with { type: 'json' };
import { withSharedDefs } from '../../src/engine/shared-defs';
import type { FormData, Schema } from '../../src/engine/types';
import { validateForm } from '../../src/engine/validator';
import { openSection, signIn } from './helpers';

// The form as the app holds it: the shared prefecture list copied in.
const schema = withSharedDefs(billingSchema as Schema);

const title = '請求先情報';
const detail = '/customer_management/list/1/detail';
// A real postcode that Japan Post's data gives three towns for (京都市伏見区).
const multiAddressPostcode = '601-1387';

const textbox = (section: Locator, name: string) => section.getByRole('textbox', { name, exact: true });
// Required: its label carries the mark `*`.
const postcodeBox = (section: Locator) => section.getByRole('textbox', { name: /^郵便番号/ });

test.beforeEach(async ({ page }) => signIn(page, 'admin'));

test('postcode search lists every address of the code, reflects the chosen one, and the save is kept', async ({
  page,
}) => {
  const section = await openSection(page, detail, title);
  const postcode = postcodeBox(section);
  await expect(postcode).toHaveValue('100-0005');
  await expect(textbox(section, '市区町村')).toHaveValue('千代田区');

  await postcode.fill(multiAddressPostcode);
  await section.getByRole('button', { name: '住所検索' }).click();
  const dialog = page.getByRole('dialog', { name: '郵便番号検索' });
  await expect(dialog).toContainText('3件');
  await expect(dialog.getByRole('radio')).toHaveCount(3);
  await expect(
    dialog.getByRole('radio', {
      name: '京都府 京都市伏見区 醍醐一ノ切町（キョウトシフシミク ダイゴイチノキリチョウ）',
    }),
  ).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /醍醐二ノ切町/ })).toBeVisible();
  const reflect = dialog.getByRole('button', { name: '反映（上書き）' });
  await expect(reflect).toBeDisabled();
  // Blueprint draws its own radio over the input: a user clicks the address text of the label.
  await dialog.getByText('京都府 京都市伏見区 醍醐三ノ切（キョウトシフシミク ダイゴサンノキリ）').click();
  await expect(dialog.getByRole('radio', { name: /醍醐三ノ切（/ })).toBeChecked();
  await reflect.click();
  await expect(dialog).toBeHidden();

  await expect(section.getByRole('option', { name: '京都府', selected: true })).toBeAttached();
  await expect(textbox(section, '市区町村')).toHaveValue('京都市伏見区');
  await expect(textbox(section, '市区町村(カナ)')).toHaveValue('キョウトシフシミク');
  await expect(textbox(section, '町名・番地')).toHaveValue('醍醐三ノ切');
  await expect(textbox(section, '町名・番地(カナ)')).toHaveValue('ダイゴサンノキリ');
  // Not an address part of the search: left as it was.
  await expect(textbox(section, '建物名')).toHaveValue('サンプルビル5階');

  await textbox(section, '町名・番地').fill('醍醐三ノ切10-1');
  await section.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('請求先情報の保存に成功しました')).toBeVisible();

  const reloaded = await openSection(page, detail, title);
  await expect(postcodeBox(reloaded)).toHaveValue(multiAddressPostcode);
  await expect(reloaded.getByRole('option', { name: '京都府', selected: true })).toBeAttached();
  await expect(textbox(reloaded, '市区町村')).toHaveValue('京都市伏見区');
  await expect(textbox(reloaded, '町名・番地')).toHaveValue('醍醐三ノ切10-1');
  await expect(textbox(reloaded, '町名・番地(カナ)')).toHaveValue('ダイゴサンノキリ');
});

test('the search button stays disabled while the postcode is invalid, and takes 7 digits as typed', async ({
  page,
}) => {
  const section = await openSection(page, detail, title);
  const postcode = postcodeBox(section);
  const search = section.getByRole('button', { name: '住所検索' });
  await expect(search).toBeEnabled();
  for (const invalid of ['601-138', '60113877', 'abc-defg', '']) {
    await postcode.fill(invalid);
    await expect(search).toBeDisabled();
  }
  await postcode.fill(multiAddressPostcode);
  await expect(search).toBeEnabled();
  // Seven digits typed without the hyphen, or full-width, are a postcode too (converted on leaving the field).
  for (const typed of ['6011387', '６０１１３８７']) {
    await postcode.fill(typed);
    await expect(search).toBeEnabled();
  }
});

test('an entry without a billing record loads empty, and the postcode is required', async ({ page }) => {
  const section = await openSection(page, '/customer_entry/list/3/detail', title);
  await expect(postcodeBox(section)).toHaveValue('');
  // Unset selects show their placeholder, never a first option filled in unasked.
  await expect(section.getByRole('combobox', { name: '都道府県' })).toHaveValue('');
  await expect(section.getByRole('combobox', { name: '敬称' })).toHaveValue('');
  await expect(section.getByRole('button', { name: '住所検索' })).toBeDisabled();
  await expect(textbox(section, '最終テスト送信日時')).toHaveAttribute('placeholder', '未送信');
  await section.getByRole('button', { name: '保存' }).click();
  const alert = page.getByRole('dialog', { name: '入力にエラーがあります' });
  await expect(alert).toContainText(title);
  await expect(alert).toContainText('郵便番号は必須項目です');
});

// One invalid value per rule family the form has: field label → value. Only what no conversion mends:
// hiragana in a カナ field and a phone without hyphens are converted (japanese-input.spec.ts).
const invalidValues: Record<string, string> = {
  請求先名: 'あ'.repeat(65),
  '請求先名(カナ)': 'Kabushiki',
  '町名・番地(カナ)': '丸ノ内',
  担当者名: '田中花子',
  電話番号: '03555001',
  FAX番号: '090-1234-5678',
};

test('one invalid value per rule family is refused with its Japanese message', async ({ page }) => {
  const section = await openSection(page, detail, title);
  const fields = ((schema as Schema).properties?.billing as Schema).properties ?? {};
  const keyOf = (label: string) =>
    Object.keys(fields).find((key) => (fields[key] as Schema).title === label) ?? label;
  const billing: FormData = { bill_to_postcode: '100-0005' };
  for (const [label, value] of Object.entries(invalidValues)) {
    await textbox(section, label).fill(value);
    billing[keyOf(label)] = value;
  }
  // The messages of the shared rule library for these values: the browser runs the same validator.
  const errors = validateForm(schema as Schema, { billing });

  await section.getByRole('button', { name: '保存' }).click();
  const alert = page.getByRole('dialog', { name: '入力にエラーがあります' });
  await expect(alert).toContainText(title);
  for (const label of Object.keys(invalidValues)) {
    const first = errors[`/billing/${keyOf(label)}`]?.[0] ?? `${label}: no error`;
    // Japanese, and about this field: it starts with the field's label.
    expect(first.startsWith(label)).toBe(true);
    await expect(alert.getByRole('listitem').filter({ hasText: first })).toHaveCount(1);
  }
  await expect(alert.getByRole('listitem')).toHaveCount(Object.keys(invalidValues).length);
  await expect(alert).toContainText('請求先名は64文字以内で入力してください');
  await expect(alert).toContainText('担当者名の「田中花子」は姓と名の間にスペースを入れて入力してください');
  await alert.getByRole('button', { name: '閉じる' }).click();
  // Each field now shows its own first message.
  await expect(section.getByText('請求先名は64文字以内で入力してください')).toBeVisible();
});

test('the fax test send records its time, which stays after reload; 0000 fails; an invalid number shows the 422 message', async ({
  page,
}) => {
  const section = await openSection(page, detail, title);
  const sentAt = textbox(section, '最終テスト送信日時');
  const send = section.getByRole('button', { name: 'テスト送信' });
  const before = await sentAt.inputValue();
  // The 422 answer's message (the server checks the number with this form's FAX番号 rules), in the error toast.
  await textbox(section, 'FAX番号').fill('090-1234-5678');
  await send.click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'FAX番号の「090-1234-5678」は携帯電話の番号のためFAX番号に使えません' }),
  ).toBeVisible();
  // A line that does not answer (the bundled server's 0000 numbers, README): is_send_result false.
  await textbox(section, 'FAX番号').fill('03-5550-0000');
  await send.click();
  await expect(page.getByRole('alert').filter({ hasText: 'テスト送信に失敗しました' })).toBeVisible();
  await expect(sentAt).toHaveValue(before);

  await textbox(section, 'FAX番号').fill('03-5550-0102');
  await send.click();
  await expect(page.getByText('テスト送信に成功しました')).toBeVisible();
  // Shown in the product's one date-time format, and no longer the earlier test's time.
  await expect(sentAt).toHaveValue(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
  await expect(sentAt).not.toHaveValue(before);
  const sent = await sentAt.inputValue();
  // A test send is no save and no change of the customer: the number typed stays, and the save after it
  // still carries a valid stamp.
  await expect(textbox(section, 'FAX番号')).toHaveValue('03-5550-0102');
  await section.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('請求先情報の保存に成功しました')).toBeVisible();

  // The time is the server's record (a save never writes it), so it is there after reload.
  const reloaded = await openSection(page, detail, title);
  await expect(textbox(reloaded, '最終テスト送信日時')).toHaveValue(sent);
  await expect(textbox(reloaded, 'FAX番号')).toHaveValue('03-5550-0102');
});
