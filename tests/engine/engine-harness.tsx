// Shared by the renderer's unit tests: a catalogue entry read from schemas/, a transport that answers
// from a table and records every call (unit tests only — browser tests use the real server), and a
// SectionPanel rendered inside the providers the app gives it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { Provider as JotaiProvider } from 'jotai';
import { buildCatalogue, type Catalogue, type CatalogueEntry } from '../../src/engine/catalogue';
import type { CallResult, Transport } from '../../src/engine/failure';
import { EngineProvider } from '../../src/engine/renderer/engine-provider';
import { SectionPanel } from '../../src/engine/renderer/section-panel';
import type { SectionContext } from '../../src/engine/types';
import { ThemedForm } from '../../src/theme';

/** The catalogue of the sections `schemas/sections/<id>/` of these ids, built as the app builds its own. */
export function sectionCatalogue(ids: string[]): Catalogue {
  const read = (id: string, file: string) =>
    JSON.parse(
      readFileSync(join(import.meta.dirname, '../../schemas/sections', id, file), 'utf8'),
    ) as unknown;
  const files = Object.fromEntries(
    ids.flatMap((id) =>
      ['section.json', 'schema.json', 'ui.json'].map((file) => [`sections/${id}/${file}`, read(id, file)]),
    ),
  );
  return buildCatalogue(files);
}

/** The catalogue entry of `schemas/sections/<id>/`. */
export function sectionEntry(id: string): CatalogueEntry {
  return sectionCatalogue([id])[id];
}

/** A signed-in admin on contracted customer 1, nothing locked. */
export const testContext: SectionContext = {
  customerId: 1,
  isEntry: false,
  userId: 1,
  requesting: false,
  customerUpdatedTimestamp: '2026-01-01 00:00:00.000',
  authorised: true,
};

/** 時間外アナウンス's load answer for customer 1 (type 112 with a V7 number): the section the panel's tests use. */
export const overtimeAnnounceLoaded: Extract<CallResult, { kind: 'ok' }> = {
  kind: 'ok',
  status: 200,
  body: {
    overtime_announce_setting: {
      option_overtime_announce_type: 112,
      option_overtime_announce_content: '営業時間外です',
      ttnm_vdn_v7: '7001',
    },
  },
};

/** A transport answering from a table by path (default: a bare success), recording every call. */
export function fakeTransport(answers: Record<string, CallResult>) {
  const calls: { path: string; payload: Record<string, unknown> }[] = [];
  const answer = async (path: string, payload: Record<string, unknown>) => {
    calls.push({ path, payload });
    return answers[path] ?? { kind: 'ok' as const, status: 200, body: { result_code: 2000 } };
  };
  const transport: Transport = { get: (path, query) => answer(path, query), post: answer };
  return { transport, calls };
}

/** Renders one SectionPanel with a fresh SWR cache and jotai store. */
export function renderSection(
  entry: CatalogueEntry,
  transport: Transport,
  context: SectionContext = testContext,
) {
  return render(
    <JotaiProvider>
      <SWRConfig value={{ provider: () => new Map() }}>
        <EngineProvider services={{ Form: ThemedForm, transport }}>
          <SectionPanel entry={entry} context={context} />
        </EngineProvider>
      </SWRConfig>
    </JotaiProvider>,
  );
}
