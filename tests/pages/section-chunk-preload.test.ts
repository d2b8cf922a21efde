// @vitest-environment jsdom
// The customer page asks for its sections' code just after the page's first key is drawn or after a while,
// whichever comes first, and then for all of it at once (section-chunk-preload.ts).
const loads = vi.hoisted(() => ({ asked: [] as string[] }));
const asker = (name: string) => () => (loads.asked.push(name), Promise.resolve());

vi.mock('../../src/theme/widgets/rich-text-widget', () => ({
  RichTextView: { preload: asker('rich text') },
}));
vi.mock('../../src/pages/staff/customer-detail/section-services', () => ({
  sectionFields: { mailRows: { preload: asker('mail rows') }, timingRows: { preload: asker('timing rows') } },
}));
vi.mock('../../src/engine/precompiled-registry', () => ({
  lazyValidatorLoads: () => [asker('validators of a section'), asker('validators of another')],
}));

const everything = [
  'rich text',
  'mail rows',
  'timing rows',
  'validators of a section',
  'validators of another',
];

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  loads.asked.length = 0;
});
afterEach(() => vi.useRealTimers());

async function started() {
  const { preloadSectionChunks } =
    await import('../../src/pages/staff/customer-detail/section-chunk-preload');
  preloadSectionChunks();
  preloadSectionChunks();
}

test('nothing is asked for before the first key; after it, everything once the key is drawn, once', async () => {
  await started();
  await vi.advanceTimersByTimeAsync(1500);
  expect(loads.asked).toEqual([]);
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'x' }));
  // Not in the key's own task: its character is drawn first.
  expect(loads.asked).toEqual([]);
  // Then at once, not at an idle period's time-out (jsdom has no requestIdleCallback: 200 ms).
  await vi.advanceTimersByTimeAsync(50);
  expect([...loads.asked].sort()).toEqual([...everything].sort());
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'y' }));
  await vi.advanceTimersByTimeAsync(5000);
  expect(loads.asked).toHaveLength(everything.length);
});

test('without a key, everything is asked for once the page has settled', async () => {
  await started();
  await vi.advanceTimersByTimeAsync(1900);
  expect(loads.asked).toEqual([]);
  await vi.advanceTimersByTimeAsync(400);
  expect([...loads.asked].sort()).toEqual([...everything].sort());
});
