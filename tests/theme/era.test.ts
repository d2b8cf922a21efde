import { formatEraDate, formatEraDisplay, intlEraDate, isIsoDate, parseDateText } from '../../src/theme/era';

describe('formatEraDate', () => {
  test.each([
    ['1989-01-07', '昭和64年1月7日'],
    ['1989-01-08', '平成元年1月8日'],
    ['1990-01-01', '平成2年1月1日'],
    ['2019-04-30', '平成31年4月30日'],
    ['2019-05-01', '令和元年5月1日'],
    ['1926-12-25', '昭和元年12月25日'],
    ['1912-07-30', '大正元年7月30日'],
    ['2026-02-11', '令和8年2月11日'],
  ])('%s → %s', (iso, era) => {
    expect(formatEraDate(iso)).toBe(era);
  });

  test("a date before 大正 is read from Intl's Japanese calendar", () => {
    expect(formatEraDate('1912-07-29')).toBe('明治45年7月29日');
    expect(formatEraDate('1900-01-01')).toBe('明治33年1月1日');
  });

  test("from 大正 on, every day is the era date of Intl's Japanese calendar", () => {
    const day = new Date(Date.UTC(1912, 6, 30));
    const differing: string[] = [];
    for (; day.getUTCFullYear() < 2040; day.setUTCDate(day.getUTCDate() + 1)) {
      const iso = day.toISOString().slice(0, 10);
      if (formatEraDate(iso) !== intlEraDate(iso)) differing.push(iso);
    }
    for (const iso of ['2100-01-01', '5000-06-15', '9999-12-31'])
      if (formatEraDate(iso) !== intlEraDate(iso)) differing.push(iso);
    expect(differing).toEqual([]);
  });

  test('reaches the last date inputs allow', () => {
    expect(formatEraDate('9999-12-31')).toBe('令和7981年12月31日');
  });

  test('is empty for anything but a real date', () => {
    for (const text of ['', '1989-02-30', '1989-1-8', '19890108', 'abc'])
      expect(formatEraDate(text)).toBe('');
  });

  test('the display adds the western date in full-width parentheses', () => {
    expect(formatEraDisplay('1989-01-08')).toBe('平成元年1月8日（1989-01-08）');
    expect(formatEraDisplay('')).toBe('');
  });
});

describe('isIsoDate', () => {
  test('knows leap years and the range 0001–9999', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('9999-12-31')).toBe(true);
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
  });
});

describe('parseDateText', () => {
  test.each([
    ['1989-01-08', '1989-01-08'],
    ['1989/1/8', '1989-01-08'],
    ['19890108', '1989-01-08'],
    ['１９８９－０１－０８', '1989-01-08'],
    ['平成元年1月8日（1989-01-08）', '1989-01-08'],
    ['平成元年1月8日', '1989-01-08'],
    ['平成1年1月8日', '1989-01-08'],
    ['令和元年5月1日', '2019-05-01'],
    ['昭和64年1月7日', '1989-01-07'],
  ])('%s → %s', (text, iso) => {
    expect(parseDateText(text)).toBe(iso);
  });

  test('is null for what is no date', () => {
    for (const text of ['', '1989-02-30', '1989-01', '平成元年2月30日', 'きのう', '1989-01-0']) {
      expect(parseDateText(text)).toBeNull();
    }
  });
});

describe('short era dates (issue 12)', () => {
  it.each([
    ['S45.1.2', '1970-01-02'],
    ['H2/1/2', '1990-01-02'],
    ['R7.5.1', '2025-05-01'],
    ['r7-5-1', '2025-05-01'],
    ['Ｈ２．１．２', '1990-01-02'],
    ['H元.1.8', '1989-01-08'],
    ['T15.12.24', '1926-12-24'],
    ['M45.7.29', '1912-07-29'],
  ])('%s → %s', (typed, iso) => {
    expect(parseDateText(typed)).toBe(iso);
  });

  it.each(['H1.1.7', 'H32.1.1', 'S64.1.8', 'R1.4.30', 'X1.1.1', 'H2.2.30'])(
    'refuses %s, no day of the era it names',
    (typed) => {
      expect(parseDateText(typed)).toBeNull();
    },
  );
});
