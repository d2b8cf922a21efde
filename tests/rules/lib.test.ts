import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderRulesReadme } from '../../scripts/rules-readme';
import { setNow, tokyoNow, tokyoToday } from '../../rules/lib/clock';
import { isAllowedUpload, sniffFileType } from '../../rules/lib/files';
import { isJisSafe } from '../../rules/lib/jis-x0208';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

describe('sniffFileType (the server’s check of uploaded bytes)', () => {
  test.each([
    ['jpg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a)],
    ['gif', bytes('GIF87a')],
    ['gif', bytes('GIF89a')],
    ['tiff', bytes('II', 0x2a, 0x00)],
    ['tiff', bytes('MM', 0x00, 0x2a)],
    ['pdf', bytes('%PDF-1.4')],
  ])('%s', (kind, content) => expect(sniffFileType(content)).toBe(kind));

  test.each([
    ['BMP', bytes('BM')],
    ['executable', bytes('MZ', 0x90)],
    ['GIF with a wrong version', bytes('GIF88a')],
    ['PNG signature cut short', bytes(0x89, 'PNG')],
    ['empty', bytes()],
  ])('%s is none of them', (_, content) => expect(sniffFileType(content)).toBeUndefined());

  test('isAllowedUpload needs an allowed extension and content that agrees with it', () => {
    const types = ['jpg', 'png', 'pdf', 'gif', 'tiff'];
    const png = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a);
    expect(isAllowedUpload('scan.PNG', png, types)).toBe(true);
    expect(isAllowedUpload('scan.jpeg', png, types)).toBe(false);
    expect(isAllowedUpload('scan.png', bytes('MZ'), types)).toBe(false);
    expect(isAllowedUpload('scan.bmp', bytes('BM'), types)).toBe(false);
    expect(isAllowedUpload('scan.png', png, ['pdf'])).toBe(false);
  });
});

describe('the Tokyo clock', () => {
  afterEach(() => setNow(undefined));

  test('today is Tokyo’s even when UTC is still on the day before', () => {
    setNow('2026-04-14T15:00:00Z');
    expect(tokyoToday()).toBe('2026-04-15');
    expect(tokyoNow()).toBe('2026-04-15 00:00:00');
    setNow(new Date('2026-04-14T14:59:59Z'));
    expect(tokyoToday()).toBe('2026-04-14');
  });

  test('an unreadable time is refused', () => {
    expect(() => setNow('someday')).toThrow('unreadable');
  });
});

describe('JIS X 0208', () => {
  test('the six characters Node and browsers decode differently are accepted in both spellings', () => {
    for (const char of '〜～−－‖∥¢￠£￡¬￢') expect(isJisSafe(char)).toBe(true);
  });
});

describe('rules/README.md', () => {
  test('is generated from the rule files and is up to date', async () => {
    const current = readFileSync(join(import.meta.dirname, '../../rules/README.md'), 'utf8');
    expect(current).toBe(await renderRulesReadme());
  });
});
