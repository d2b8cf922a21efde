import type { Headline } from '../../src/api/menu';
import {
  deliveryTime,
  lockedTypes,
  normalStatus,
  shortTitle,
  statusLabel,
  withDisplayFlags,
} from '../../src/pages/staff/headline/headline-rules';
import { pageWindow } from '../../src/pages/shared/pager';

const row = (type: number): Headline => ({
  ID: type,
  headline_status: 0,
  title: 't',
  url: null,
  body: '',
  registered_timestamp: '2026-05-12 09:12:00.000',
  headline_trigger_label: `t${type}`,
  headline_type: type,
  target_user_id: 1,
});

describe('headline rules', () => {
  it('labels the statuses; an unknown value counts as 未対応', () => {
    expect([0, 1, 2].map(statusLabel)).toEqual(['未対応', '対応中', '対応完了']);
    expect(statusLabel(9)).toBe('未対応');
    expect(statusLabel(-1)).toBe('未対応');
    expect(normalStatus(9)).toBe(0);
    expect(normalStatus(2)).toBe(2);
  });

  it('cuts titles to 48 characters', () => {
    const exact = 'あ'.repeat(48);
    expect(shortTitle(exact)).toBe(exact);
    expect(shortTitle(`${exact}い`)).toBe(`${exact}…`);
    expect(Array.from(shortTitle('𠮷'.repeat(60))).length).toBe(49);
  });

  it('locks the types of 000 §6 per role', () => {
    expect(lockedTypes('経理管理者')).toEqual([42]);
    expect(lockedTypes('経理')).toEqual([42]);
    expect(lockedTypes('営業管理者')).toEqual([27, 28, 43]);
    expect(lockedTypes('営業')).toEqual([27, 28, 43]);
    expect(lockedTypes('OP')).toEqual([18]);
    expect(lockedTypes('OP管理者')).toEqual([18]);
    expect(lockedTypes('管理者')).toEqual([]);
  });

  it('sets display_change_flag false only on the role-locked rows', () => {
    const flags = (role: string) =>
      withDisplayFlags([row(18), row(27), row(42), row(1)], role).map((h) => h.display_change_flag);
    expect(flags('OP')).toEqual([false, true, true, true]);
    expect(flags('営業')).toEqual([true, false, true, true]);
    expect(flags('経理')).toEqual([true, true, false, true]);
    expect(flags('管理者')).toEqual([true, true, true, true]);
  });

  it('shows the delivery time to the minute', () => {
    expect(deliveryTime('2026-05-12 09:12:34.567')).toBe('2026/05/12 09:12');
  });

  it('offers at most ten page buttons around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 30)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(15, 30)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(pageWindow(30, 30)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });
});
