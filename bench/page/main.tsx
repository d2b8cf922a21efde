// The bench page: renders one case (`?case=fields|rows&impl=ours|baseline&size=N`) under React's
// Profiler and records mount time, per-key latency (key event → next frame) and render time per commit.
import { Profiler, useLayoutEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import '@blueprintjs/core/lib/css/blueprint.css';
import { EngineProvider } from '../../src/engine/renderer/engine-provider';
import { plainContext } from '../../src/engine/renderer/plain-context';
import { SchemaForm } from '../../src/engine/renderer/schema-form';
import type { AppUiSchema, FormData, Schema } from '../../src/engine/types';
import { ThemedForm } from '../../src/theme';
import { rowSection, wideSection } from '../fixtures';

const params = new URLSearchParams(location.search);
const impl = params.get('impl') === 'baseline' ? 'baseline' : 'ours';
const size = Number(params.get('size') ?? 0);
const rows = params.get('case') === 'rows';
const wide = wideSection(size || 150);
const table = rows ? rowSection(size || 1000) : undefined;
const schema: Schema = table ? table.schema : wide.schema;
const initial: FormData = table ? table.data : wide.data;
const ui: AppUiSchema = table ? (impl === 'ours' ? table.ours : table.baseline) : wide.ui;
const noTransport = {
  get: async () => ({ kind: 'network-error' as const, detail: 'bench' }),
  post: async () => ({ kind: 'network-error' as const, detail: 'bench' }),
};

// renderTimes: React render time per key (the sum of every commit between two key presses).
const record = { mount: 0, renderTimes: [] as number[], latencies: [] as number[], ready: false };
(window as unknown as { bench: typeof record }).bench = record;

function Ours() {
  const [data, setData] = useState(initial);
  return (
    <EngineProvider services={{ Form: ThemedForm, transport: noTransport }}>
      <SchemaForm
        schema={schema}
        uiSchema={ui}
        formData={data}
        onChange={setData}
        formContext={plainContext}
        idPrefix="bench"
        showAllErrors={false}
      />
    </EngineProvider>
  );
}

function Baseline() {
  const [data, setData] = useState(initial);
  return (
    <Form
      schema={schema}
      uiSchema={ui}
      formData={data}
      validator={validator}
      idPrefix="bench"
      onChange={(event) => setData(event.formData as FormData)}
    />
  );
}

let typing = false;
document.addEventListener(
  'keydown',
  () => {
    const start = performance.now();
    typing = true;
    record.renderTimes.push(0);
    requestAnimationFrame(() => record.latencies.push(performance.now() - start));
  },
  true,
);

const start = performance.now();
// User Timing marks bound the mount in a performance trace (Chrome DevTools, `Tracing` over CDP).
performance.mark('bench-mount-start');

// After the frame that follows now: a rAF callback runs before that frame's style, layout and paint, a
// message posted from it after them.
const afterNextFrame = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    }),
  );

// Mount: from before render until the first frame after the first commit has been laid out and painted.
// Timed from a layout effect (part of the commit), not a passive one: React runs a default-lane render's
// passive effects in a later task, usually after that frame, but at once after a synchronous re-render (a
// `setState` in `componentDidMount`), so a passive start left out the frame's layout and paint in one case only.
function Mounted({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    void afterNextFrame().then((end) => {
      record.mount = end - start;
      performance.mark('bench-mount-end');
      record.ready = true;
    });
  }, []);
  return children;
}

const root = createRoot(document.getElementById('root') as HTMLElement);
// B4, the customer list's table, measures itself (bench/page/list-case.tsx).
if (params.get('case') === 'list')
  void import('./list-case').then((list) => list.mountList(root, Number(params.get('rows') ?? 3500)));
else
  root.render(
    <Profiler
      id="bench"
      onRender={(_id, _phase, duration) => {
        if (typing) record.renderTimes[record.renderTimes.length - 1] += duration;
      }}
    >
      <Mounted>{impl === 'ours' ? <Ours /> : <Baseline />}</Mounted>
    </Profiler>,
  );
