// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SideMenu } from '../../src/app/side-menu/side-menu';
import type { FeatureMaster } from '../../src/engine/permissions';

const feature = (id: number, name: string, parent_id: number | null = null): FeatureMaster => ({
  id,
  name,
  parent_id,
});
const features = [
  feature(2, '反響'),
  feature(22, '顧客管理'),
  feature(6, '請求処理'),
  feature(9, 'サポート機能'),
  feature(10, '解約・契約一覧', 9),
];
const counts = { business_talk: 4, create_business_report: 3, create_invoice: 2, payment_confirmation: 4 };

// Blueprint loads its icons asynchronously: let that settle inside act.
const show = (ui: ReactElement) => act(async () => void render(ui));
const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));

async function renderMenu(path: string, onLogout = vi.fn()) {
  await show(
    <MemoryRouter initialEntries={[path]}>
      <SideMenu features={features} counts={counts} onLogout={onLogout} />
    </MemoryRouter>,
  );
  return onLogout;
}

test('shows the allowed entries with badges, the billing group badge as the sum, and logout', async () => {
  await renderMenu('/home');
  const menu = screen.getByRole('list', { name: 'サイドメニュー' });
  expect(within(menu).getByRole('link', { name: '反響 4' })).toHaveAttribute('href', '/business_talk_List');
  expect(within(menu).getByRole('link', { name: '顧客管理' })).toBeInTheDocument();
  expect(within(menu).queryByRole('link', { name: /承認/ })).toBeNull();
  expect(within(menu).queryByRole('button', { name: /管理機能/ })).toBeNull();
  const billing = within(menu).getByRole('button', { name: /^請求処理/ });
  expect(billing).toHaveTextContent('9');
  expect(billing).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('button', { name: 'ログアウト' })).toBeInTheDocument();
});

test('a group opens and closes, and is open on load when one of its links is active', async () => {
  await renderMenu('/billing/invoice/3/detail');
  const billing = screen.getByRole('button', { name: /^請求処理/ });
  expect(billing).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: '請求書の作成 2' })).toHaveAttribute('aria-current', 'page');
  const support = screen.getByRole('button', { name: /^サポート機能/ });
  expect(support).toHaveAttribute('aria-expanded', 'false');
  await click(support);
  expect(support).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: '解約・契約一覧' })).toBeInTheDocument();
  await click(billing);
  expect(billing).toHaveAttribute('aria-expanded', 'false');
});

test('logout always shows, even without any feature', async () => {
  const onLogout = vi.fn();
  await show(
    <MemoryRouter>
      <SideMenu features={[]} counts={undefined} onLogout={onLogout} />
    </MemoryRouter>,
  );
  await click(screen.getByRole('button', { name: 'ログアウト' }));
  expect(onLogout).toHaveBeenCalledOnce();
});
