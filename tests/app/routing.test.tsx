// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createStore, Provider } from 'jotai';
import { staffSessionAtom, type StaffSession } from '../../src/api/session';
import { apiTransport } from '../../src/api/transport';
import { routeObjects } from '../../src/app/routes';
import { EngineProvider } from '../../src/engine/renderer/engine-provider';
import { ThemedForm } from '../../src/theme';

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const ie11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const session = {
  user_id: 1,
  account: 'admin',
  user_name: '管理 太郎',
  last_login_date: '2026-05-12T00:00:00Z',
};

// The API as the staff frame meets it: role info with one feature, badges, and every other call answered 2000.
function stubApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const body = url.includes('sideMenu/userInfo')
      ? {
          result_code: 2000,
          role_info: {
            role_id: 1,
            role_name: '管理者',
            feature_masters: [
              { id: 1, name: 'タスク', parent_id: null },
              { id: 3, name: '承認', parent_id: null },
            ],
          },
        }
      : url.includes('getBadgeInfo')
        ? { result_code: 2000, notification: { approval: 2 } }
        : { result_code: 2000 };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function open(path: string, { userAgent = chrome, staff = null as StaffSession | null } = {}) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  // A fresh jotai store each time, holding the staff session (or none).
  const store = createStore();
  store.set(staffSessionAtom, staff);
  await act(
    async () =>
      void render(
        <Provider store={store}>
          <EngineProvider services={{ Form: ThemedForm, transport: apiTransport }}>
            <RouterProvider router={router} />
          </EngineProvider>
        </Provider>,
      ),
  );
  return router;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

test('the root goes to the my page login, which is not available yet', async () => {
  const router = await open('/');
  expect(router.state.location.pathname).toBe('/mypage/login');
  expect(screen.getByRole('heading', { name: 'マイページログイン' })).toBeInTheDocument();
  expect(screen.getByText('この画面はまだご利用いただけません')).toBeInTheDocument();
});

test('an unknown path shows not-found', async () => {
  await open('/no/such/page');
  expect(screen.getByText('ページが見つかりません')).toBeInTheDocument();
});

test('an unsupported browser goes to the unsupported-browser page from any route', async () => {
  for (const path of ['/home', '/inquiry', '/mypage/notice']) {
    const router = await open(path, { userAgent: ie11 });
    // That route loads the static page (public/unsupported_browser.html; tests/e2e/supported-browsers.spec.ts).
    expect(router.state.location.pathname).toBe('/unsupported_browser');
  }
});

test('a staff route without a staff session goes to /login', async () => {
  stubApi();
  const router = await open('/approval');
  expect(router.state.location.pathname).toBe('/login');
  expect(await screen.findByRole('button', { name: 'ログイン' })).toBeInTheDocument();
});

test('a named route without its screen shows the staff frame, its title and the not-available statement', async () => {
  stubApi();
  await open('/user_task', { staff: session });
  expect(screen.getByRole('heading', { name: 'タスク' })).toBeInTheDocument();
  expect(screen.getByText('この画面はまだご利用いただけません')).toBeInTheDocument();
  expect(screen.getByLabelText('ユーザー名')).toHaveTextContent('管理 太郎');
  expect(await screen.findByRole('link', { name: 'タスク' })).toHaveAttribute('aria-current', 'page');
  expect(await screen.findByRole('link', { name: '承認 2' })).not.toHaveAttribute('aria-current');
  expect(document.title).toBe('タスク｜TAS Desk');
});

test('public pages show bare, and inside the staff frame for a signed-in staff member except the menu-less ones', async () => {
  await open('/inquiry');
  expect(screen.getByRole('heading', { name: 'お問い合わせ' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'ログアウト' })).toBeNull();
  cleanup();

  stubApi();
  await open('/inquiry', { staff: session });
  expect(await screen.findByRole('button', { name: 'ログアウト' })).toBeInTheDocument();
  cleanup();
  await open('/precaution', { staff: session });
  expect(screen.getByRole('heading', { name: 'ご利用上の注意' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'ログアウト' })).toBeNull();
});
