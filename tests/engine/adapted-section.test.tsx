// @vitest-environment jsdom
// The engine's parts for sections whose API shape differs from their form (DESIGN §4 adapters): options
// from the answer, mode differences, save labels and outcomes, update mode with the change save and its
// approval modal, a block's own save, sent-back marks, multipart saves.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { Provider as JotaiProvider } from 'jotai';
import type { SectionAdapter } from '../../src/engine/adapters';
import { buildCatalogue } from '../../src/engine/catalogue';
import type { CallResult, Transport } from '../../src/engine/failure';
import { EngineProvider } from '../../src/engine/renderer/engine-provider';
import { SectionPanel } from '../../src/engine/renderer/section-panel';
import type { FormData, SectionContext } from '../../src/engine/types';
import { ThemedForm } from '../../src/theme';
import { testContext } from './engine-harness';

const entry = buildCatalogue({
  'sections/sample/section.json': {
    id: 'sample',
    title: 'サンプル',
    permission: 'サンプル',
    adapter: 'sample',
    load: { path: 'sample/load', root: 'sample' },
    save: {
      path: 'sample/request',
      entryPath: 'sample/requestEntry',
      encoding: 'multipart',
      fields: [],
      labels: [
        { when: { properties: { credit: { const: 4 } } }, text: '保存' },
        { text: '保存（与信依頼）' },
      ],
      outcomes: [{ when: { properties: { is_skip: { const: false } } }, text: '承認依頼を発行しました' }],
    },
    change: {
      path: 'sample/change',
      label: '変更の保存',
      confirmTitle: '下記の項目が承認対象です。保存して承認依頼をしますか。',
      confirmButton: '保存して承認依頼',
      messages: { saved: '変更の保存に成功しました', saveFailed: '変更の保存に失敗しました' },
    },
    blockSaves: [
      {
        block: 'charge',
        path: 'sample/inCharge',
        label: '担当を保存',
        fields: { project_master_id: '/charge/project' },
        messages: { saved: '担当を更新しました', saveFailed: '担当の更新に失敗しました' },
      },
    ],
    options: { '/charge/project': 'projects', '/status': 'statuses' },
    modes: {
      entry: { hideOptions: { '/status': [11] } },
      contracted: { readonly: ['/number'] },
    },
    messages: {
      loadFailed: '取得に失敗しました',
      saveFailed: '与信依頼に失敗しました',
      saved: '保存に成功しました',
    },
  },
  'sections/sample/schema.json': {
    type: 'object',
    properties: {
      charge: {
        type: 'object',
        title: '担当',
        properties: { project: { type: 'integer', title: 'プロジェクト' } },
      },
      status: { type: 'integer', title: '契約状態' },
      name: { type: 'string', title: '会社名', maxLength: 10 },
      number: { type: 'string', title: '保証金番号' },
      credit: { type: 'integer', title: '与信' },
    },
  },
  'sections/sample/ui.json': {
    charge: { 'ui:options': { actions: 'charge' } },
    credit: { 'ui:widget': 'hidden' },
  },
}).sample;

// The answer keeps the API's shape: `{ sample: { current, pending?, sentBack?, flags } }`.
const adapter: SectionAdapter = {
  fromAnswer(body) {
    const answer = body.sample as Record<string, unknown>;
    return {
      data: answer.current as FormData,
      pending: answer.pending as FormData | undefined,
      sentBack: answer.sentBack as FormData | undefined,
      updateMode: Boolean(answer.pending),
      requesting: answer.requesting === true,
      options: {
        projects: [
          { value: 1, text: '東京' },
          { value: 2, text: '大阪' },
        ],
        statuses: [
          { value: 3, text: '契約中' },
          { value: 11, text: '白紙契約' },
        ],
      },
      extra: { header_id: 77 },
    };
  },
  toRequest(data, context) {
    return { fields: { name: data.name ?? '', header_id: context.extra.header_id ?? null }, files: [] };
  },
};

const current = { charge: { project: 1 }, status: 3, name: '旧社名', number: 'A1', credit: 1 };
const ok = (body: Record<string, unknown>): CallResult => ({
  kind: 'ok',
  status: 200,
  body: { result_code: 2000, ...body },
});

function transportFor(sample: Record<string, unknown>, answers: Record<string, CallResult> = {}) {
  const calls: { path: string; payload: Record<string, unknown> }[] = [];
  const answer = async (path: string, payload: Record<string, unknown>) => {
    calls.push({ path, payload });
    return answers[path] ?? ok(path === 'sample/load' ? { sample } : {});
  };
  const transport: Transport = {
    get: (path, query) => answer(path, query),
    post: answer,
    postMultipart: (path, fields) => answer(path, fields),
  };
  return { transport, calls };
}

function renderSample(transport: Transport, overrides: Partial<SectionContext> = {}) {
  render(
    <JotaiProvider>
      <SWRConfig value={{ provider: () => new Map() }}>
        <EngineProvider services={{ Form: ThemedForm, transport, adapters: { sample: adapter } }}>
          <SectionPanel entry={entry} context={{ ...testContext, ...overrides }} />
        </EngineProvider>
      </SWRConfig>
    </JotaiProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'サンプル' }));
  return screen.findByRole('textbox', { name: '会社名' });
}

const optionTexts = (name: string) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('a section with an adapter', () => {
  test('fills selects from the answer; entries do not see option 11 unless it is the value', async () => {
    renderSample(transportFor({ current }).transport, { isEntry: true });
    await screen.findByRole('textbox', { name: '会社名' });
    expect(optionTexts('プロジェクト')).toEqual(expect.arrayContaining(['東京', '大阪']));
    expect(optionTexts('契約状態')).not.toContain('白紙契約');
  });

  test('option 11 stays for an entry whose value it is, and for contracted customers', async () => {
    renderSample(transportFor({ current: { ...current, status: 11 } }).transport, { isEntry: true });
    await screen.findByRole('textbox', { name: '会社名' });
    expect(optionTexts('契約状態')).toContain('白紙契約');
  });

  test('a mode read-only field cannot be edited', async () => {
    await renderSample(transportFor({ current }).transport);
    expect(screen.getByRole('textbox', { name: '保証金番号' })).toHaveAttribute('readonly');
  });

  test('the save label follows the data; the outcome text follows the answer; entries use their path', async () => {
    const { transport, calls } = transportFor(
      { current },
      { 'sample/requestEntry': ok({ is_skip: false, customer_updated_timestamp: 't2' }) },
    );
    const input = await renderSample(transport, { isEntry: true });
    fireEvent.change(input, { target: { value: '新社名' } });
    fireEvent.click(screen.getByRole('button', { name: '保存（与信依頼）' }));
    expect(await screen.findByText('承認依頼を発行しました')).toBeInTheDocument();
    const request = calls.find((call) => call.path === 'sample/requestEntry');
    expect(request?.payload).toMatchObject({
      name: '新社名',
      header_id: '77',
      is_entry: '1',
      customer_updated_timestamp: testContext.customerUpdatedTimestamp,
    });
  });

  test('with credit 4 the button reads 保存 and the plain success text shows', async () => {
    const { transport } = transportFor(
      { current: { ...current, credit: 4 } },
      { 'sample/request': ok({ is_skip: true }) },
    );
    await renderSample(transport);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存に成功しました')).toBeInTheDocument();
  });

  test('update mode: pending value read-only with its tooltip, save hidden, change save through the modal', async () => {
    const pending = { ...current, name: '新社名' };
    const { transport, calls } = transportFor(
      { current, pending },
      { 'sample/change': ok({ customer_updated_timestamp: 't3' }) },
    );
    const input = await renderSample(transport);
    expect(input).toHaveValue('新社名');
    expect(input).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: '保存（与信依頼）' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '変更の保存' }));
    const modal = await screen.findByRole('dialog', {
      name: '下記の項目が承認対象です。保存して承認依頼をしますか。',
    });
    expect(within(modal).getByRole('listitem')).toHaveTextContent('会社名');
    fireEvent.click(within(modal).getByRole('button', { name: '保存して承認依頼' }));
    expect(await screen.findByText('変更の保存に成功しました')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'sample/change')?.payload).toMatchObject({
      header_id: 77,
      customer_id: 1,
    });
  });

  test('the change save is disabled while a request runs', async () => {
    await renderSample(
      transportFor({ current, pending: { ...current, name: '新社名' }, requesting: true }).transport,
    );
    expect(screen.getByRole('button', { name: '変更の保存' })).toBeDisabled();
    // Update mode hides the normal saves, the block's own too.
    expect(screen.queryByRole('button', { name: '担当を保存' })).toBeNull();
  });

  test("a request without update mode disables the block's save and the main save", async () => {
    await renderSample(transportFor({ current, requesting: true }).transport);
    expect(screen.getByRole('button', { name: '担当を保存' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '保存（与信依頼）' })).toBeDisabled();
  });

  test("a block's own save sends its fields only", async () => {
    const { transport, calls } = transportFor(
      { current },
      { 'sample/inCharge': ok({ customer_updated_timestamp: 't4' }) },
    );
    await renderSample(transport);
    fireEvent.change(screen.getByRole('combobox', { name: 'プロジェクト' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: '担当を保存' }));
    expect(await screen.findByText('担当を更新しました')).toBeInTheDocument();
    const call = calls.find((entry) => entry.path === 'sample/inCharge');
    expect(call?.payload).toMatchObject({ project_master_id: 2, customer_id: 1 });
    expect(call?.payload).not.toHaveProperty('name');
  });

  test('a sent-back application comes back editable, its changes marked with the value in force', async () => {
    const input = await renderSample(
      transportFor({ current, sentBack: { ...current, name: '差戻社名' } }).transport,
    );
    expect(input).toHaveValue('差戻社名');
    expect(input).not.toHaveAttribute('readonly');
    const frame = input.closest('[data-change-mark]');
    expect(frame).toHaveAttribute('data-change-mark', 'sentBack');
    fireEvent.mouseEnter(frame as Element);
    expect(await screen.findByText('変更前:旧社名')).toBeInTheDocument();
  });
});
