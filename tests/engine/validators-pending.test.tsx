// @vitest-environment jsdom
// A form whose validators' code is still loading (the browser build loads a section's as it opens,
// vite-precompiled-validators.ts). Node compiles at once, so `validatorsReady` is made to answer as the build's
// does while a load runs: a section's opening waits for it beside its data and reports a failed one as a failed
// load; a form shown some other way shows a spinner until the code is in.
import { fireEvent, render, screen } from '@testing-library/react';
import { EngineProvider } from '../../src/engine/renderer/engine-provider';
import { SchemaForm } from '../../src/engine/renderer/schema-form';
import { validatorsReady } from '../../src/engine/schema-compiler';
import { loadSection, SectionLoadError } from '../../src/engine/section-calls';
import { ThemedForm } from '../../src/theme';
import {
  fakeTransport,
  overtimeAnnounceLoaded,
  renderSection,
  sectionEntry,
  testContext,
} from './engine-harness';

vi.mock('../../src/engine/schema-compiler', async (original) => ({
  ...(await original<typeof import('../../src/engine/schema-compiler')>()),
  validatorsReady: vi.fn(),
}));
const ready = vi.mocked(validatorsReady);

/** A load the test finishes or fails by hand, as the chunk's arrival would. */
function pendingLoad() {
  let finish = () => {};
  let fail = (_error: Error) => {};
  const promise = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { promise, finish, fail };
}

const entry = sectionEntry('overtime-announce');
const loaded = overtimeAnnounceLoaded;

afterEach(() => ready.mockReset());

test('a section opens once its data and its validators are both in', async () => {
  const load = pendingLoad();
  ready.mockImplementation(() => load.promise);
  const { transport, calls } = fakeTransport({ 'customers/getOvertimeAnnounceSetting': loaded });
  renderSection(entry, transport);
  fireEvent.click(screen.getByRole('button', { name: '時間外アナウンスオリジナルメッセージ' }));
  // The data came back; the validators have not.
  await vi.waitFor(() => expect(calls).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('textbox', { name: 'オリジナルメッセージ' })).toBeNull();
  load.finish();
  ready.mockReturnValue(undefined);
  expect(await screen.findByRole('textbox', { name: 'オリジナルメッセージ' })).toHaveValue('営業時間外です');
});

test("validators that fail to load fail the section's load with its own message", async () => {
  const load = pendingLoad();
  ready.mockImplementation(() => load.promise);
  const { transport } = fakeTransport({ 'customers/getOvertimeAnnounceSetting': loaded });
  const loading = loadSection(transport, entry.section, entry.schema, testContext);
  load.fail(new Error('Failed to fetch dynamically imported module'));
  await expect(loading).rejects.toThrow(SectionLoadError);
  await expect(loading).rejects.toThrow(entry.section.messages.loadFailed);
});

test('a form shown some other way shows a spinner until its validators are in', async () => {
  const load = pendingLoad();
  ready.mockImplementation(() => load.promise);
  render(
    <EngineProvider services={{ Form: ThemedForm, transport: fakeTransport({}).transport }}>
      <SchemaForm
        schema={entry.schema}
        uiSchema={entry.ui}
        formData={{ option_overtime_announce_content: '営業時間外です' }}
        onChange={() => undefined}
        formContext={testContext}
        idPrefix="preview"
        showAllErrors={false}
      />
    </EngineProvider>,
  );
  expect(screen.getByLabelText('読み込み中')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'オリジナルメッセージ' })).toBeNull();
  ready.mockReturnValue(undefined);
  load.finish();
  expect(await screen.findByRole('textbox', { name: 'オリジナルメッセージ' })).toHaveValue('営業時間外です');
  expect(screen.queryByLabelText('読み込み中')).toBeNull();
});
