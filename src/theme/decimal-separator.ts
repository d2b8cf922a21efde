// Stands in for @rjsf/utils' `getDecimalSeparator` in the app's build (vite.config.ts,
// `decimalSeparatorOnce`). rjsf's NumberField asks for the separator on every render of every number field,
// and the original builds an `Intl.NumberFormat` each time: the largest single cost of opening 受注内容 on a
// slow machine (bench B8, issue 17). Same answer, worked out once per list of locales.

const separators = new Map<string, string>();

// Japanese writes a full stop (CLDR; it has no region that differs), and the staff's browsers are Japanese.
// Building the first `Intl.NumberFormat` loads the locale's number data — ≈ 50 ms at 4× while 基本情報
// first renders (B8 profile); Japanese needs none. (Not English: en-ZA writes a comma.)
const fullStopLanguages = new Set(['ja']);

const languageOf = (locale: string) => locale.split(/[-_]/)[0].toLowerCase();

function separatorOf(locales: string | readonly string[]): string {
  try {
    const parts = new Intl.NumberFormat(locales as string | string[]).formatToParts(1.1);
    return parts.find((part) => part.type === 'decimal')?.value || '.';
  } catch {
    return '.';
  }
}

/** The decimal separator of `languages`, else of the browser's languages; '.' when neither says. */
export default function getDecimalSeparator(languages?: string | readonly string[]): string {
  const locales = languages || (typeof navigator !== 'undefined' ? navigator.languages : undefined);
  if (!locales) return '.';
  const first = typeof locales === 'string' ? locales : locales[0];
  if (first && fullStopLanguages.has(languageOf(first))) return '.';
  const key = String(locales);
  let separator = separators.get(key);
  if (separator === undefined) {
    separator = separatorOf(locales);
    separators.set(key, separator);
  }
  return separator;
}
