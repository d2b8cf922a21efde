import { useEffect } from 'react';
import { atom, useSetAtom } from 'jotai';

/** A page's own window title (the customer a detail page shows); null: the route's title. */
export const pageTitleAtom = atom<string | null>(null);

/**
 * Names the browser tab after what the page shows (`T000001 株式会社サンプル商事`), so that staff with
 * several customers open tell the tabs apart; the route's title returns when the page goes.
 */
export function usePageTitle(title: string | null): void {
  const setTitle = useSetAtom(pageTitleAtom);
  useEffect(() => {
    setTitle(title);
    return () => setTitle(null);
  }, [setTitle, title]);
}
