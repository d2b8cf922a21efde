// Stands in for @blueprintjs/datetime's `common/timezoneItems` in the production build (vite.config.ts,
// `withoutTimeZoneList`). The original builds its whole time-zone list when imported — an
// `Intl.DateTimeFormat` per zone, ≈ 190 ms of a slow machine's main thread on the customer page (bench B8,
// issue 17) — though only Blueprint's TimezoneSelect reads the list, which the app never shows (its
// DateInput runs without a time zone). UTC, which DateInput does read, is here as the original gives it.

/** A zone as Blueprint's list gives it. */
interface TimezoneWithoutOffset {
  label: string;
  ianaCode: string;
}

/** UTC with its offset, as `lookupTimezoneOffset` gives it in the original. */
export const UTC_TIME = { label: 'UTC', ianaCode: 'Etc/UTC', offset: '+00:00' };

// Whatever reads the list learns at once why it is empty, rather than showing no zones.
const leftOut = (name: string) =>
  new Proxy([] as (TimezoneWithoutOffset & { offset: string })[], {
    get() {
      throw new Error(
        `${name}: the time-zone list is left out of the build (vite.config.ts, withoutTimeZoneList)`,
      );
    },
  });

export const TIMEZONE_ITEMS = leftOut('TIMEZONE_ITEMS');
export const MINIMAL_TIMEZONE_ITEMS = leftOut('MINIMAL_TIMEZONE_ITEMS');
