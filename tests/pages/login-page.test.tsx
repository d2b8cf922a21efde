// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { apiTransport } from '../../src/api/transport';
import { EngineProvider } from '../../src/engine/renderer/engine-provider';
import { LoginPage } from '../../src/pages/staff/login/login-page';
import { ThemedForm } from '../../src/theme';

// The browser tests sign in against the real server; these cover what that server cannot stage:
// a request still running and a network that fails.
function renderLogin() {
  render(
    <MemoryRouter>
      <EngineProvider services={{ Form: ThemedForm, transport: apiTransport }}>
        <LoginPage />
      </EngineProvider>
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByLabelText(/ログインID/), { target: { value: 'admin' } });
  fireEvent.change(screen.getByLabelText(/パスワード/), { target: { value: 'Admin2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
}

afterEach(() => vi.unstubAllGlobals());

test('a blocking ログイン中 modal shows while the call runs', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
  renderLogin();
  expect(await screen.findByRole('dialog', { name: 'ログイン中' })).toBeInTheDocument();
});

test('a network failure shows 通信エラー under the form', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
  renderLogin();
  expect(await screen.findByText('通信エラー')).toBeInTheDocument();
});
