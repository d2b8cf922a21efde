// The build's stand-in for @rjsf/utils' getDecimalSeparator (vite.config.ts): rjsf's answer, worked out once
// per list of locales instead of an Intl.NumberFormat per number field and render.
import { getDecimalSeparator as rjsfDecimalSeparator } from '@rjsf/utils';
import { afterEach, expect, test } from 'vitest';
import getDecimalSeparator from '../../src/theme/decimal-separator';

const OriginalNumberFormat = Intl.NumberFormat;
afterEach(() => {
  Intl.NumberFormat = OriginalNumberFormat;
});

test.each([
  ['ja-JP'],
  ['ja'],
  ['de-DE'],
  [['fr-FR', 'en']],
  ['en-US'],
  ['en-IN'],
  ['en-ZA'],
  ['zh-TW'],
  ['zh-Hans-CN'],
  ['ko-KR'],
  [['ja-JP', 'de-DE']],
  [['de-DE', 'ja-JP']],
])('answers as rjsf does for %s', (locales) => {
  expect(getDecimalSeparator(locales)).toBe(rjsfDecimalSeparator(locales));
});

/** Counts the number formats built from now on. */
function countingNumberFormats(): { built: number } {
  const count = { built: 0 };
  Intl.NumberFormat = class extends OriginalNumberFormat {
    constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      super(...args);
      count.built += 1;
    }
  } as typeof Intl.NumberFormat;
  return count;
}

test('builds one number format per list of locales, however often it is asked', () => {
  const count = countingNumberFormats();
  for (let i = 0; i < 5; i += 1) getDecimalSeparator(['de-AT']);
  expect(getDecimalSeparator(['de-AT'])).toBe(',');
  expect(count.built).toBe(1);
});

test('a Japanese browser needs no number format at all', () => {
  const count = countingNumberFormats();
  expect(getDecimalSeparator(['ja-JP', 'ja', 'en-US'])).toBe('.');
  expect(getDecimalSeparator('ja')).toBe('.');
  expect(count.built).toBe(0);
});
