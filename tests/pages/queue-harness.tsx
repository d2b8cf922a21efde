// Shared by the queue page tests (与信審査, 承認): a fetch stub that answers by path and records every call,
// and a page rendered inside the providers the app gives it (router, fresh SWR cache, jotai store).
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { createStore, Provider } from 'jotai';

/** One recorded API call: method, path under /api/v1/, query and JSON body. */
export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | null;
}

/** How the stub answers a call: a JSON body with a status (200 by default). */
export type Answer = { status?: number; body: Record<string, unknown> };

/**
 * Stubs `fetch` with `answer(path, call)`; returns the list the calls are recorded in. Calls of `aside`'s paths
 * (what another part of the page asks for) get their fixed answer and are not recorded.
 */
export function stubApi(
  answer: (path: string, call: RecordedCall) => Answer | Promise<Answer>,
  aside: Record<string, Answer> = {},
): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const path = url.pathname.replace('/api/v1/', '');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
      const recorded = {
        method: init?.method ?? 'GET',
        path,
        query: Object.fromEntries(url.searchParams),
        body,
      };
      if (path in aside) return Response.json(aside[path].body, { status: aside[path].status ?? 200 });
      calls.push(recorded);
      const { status = 200, body: json } = await answer(path, recorded);
      return Response.json(json, { status });
    }),
  );
  return calls;
}

/** Renders a page with a fresh SWR cache and jotai store; returns the store to read atoms from. */
export async function renderPage(page: ReactElement) {
  const store = createStore();
  render(
    <Provider store={store}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter>{page}</MemoryRouter>
      </SWRConfig>
    </Provider>,
  );
  await act(async () => undefined);
  return store;
}

/** A list answer (`table_items`) holding these rows. */
export const listAnswer = (data: Record<string, unknown>[], total = data.length): Answer => ({
  body: { result_code: 2000, table_items: { total, data } },
});
