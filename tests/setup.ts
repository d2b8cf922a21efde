import '@testing-library/jest-dom/vitest';

// React's scheduler may still hold a task (setImmediate) when a jsdom file ends; on a busy machine it could
// run after the environment is torn down ("window is not defined"). One more turn lets it run while the
// window is still there.
afterAll(() => new Promise<void>((resolve) => setImmediate(resolve)));
