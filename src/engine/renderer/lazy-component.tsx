import { createElement, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** A component whose code loads on first use or on `preload()`; see {@link lazyComponent}. */
export type LazyComponent<P> = ComponentType<P> & {
  /** Starts loading the code (once); resolves when a render can show the component at once. */
  preload: () => Promise<void>;
};

/**
 * A component loaded from its own chunk that never suspends the page around it. React's `lazy` suspends at
 * least once even when its chunk is in already, and with no boundary of its own the nearest one is the
 * page's: the whole page turned into a spinner and back, and every layout effect on it ran again (bench B8,
 * issue 17: 受注内容 and E-Mail報告設定 opened in two passes). So once the code is here (`preload()`, or
 * another instance loaded it) the component renders directly; before that it waits inside its own
 * boundary, showing `fallback`. An instance keeps the kind it mounted with, so that it never remounts.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(async () => ({ default: await start() }));
  function LoadedOrLazy(props: P) {
    const [Loaded] = useState(() => loaded);
    if (Loaded) return createElement(Loaded, props);
    return <Suspense fallback={fallback}>{createElement(Lazy, props)}</Suspense>;
  }
  return Object.assign(LoadedOrLazy, {
    preload: async () => {
      await start();
    },
  });
}
