// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { badgeReloadAtom } from '../../src/api/menu';
import { ApprovalPage } from '../../src/pages/staff/approval/approval-page';
import { listAnswer, renderPage, stubApi, type Answer } from './queue-harness';

// What the approval queue does with the server's answers, and the texts of schemas/pages/approval.json.
const scheduled = {
  customer_id: 2,
  customer_update_application_header_id: 701,
  tas_id: 'T000002',
  corporate_name: '合同会社みらい設計',
  is_entry: false,
  requested_timestamp: '2026-05-01 09:30:00.000',
  requested_user_name: '営業 次郎',
  changed_items: [{ item: '会社名', before: '合同会社みらい設計', after: '合同会社みらい設計事務所' }],
  customer_updated_timestamp: '2026-05-01 09:30:00.000',
  application_schedule_timestamp: '2026-06-01 00:00:00.000',
};
const immediate = {
  ...scheduled,
  customer_id: 1,
  customer_update_application_header_id: 702,
  tas_id: 'T000001',
  corporate_name: '株式会社サンプル商事',
  application_schedule_timestamp: null,
};

const table = () => screen.getByRole('table', { name: '承認待ちの変更申請' });
const rowOf = (company: string) => within(table()).getByRole('row', { name: new RegExp(company) });

async function confirmAction(company: string, action: string) {
  fireEvent.click(within(rowOf(company)).getByRole('button', { name: action }));
  const confirm = await screen.findByRole('alertdialog');
  await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: action })));
  return confirm;
}

afterEach(() => vi.unstubAllGlobals());

test('lists the applications with their changed items and 反映予定日時 (承認後すぐ when empty)', async () => {
  const calls = stubApi(() => listAnswer([scheduled, immediate]));
  await renderPage(<ApprovalPage />);
  expect(screen.getByRole('heading', { name: '承認' })).toBeInTheDocument();
  expect(calls[0]).toMatchObject({ path: 'customers/getApprovalList', query: { page: '1', limit: '20' } });
  expect(within(table()).getByRole('columnheader', { name: '反映予定日時' })).toBeInTheDocument();
  const first = rowOf('T000002');
  expect(within(first).getByText('2026/06/01 00:00')).toBeInTheDocument();
  expect(within(first).getByRole('listitem')).toHaveTextContent(
    '会社名: 合同会社みらい設計 → 合同会社みらい設計事務所',
  );
  expect(within(rowOf('株式会社サンプル商事')).getByText('承認後すぐ')).toBeInTheDocument();
});

test('承認 confirms, sends the ids and stamp, toasts 承認しました, reloads and refreshes the badges', async () => {
  let approved = false;
  const calls = stubApi((path): Answer => {
    if (path === 'customers/approveUpdateApplication') {
      approved = true;
      return { body: { result_code: 2000, customer_updated_timestamp: '2026-05-02 10:00:00.000' } };
    }
    return listAnswer(approved ? [] : [scheduled]);
  });
  const store = await renderPage(<ApprovalPage />);
  const confirm = await confirmAction('T000002', '承認');
  expect(confirm).toHaveTextContent('合同会社みらい設計の変更申請を承認します。よろしいですか？');
  expect(calls.find((c) => c.path === 'customers/approveUpdateApplication')?.body).toEqual({
    customer_id: 2,
    customer_update_application_header_id: 701,
    customer_updated_timestamp: '2026-05-01 09:30:00.000',
  });
  expect(await screen.findByText('承認しました')).toBeInTheDocument();
  expect(screen.getByText('承認待ちの変更申請はありません')).toBeInTheDocument();
  expect(store.get(badgeReloadAtom)).toBe(1);
});

test('差戻 sends the application back and toasts 差戻しました', async () => {
  const calls = stubApi((path) =>
    path === 'customers/sendBackUpdateApplication'
      ? { body: { result_code: 2000 } }
      : listAnswer([scheduled]),
  );
  await renderPage(<ApprovalPage />);
  const confirm = await confirmAction('T000002', '差戻');
  expect(confirm).toHaveTextContent('合同会社みらい設計の変更申請を差戻します。よろしいですか？');
  expect(calls.find((c) => c.path === 'customers/sendBackUpdateApplication')?.body).toMatchObject({
    customer_update_application_header_id: 701,
  });
  expect(await screen.findByText('差戻しました')).toBeInTheDocument();
});

test('nothing waiting shows the empty state', async () => {
  stubApi(() => listAnswer([]));
  await renderPage(<ApprovalPage />);
  expect(screen.getByText('承認待ちの変更申請はありません')).toBeInTheDocument();
});

test('a 422 lists every message line by line; a missing feature shows message(error_message)', async () => {
  stubApi((path) =>
    path === 'customers/approveUpdateApplication'
      ? { status: 422, body: { result_code: 422, errors: { a: ['一行目です'], b: ['二行目です'] } } }
      : path === 'customers/sendBackUpdateApplication'
        ? { status: 403, body: { result_code: 403, message: '権限がありません', error_message: '承認' } }
        : listAnswer([scheduled]),
  );
  await renderPage(<ApprovalPage />);
  await confirmAction('T000002', '承認');
  // One line per message: the toast keeps the newline (the default matcher would fold it to a space).
  await waitFor(() =>
    expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toContain(
      '一行目です\n二行目です',
    ),
  );
  await confirmAction('T000002', '差戻');
  expect(await screen.findByText('権限がありません(承認)')).toBeInTheDocument();
});
