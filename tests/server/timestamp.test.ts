import { nextTimestamp, parseTokyoTimestamp, tokyoTimestamp } from '../../src/server/store/timestamp';

describe('Asia/Tokyo timestamps', () => {
  it('formats an instant as YYYY-MM-DD HH:mm:ss.SSS in Tokyo time', () => {
    expect(tokyoTimestamp(Date.parse('2026-03-31T15:04:05.006Z'))).toBe('2026-04-01 00:04:05.006');
  });

  it('reads its own format back', () => {
    const ms = Date.parse('2026-01-02T03:04:05.678Z');
    expect(parseTokyoTimestamp(tokyoTimestamp(ms))).toBe(ms);
  });

  it('is strictly later than the previous stamp, even within the same millisecond or after a clock step back', () => {
    const now = Date.parse('2026-05-01T00:00:00.000Z');
    const first = nextTimestamp('2026-04-30 08:00:00.000', now);
    expect(first).toBe('2026-05-01 09:00:00.000');
    const second = nextTimestamp(first, now);
    expect(second).toBe('2026-05-01 09:00:00.001');
    expect(nextTimestamp(second, now - 5000)).toBe('2026-05-01 09:00:00.002');
  });

  it('starts from now when there is no (readable) previous stamp', () => {
    const now = Date.parse('2026-05-01T00:00:00.000Z');
    expect(nextTimestamp(null, now)).toBe('2026-05-01 09:00:00.000');
    expect(nextTimestamp('', now)).toBe('2026-05-01 09:00:00.000');
  });
});
