// Calls started before their view (src/engine/preloaded-calls.ts): taken once while fresh, never trusted
// once stale, never started twice while fresh, a failure kept for the view rather than left unhandled.
import { preloadCall, takePreloaded } from '../../src/engine/preloaded-calls';

beforeEach(() => vi.useFakeTimers({ toFake: ['performance'] }));
afterEach(() => vi.useRealTimers());

test('taken once; a second preload while fresh starts nothing; the next load calls afresh', async () => {
  const call = vi.fn(async () => 'answer');
  preloadCall('once', call);
  preloadCall('once', call);
  expect(call).toHaveBeenCalledTimes(1);
  await expect(takePreloaded('once')).resolves.toBe('answer');
  expect(takePreloaded('once')).toBeUndefined();
  // Taken and still fresh: a page rendering again asks for nothing new.
  preloadCall('once', call);
  expect(call).toHaveBeenCalledTimes(1);
});

test('a preload not taken within 10 s is dropped; a later one starts afresh', () => {
  const call = vi.fn(async () => 'old');
  preloadCall('stale', call);
  vi.advanceTimersByTime(10_000);
  expect(takePreloaded('stale')).toBeUndefined();
  preloadCall('stale', call);
  expect(call).toHaveBeenCalledTimes(2);
  vi.advanceTimersByTime(9_999);
  expect(takePreloaded('stale')).toBeDefined();
});

test('a failed preload reaches the view that takes it, and no one else', async () => {
  const unhandled = vi.fn();
  process.on('unhandledRejection', unhandled);
  preloadCall('failing', () => Promise.reject(new Error('通信エラー')));
  await new Promise((resolve) => setImmediate(resolve));
  expect(unhandled).not.toHaveBeenCalled();
  process.off('unhandledRejection', unhandled);
  await expect(takePreloaded('failing')).rejects.toThrow('通信エラー');
  expect(takePreloaded('other')).toBeUndefined();
});
