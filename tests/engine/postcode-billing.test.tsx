// @vitest-environment jsdom
// The postcode field inside the real 請求先情報 catalogue entry: the prefecture select is set by name from
// the schema's list of 47, and the save sends the overwritten address inside `billing`.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CallResult } from '../../src/engine/failure';
import { fakeTransport, renderSection, sectionEntry } from './engine-harness';

const entry = sectionEntry('billing');

const billing = {
  bill_to_corporate_name: '株式会社サンプル商事',
  bill_to_postcode: '100-0005',
  bill_to_prefecture_id: 13,
  bill_to_prefecture_name: '東京都',
  bill_to_address_city: '千代田区',
  bill_to_address_city_kana: 'チヨダク',
  bill_to_address: '丸の内2-4-1',
  bill_to_address_kana: 'マルノウチ2-4-1',
  bill_to_address_additional: 'サンプルビル5階',
  bill_to_fax_number_confirmed_flag: true,
  bill_to_fax_number_test_timestamp: '',
};

const answers: Record<string, CallResult> = {
  'customers/getBillingInformation': {
    kind: 'ok',
    status: 200,
    body: { result_code: 2000, billing_information: { billing } },
  },
  'customers/getSearchByPostcode': {
    kind: 'ok',
    status: 200,
    body: {
      result_code: 2000,
      result_message: {
        postcodeDatas: [
          {
            address1: '大阪府',
            address2: '大阪市北区',
            address3: '梅田',
            kana2: 'オオサカシキタク',
            kana3: 'ウメダ',
          },
        ],
      },
    },
  },
  'customers/updateBilling': {
    kind: 'ok',
    status: 200,
    body: { result_code: 2000, customer_updated_timestamp: '2026-01-02 00:00:00.000' },
  },
};

function renderBilling() {
  const { transport, calls } = fakeTransport(answers);
  renderSection(entry, transport);
  return calls;
}

test('reflects a candidate into the billing address, prefecture by name, and saves it inside `billing`', async () => {
  const calls = renderBilling();
  fireEvent.click(screen.getByRole('button', { name: '請求先情報' }));
  const postcode = await screen.findByRole('textbox', { name: /^郵便番号/ });
  expect(postcode).toHaveValue('100-0005');
  expect(screen.getByPlaceholderText('未送信')).toHaveValue('');

  fireEvent.change(postcode, { target: { value: '530-0001' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '住所検索' })));
  const dialog = await screen.findByRole('dialog', { name: '郵便番号検索' });
  expect(dialog).toHaveTextContent('1件');
  fireEvent.click(
    within(dialog).getByRole('radio', { name: '大阪府 大阪市北区 梅田（オオサカシキタク ウメダ）' }),
  );
  fireEvent.click(within(dialog).getByRole('button', { name: '反映（上書き）' }));
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: '都道府県' })).toHaveDisplayValue('大阪府'),
  );

  await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
  await waitFor(() => expect(calls.map((call) => call.path)).toContain('customers/updateBilling'));
  const save = calls.find((call) => call.path === 'customers/updateBilling');
  expect(save?.payload).toMatchObject({
    customer_id: 1,
    is_entry: 0,
    customer_updated_timestamp: '2026-01-01 00:00:00.000',
    billing: {
      bill_to_postcode: '530-0001',
      bill_to_prefecture_id: 27,
      bill_to_address_city: '大阪市北区',
      bill_to_address_city_kana: 'オオサカシキタク',
      bill_to_address: '梅田',
      bill_to_address_kana: 'ウメダ',
      bill_to_address_additional: 'サンプルビル5階',
    },
  });
  expect(await screen.findByText('請求先情報の保存に成功しました')).toBeInTheDocument();
});
