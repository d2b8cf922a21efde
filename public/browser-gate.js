/*
 * The browser gate (002 §9): runs before the app's bundle, in the syntax every browser reads (ES5).
 * 1. A browser that cannot run the bundle at all (no ES modules, or a language older than Safari 12's,
 *    Chrome 94's or Firefox 93's) goes to the unsupported-browser page instead of a blank page.
 * 2. A supported browser that lacks an API the bundle uses gets core-js's polyfills first (written into
 *    the page while it is parsed, so they run before the bundle's modules); current browsers load nothing.
 *    scripts/bundle-check.ts keeps the list below in step with what the bundle uses.
 * The app itself then judges the user agent (src/app/browser-support.ts).
 */
(function () {
  var page = '/unsupported_browser.html';
  if (window.location.pathname === page) return;
  var script = document.createElement('script');
  var capable =
    'noModule' in script &&
    typeof Promise !== 'undefined' &&
    typeof Promise.prototype.finally === 'function' &&
    typeof Symbol === 'function' &&
    typeof Symbol.asyncIterator === 'symbol' &&
    typeof Array.prototype.flat === 'function' &&
    typeof Object.entries === 'function' &&
    typeof window.fetch === 'function' &&
    typeof window.Intl === 'object';
  if (!capable) {
    window.location.replace(page);
    return;
  }
  var lacking =
    typeof globalThis === 'undefined' ||
    typeof window.structuredClone !== 'function' ||
    typeof window.queueMicrotask !== 'function' ||
    typeof window.AggregateError !== 'function' ||
    typeof Object.fromEntries !== 'function' ||
    typeof Object.hasOwn !== 'function' ||
    typeof Promise.allSettled !== 'function' ||
    typeof Array.prototype.at !== 'function' ||
    typeof Array.prototype.findLast !== 'function' ||
    typeof Array.prototype.findLastIndex !== 'function' ||
    typeof String.prototype.at !== 'function' ||
    typeof String.prototype.replaceAll !== 'function';
  if (lacking) document.write('<script src="/polyfills/core-js.min.js"></script>');
})();
