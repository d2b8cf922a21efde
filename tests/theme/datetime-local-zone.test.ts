// The build's stand-in for date-fns-tz and Blueprint's getCurrentTimezone (src/theme/widgets/datetime-local-zone.ts):
// the conversions Blueprint's DateInput makes between local time and UTC give what date-fns-tz gives with the
// browser's zone, without Intl; any other zone is refused, saying where to look.
import * as real from 'date-fns-tz';
import {
  formatInTimeZone,
  getCurrentTimezone,
  getTimezoneOffset,
  localZone,
  utcToZonedTime,
  zonedTimeToUtc,
} from '../../src/theme/widgets/datetime-local-zone';

// The machine's zone: Tokyo as the product's users have it, and UTC as CI's machines have it.
const zones = ['Asia/Tokyo', 'UTC'];
const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

const datesIn = (zone: string) => {
  // Node reads TZ again when it is set: every Date from here on is in that zone.
  process.env.TZ = zone;
  return [
    new Date(2026, 11, 4, 15, 30),
    new Date(2019, 4, 1),
    new Date(1989, 0, 8),
    new Date(1962, 6, 7),
    new Date(1900, 0, 1),
    new Date(9999, 11, 31),
  ];
};

test('the browser’s zone is local time, learnt without Intl', () => {
  const built = vi.spyOn(Intl, 'DateTimeFormat');
  expect(getCurrentTimezone()).toBe(localZone);
  for (const date of datesIn('Asia/Tokyo')) {
    zonedTimeToUtc(date, localZone);
    formatInTimeZone(date, 'Etc/UTC', 'yyyy-MM-dd');
  }
  expect(built).not.toHaveBeenCalled();
  built.mockRestore();
});

test.each(zones)('in %s: each conversion as date-fns-tz makes it', (zone) => {
  for (const date of datesIn(zone)) {
    expect(zonedTimeToUtc(date, localZone)).toEqual(real.zonedTimeToUtc(date, zone));
    expect(utcToZonedTime(date, localZone)).toEqual(real.utcToZonedTime(date, zone));
    expect(utcToZonedTime(date, 'Etc/UTC')).toEqual(real.utcToZonedTime(date, 'Etc/UTC'));
    expect(zonedTimeToUtc(date, 'Etc/UTC')).toEqual(real.zonedTimeToUtc(date, 'Etc/UTC'));
    expect(formatInTimeZone(date, localZone, 'yyyy-MM-dd')).toBe(
      real.formatInTimeZone(date, zone, 'yyyy-MM-dd'),
    );
    expect(formatInTimeZone(date, 'Etc/UTC', 'yyyy-MM-dd')).toBe(
      real.formatInTimeZone(date, 'UTC', 'yyyy-MM-dd'),
    );
    expect(formatInTimeZone(date, localZone, "yyyy-MM-dd'T'HH:mmxxx")).toBe(
      real.formatInTimeZone(date, zone, "yyyy-MM-dd'T'HH:mmxxx"),
    );
    expect(getTimezoneOffset(localZone, date)).toBe(real.getTimezoneOffset(zone, date));
    expect(getTimezoneOffset('UTC', date)).toBe(0);
  }
});

test('another zone, or an offset in UTC, is refused with where to look', () => {
  expect(() => zonedTimeToUtc(new Date(), 'America/New_York')).toThrow(
    'America/New_York: the date inputs know local time and UTC only (src/theme/widgets/datetime-local-zone.ts)',
  );
  expect(() => formatInTimeZone(new Date(), 'Etc/UTC', "yyyy-MM-dd'T'HH:mmxxx")).toThrow(
    'no offset other than local time',
  );
});
