// Stands in for @rjsf/utils' `getDecimalSeparator` in the app's build (vite.config.ts,
// `decimalSeparatorOnce`). rjsf's NumberField asks for the separator on every render of every number field,
// and the original builds an `Intl.NumberFormat` each time: the largest single cost of opening 受注内容 on a
// slow machine (bench B8, issue 17). Same answer, worked out once per list of locales.

const separators = new Map<string, string>();

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
  const key = String(locales);
  let separator = separators.get(key);
  if (separator === undefined) {
    separator = separatorOf(locales);
    separators.set(key, separator);
  }
  return separator;
}
