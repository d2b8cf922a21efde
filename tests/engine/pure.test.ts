import { alertLines } from '../../src/engine/alert-lines';
import { computeChanges, overlayPending } from '../../src/engine/changes';
import { coerceToSchema } from '../../src/engine/coerce';
import { toErrorSchema } from '../../src/engine/error-schema';
import { describeFailure } from '../../src/engine/failure';
import { noteFor } from '../../src/engine/notes';
import { addRow, deleteRow, nextSortNumber, type Row } from '../../src/engine/rows';
import { resolveUiSchema } from '../../src/engine/ui-rules';
import overtimeSection from '../../schemas/sections/overtime-announce/section.json';
import type { SectionNote } from '../../src/engine/catalogue';

describe('rows', () => {
  const saved: Row[] = [
    { id: 10, index: 0, sort_number: '3', is_new: false, is_delete: false },
    { id: 11, index: 1, sort_number: '7', is_new: false, is_delete: false },
  ];
  test('a new row gets a null id, a fresh index and sort number max + 1', () => {
    const rows = addRow(saved, { idKey: 'id', sortKey: 'sort_number' });
    expect(rows[2]).toEqual({ id: null, index: 2, sort_number: '8', is_new: true, is_delete: false });
    expect(nextSortNumber([], 'sort_number')).toBe(1);
  });
  test('a new row is stamped with today 00:00:00 in Japan', () => {
    const lateUtc = new Date('2026-11-21T20:00:00Z');
    const rows = addRow([], { idKey: 'id', stampKeys: ['registered_timestamp'] }, {}, lateUtc);
    expect(rows[0].registered_timestamp).toBe('2026-11-22 00:00:00');
  });
  test('deleting a new row removes it, deleting a saved row marks it', () => {
    const rows = addRow(saved, { idKey: 'id' });
    expect(deleteRow(rows, 2)).toHaveLength(2);
    expect(deleteRow(rows, 0)[0].is_delete).toBe(true);
    expect(deleteRow(rows, 0)).toHaveLength(3);
  });
  test('alert lines count visible rows only', () => {
    const data = { rows: [{ is_delete: true }, { is_delete: false }] };
    expect(alertLines({ '/rows/1/name': ['名前は必須項目です', '二つ目'] }, data)).toEqual([
      '1行目：名前は必須項目です',
    ]);
    expect(alertLines({ '/memo': ['メモは10文字以内で入力してください'] }, data)).toEqual([
      'メモは10文字以内で入力してください',
    ]);
  });
});

describe('describeFailure', () => {
  test('422 lists every message, one per line', () => {
    const text = describeFailure(
      { kind: 'http-error', status: 422, body: { errors: { a: ['一つ目', '二つ目'], b: ['三つ目'] } } },
      '保存に失敗しました',
    );
    expect(text).toBe('一つ目\n二つ目\n三つ目');
  });
  test('message and error_message → message(error_message)', () => {
    expect(
      describeFailure({ kind: 'http-error', status: 409, body: { message: 'A', error_message: 'B' } }, 'x'),
    ).toBe('A(B)');
  });
  test('anything else → fallback + エラー内容：detail', () => {
    expect(describeFailure({ kind: 'network-error', detail: 'Failed to fetch' }, '保存に失敗しました')).toBe(
      '保存に失敗しました' + 'エラー内容：Failed to fetch',
    );
    expect(describeFailure({ kind: 'http-error', status: 500, body: {} }, 'X')).toBe('Xエラー内容：HTTP 500');
  });
});

describe('pending changes', () => {
  test('marks only differing leaves, masking passwords', () => {
    const current = { info: { corporate_name: '旧会社名', login_password: 'old', tel: '03' } };
    const pending = { info: { corporate_name: '新会社名', login_password: 'new', tel: '03' } };
    expect(computeChanges(current, pending, 'pending', ['login_password'])).toEqual({
      '/info/corporate_name': { kind: 'pending', previous: '旧会社名', masked: false },
      '/info/login_password': { kind: 'pending', previous: 'old', masked: true },
    });
    expect(overlayPending(current, pending)).toEqual(pending);
  });
});

describe('ui rules and modes', () => {
  const ui = {
    hours: { 'ui:rule': { effect: 'HIDE', condition: { scope: '/holiday', schema: { const: true } } } },
  };
  test('HIDE applies while the condition matches', () => {
    expect(resolveUiSchema(ui, { holiday: true }).hours).toMatchObject({ 'ui:widget': 'hidden' });
    expect(resolveUiSchema(ui, { holiday: false }).hours).not.toHaveProperty('ui:widget');
  });
  test('DISABLE and ENABLE', () => {
    const rule = (effect: string) => ({
      a: { 'ui:rule': { effect, condition: { scope: '/all', schema: { const: true } } } },
    });
    expect(resolveUiSchema(rule('DISABLE'), { all: true }).a).toMatchObject({ 'ui:disabled': true });
    expect(resolveUiSchema(rule('ENABLE'), { all: true }).a).not.toHaveProperty('ui:disabled');
    expect(resolveUiSchema(rule('ENABLE'), { all: false }).a).toMatchObject({ 'ui:disabled': true });
  });
  test('a mode hides columns by ui path', () => {
    const out = resolveUiSchema({ rows: { items: { kana: {} } } }, {}, ['rows/items/kana']);
    expect(out).toEqual({ rows: { items: { kana: { 'ui:widget': 'hidden' } } } });
  });
});

describe('form data plumbing', () => {
  test('coerceToSchema turns nulls and numbers into strings where the schema says string', () => {
    const schema = {
      type: 'object' as const,
      properties: {
        rows: {
          type: 'array' as const,
          items: {
            type: 'object' as const,
            properties: {
              n: { type: 'string' as const },
              id: { type: ['integer', 'null'] as ('integer' | 'null')[] },
            },
          },
        },
      },
    };
    expect(
      coerceToSchema(schema, {
        rows: [
          { n: 3, id: null },
          { n: null, id: 2 },
        ],
      }),
    ).toEqual({
      rows: [
        { n: '3', id: null },
        { n: '', id: 2 },
      ],
    });
  });
  test('only touched fields show errors until a save is tried', () => {
    const errors = { '/a': ['A1', 'A2'], '/rows/0/b': ['B1'] };
    expect(toErrorSchema(errors, new Set(['root_a']), false)).toEqual({ a: { __errors: ['A1'] } });
    expect(toErrorSchema(errors, new Set(), true)).toEqual({
      a: { __errors: ['A1'] },
      rows: { 0: { b: { __errors: ['B1'] } } },
    });
  });
  test('the overtime note follows type 112 and the V7 number', () => {
    const notes = overtimeSection.notes as SectionNote[];
    expect(noteFor(notes, { option_overtime_announce_type: 112, ttnm_vdn_v7: '7001' })).toBe(
      'アナウンスボックス：V7番号 7001',
    );
    expect(noteFor(notes, { option_overtime_announce_type: 112, ttnm_vdn_v7: '' })).toContain(
      'V7番号が登録されていません',
    );
    expect(noteFor(notes, { option_overtime_announce_type: 5, ttnm_vdn_v7: '7001' })).toBe(
      'アナウンスボックス：対象外',
    );
  });
});
