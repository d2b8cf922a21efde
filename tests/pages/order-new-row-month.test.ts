import { newRowStartMonth } from '../../src/pages/staff/customer-detail/order-detail/finished-rows';

// 002 §4: a new basic row starts in the service-start month in entry mode, otherwise next month.
describe('the start month of a new basic row', () => {
  it.each<[string, boolean, unknown, string, string]>([
    ['contracted: next month', false, '2024-05-01', '2026-11', '2026-12'],
    ['contracted in December: January', false, '', '2026-12', '2027-01'],
    ['entry: the service-start month', true, '2027-02-01', '2026-11', '2027-02'],
    ['entry without a start date: next month', true, '', '2026-11', '2026-12'],
    ['entry with a broken date: next month', true, '2027', '2026-11', '2026-12'],
  ])('%s', (_, isEntry, serviceStart, month, expected) => {
    expect(newRowStartMonth(isEntry, serviceStart, month)).toBe(expected);
  });
});
