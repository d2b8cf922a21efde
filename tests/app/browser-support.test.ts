import { browserOf, isSupportedBrowser, platformOf } from '../../src/app/browser-support';

// Real user agents, one block per row of 002 §9's table, each with the minimum and one below it.
const cases: { row: string; agent: string; supported: boolean }[] = [
  // iOS 12 or later, Safari 12 or later
  {
    row: 'iOS 12 Safari 12',
    agent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 12_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
    supported: true,
  },
  {
    row: 'iPadOS 17 Safari',
    agent:
      'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    supported: true,
  },
  {
    row: 'Chrome on iOS 16 (Safari engine)',
    agent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
    supported: true,
  },
  {
    row: 'iOS 11 Safari 11',
    agent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1',
    supported: false,
  },
  // Android 9 or later, Chrome 94 or later
  {
    row: 'Android 9 Chrome 94',
    agent:
      'Mozilla/5.0 (Linux; Android 9; SH-01L) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/94.0.4606.85 Mobile Safari/537.36',
    supported: true,
  },
  {
    row: 'Android 10 (reduced UA) Chrome 124',
    agent:
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    supported: true,
  },
  {
    row: 'Android 8 Chrome 120',
    agent:
      'Mozilla/5.0 (Linux; Android 8.1.0; SO-01K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    supported: false,
  },
  {
    row: 'Android 12 Chrome 93',
    agent:
      'Mozilla/5.0 (Linux; Android 12; Pixel 6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/93.0.4577.82 Mobile Safari/537.36',
    supported: false,
  },
  {
    row: 'Android Firefox (not in the table)',
    agent: 'Mozilla/5.0 (Android 13; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0',
    supported: false,
  },
  // Windows 6.3 or later, Edge or Chrome 94 or later, or Firefox 93 or later
  {
    row: 'Windows 10 Chrome 94',
    agent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/94.0.4606.61 Safari/537.36',
    supported: true,
  },
  {
    row: 'Windows 8.1 Edge 109',
    agent:
      'Mozilla/5.0 (Windows NT 6.3; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36 Edg/109.0.1518.78',
    supported: true,
  },
  {
    row: 'Windows 11 Firefox 93',
    agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:93.0) Gecko/20100101 Firefox/93.0',
    supported: true,
  },
  {
    row: 'Windows 10 Chrome 93',
    agent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/93.0.4577.82 Safari/537.36',
    supported: false,
  },
  {
    row: 'Windows 10 Firefox 92',
    agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:92.0) Gecko/20100101 Firefox/92.0',
    supported: false,
  },
  {
    row: 'Windows 7 (6.1) Chrome 109',
    agent:
      'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36',
    supported: false,
  },
  {
    row: 'Windows 10 Internet Explorer 11',
    agent: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
    supported: false,
  },
  {
    row: 'Windows 10 legacy Edge 18 (EdgeHTML)',
    agent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19041',
    supported: false,
  },
  // macOS 10.13 or later, Chrome 94 or later, Safari 13 or later, or Firefox 93 or later
  {
    row: 'macOS 10.13 Safari 13',
    agent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_13_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.2 Safari/605.1.15',
    supported: true,
  },
  {
    row: 'macOS Chrome 120',
    agent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    supported: true,
  },
  {
    row: 'macOS Firefox 115',
    agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:115.0) Gecko/20100101 Firefox/115.0',
    supported: true,
  },
  {
    row: 'macOS 10.13 Safari 12 (old Safari)',
    agent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_13_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Safari/605.1.15',
    supported: false,
  },
  {
    row: 'macOS 10.12 Safari 10',
    agent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_12_6) AppleWebKit/603.3.8 (KHTML, like Gecko) Version/10.1.2 Safari/603.3.8',
    supported: false,
  },
  {
    row: 'macOS 10.12 Chrome 103',
    agent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_12_6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/103.0.0.0 Safari/537.36',
    supported: false,
  },
  // Not in the table: Linux desktops get the desktop browser minimums; headless Chrome counts as Chrome.
  {
    row: 'Linux HeadlessChrome (the browser tests)',
    agent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
    supported: true,
  },
  {
    row: 'Linux Firefox 128',
    agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    supported: true,
  },
  {
    row: 'Linux Chrome 93',
    agent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/93.0.4577.63 Safari/537.36',
    supported: false,
  },
  { row: 'empty user agent', agent: '', supported: false },
  { row: 'a crawler', agent: 'curl/8.5.0', supported: false },
];

describe('supported browsers (002 §9)', () => {
  it.each(cases)('$row → $supported', ({ agent, supported }) => {
    expect(isSupportedBrowser(agent)).toBe(supported);
  });

  it('reads the platform and browser family', () => {
    const headless = cases.find((c) => c.row.startsWith('Linux Headless'))?.agent ?? '';
    expect(platformOf(headless)).toBe('other-desktop');
    expect(browserOf(headless)).toEqual({ kind: 'chromium', version: 140 });
    expect(platformOf(cases[0].agent)).toBe('ios');
    expect(browserOf(cases[0].agent)).toEqual({ kind: 'safari', version: 12 });
  });
});
