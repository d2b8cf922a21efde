// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { logCriteriaOf, type OperationLogRow } from '../../src/api/operation-logs';
import { apiTransport } from '../../src/api/transport';
import { EngineProvider } from '../../src/engine/renderer/engine-provider';
import type { Schema } from '../../src/engine/types';
import { validateForm } from '../../src/engine/validator';
import { logCardWithOptions, operationLogCard } from '../../src/pages/staff/operation-logs/card-schema';
import { displayLogTimestamp } from '../../src/pages/staff/operation-logs/format';
import { OperationLogsPage } from '../../src/pages/staff/operation-logs/operation-logs-page';
import { ThemedForm } from '../../src/theme';
import { stubApi, type Answer } from './queue-harness';

// The browser test reads what the real server records; these pin down the calls the page makes, how a row
// shows, and the answers the server does not give on demand (a failure, a refusal, nothing found).
const row = (over: Partial<OperationLogRow>): OperationLogRow => ({
  operation_log_id: 1,
  registered_timestamp: '2026-05-01 09:00:05',
  user_id: 1,
  user_name: '管理 太郎',
  account: 'admin',
  customer_id: null,
  tas_id: null,
  corporate_name: null,
  is_entry: null,
  kind: '画面表示',
  page_category: 'アクセスログ',
  operation: '画面表示',
  result: '成功',
  status_code: 200,
  ...over,
});

const rows = [
  row({
    operation_log_id: 3,
    registered_timestamp: '2026-05-01 09:12:34',
    customer_id: 1,
    tas_id: 'T000001',
    corporate_name: '株式会社サンプル商事',
    is_entry: 0,
    kind: '保存',
    page_category: '請求先情報',
    operation: '請求先情報を保存',
  }),
  row({
    operation_log_id: 2,
    registered_timestamp: '2026-05-01 09:12:30',
    customer_id: 3,
    corporate_name: '株式会社あおぞら企画',
    is_entry: 1,
    kind: '与信・承認',
    page_category: '基本情報',
    operation: '基本情報を保存（与信依頼）',
    result: '失敗',
    status_code: 409,
  }),
  row({
    operation_log_id: 1,
    registered_timestamp: '2026-05-01 09:00:05',
    user_id: null,
    user_name: null,
    account: 'nobody01',
    kind: 'ログイン',
    page_category: 'ログイン',
    operation: 'ログイン',
    result: '失敗',
    status_code: 401,
  }),
];

const options = {
  user_options: [
    { value: 1, label: '管理 太郎' },
    { value: 2, label: 'オペレーター 花子' },
  ],
  kind_options: ['画面表示', 'ログイン', '保存', '与信・承認'].map((kind) => ({ value: kind, label: kind })),
};

const answer = (data: OperationLogRow[], total = data.length): Answer => ({
  body: { result_code: 2000, error_message: '', table_items: { total, data }, ...options },
});

async function renderPage() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter>
        <EngineProvider services={{ Form: ThemedForm, transport: apiTransport }}>
          <OperationLogsPage />
        </EngineProvider>
      </MemoryRouter>
    </SWRConfig>,
  );
  await act(async () => undefined);
}

const table = () => screen.getByRole('table', { name: 'アクセスログ一覧' });
const rowOf = (text: string) => within(table()).getByRole('row', { name: new RegExp(text) });
const card = () => screen.getByRole('form', { name: '検索条件' });

afterEach(() => vi.unstubAllGlobals());

// The page also shows the mail outbox (送信メール) to 管理機能 holders: here it is refused, and so not shown.
const withoutOutbox = { 'manage/getMailOutbox': { status: 403, body: { result_code: 403 } } };

test('opens on page 1 of 20 without filters, newest first, every column as the log says it', async () => {
  const calls = stubApi(() => answer(rows, 45), withoutOutbox);
  await renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'アクセスログ' })).toBeInTheDocument();
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatchObject({ path: 'manage/getOperationLogs', query: { page: '1', limit: '20' } });

  const headers = within(table())
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  expect(headers).toEqual(['日時', '操作者', '種別', '画面・対象', '操作内容', '顧客', '結果']);
  const saved = rowOf('請求先情報を保存');
  expect(
    within(saved)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual([
    '2026/05/01 09:12:34',
    '管理 太郎',
    '保存',
    '請求先情報',
    '請求先情報を保存',
    'T000001株式会社サンプル商事',
    '成功',
  ]);
  expect(within(saved).getByRole('link', { name: '株式会社サンプル商事' })).toHaveAttribute(
    'href',
    '/customer_management/list/1/detail',
  );
  const refused = rowOf('与信依頼');
  expect(within(refused).getByText('申込')).toBeInTheDocument();
  expect(within(refused).getByRole('link', { name: '株式会社あおぞら企画' })).toHaveAttribute(
    'href',
    '/customer_entry/list/3/detail',
  );
  expect(within(refused).getByText('失敗（409）')).toBeInTheDocument();
  // A failed login of an account nobody has: the login ID as typed, marked as unknown.
  const login = rowOf('nobody01');
  expect(login).toHaveTextContent('nobody01（未登録のID）');
  expect(within(login).getByText('失敗（401）')).toBeInTheDocument();
  expect(within(login).getByText('2026/05/01 09:00:05')).toBeInTheDocument();

  expect(screen.getAllByText('全45件中 1〜20件')).toHaveLength(2);
  expect(within(card()).getByRole('option', { name: 'オペレーター 花子' })).toBeInTheDocument();
  expect(within(card()).getByRole('option', { name: '与信・承認' })).toBeInTheDocument();
  // The period is shown from the start.
  expect(screen.getByRole('button', { name: '期間を閉じる' })).toHaveAttribute('aria-expanded', 'true');
});

// The period's date inputs are the era date widget, loaded on first use: in a full run on a busy machine its
// chunk of Blueprint datetime and date-fns took longer than findBy's default second to import.
const periodStart = () => screen.findByLabelText('期間（開始）', {}, { timeout: 10_000 });

test('検索 sends every filter from page 1; the same search asks again; paging keeps the filters', async () => {
  const calls = stubApi(() => answer(rows, 45), withoutOutbox);
  await renderPage();
  // rjsf's selects carry the option's index: 1 is オペレーター 花子 (user 2), 2 is 保存.
  fireEvent.change(within(card()).getByLabelText('操作者'), { target: { value: '1' } });
  fireEvent.change(within(card()).getByLabelText('顧客'), { target: { value: ' T000001 ' } });
  fireEvent.change(within(card()).getByLabelText('種別'), { target: { value: '2' } });
  fireEvent.change(await periodStart(), { target: { value: '2026-05-01' } });
  fireEvent.change(screen.getByLabelText('期間（終了）'), { target: { value: '2026/5/2' } });
  await act(async () => fireEvent.click(within(card()).getByRole('button', { name: '検索' })));
  expect(calls.at(-1)?.query).toEqual({
    operator_user_id: '2',
    customer: 'T000001',
    kind: '保存',
    period_from: '2026-05-01',
    period_to: '2026-05-02',
    page: '1',
    limit: '20',
  });
  const searched = calls.length;
  await act(async () => fireEvent.click(within(card()).getByRole('button', { name: '検索' })));
  expect(calls).toHaveLength(searched + 1);

  const pager = screen.getByRole('navigation', { name: 'ページ送り（上）' });
  await act(async () => fireEvent.click(within(pager).getByRole('button', { name: '次のページ' })));
  expect(calls.at(-1)?.query).toMatchObject({ customer: 'T000001', kind: '保存', page: '2', limit: '20' });
  await act(async () => fireEvent.change(within(pager).getByRole('combobox'), { target: { value: '50' } }));
  expect(calls.at(-1)?.query).toMatchObject({ customer: 'T000001', page: '1', limit: '50' });
});

test('a period ending before it starts opens the alert titled 検索 and sends nothing', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const calls = stubApi(() => answer(rows), withoutOutbox);
  await renderPage();
  fireEvent.change(await periodStart(), { target: { value: '2026-05-02' } });
  fireEvent.change(screen.getByLabelText('期間（終了）'), { target: { value: '2026-05-01' } });
  fireEvent.click(within(card()).getByRole('button', { name: '検索' }));
  await act(async () => vi.advanceTimersByTime(150));
  const alert = await screen.findByRole('dialog', { name: '検索' });
  expect(alert).toHaveTextContent('期間（終了）');
  expect(calls).toHaveLength(1);
  vi.useRealTimers();
});

test('nothing found says so, without a table', async () => {
  stubApi(() => answer([]), withoutOutbox);
  await renderPage();
  expect(screen.getByText('該当するログはありません')).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});

test('a failed load toasts and says it failed, never that nothing was found', async () => {
  stubApi(() => ({ status: 500, body: {} }), withoutOutbox);
  await renderPage();
  expect(await screen.findByText('アクセスログの取得に失敗しましたエラー内容：HTTP 500')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'アクセスログの取得に失敗しました' })).toBeInTheDocument();
  expect(screen.queryByText('該当するログはありません')).toBeNull();
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.queryByRole('navigation', { name: 'ページ送り（上）' })).toBeNull();
});

test('a refused filter (422) shows the server messages', async () => {
  stubApi(
    (_, call) =>
      call.query.customer
        ? { status: 422, body: { result_code: 422, errors: { period_from: ['期間（開始）は…'] } } }
        : answer(rows),
    withoutOutbox,
  );
  await renderPage();
  fireEvent.change(within(card()).getByLabelText('顧客'), { target: { value: 'x' } });
  await act(async () => fireEvent.click(within(card()).getByRole('button', { name: '検索' })));
  expect(await screen.findByText('期間（開始）は…')).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});

test('without the アクセスログ feature: the refusal in a toast, and no search card or table', async () => {
  stubApi(
    () => ({
      status: 403,
      body: { result_code: 403, message: '権限がありません', error_message: 'アクセスログ' },
    }),
    withoutOutbox,
  );
  await renderPage();
  expect(await screen.findByText('権限がありません(アクセスログ)')).toBeInTheDocument();
  expect(screen.getByText('アクセスログを表示する権限がありません')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: '検索条件' })).toBeNull();
  expect(screen.queryByRole('table')).toBeNull();
});

describe('the card and its helpers', () => {
  it('groups every field once and checks its limits', () => {
    const { definition, schema } = operationLogCard;
    const grouped = [...definition.basic, ...definition.detail, ...definition.ranges];
    expect(grouped.sort()).toEqual(Object.keys(schema.properties ?? {}).sort());
    const errors = validateForm(schema, {
      customer: 'あ'.repeat(101),
      period: { start: '2026-13-01', end: '2026-05-01' },
    });
    expect(Object.keys(errors).sort()).toEqual(['/customer', '/period/start']);
  });

  it('offers the answer choices without preselecting, and validates any of them', () => {
    const { schema, ui } = logCardWithOptions(operationLogCard, options);
    expect((schema.properties?.operator_user_id as Schema).enum).toEqual([1, 2]);
    expect(ui.operator_user_id).toMatchObject({ 'ui:enumNames': ['管理 太郎', 'オペレーター 花子'] });
    expect((schema.properties?.kind as Schema).default).toBeUndefined();
    expect(validateForm(schema, { operator_user_id: 2, kind: '与信・承認' })).toEqual({});
  });

  it('turns the card into the call filters', () => {
    expect(
      logCriteriaOf({ operator_user_id: 3, customer: '  ', kind: '保存', period: { start: '2026-05-01' } }),
    ).toEqual({ operator_user_id: 3, kind: '保存', period_from: '2026-05-01' });
  });

  it('shows a log time with its seconds', () => {
    expect(displayLogTimestamp('2026-05-01 09:00:05')).toBe('2026/05/01 09:00:05');
    expect(displayLogTimestamp('2026-05-01 23:59:59.120')).toBe('2026/05/01 23:59:59');
    expect(displayLogTimestamp('')).toBe('');
  });
});
