import { entryStatusOf } from '../../src/pages/staff/customer-detail/entry-status';

describe('the entry status button (000 §2.7)', () => {
  test.each([
    [1, false, 'missing'],
    [2, false, 'missing'],
    [3, false, 'impossible'],
    [3, true, 'impossible'],
    [4, false, 'proceed'],
    [4, true, 'mail'],
  ] as const)('credit %i, mail shipping %s → %s', (credit, shipping, status) => {
    expect(entryStatusOf(credit, shipping)).toBe(status);
  });
});
