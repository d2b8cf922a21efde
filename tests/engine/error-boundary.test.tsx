// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { Provider as JotaiProvider } from 'jotai';
import type { CallResult } from '../../src/engine/failure';
import { EngineProvider } from '../../src/engine/renderer/engine-provider';
import { ErrorBoundary, sectionCrashedTitle } from '../../src/engine/renderer/error-boundary';
import { SectionPanel } from '../../src/engine/renderer/section-panel';
import type { AppUiSchema } from '../../src/engine/types';
import { ThemedForm } from '../../src/theme';
import { fakeTransport, sectionEntry, testContext as context } from './engine-harness';

const good = sectionEntry('overtime-announce');
// An analyst's misspelt widget name: rjsf throws while rendering the field.
const broken = {
  ...good,
  section: { ...good.section, id: 'broken', title: '壊れたセクション' },
  ui: { ...good.ui, option_overtime_announce_content: { 'ui:widget': 'textarae' } } as AppUiSchema,
};
const loaded: CallResult = {
  kind: 'ok',
  status: 200,
  body: {
    overtime_announce_setting: {
      option_overtime_announce_type: null,
      option_overtime_announce_content: '営業時間外です',
      ttnm_vdn_v7: '',
    },
  },
};

test('a section that breaks shows a card naming it and the error; the section beside it keeps working', async () => {
  const { transport } = fakeTransport({ 'customers/getOvertimeAnnounceSetting': loaded });
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <JotaiProvider>
      <SWRConfig value={{ provider: () => new Map() }}>
        <EngineProvider services={{ Form: ThemedForm, transport }}>
          {[broken, good].map((entry) => (
            <ErrorBoundary key={entry.section.id} title={sectionCrashedTitle(entry.section.title)}>
              <SectionPanel entry={entry} context={context} />
            </ErrorBoundary>
          ))}
        </EngineProvider>
      </SWRConfig>
    </JotaiProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: '壊れたセクション' }));
  const card = await screen.findByRole('alert');
  expect(card).toHaveTextContent('「壊れたセクション」を表示できませんでした');
  expect(card).toHaveTextContent(/エラー内容：.*textarae/);
  fireEvent.click(screen.getByRole('button', { name: '時間外アナウンスオリジナルメッセージ' }));
  expect(await screen.findByRole('textbox', { name: 'オリジナルメッセージ' })).toHaveValue('営業時間外です');
  quiet.mockRestore();
});
