// 和暦 (Japanese era) dates for display. The boundaries are those of the Japanese calendar of Intl in Asia/Tokyo
// (1989-01-07 昭和64年 / 01-08 平成元年, 2019-04-30 平成31年 / 05-01 令和元年; era.test.ts compares every day
// from 大正 on with it). From 大正 on the era is worked out from the table below: building Intl's Japanese
// calendar costs ≈ 15 ms (≈ 60 ms at 4× CPU throttling, bench B8) on the customer page's way to its first
// input, and only a date before 大正 needs it.

let intlFormat: Intl.DateTimeFormat | undefined;
const eraFormat = () =>
  (intlFormat ??= new Intl.DateTimeFormat('ja-JP-u-ca-japanese', {
    timeZone: 'Asia/Tokyo',
    era: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }));

// The eras from 大正 on, latest first, with their first day.
const modernEras: readonly { name: string; firstDay: string }[] = [
  { name: '令和', firstDay: '2019-05-01' },
  { name: '平成', firstDay: '1989-01-08' },
  { name: '昭和', firstDay: '1926-12-25' },
  { name: '大正', firstDay: '1912-07-30' },
];

// The first Gregorian year of each era whose years a user may type (`平成元年1月8日`).
const eraStartYears: Record<string, number> = { 明治: 1868, 大正: 1912, 昭和: 1926, 平成: 1989, 令和: 2019 };

/** Whether the text is a real calendar date `YYYY-MM-DD` (years 0001–9999). */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `1989-01-08` → `平成元年1月8日` (the first year of an era is 元年); empty for anything but a real date. */
export function formatEraDate(isoDate: string): string {
  if (!isIsoDate(isoDate)) return '';
  // `YYYY-MM-DD` texts sort as their days do.
  const era = modernEras.find((candidate) => isoDate >= candidate.firstDay);
  if (!era) return intlEraDate(isoDate);
  const [year, month, day] = isoDate.split('-').map(Number);
  const eraYear = year - Number(era.firstDay.slice(0, 4)) + 1;
  return `${era.name}${eraYear === 1 ? '元' : eraYear}年${month}月${day}日`;
}

/** The era date as Intl's Japanese calendar writes it, 元年 for a first year. */
export function intlEraDate(isoDate: string): string {
  // Noon in Tokyo: the calendar day is the same in every reading of the instant.
  const instant = new Date(`${isoDate}T12:00:00+09:00`);
  return eraFormat()
    .formatToParts(instant)
    .map((part) => (part.type === 'year' && part.value === '1' ? '元' : part.value))
    .join('');
}

/** What the era date widget shows: `平成元年1月8日（1989-01-08）`; empty for anything but a real date. */
export function formatEraDisplay(isoDate: string): string {
  const era = formatEraDate(isoDate);
  return era ? `${era}（${isoDate}）` : '';
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function isoOf(year: number, month: number, day: number): string | null {
  const iso = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  return isIsoDate(iso) ? iso : null;
}

/**
 * Reads a date a user typed: `1989-01-08`, `1989/1/8`, `19890108`, the widget's own display
 * (`平成元年1月8日（1989-01-08）`), an era date (`平成元年1月8日`, `平成1年1月8日`) or its short form
 * (`H1.1.8`, `S45/1/2`, `R7-5-1`; full-width too). Null when it is none, or not a day of the era named.
 */
export function parseDateText(text: string): string | null {
  const value = text.normalize('NFKC').trim();
  const shown = /\((\d{4}-\d{2}-\d{2})\)$/.exec(value);
  if (shown) return isIsoDate(shown[1]) ? shown[1] : null;
  const western =
    /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(value) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (western) return isoOf(Number(western[1]), Number(western[2]), Number(western[3]));
  const era =
    /^(明治|大正|昭和|平成|令和)(元|\d{1,2})年(\d{1,2})月(\d{1,2})日$/.exec(value) ??
    /^([MTSHR])(元|\d{1,2})[./-](\d{1,2})[./-](\d{1,2})$/i.exec(value);
  if (!era) return null;
  const name = eraNames[era[1].toUpperCase()] ?? era[1];
  const year = eraStartYears[name] + (era[2] === '元' ? 1 : Number(era[2])) - 1;
  const iso = isoOf(year, Number(era[3]), Number(era[4]));
  // A date of another era is no date of this one: 平成32年 and 平成元年1月7日 (still 昭和) are refused.
  return iso && formatEraDate(iso).startsWith(name) ? iso : null;
}

// The letters Japanese forms abbreviate the eras with: S45.1.2, H2/1/2, R7.5.1.
const eraNames: Record<string, string> = { M: '明治', T: '大正', S: '昭和', H: '平成', R: '令和' };

/** The local calendar day of a Date as `YYYY-MM-DD` (the date picker hands out local midnights). */
export function isoOfLocalDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a `YYYY-MM-DD` day (what the date picker expects for min and max). */
export function localDateOf(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(2000, month - 1, day);
  date.setFullYear(year);
  return date;
}
