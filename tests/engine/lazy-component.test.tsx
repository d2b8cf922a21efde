// @vitest-environment jsdom
// A component from its own chunk never suspends the page around it: before its code is in it waits in
// its own boundary; once preloaded it renders at once (bench B8: the page turned into its spinner).
import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyComponent } from '../../src/engine/renderer/lazy-component';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

function Greeting({ name }: { name: string }) {
  return <p>こんにちは{name}さん</p>;
}

function page(Component: ComponentType<{ name: string }>) {
  return (
    <Suspense fallback={<p>ページ読み込み中</p>}>
      <h1>顧客詳細</h1>
      <Component name="山田" />
    </Suspense>
  );
}

test('before its code is in, it waits in its own boundary and the page stays', async () => {
  const chunk = deferred();
  const Lazy = lazyComponent(async () => (await chunk.promise, Greeting), <p>部品読み込み中</p>);
  render(page(Lazy));
  expect(screen.getByText('部品読み込み中')).toBeTruthy();
  expect(screen.getByText('顧客詳細')).toBeTruthy();
  expect(screen.queryByText('ページ読み込み中')).toBeNull();
  chunk.resolve();
  expect(await screen.findByText('こんにちは山田さん')).toBeTruthy();
  expect(screen.queryByText('ページ読み込み中')).toBeNull();
});

test('once preloaded it renders in the first pass, without any fallback', async () => {
  const Lazy = lazyComponent(async () => Greeting, <p>部品読み込み中</p>);
  await Lazy.preload();
  render(page(Lazy));
  expect(screen.getByText('こんにちは山田さん')).toBeTruthy();
  expect(screen.queryByText('部品読み込み中')).toBeNull();
});

test('the code loads once, however often it is preloaded or rendered', async () => {
  let loads = 0;
  const Lazy = lazyComponent(async () => ((loads += 1), Greeting));
  await Promise.all([Lazy.preload(), Lazy.preload()]);
  render(page(Lazy));
  await Lazy.preload();
  expect(loads).toBe(1);
});
