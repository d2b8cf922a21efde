// @vitest-environment jsdom
// A block action that is no save (section.json → blockSaves with `reflect` and `fails.when`), through the
// real 請求先情報 entry: its fax test send (002 §7 sendTestBillToFaxNumber, §8). The answer carries no
// stamp, the time is written in as what the server holds, and the button follows the section's lock.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import type { CallResult } from '../../src/engine/failure';
import { EngineProvider } from '../../src/engine/renderer/engine-provider';
import { SectionPanel } from '../../src/engine/renderer/section-panel';
import { customerTimestampAtom } from '../../src/engine/renderer/state';
import type { SectionContext } from '../../src/engine/types';
import { ThemedForm } from '../../src/theme';
import { fakeTransport, sectionEntry, testContext } from './engine-harness';

const entry = sectionEntry('billing');
const path = 'customers/sendTestBillToFaxNumber';

const loaded: CallResult = {
  kind: 'ok',
  status: 200,
  body: {
    result_code: 2000,
    billing_information: {
      billing: {
        bill_to_corporate_name: '株式会社サンプル商事',
        bill_to_corporate_name_kana: 'カブシキガイシャサンプルショウジ',
        bill_to_corporate_division_name: '経理部',
        bill_to_customer_honorific_master_id: 1,
        bill_to_postcode: '100-0005',
        bill_to_prefecture_id: 13,
        bill_to_prefecture_name: '東京都',
        bill_to_address_city: '千代田区',
        bill_to_address_city_kana: 'チヨダク',
        bill_to_address: '丸の内2-4-1',
        bill_to_address_kana: 'マルノウチ2-4-1',
        bill_to_address_additional: 'サンプルビル5階',
        bill_to_address_additional_kana: 'サンプルビル5カイ',
        bill_to_staff_name: '田中 花子',
        bill_to_staff_name_kana: 'タナカ　ハナコ',
        bill_to_telephone_number: '03-5550-0100',
        bill_to_fax_number: '03-5550-0101',
        bill_to_fax_number_confirmed_flag: true,
        bill_to_fax_number_test_timestamp: '2025-11-20 15:30:12',
      },
    },
  },
};

// The page's stamp, as the page hands it to every section.
function Stamp() {
  return <output aria-label="stamp">{useAtomValue(customerTimestampAtom)}</output>;
}

function renderBilling(answer: CallResult, context: Partial<SectionContext> = {}) {
  const { transport, calls } = fakeTransport({ 'customers/getBillingInformation': loaded, [path]: answer });
  render(
    <JotaiProvider>
      <SWRConfig value={{ provider: () => new Map() }}>
        <EngineProvider services={{ Form: ThemedForm, transport }}>
          <SectionPanel entry={entry} context={{ ...testContext, ...context }} />
          <Stamp />
        </EngineProvider>
      </SWRConfig>
    </JotaiProvider>,
  );
  return calls;
}

const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: '請求先情報' }));
  await screen.findByRole('textbox', { name: 'FAX番号' });
  return {
    number: screen.getByRole('textbox', { name: 'FAX番号' }),
    sentAt: screen.getByRole('textbox', { name: '最終テスト送信日時' }),
    send: screen.getByRole('button', { name: 'テスト送信' }),
  };
};

const sent = (time: string | null, result: boolean): CallResult => ({
  kind: 'ok',
  status: 200,
  body: { result_code: 2000, is_send_result: result, send_result_date: time },
});

test('sends the number on screen and keeps what was typed; the answer without a stamp keeps the page stamp', async () => {
  const calls = renderBilling(sent('2026-02-03 10:20:30', true));
  const { number, sentAt, send } = await open();
  expect(sentAt).toHaveValue('2025/11/20 15:30');
  fireEvent.change(number, { target: { value: '03-5550-0102' } });
  await act(async () => fireEvent.click(send));
  expect(await screen.findByText('テスト送信に成功しました')).toBeInTheDocument();
  expect(calls.find((call) => call.path === path)?.payload).toMatchObject({
    customer_id: 1,
    is_entry: 0,
    customer_updated_timestamp: '2026-01-01 00:00:00.000',
    bill_to_fax_number: '03-5550-0102',
  });
  await waitFor(() => expect(sentAt).toHaveValue('2026/02/03 10:20'));
  expect(number).toHaveValue('03-5550-0102');
  expect(screen.getByRole('status', { name: 'stamp' })).toHaveTextContent('2026-01-01 00:00:00.000');
});

test('the time written in is what the server holds, no edit: the section is not marked unsaved', async () => {
  const calls = renderBilling(sent('2026-02-03 10:20:30', true));
  const { sentAt, send } = await open();
  expect(screen.queryByText('編集中')).toBeNull();
  await act(async () => fireEvent.click(send));
  await waitFor(() => expect(sentAt).toHaveValue('2026/02/03 10:20'));
  expect(calls.find((call) => call.path === path)?.payload).toMatchObject({
    bill_to_fax_number: '03-5550-0101',
  });
  expect(screen.queryByText('編集中')).toBeNull();
});

test('is_send_result false is a failure: the failure text, and the time stays', async () => {
  renderBilling(sent(null, false));
  const { number, sentAt, send } = await open();
  fireEvent.change(number, { target: { value: '03-5550-0000' } });
  await act(async () => fireEvent.click(send));
  expect(await screen.findByText('テスト送信に失敗しました')).toBeInTheDocument();
  expect(sentAt).toHaveValue('2025/11/20 15:30');
});

test('a 422 shows the errors of the answer', async () => {
  const message = 'FAX番号の「090-1234-5678」は携帯電話の番号のためFAX番号に使えません';
  renderBilling({
    kind: 'http-error',
    status: 422,
    body: { result_code: 422, errors: { bill_to_fax_number: [message] } },
  });
  const { number, send } = await open();
  fireEvent.change(number, { target: { value: '090-1234-5678' } });
  await act(async () => fireEvent.click(send));
  expect(await screen.findByText(message)).toBeInTheDocument();
});

test.each([
  ['without the 請求先情報 feature', { authorised: false }],
  ['while a request runs', { requesting: true }],
])('the button is disabled %s, like every control', async (_, context) => {
  const calls = renderBilling(sent('2026-02-03 10:20:30', true), context);
  const { number, send } = await open();
  expect(number).toBeDisabled();
  expect(send).toBeDisabled();
  fireEvent.click(send);
  expect(calls.map((call) => call.path)).not.toContain(path);
});
