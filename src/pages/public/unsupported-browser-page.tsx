import { useEffect } from 'react';

/** The unsupported-browser page itself: a static page without the bundle (public/unsupported_browser.html). */
export const unsupportedBrowserPage = '/unsupported_browser.html';

/**
 * Where every route sends a browser outside the supported table (000 §2.2, 002 §9): the static page, which
 * the browser gate (public/browser-gate.js) also sends browsers to that cannot run the app at all. One page
 * for both, loaded anew so that nothing of the app stays running.
 */
export function UnsupportedBrowserPage() {
  useEffect(() => window.location.replace(unsupportedBrowserPage), []);
  return null;
}
