// @vitest-environment jsdom
import { pointerOf } from '../../src/theme/pointer';
import { previousText } from '../../src/theme/change-mark';

describe('pointerOf', () => {
  test.each([
    [[], ''],
    [['option_overtime_announce_content'], '/option_overtime_announce_content'],
    [['customer_clients', 0, 'name'], '/customer_clients/0/name'],
    [['a/b', 'c~d'], '/a~1b/c~0d'],
  ])('%j → %s', (path, pointer) => {
    expect(pointerOf(path)).toBe(pointer);
  });
});

describe('previousText', () => {
  test.each([
    [{ kind: 'pending', previous: '旧会社名' }, '変更前:旧会社名'],
    [{ kind: 'pending', previous: 'secret', masked: true }, '変更前:********'],
    [{ kind: 'sentBack', previous: 12 }, '変更前:12'],
    [{ kind: 'pending', previous: null }, '変更前:（未入力）'],
    [{ kind: 'sentBack', previous: '' }, '変更前:（未入力）'],
    [{ kind: 'pending', previous: [] }, '変更前:（未入力）'],
    [{ kind: 'pending', previous: true }, '変更前:はい'],
    [{ kind: 'pending', previous: ['月', '火'] }, '変更前:月、火'],
  ] as const)('%j', (mark, text) => {
    expect(previousText({ ...mark, previous: mark.previous as never })).toBe(text);
  });
});
