import { displayDate, displayTimestamp, isServerTimestamp } from '../../src/theme/date-display';

describe('the one date display', () => {
  it.each([
    ['2024-04-01 09:00:00.000', '2024/04/01 09:00'],
    ['2024-04-01 09:00:59', '2024/04/01 09:00'],
    ['2024-04-01 09:05', '2024/04/01 09:05'],
    ['2024-04-01T23:59:00.000', '2024/04/01 23:59'],
    ['', ''],
    ['未送信', '未送信'],
  ])('date-time %s shows as %s (never seconds or milliseconds)', (value, shown) => {
    expect(displayTimestamp(value)).toBe(shown);
  });

  it.each([
    ['2024-04-01', '2024/04/01'],
    ['2024-04-01 09:00:00.000', '2024/04/01'],
    ['2024-02-30', '2024-02-30'],
    [null, ''],
  ])('date %s shows as %s', (value, shown) => {
    expect(displayDate(value)).toBe(shown);
  });

  it('knows the server stamps and nothing else', () => {
    expect(isServerTimestamp('2024-04-01 09:00:00.000')).toBe(true);
    expect(isServerTimestamp('2024-04-01')).toBe(false);
    expect(isServerTimestamp('03-5550-0100')).toBe(false);
  });
});
