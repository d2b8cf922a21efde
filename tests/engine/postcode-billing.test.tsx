// @vitest-environment jsdom
// The postcode field inside the real 請求先情報 catalogue entry: the prefecture select is set by name from
// the schema's list of 47, and the save sends the overwritten address inside `billing`.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { Provider as JotaiProvider } from 'jotai';
import { buildCatalogue } from '../../src/engine/catalogue';
import type { CallResult, Transport } from '../../src/engine/failure';
import { EngineProvider } from '../../src/engine/renderer/engine-context';
import { SectionPanel } from '../../src/engine/renderer/section-panel';
import type { SectionContext } from '../../src/engine/types';
import { ThemedForm } from '../../src/theme';
import section from '../../schemas/sections/billing/section.json';
import schema from '../../schemas/sections/billing/schema.json';
import ui from '../../schemas/sections/billing/ui.json';

const entry = buildCatalogue({
  'sections/billing/section.json': section,
  'sections/billing/schema.json': schema,
  'sections/billing/ui.json': ui,
}).billing;

const context: SectionContext = {
  customerId: 1,
  isEntry: false,
  userId: 1,
  requesting: false,
  customerUpdatedTimestamp: '2026-01-01 00:00:00.000',
  authorised: true,
};

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

function renderSection() {
  const calls: { path: string; payload: Record<string, unknown> }[] = [];
  const answer = async (path: string, payload: Record<string, unknown>) => {
    calls.push({ path, payload });
    return answers[path] ?? { kind: 'ok' as const, status: 200, body: { result_code: 2000 } };
  };
  const transport: Transport = { get: answer, post: answer };
  render(
    <JotaiProvider>
      <SWRConfig value={{ provider: () => new Map() }}>
        <EngineProvider services={{ Form: ThemedForm, transport }}>
          <SectionPanel entry={entry} context={context} />
        </EngineProvider>
      </SWRConfig>
    </JotaiProvider>,
  );
  return calls;
}

test('reflects a candidate into the billing address, prefecture by name, and saves it inside `billing`', async () => {
  const calls = renderSection();
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
