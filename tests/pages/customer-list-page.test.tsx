// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { apiTransport } from '../../src/api/transport';
import { EngineProvider } from '../../src/engine/renderer/engine-provider';
import { CustomerListPage } from '../../src/pages/staff/customer-list/customer-list-page';
import { ThemedForm } from '../../src/theme';

// The browser tests drive the list against the real server; these pin down the calls the page makes and
// what it does with answers the server does not give on demand (a failed call).
const answer = {
  result_code: 2000,
  table_items: {
    total: 1,
    data: [
      {
        customer_id: 4,
        tas_id: 'T000004',
        for_answer_corporate_name: '株式会社ひまわり不動産',
        accountname_username: null,
        business_user_id: 99,
        display_for_answer_telephone_number: '045-555-0400,045-555-0401',
        updated_timestamp: '2025-03-31 17:00:00.000',
      },
    ],
  },
  project_options: [
    { value: -1, text: '未設定' },
    { value: 2, text: '東京第2プロジェクト' },
  ],
};

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

let calls: URL[];
function stubApi(respond: (url: URL) => Promise<Response>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost');
      calls.push(url);
      return respond(url);
    }),
  );
}

async function renderList(mode: 'contracted' | 'entry' = 'contracted') {
  render(
    <MemoryRouter>
      <EngineProvider services={{ Form: ThemedForm, transport: apiTransport }}>
        <CustomerListPage mode={mode} />
      </EngineProvider>
    </MemoryRouter>,
  );
  await act(async () => undefined);
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

test('opens with a normal search: page 1, 20 rows, tas_id ascending, and fills the selects', async () => {
  stubApi(() => Promise.resolve(Response.json(answer)));
  await renderList();
  expect(calls).toHaveLength(1);
  expect(Object.fromEntries(calls[0].searchParams)).toEqual({
    is_entry: '0',
    page: '1',
    limit: '20',
    sort_by_key_name: 'tas_id',
    sort_desc_sync: 'false',
  });
  expect(screen.getByRole('heading', { name: '顧客管理' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: '東京第2プロジェクト' })).toBeInTheDocument();
  expect(screen.getAllByText('全1件中 1〜1件')).toHaveLength(2);
});

test('a search the server stops counting says 「…件以上」', async () => {
  const many = { ...answer, table_items: { ...answer.table_items, total: 10000, total_capped: true } };
  stubApi(() => Promise.resolve(Response.json(many)));
  await renderList();
  expect(screen.getAllByText('10,000件以上中 1〜20件')).toHaveLength(2);
});

test('the entry list asks for entries', async () => {
  stubApi(() => Promise.resolve(Response.json(answer)));
  await renderList('entry');
  expect(calls[0].searchParams.get('is_entry')).toBe('1');
  expect(screen.getByRole('heading', { name: '申込受付' })).toBeInTheDocument();
});

test('invalid criteria open the alert titled 検索 and send nothing', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  stubApi(() => Promise.resolve(Response.json(answer)));
  await renderList();
  fireEvent.change(screen.getByLabelText('TAS ID'), { target: { value: '12#' } });
  fireEvent.click(screen.getByRole('button', { name: '検索' }));
  await act(async () => vi.advanceTimersByTime(150));
  const alert = await screen.findByRole('dialog', { name: '検索' });
  expect(within(alert).getByText('TAS IDの「12#」は半角英数字で入力してください')).toBeInTheDocument();
  expect(calls).toHaveLength(1);
  vi.useRealTimers();
});

test('the detail search toggles between 詳細検索 and 閉じる; its dates are era date pickers', async () => {
  stubApi(() => Promise.resolve(Response.json(answer)));
  await renderList();
  expect(screen.queryByLabelText('メールアドレス')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '詳細検索' }));
  expect(screen.getByLabelText('メールアドレス')).toBeInTheDocument();
  // The era date picker, not the browser's own date input (mm/dd/yyyy); it loads on first use, which a busy
  // machine may take longer than findBy's default second for.
  const start = await screen.findByLabelText('申込日時（開始）', {}, { timeout: 10_000 });
  expect(start).not.toHaveAttribute('type', 'date');
  expect(start).toHaveAttribute('placeholder', '例：1989-01-08');
  fireEvent.click(screen.getByRole('button', { name: '閉じる' }));
  expect(screen.getByRole('button', { name: '詳細検索' })).toHaveAttribute('aria-expanded', 'false');
});

test('a search sends the card criteria from page 1; a failed one empties the table, which says it failed, with its toast', async () => {
  stubApi(() => Promise.resolve(Response.json(answer)));
  await renderList();
  fireEvent.change(screen.getByLabelText('会社名', { exact: true }), {
    target: { value: 'ひまわり' },
  });
  stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
  fireEvent.click(screen.getByRole('button', { name: '検索' }));
  await act(async () => undefined);
  expect(calls[0].searchParams.get('corporate_name')).toBe('ひまわり');
  expect(calls[0].searchParams.get('page')).toBe('1');
  // The toast and the table both say the search failed; the table does not claim there are no customers.
  expect(await screen.findAllByText('顧客情報の取得に失敗しました')).toHaveLength(2);
  expect(screen.getByText('時間をおいて、もう一度検索してください')).toBeInTheDocument();
  expect(screen.queryByText('該当する顧客はありません')).toBeNull();
  expect(screen.getAllByText('全0件中 0〜0件')).toHaveLength(2);
});
