// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { apiTransport } from '../../src/api/transport';
import { EngineProvider } from '../../src/engine/renderer/engine-provider';
import { customerTimestampAtom } from '../../src/engine/renderer/state';
import { ApprovalHistory } from '../../src/pages/staff/customer-detail/approval-history/approval-history';
import { sectionFields } from '../../src/pages/staff/customer-detail/section-services';
import { basicInfoAdapter } from '../../src/sections/basic-info';
import { ThemedForm } from '../../src/theme';
import { renderPage, stubApi, type Answer } from './queue-harness';

// The header's approval-history controls: which edition the select shows, when the revert is offered,
// what it sends and what it tells the page.
const current = {
  header_id: 10,
  label: '2026/04/01 承認済',
  request_type: 2,
  status: 2,
  is_reserved: false,
  application_schedule_timestamp: null,
};
const reserved = {
  header_id: 11,
  label: '2026/06/01 反映予約',
  request_type: 2,
  status: 6,
  is_reserved: true,
  application_schedule_timestamp: '2026-06-01 00:00:00.000',
};
const awaiting = { ...current, header_id: 12, label: '承認待ち', status: 1 };

// The app's engine services as the detail page has them: the themed form, the sections' fields, the adapter.
const services = {
  Form: ThemedForm,
  transport: apiTransport,
  fields: sectionFields,
  adapters: { 'basic-info': basicInfoAdapter },
};

async function renderHistory(
  answer: (path: string) => Answer,
  { isEntry = false, onChanged = vi.fn() } = {},
) {
  const calls = stubApi(answer);
  const store = await renderPage(
    <EngineProvider services={services}>
      <ApprovalHistory customerId={2} userId={1} isEntry={isEntry} onChanged={onChanged} />
    </EngineProvider>,
  );
  act(() => store.set(customerTimestampAtom, '2026-05-01 09:30:00.000'));
  return { calls, store, onChanged };
}

const history = (editions: object[]): Answer => ({ body: { result_code: 2000, editions } });
const select = () => screen.getByRole('combobox', { name: '承認履歴' });
const revertButton = () => screen.getByRole('button', { name: 'この版の予約を取り消す' });

afterEach(() => vi.unstubAllGlobals());

test('the edition awaiting approval is chosen first; revert is offered only for a reserved edition', async () => {
  const { calls } = await renderHistory(() => history([current, reserved, awaiting]));
  expect(calls[0]).toMatchObject({ path: 'customers/getApprovalHistory', query: { customer_id: '2' } });
  expect(
    within(select())
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['2026/04/01 承認済', '2026/06/01 反映予約', '承認待ち']);
  expect(select()).toHaveValue('12');
  expect(revertButton()).toBeDisabled();
  fireEvent.change(select(), { target: { value: '11' } });
  expect(revertButton()).toBeEnabled();
  expect(screen.getByRole('button', { name: '表示' })).toBeEnabled();
});

test('an entry has no revert button; no history disables the select and 表示', async () => {
  await renderHistory(() => history([]), { isEntry: true });
  expect(screen.queryByRole('button', { name: 'この版の予約を取り消す' })).toBeNull();
  expect(select()).toBeDisabled();
  expect(select()).toHaveDisplayValue('承認履歴はありません');
  expect(screen.getByRole('button', { name: '表示' })).toBeDisabled();
});

test('revert confirms, sends the edition and stamp, toasts and hands the page the new stamp', async () => {
  let reverted = false;
  const { calls, store, onChanged } = await renderHistory((path) => {
    if (path === 'customers/revertApproval') {
      reverted = true;
      return { body: { result_code: 2000, customer_updated_timestamp: '2026-05-02 10:00:00.000' } };
    }
    return history(reverted ? [current] : [current, reserved]);
  });
  fireEvent.change(select(), { target: { value: '11' } });
  fireEvent.click(revertButton());
  const confirm = await screen.findByRole('alertdialog');
  expect(confirm).toHaveTextContent(
    '「2026/06/01 反映予約」の予約を取り消し、現在の版に戻します。よろしいですか？',
  );
  await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: '予約を取り消す' })));
  expect(calls.find((c) => c.path === 'customers/revertApproval')?.body).toEqual({
    customer_id: 2,
    updated_user_id: 1,
    header_id: 11,
    customer_updated_timestamp: '2026-05-01 09:30:00.000',
  });
  expect(await screen.findByText('予約を取り消しました')).toBeInTheDocument();
  expect(onChanged).toHaveBeenCalledWith('2026-05-02 10:00:00.000');
  expect(store.get(customerTimestampAtom)).toBe('2026-05-02 10:00:00.000');
  expect(select()).toHaveValue('10');
  expect(revertButton()).toBeDisabled();
});

test('a refused revert shows message(error_message) and leaves the page alone', async () => {
  const { onChanged } = await renderHistory((path) =>
    path === 'customers/revertApproval'
      ? {
          status: 409,
          body: {
            result_code: 409,
            message: '他のユーザーが先に更新しました',
            error_message: '更新日時が一致しません',
          },
        }
      : history([reserved]),
  );
  fireEvent.click(revertButton());
  const confirm = await screen.findByRole('alertdialog');
  await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: '予約を取り消す' })));
  expect(
    await screen.findByText('他のユーザーが先に更新しました(更新日時が一致しません)'),
  ).toBeInTheDocument();
  expect(onChanged).not.toHaveBeenCalled();
});

test('an order edition (request type 1) previews 受注内容 and 支払条件 read-only, each under its title', async () => {
  await renderHistory((path) =>
    path === 'customers/getHeaderByInfo'
      ? {
          body: {
            result_code: 2000,
            order_detail: {
              contract: { invoice_remark: '請求書は本社経理部宛' },
              order_table_info: { basic_items: [], each_items: [] },
            },
            pay_condition: { payment_method: 1, payment_cycle: { payment_cycle_type: 1 } },
          },
        }
      : history([{ ...current, request_type: 1, label: '受注内容の版' }]),
  );
  fireEvent.click(screen.getByRole('button', { name: '表示' }));
  const dialog = await screen.findByRole('dialog', { name: '受注内容の版' });
  const order = await within(dialog).findByRole('region', { name: '受注内容' }, { timeout: 5000 });
  const remark = await within(order).findByRole('textbox', { name: '請求書備考' }, { timeout: 5000 });
  expect(remark).toHaveValue('請求書は本社経理部宛');
  expect(remark).toBeDisabled();
  const pay = within(dialog).getByRole('region', { name: '支払条件' });
  expect(await within(pay).findByRole('radio', { name: '振込' }, { timeout: 5000 })).toBeChecked();
  fireEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
});

test('表示 previews the chosen basic-info edition read-only, through the section and its adapter', async () => {
  const { calls } = await renderHistory((path) =>
    path === 'customers/getHeaderByInfo'
      ? {
          body: {
            result_code: 2000,
            basic_info: {
              customer_update_application_header_id: 11,
              basic_customer_info: {
                corporate_name: '合同会社みらい設計事務所',
                prefecture: { options: [], selected: null },
              },
            },
          },
        }
      : history([current, reserved]),
  );
  fireEvent.change(select(), { target: { value: '11' } });
  fireEvent.click(screen.getByRole('button', { name: '表示' }));
  const dialog = await screen.findByRole('dialog', { name: '2026/06/01 反映予約' });
  const company = await within(dialog).findByLabelText('会社名', { exact: true }, { timeout: 5000 });
  expect(company).toHaveValue('合同会社みらい設計事務所');
  expect(company).toBeDisabled();
  expect(calls.find((c) => c.path === 'customers/getHeaderByInfo')?.query).toEqual({
    customer_id: '2',
    header_id: '11',
  });
});
