// @vitest-environment jsdom
import { StrictMode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { Provider as JotaiProvider } from 'jotai';
import type { CallResult, Transport } from '../../src/engine/failure';
import { EngineProvider } from '../../src/engine/renderer/engine-provider';
import { SectionPanel } from '../../src/engine/renderer/section-panel';
import { revealSection } from '../../src/engine/renderer/section-anchor';
import type { SectionContext } from '../../src/engine/types';
import { sectionAdapters } from '../../src/sections/adapters';
import { ThemedForm } from '../../src/theme';
import {
  fakeTransport,
  overtimeAnnounceLoaded,
  renderSection,
  sectionCatalogue,
  sectionEntry,
  testContext as context,
} from './engine-harness';

const entry = sectionEntry('overtime-announce');

const loaded = overtimeAnnounceLoaded;

function renderPanel(transport: Transport, overrides: Partial<SectionContext> = {}) {
  return render(
    <StrictMode>
      <JotaiProvider>
        <SWRConfig value={{ provider: () => new Map() }}>
          <EngineProvider services={{ Form: ThemedForm, transport }}>
            <SectionPanel entry={entry} context={{ ...context, ...overrides }} />
          </EngineProvider>
        </SWRConfig>
      </JotaiProvider>
    </StrictMode>,
  );
}

const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: '時間外アナウンスオリジナルメッセージ' }));
  return screen.findByRole('textbox', { name: 'オリジナルメッセージ' });
};

describe('SectionPanel', () => {
  test('loads on first open only, and shows the note', async () => {
    const { transport, calls } = fakeTransport({ 'customers/getOvertimeAnnounceSetting': loaded });
    renderPanel(transport);
    expect(calls).toHaveLength(0);
    expect(await open()).toHaveValue('営業時間外です');
    expect(screen.getByText('アナウンスボックス：V7番号 7001')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '時間外アナウンスオリジナルメッセージ' }));
    fireEvent.click(screen.getByRole('button', { name: '時間外アナウンスオリジナルメッセージ' }));
    expect(calls.filter((call) => call.path === 'customers/getOvertimeAnnounceSetting')).toHaveLength(1);
  });

  test('an invalid save sends nothing and shows the alert after 100 ms', async () => {
    const { transport, calls } = fakeTransport({ 'customers/getOvertimeAnnounceSetting': loaded });
    renderPanel(transport);
    const input = await open();
    fireEvent.change(input, { target: { value: 'x'.repeat(401) } });
    expect(screen.queryByText('オリジナルメッセージは400文字以内で入力してください')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const alert = await screen.findByRole('dialog', { name: '入力にエラーがあります' });
    expect(alert).toHaveTextContent('時間外アナウンスオリジナルメッセージ');
    expect(alert).toHaveTextContent('オリジナルメッセージは400文字以内で入力してください');
    expect(calls.map((call) => call.path)).toEqual(['customers/getOvertimeAnnounceSetting']);
  });

  test('a field shows its error once touched', async () => {
    const { transport } = fakeTransport({ 'customers/getOvertimeAnnounceSetting': loaded });
    renderPanel(transport);
    const input = await open();
    fireEvent.change(input, { target: { value: 'x'.repeat(401) } });
    fireEvent.blur(input);
    expect(
      await screen.findByText('オリジナルメッセージは400文字以内で入力してください'),
    ).toBeInTheDocument();
  });

  test('saving sends the fields with the stamp, then removes the access history', async () => {
    const { transport, calls } = fakeTransport({
      'customers/getOvertimeAnnounceSetting': loaded,
      'customers/updateOvertimeAnnounce': {
        kind: 'ok',
        status: 200,
        body: { customer_updated_timestamp: 'new' },
      },
    });
    renderPanel(transport);
    fireEvent.change(await open(), { target: { value: '新しいメッセージ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('customers/removeAccessHistory'));
    const save = calls.find((call) => call.path === 'customers/updateOvertimeAnnounce');
    expect(save?.payload).toEqual({
      customer_id: 1,
      is_entry: 0,
      updated_user_id: 1,
      customer_updated_timestamp: '2026-01-01 00:00:00.000',
      option_overtime_announce_content: '新しいメッセージ',
    });
  });

  test('without the permission every control is disabled', async () => {
    const { transport } = fakeTransport({ 'customers/getOvertimeAnnounceSetting': loaded });
    renderPanel(transport, { authorised: false });
    expect(await open()).toBeDisabled();
    expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
  });

  test('a load failure keeps the section closed', async () => {
    const { transport } = fakeTransport({
      'customers/getOvertimeAnnounceSetting': { kind: 'http-error', status: 500, body: {} },
    });
    renderPanel(transport);
    fireEvent.click(screen.getByRole('button', { name: '時間外アナウンスオリジナルメッセージ' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '時間外アナウンスオリジナルメッセージ' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('SectionPanel with a pending update', () => {
  const pendingEntry = {
    ...entry,
    section: { ...entry.section, load: { ...entry.section.load, pending: 'update_info' } },
  };
  const withPending: CallResult = {
    kind: 'ok',
    status: 200,
    body: {
      ...loaded.body,
      update_info: { is_update: true, option_overtime_announce_content: '承認待ちの新しい文面' },
    },
  };

  test('shows the pending value read-only with 変更前 on hover, and hides Save', async () => {
    const { transport } = fakeTransport({ 'customers/getOvertimeAnnounceSetting': withPending });
    renderSection(pendingEntry, transport);
    const input = await open();
    expect(input).toHaveValue('承認待ちの新しい文面');
    expect(input).toHaveAttribute('readonly');
    expect(input).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    fireEvent.mouseEnter(input.parentElement as HTMLElement);
    fireEvent.focus(input);
    expect(await screen.findByText('変更前:営業時間外です')).toBeInTheDocument();
  });
});

describe('SectionPanel before its first opening', () => {
  const emailSetting = sectionEntry('email-setting');
  const title = 'E-Mail・メッセンジャー報告設定';

  // Each test its own customer: what one test's pointer loaded is not another's (preloaded-calls.ts).
  function renderWithFields(preload: () => Promise<unknown>, customerId: number) {
    const { transport, calls } = fakeTransport({});
    // The page's lazily loaded fields E-Mail報告設定 names (section-services.tsx): only their preload is asked.
    const lazyField = Object.assign(() => null, { preload });
    const fields = { mailRows: lazyField, messengerRows: lazyField, mailGroups: lazyField };
    render(
      <JotaiProvider>
        <SWRConfig value={{ provider: () => new Map() }}>
          <EngineProvider services={{ Form: ThemedForm, transport, fields, adapters: sectionAdapters }}>
            <SectionPanel entry={emailSetting} context={{ ...context, customerId }} />
          </EngineProvider>
        </SWRConfig>
      </JotaiProvider>,
    );
    return calls;
  }

  test('a pointer over its header asks for its code and its data, once each, and leaves it closed', () => {
    const preload = vi.fn(() => Promise.resolve());
    const calls = renderWithFields(preload, 501);
    const header = screen.getByRole('button', { name: title });
    fireEvent.pointerEnter(header);
    expect(preload).toHaveBeenCalledTimes(3);
    expect(calls.map((call) => call.path)).toEqual(['customers/getEmailSetting']);
    fireEvent.pointerLeave(header);
    fireEvent.pointerEnter(header);
    expect(preload).toHaveBeenCalledTimes(3);
    expect(calls).toHaveLength(1);
    expect(header).toHaveAttribute('aria-expanded', 'false');
  });

  test('so does the focus reaching its header from the keyboard', () => {
    const preload = vi.fn(() => Promise.resolve());
    const calls = renderWithFields(preload, 502);
    fireEvent.focus(screen.getByRole('button', { name: title }));
    expect(preload).toHaveBeenCalledTimes(3);
    expect(calls.map((call) => call.path)).toEqual(['customers/getEmailSetting']);
  });

  test('opened by a key on its header, it loads and the header keeps the focus', async () => {
    const { transport } = fakeTransport({ 'customers/getOvertimeAnnounceSetting': loaded });
    renderPanel(transport);
    const header = screen.getByRole('button', { name: '時間外アナウンスオリジナルメッセージ' });
    header.focus();
    // Enter or Space on a button is its click.
    fireEvent.click(header);
    expect(await screen.findByRole('textbox', { name: 'オリジナルメッセージ' })).toHaveValue(
      '営業時間外です',
    );
    const opened = screen.getByRole('button', { name: '時間外アナウンスオリジナルメッセージ' });
    expect(opened).toHaveAttribute('aria-expanded', 'true');
    // The header alone was replaced by the whole panel's: the focus was handed to the new one.
    await waitFor(() => expect(opened).toHaveFocus());
  });

  test('the tag bar opens it, and its header has the focus', async () => {
    const { transport } = fakeTransport({ 'customers/getOvertimeAnnounceSetting': loaded });
    renderPanel(transport);
    // jsdom lays nothing out and has no scrolling: a stand-in for this test only.
    Element.prototype.scrollIntoView = vi.fn();
    try {
      act(() => revealSection('overtime-announce'));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
    expect(await screen.findByRole('textbox', { name: 'オリジナルメッセージ' })).toHaveValue(
      '営業時間外です',
    );
    const header = screen.getByRole('button', { name: '時間外アナウンスオリジナルメッセージ' });
    await waitFor(() => expect(header).toHaveFocus());
  });

  test('while a request is pending, its header shows in the warning colour', () => {
    const { transport } = fakeTransport({});
    renderPanel(transport, { requesting: true });
    const header = screen.getByRole('button', { name: '時間外アナウンスオリジナルメッセージ' });
    expect(header).toHaveClass('bp6-intent-warning');
  });
});

describe('the catalogue', () => {
  test('marks the sections that save on one call, which are whole from the start', () => {
    const catalogue = sectionCatalogue(['order-detail', 'pay-condition', 'overtime-announce']);
    expect(catalogue['order-detail'].savesWithOthers).toBe(true);
    expect(catalogue['pay-condition'].savesWithOthers).toBe(true);
    expect(catalogue['overtime-announce'].savesWithOthers).toBeUndefined();
  });
});
