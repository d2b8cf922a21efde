// The supported-browser table of 002 §9, judged from the user agent alone.
//
// Decisions where the table is silent (README "Supported browsers"):
// - Chromium-based browsers (Chrome, Edge, Opera, Samsung Internet, headless Chrome) are judged by the
//   Chrome version they report; legacy EdgeHTML Edge reports Chrome 70 and so fails.
// - On iOS every browser runs Safari's engine, so Chrome and Firefox for iOS pass from iOS 12 on.
// - Desktop platforms the table does not name (Linux, ChromeOS) get the desktop browser minimums
//   (Chrome or Edge 94, Firefox 93), so a Linux workstation with a current browser is not refused.

/** The platform a user agent names. */
export type Platform = 'ios' | 'android' | 'windows' | 'macos' | 'other-desktop' | 'unknown';

/** The browser family a user agent names, with its major version. */
export type Browser =
  | { kind: 'chromium'; version: number }
  | { kind: 'firefox'; version: number }
  | { kind: 'safari'; version: number }
  | { kind: 'ios-webkit' }
  | { kind: 'unknown' };

const minimum = { chrome: 94, firefox: 93, iosSafari: 12, macSafari: 13, ios: 12, android: 9 } as const;

function major(userAgent: string, pattern: RegExp): number | null {
  const match = pattern.exec(userAgent);
  return match ? Number(match[1]) : null;
}

// "10_15_7" and "10.15" both become [10, 15].
function version(text: string): [number, number] {
  const [first = 0, second = 0] = text.split(/[._]/).map(Number);
  return [first, second];
}

const atLeast = ([a, b]: [number, number], [minA, minB]: [number, number]) =>
  a > minA || (a === minA && b >= minB);

/** The platform of a user agent. Android is checked before Linux, iOS before macOS (iPhone UAs say "like Mac OS X"). */
export function platformOf(userAgent: string): Platform {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  if (/Windows NT/.test(userAgent)) return 'windows';
  if (/Macintosh|Mac OS X/.test(userAgent)) return 'macos';
  if (/Linux|CrOS|X11/.test(userAgent)) return 'other-desktop';
  return 'unknown';
}

/** The browser family of a user agent. */
export function browserOf(userAgent: string): Browser {
  if (/CriOS\/|FxiOS\/|EdgiOS\//.test(userAgent)) return { kind: 'ios-webkit' };
  const firefox = major(userAgent, /Firefox\/(\d+)/);
  if (firefox !== null) return { kind: 'firefox', version: firefox };
  const chromium = major(userAgent, /(?:HeadlessChrome|Chrome|Chromium)\/(\d+)/);
  if (chromium !== null) return { kind: 'chromium', version: chromium };
  const safari = /Safari\//.test(userAgent) ? major(userAgent, /Version\/(\d+)/) : null;
  if (safari !== null) return { kind: 'safari', version: safari };
  return { kind: 'unknown' };
}

function desktopBrowserOk(browser: Browser, safariMinimum: number | null): boolean {
  switch (browser.kind) {
    case 'chromium':
      return browser.version >= minimum.chrome;
    case 'firefox':
      return browser.version >= minimum.firefox;
    case 'safari':
      return safariMinimum !== null && browser.version >= safariMinimum;
    case 'ios-webkit':
    case 'unknown':
      return false;
    default: {
      const unreachable: never = browser;
      return unreachable;
    }
  }
}

function iosOk(userAgent: string, browser: Browser): boolean {
  const os = /OS (\d+(?:_\d+)*) like Mac OS X/.exec(userAgent);
  if (!os || !atLeast(version(os[1]), [minimum.ios, 0])) return false;
  if (browser.kind === 'ios-webkit') return true;
  return browser.kind === 'safari' && browser.version >= minimum.iosSafari;
}

function androidOk(userAgent: string, browser: Browser): boolean {
  const os = /Android (\d+(?:\.\d+)*)/.exec(userAgent);
  if (!os || !atLeast(version(os[1]), [minimum.android, 0])) return false;
  return browser.kind === 'chromium' && browser.version >= minimum.chrome;
}

function windowsOk(userAgent: string, browser: Browser): boolean {
  const os = /Windows NT (\d+\.\d+)/.exec(userAgent);
  if (!os || !atLeast(version(os[1]), [6, 3])) return false;
  return desktopBrowserOk(browser, null);
}

function macOk(userAgent: string, browser: Browser): boolean {
  const os = /Mac OS X (\d+[._]\d+)/.exec(userAgent);
  // Some agents (older Firefox builds, privacy modes) omit the version: the browser then decides.
  if (os && !atLeast(version(os[1]), [10, 13])) return false;
  return desktopBrowserOk(browser, minimum.macSafari);
}

/** True when the user agent is a platform and browser of 002 §9's table at or above its minimum. */
export function isSupportedBrowser(userAgent: string): boolean {
  const browser = browserOf(userAgent);
  const platform = platformOf(userAgent);
  switch (platform) {
    case 'ios':
      return iosOk(userAgent, browser);
    case 'android':
      return androidOk(userAgent, browser);
    case 'windows':
      return windowsOk(userAgent, browser);
    case 'macos':
      return macOk(userAgent, browser);
    case 'other-desktop':
      return desktopBrowserOk(browser, null);
    case 'unknown':
      return false;
    default: {
      const unreachable: never = platform;
      return unreachable;
    }
  }
}
