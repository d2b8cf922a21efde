import {
  dateOf,
  dayOf,
  parseSpotDates,
  showSpotDate,
  storeSpotDates,
  toggleSpotDate,
} from '../../src/pages/staff/customer-detail/order-detail/spot-dates';

// The spot-course dates modal's rules (002 §3.1, §9): stored comma-separated, shown YYYY/MM/DD, at most max.

describe('spot-course use dates', () => {
  it('reads the stored text, stores sorted, shows with slashes', () => {
    expect(parseSpotDates(' 2026-12-30, 2026-12-29 ,,')).toEqual(['2026-12-30', '2026-12-29']);
    expect(parseSpotDates(null)).toEqual([]);
    expect(storeSpotDates(['2027-01-02', '2026-12-29'])).toBe('2026-12-29,2027-01-02');
    expect(showSpotDate('2026-12-15')).toBe('2026/12/15');
  });

  it('turns a calendar day into its date and back', () => {
    expect(dateOf(dayOf('2026-02-28'))).toBe('2026-02-28');
    expect(dateOf(new Date(2027, 0, 3))).toBe('2027-01-03');
  });

  it('adds a day, removes a chosen one, and refuses the one past the limit', () => {
    expect(toggleSpotDate(['2026-12-15'], '2026-12-16', 100)).toEqual({
      dates: ['2026-12-15', '2026-12-16'],
      refused: false,
    });
    expect(toggleSpotDate(['2026-12-15', '2026-12-16'], '2026-12-15', 2)).toEqual({
      dates: ['2026-12-16'],
      refused: false,
    });
    const hundred = Array.from({ length: 100 }, (_, day) => dateOf(new Date(2026, 0, day + 1)));
    expect(toggleSpotDate(hundred, '2026-12-31', 100)).toEqual({ dates: hundred, refused: true });
    // At the limit a chosen day can still be taken away.
    expect(toggleSpotDate(hundred, hundred[0], 100).dates).toHaveLength(99);
  });
});
