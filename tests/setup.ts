import '@testing-library/jest-dom/vitest';

// React's scheduler may still hold tasks (setImmediate) when a jsdom file ends — a form filling in
// (use-progressive.ts) schedules its steps as transitions, rendered in slices; on a busy machine they could
// run after the environment is torn down ("window is not defined"). A few more turns let them run (or find
// their root unmounted) while the window is still there.
afterAll(async () => {
  // The toaster lives in a React root of its own that a test's cleanup does not reach; a toast's timer (4 s to hide,
  // then its exit transition) would otherwise fire after the window is gone.
  if (globalThis.document?.querySelector('.tas-toaster')) {
    const { removeToaster } = await import('../src/engine/renderer/toaster');
    removeToaster();
  }
  for (let turn = 0; turn < 10; turn += 1) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    await new Promise<void>((resolve) => setTimeout(resolve, 1));
  }
});
