// @vitest-environment jsdom
// The 反響顧客番号 field's action menu (000 §2.8 item 4, §4, §8): when its items work, going to the linked
// inquiry, and unlinking with its confirmation, toasts, new value and new stamp.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { context, renderField, stubApi } from './business-talk-harness';

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => vi.stubGlobal('ResizeObserver', NoResizeObserver));
afterEach(() => vi.unstubAllGlobals());

const menuButton = () => screen.getByRole('button', { name: '反響顧客番号の操作' });

async function openMenu() {
  fireEvent.click(menuButton());
  return within(await screen.findByRole('menu', { name: '反響顧客番号の操作' }));
}

const isDisabled = (item: HTMLElement) => item.getAttribute('aria-disabled') === 'true';

test('shows the number read-only under its label', async () => {
  renderField('BT-000101');
  await act(async () => undefined);
  const input = screen.getByLabelText('反響顧客番号');
  expect(input).toHaveValue('BT-000101');
  expect(input).toHaveAttribute('readonly');
});

test('the menu is off without permission and while a request runs', async () => {
  const first = renderField('BT-000101', { ...context, authorised: false });
  await act(async () => undefined);
  expect(menuButton()).toBeDisabled();
  first.unmount();
  renderField('BT-000101', { ...context, requesting: true });
  await act(async () => undefined);
  expect(menuButton()).toBeDisabled();
});

test('without a link only 反響を紐付ける works; with one, all three', async () => {
  const first = renderField('');
  await act(async () => undefined);
  let menu = await openMenu();
  expect(isDisabled(menu.getByRole('menuitem', { name: '反響を紐付ける' }))).toBe(false);
  expect(isDisabled(menu.getByRole('menuitem', { name: '紐付けを解除' }))).toBe(true);
  expect(isDisabled(menu.getByRole('menuitem', { name: '紐付いている反響へ移動' }))).toBe(true);
  first.unmount();
  renderField('BT-000101');
  await act(async () => undefined);
  menu = await openMenu();
  for (const name of ['反響を紐付ける', '紐付けを解除', '紐付いている反響へ移動'])
    expect(isDisabled(menu.getByRole('menuitem', { name }))).toBe(false);
});

test('紐付いている反響へ移動 opens the linked inquiry in a new tab', async () => {
  const open = vi.fn();
  vi.stubGlobal('open', open);
  renderField('BT-000101');
  await act(async () => undefined);
  fireEvent.click((await openMenu()).getByRole('menuitem', { name: '紐付いている反響へ移動' }));
  expect(open).toHaveBeenCalledWith('/business_talk_List?business_talk_history_id=101', '_blank', 'noopener');
});

test('unlinking asks first; キャンセル sends nothing, confirming unlinks and hands on the new stamp', async () => {
  const calls = stubApi(() =>
    Response.json({
      result_code: 2000,
      business_talk_customer_number: '',
      customer_updated_timestamp: '2026-01-02 00:00:00.000',
    }),
  );
  renderField('BT-000101');
  await act(async () => undefined);
  fireEvent.click((await openMenu()).getByRole('menuitem', { name: '紐付けを解除' }));
  let confirm = await screen.findByRole('alertdialog');
  expect(within(confirm).getByText('反響の紐づけを解除します。よろしいですか？')).toBeInTheDocument();
  fireEvent.click(within(confirm).getByRole('button', { name: 'キャンセル' }));
  expect(calls).toHaveLength(0);
  expect(screen.getByLabelText('form value')).toHaveTextContent('BT-000101');

  fireEvent.click((await openMenu()).getByRole('menuitem', { name: '紐付けを解除' }));
  confirm = await screen.findByRole('alertdialog');
  fireEvent.click(within(confirm).getByRole('button', { name: '解除する' }));
  await act(async () => undefined);
  expect(calls).toEqual([
    {
      method: 'POST',
      path: 'customers/cancellationBusinessTalkRelation',
      query: {},
      body: { customer_id: 1, updated_user_id: 1, customer_updated_timestamp: '2026-01-01 00:00:00.000' },
    },
  ]);
  expect(await screen.findByText('反響の紐づけを解除しました')).toBeInTheDocument();
  expect(screen.getByLabelText('form value')).toHaveTextContent(/^$/);
  expect(screen.getByLabelText('page stamp')).toHaveTextContent('2026-01-02 00:00:00.000');
});

test('a failed unlink keeps the value and says why', async () => {
  stubApi(() =>
    Response.json(
      {
        result_code: 409,
        message: '他のユーザーが先にこの顧客を更新しました。画面を再読み込みしてから保存し直してください',
        error_message: '更新日時が一致しません',
      },
      { status: 409 },
    ),
  );
  renderField('BT-000101');
  await act(async () => undefined);
  fireEvent.click((await openMenu()).getByRole('menuitem', { name: '紐付けを解除' }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '解除する' }));
  expect(
    await screen.findByText(
      '他のユーザーが先にこの顧客を更新しました。画面を再読み込みしてから保存し直してください(更新日時が一致しません)',
    ),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('form value')).toHaveTextContent('BT-000101');
  stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
  fireEvent.click((await openMenu()).getByRole('menuitem', { name: '紐付けを解除' }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '解除する' }));
  expect(
    await screen.findByText('反響の紐づけ解除に失敗しましたエラー内容：Failed to fetch'),
  ).toBeInTheDocument();
});
