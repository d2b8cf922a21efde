import { useSyncExternalStore } from 'react';

/** The mobile breakpoint (000 §9): below it the side menu collapses behind a menu button. */
export const smallScreenQuery = '(max-width: 480px)';

// Environments without matchMedia (jsdom, very old browsers the check turns away anyway) count as wide.
const media = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(smallScreenQuery) : null;

const subscribe = (onChange: () => void) => {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

/** True while the window is 480 px wide or narrower. */
export function useSmallScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
