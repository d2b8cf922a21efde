// @vitest-environment jsdom
// The business-talk link modal (000 §2.8, §7, §8, §9): its first load, search and paging, one tick at most,
// linking with nothing chosen, the overwrite confirmation, and a failed load closing the modal.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { listAnswer, renderField, row, stubApi, type Recorded } from './business-talk-harness';

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => vi.stubGlobal('ResizeObserver', NoResizeObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const rows = [
  row(101, { is_relation: true, display_relation_customer: 'T000001：株式会社サンプル商事' }),
  row(102, { is_other_used: true, display_relation_customer: 'T000002：合同会社みらい設計' }),
  row(103),
  row(104),
];
const linked = {
  result_code: 2000,
  business_talk_history_id: 102,
  business_talk_customer_number: 'BT-000102',
  customer_updated_timestamp: '2026-01-02 00:00:00.000',
};

// The list answers every GET, the link answer every POST.
function api(post: () => Response = () => Response.json(linked)) {
  return stubApi((call: Recorded) => (call.method === 'GET' ? listAnswer(rows, 45) : post()));
}

async function openModal() {
  renderField('BT-000101');
  await act(async () => undefined);
  fireEvent.click(screen.getByRole('button', { name: '反響顧客番号の操作' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: '反響を紐付ける' }));
  const dialog = await screen.findByRole('dialog', { name: '反響の紐付け' });
  await act(async () => undefined);
  return within(dialog);
}

const tick = (modal: ReturnType<typeof within>, number: string) =>
  modal.getByRole('checkbox', { name: `${number}を紐付ける` });

test('opens with page 1 of 20 for the open customer, the linked row saying 紐付け中', async () => {
  const calls = api();
  const modal = await openModal();
  expect(calls).toEqual([
    {
      method: 'GET',
      path: 'customers/getBusinessTalkHistory',
      query: {
        customer_id: '1',
        page: '1',
        limit: '20',
        sort_by_key_name: 'display_business_talk_customer_number',
        sort_desc_sync: 'false',
      },
      body: {},
    },
  ]);
  const headers = modal.getAllByRole('columnheader').map((cell) => cell.textContent);
  expect(headers).toEqual([
    '顧客番号',
    '会社名',
    'お名前',
    'メールアドレス',
    '紐づいている顧客',
    '詳細',
    '紐付ける',
  ]);
  const first = modal.getByRole('row', { name: /BT-000101/ });
  expect(within(first).getByText('紐付け中')).toBeInTheDocument();
  expect(within(first).queryByRole('checkbox')).toBeNull();
  expect(modal.getByText('T000002：合同会社みらい設計')).toBeInTheDocument();
  expect(modal.getByText('全45件中 1〜20件')).toBeInTheDocument();
});

test('詳細 opens the inquiry in a new tab', async () => {
  api();
  const open = vi.fn();
  vi.stubGlobal('open', open);
  const modal = await openModal();
  fireEvent.click(modal.getByRole('button', { name: 'BT-000103の詳細' }));
  expect(open).toHaveBeenCalledWith('/business_talk_List?business_talk_history_id=103', '_blank', 'noopener');
});

test('searches by 顧客番号 and 会社名 from page 1, and pages with the same criteria', async () => {
  const calls = api();
  const modal = await openModal();
  fireEvent.change(modal.getByLabelText('顧客番号'), { target: { value: 'BT-0001' } });
  fireEvent.change(modal.getByLabelText('会社名'), { target: { value: 'テスト' } });
  fireEvent.click(modal.getByRole('button', { name: '検索' }));
  await act(async () => undefined);
  expect(calls[1].query).toMatchObject({
    business_talk_history_id: 'BT-0001',
    corporate_name: 'テスト',
    page: '1',
  });
  fireEvent.click(modal.getByRole('button', { name: '2ページ目' }));
  await act(async () => undefined);
  expect(calls[2].query).toMatchObject({
    business_talk_history_id: 'BT-0001',
    corporate_name: 'テスト',
    page: '2',
  });
});

test('criteria over 100 characters open the alert titled 検索 and search nothing', async () => {
  const calls = api();
  const modal = await openModal();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fireEvent.change(modal.getByLabelText('会社名'), { target: { value: 'あ'.repeat(101) } });
  fireEvent.click(modal.getByRole('button', { name: '検索' }));
  await act(async () => vi.advanceTimersByTime(150));
  const alert = await screen.findByRole('dialog', { name: '検索' });
  expect(within(alert).getByText(/会社名.*100/)).toBeInTheDocument();
  expect(calls).toHaveLength(1);
});

test('ticking one row clears the others; ticking it again clears it', async () => {
  api();
  const modal = await openModal();
  fireEvent.click(tick(modal, 'BT-000103'));
  expect(tick(modal, 'BT-000103')).toBeChecked();
  fireEvent.click(tick(modal, 'BT-000104'));
  expect(tick(modal, 'BT-000104')).toBeChecked();
  expect(tick(modal, 'BT-000103')).not.toBeChecked();
  fireEvent.click(tick(modal, 'BT-000104'));
  expect(modal.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
});

test('紐付ける with nothing ticked says 反響が選択されていません and sends nothing', async () => {
  const calls = api();
  const modal = await openModal();
  fireEvent.click(modal.getByRole('button', { name: '紐付ける' }));
  expect(await screen.findByText('反響が選択されていません')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  expect(screen.getByRole('dialog', { name: '反響の紐付け' })).toBeInTheDocument();
});

test('an inquiry linked elsewhere asks before overwriting; confirmed, it links and closes', async () => {
  const calls = api();
  const modal = await openModal();
  fireEvent.click(tick(modal, 'BT-000102'));
  fireEvent.click(modal.getByRole('button', { name: '紐付ける' }));
  let confirm = await screen.findByRole('alertdialog');
  expect(
    within(confirm).getByText('既に紐づいている反響です。上書きしてよろしいでしょうか。'),
  ).toBeInTheDocument();
  fireEvent.click(within(confirm).getByRole('button', { name: 'キャンセル' }));
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

  fireEvent.click(modal.getByRole('button', { name: '紐付ける' }));
  confirm = await screen.findByRole('alertdialog');
  fireEvent.click(within(confirm).getByRole('button', { name: '上書きする' }));
  await act(async () => undefined);
  expect(calls.filter((call) => call.method === 'POST')).toEqual([
    {
      method: 'POST',
      path: 'customers/updateBusinessTalkRelation',
      query: {},
      body: {
        customer_id: 1,
        updated_user_id: 1,
        business_talk_history_id: 102,
        customer_updated_timestamp: '2026-01-01 00:00:00.000',
      },
    },
  ]);
  expect(await screen.findByText('反響の紐付けに成功しました')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '反響の紐付け' })).toBeNull());
  expect(screen.getByLabelText('form value')).toHaveTextContent('BT-000102');
  expect(screen.getByLabelText('page stamp')).toHaveTextContent('2026-01-02 00:00:00.000');
});

test('an unlinked inquiry links without asking; a failed link keeps the modal open', async () => {
  const calls = api(() => Response.json({ result_code: 500 }, { status: 500 }));
  const modal = await openModal();
  fireEvent.click(tick(modal, 'BT-000103'));
  fireEvent.click(modal.getByRole('button', { name: '紐付ける' }));
  await act(async () => undefined);
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(calls.at(-1)?.body).toMatchObject({ business_talk_history_id: 103 });
  expect(await screen.findByText('反響の紐付けに失敗しましたエラー内容：HTTP 500')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: '反響の紐付け' })).toBeInTheDocument();
  expect(screen.getByLabelText('form value')).toHaveTextContent('BT-000101');
});

test('a failed load shows 反響履歴の取得に失敗しました under エラー and closes the modal', async () => {
  stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
  renderField('BT-000101');
  await act(async () => undefined);
  fireEvent.click(screen.getByRole('button', { name: '反響顧客番号の操作' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: '反響を紐付ける' }));
  const toast = (await screen.findByText('反響履歴の取得に失敗しましたエラー内容：Failed to fetch'))
    .parentElement;
  expect(toast).toHaveTextContent(/^エラー/);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '反響の紐付け' })).toBeNull());
});
