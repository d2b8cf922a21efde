// The day in Japan without Intl (src/engine/tokyo-day.ts): as Intl's Asia/Tokyo calendar gives it, either side
// of midnight in Japan (15:00 UTC), at a year's and a leap day's turn, whatever the machine's own zone.
import { tokyoDay } from '../../src/engine/tokyo-day';
import { todayStamp } from '../../src/engine/rows';
import { tokyoMonth } from '../../src/pages/staff/customer-detail/order-detail/finished-rows';

const instants = [
  '2026-12-04T14:59:59.999Z',
  '2026-12-04T15:00:00.000Z',
  '2026-12-31T15:00:00.000Z',
  '2028-02-28T15:30:00.000Z',
  '1989-01-07T15:00:00.000Z',
  '2019-04-30T14:59:59.999Z',
].map((text) => new Date(text));
const intlDay = (at: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(at);

test.each(instants.map((at) => [at.toISOString(), at]))('%s: the day Intl gives in Tokyo', (_, at) => {
  expect(tokyoDay(at)).toBe(intlDay(at));
  expect(todayStamp(at)).toBe(`${intlDay(at)} 00:00:00`);
  expect(tokyoMonth(at)).toBe(intlDay(at).slice(0, 7));
});

test('midnight in Japan starts the next day and month', () => {
  expect(tokyoDay(new Date('2026-12-31T14:59:59.999Z'))).toBe('2026-12-31');
  expect(tokyoMonth(new Date('2026-12-31T15:00:00.000Z'))).toBe('2027-01');
});
