// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { badgeReloadAtom } from '../../src/api/menu';
import { JudgingPage } from '../../src/pages/staff/judging/judging-page';
import { listAnswer, renderPage, stubApi, type Answer } from './queue-harness';

// The browser test judges a seeded customer against the real server; these pin down the calls, the
// texts of schemas/pages/judging.json and the answers the server does not give on demand.
const entryRow = {
  customer_id: 22,
  customer_update_application_header_id: 501,
  tas_id: null,
  corporate_name: '株式会社あおぞら企画',
  is_entry: true,
  requested_timestamp: '2026-05-01 09:30:00.000',
  requested_user_name: '営業 次郎',
  changed_items: [
    { item: '会社名', before: '株式会社あおぞら', after: '株式会社あおぞら企画' },
    { item: '電話番号', before: '03-1111-2222', after: '03-3333-4444' },
    { item: '代表者名', before: '', after: '泉 直樹' },
  ],
  customer_updated_timestamp: '2026-05-01 09:30:00.000',
};
const contractedRow = {
  ...entryRow,
  customer_id: 2,
  customer_update_application_header_id: 502,
  tas_id: 'T000002',
  corporate_name: '合同会社みらい設計',
  is_entry: false,
  changed_items: [],
};

function table() {
  return screen.getByRole('table', { name: '与信審査待ちの顧客' });
}

function rowOf(company: string) {
  return within(table()).getByRole('row', { name: new RegExp(company) });
}

afterEach(() => vi.unstubAllGlobals());

test('lists the customers under screening: TAS ID or 申込, a link to the detail, every changed item', async () => {
  const calls = stubApi(() => listAnswer([entryRow, contractedRow]));
  await renderPage(<JudgingPage />);
  expect(screen.getByRole('heading', { name: '与信審査' })).toBeInTheDocument();
  expect(calls[0]).toMatchObject({ path: 'customers/getCreditCheckList', query: { page: '1', limit: '20' } });
  const entry = rowOf('株式会社あおぞら企画');
  expect(within(entry).getByText('申込')).toBeInTheDocument();
  expect(within(entry).getByRole('link', { name: '株式会社あおぞら企画' })).toHaveAttribute(
    'href',
    '/customer_entry/list/22/detail',
  );
  expect(within(entry).getByText('2026/05/01 09:30')).toBeInTheDocument();
  expect(within(entry).getByText('営業 次郎')).toBeInTheDocument();
  const changes = within(entry)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(changes).toEqual([
    '会社名: 株式会社あおぞら → 株式会社あおぞら企画',
    '電話番号: 03-1111-2222 → 03-3333-4444',
    '代表者名: （未設定） → 泉 直樹',
  ]);
  const contracted = rowOf('合同会社みらい設計');
  expect(within(contracted).getByText('T000002')).toBeInTheDocument();
  expect(within(contracted).getByRole('link')).toHaveAttribute('href', '/customer_management/list/2/detail');
  expect(screen.getByText('全2件中 1〜2件')).toBeInTheDocument();
});

test('与信OK asks first, then sends credit_result 4 with the stamp, toasts, reloads and refreshes the badges', async () => {
  let judged = false;
  const calls = stubApi((path): Answer => {
    if (path === 'customers/creditJudge') {
      judged = true;
      return { body: { result_code: 2000, customer_updated_timestamp: '2026-05-02 10:00:00.000' } };
    }
    return listAnswer(judged ? [contractedRow] : [entryRow, contractedRow]);
  });
  const store = await renderPage(<JudgingPage />);
  const badgesBefore = store.get(badgeReloadAtom);
  fireEvent.click(within(rowOf('株式会社あおぞら企画')).getByRole('button', { name: '与信OK' }));
  const confirm = await screen.findByRole('alertdialog');
  expect(confirm).toHaveTextContent('株式会社あおぞら企画を与信OKにします。よろしいですか？');
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: '与信OK' })));
  expect(calls.find((c) => c.path === 'customers/creditJudge')?.body).toEqual({
    customer_id: 22,
    customer_update_application_header_id: 501,
    customer_updated_timestamp: '2026-05-01 09:30:00.000',
    credit_result: 4,
  });
  expect(await screen.findByText('与信OKにしました')).toBeInTheDocument();
  expect(calls.filter((c) => c.path === 'customers/getCreditCheckList')).toHaveLength(2);
  expect(within(table()).queryByText('株式会社あおぞら企画')).toBeNull();
  expect(store.get(badgeReloadAtom)).toBe(badgesBefore + 1);
});

test('与信NG sends credit_result 3 behind a blocking dialog; cancelling the confirmation sends nothing', async () => {
  let answerJudgement: (answer: Answer) => void = () => undefined;
  const calls = stubApi((path) =>
    path === 'customers/creditJudge'
      ? new Promise<Answer>((resolve) => (answerJudgement = resolve))
      : listAnswer([entryRow]),
  );
  await renderPage(<JudgingPage />);
  fireEvent.click(screen.getByRole('button', { name: '与信NG' }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'キャンセル' }));
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  fireEvent.click(within(table()).getByRole('button', { name: '与信NG' }));
  const confirm = await screen.findByRole('alertdialog', {}, { timeout: 2000 });
  expect(confirm).toHaveTextContent('株式会社あおぞら企画を与信NGにします。よろしいですか？');
  await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: '与信NG' })));
  expect(calls.find((c) => c.path === 'customers/creditJudge')?.body).toMatchObject({ credit_result: 3 });
  expect(screen.getByRole('dialog', { name: '登録中…' })).toBeInTheDocument();
  await act(async () => answerJudgement({ body: { result_code: 2000 } }));
  expect(await screen.findByText('与信NGにしました')).toBeInTheDocument();
});

test('nothing waiting shows the empty state', async () => {
  stubApi(() => listAnswer([]));
  await renderPage(<JudgingPage />);
  expect(screen.getByText('与信審査待ちの顧客はありません')).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});

test('a refused judgement shows message(error_message) in a toast and keeps the row', async () => {
  stubApi((path) =>
    path === 'customers/creditJudge'
      ? {
          status: 409,
          body: {
            result_code: 409,
            message: '他のユーザーが先にこの顧客を更新しました',
            error_message: '更新日時が一致しません',
          },
        }
      : listAnswer([entryRow]),
  );
  await renderPage(<JudgingPage />);
  fireEvent.click(within(table()).getByRole('button', { name: '与信OK' }));
  const confirm = await screen.findByRole('alertdialog');
  await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: '与信OK' })));
  expect(
    await screen.findByText('他のユーザーが先にこの顧客を更新しました(更新日時が一致しません)'),
  ).toBeInTheDocument();
  expect(within(table()).getByText('株式会社あおぞら企画')).toBeInTheDocument();
});

test('a failed call without a message shows the page text with the detail', async () => {
  stubApi((path) => (path === 'customers/creditJudge' ? { status: 500, body: {} } : listAnswer([entryRow])));
  await renderPage(<JudgingPage />);
  fireEvent.click(within(table()).getByRole('button', { name: '与信NG' }));
  const confirm = await screen.findByRole('alertdialog');
  await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: '与信NG' })));
  expect(await screen.findByText('与信結果の登録に失敗しましたエラー内容：HTTP 500')).toBeInTheDocument();
});

test('a failed list load shows its toast', async () => {
  stubApi(() => ({
    status: 403,
    body: { result_code: 403, message: '権限がありません', error_message: '与信審査' },
  }));
  await renderPage(<JudgingPage />);
  expect(await screen.findByText('権限がありません(与信審査)')).toBeInTheDocument();
});
