import { validateForm } from '../../src/engine/validator';
import type { Schema } from '../../src/engine/types';

// The rules through the app's own entry point: pointers (cross-field rules report at their field) and the
// messages the section alerts show.

describe('rules in validateForm', () => {
  test('a cross-field rule reports at the field it concerns', () => {
    const schema = {
      type: 'object',
      properties: {
        password: { type: 'string', title: '新しいパスワード' },
        password_confirmation: { type: 'string', title: '新しいパスワード（確認）' },
      },
      sameAs: { field: 'password_confirmation', as: 'password' },
    } as Schema;
    expect(validateForm(schema, { password: 'Abc12345', password_confirmation: 'Abc1234' })).toEqual({
      '/password_confirmation': ['新しいパスワード（確認）が新しいパスワードと一致しません'],
    });
  });

  test('rows: an inverted month range is reported at the row’s end month', () => {
    const schema = {
      type: 'object',
      properties: {
        basic: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              start_month: { type: 'string', title: '開始月', yearMonth: true },
              end_month: { type: 'string', title: '終了月', yearMonth: true },
            },
            endNotBeforeStart: { start: 'start_month', end: 'end_month', kind: 'month' },
          },
        },
      },
    } as Schema;
    const rows = [
      { start_month: '2026-04', end_month: '2026-04' },
      { start_month: '2026-04', end_month: '2026-03' },
    ];
    expect(validateForm(schema, { basic: rows })).toEqual({
      '/basic/1/end_month': ['終了月の「2026-03」は開始月以降の年月を入力してください'],
    });
  });

  test('a field name holding "/" is escaped in the pointer', () => {
    const schema = {
      type: 'object',
      properties: { 'a/b': { type: 'string', title: 'A' }, c: { type: 'string', title: 'C' } },
      sameAs: { field: 'a/b', as: 'c' },
    } as Schema;
    expect(Object.keys(validateForm(schema, { 'a/b': 'x', c: 'y' }))).toEqual(['/a~1b']);
  });

  test('the editor limit message reads its number from the schema', () => {
    const schema = (limit: number) =>
      ({
        type: 'object',
        properties: { note: { type: 'string', title: '応対注意事項', htmlTextLength: limit } },
      }) as Schema;
    expect(validateForm(schema(16500), { note: `<p>${'あ'.repeat(16501)}</p>` })).toEqual({
      '/note': ['応対注意事項は16500文字以内にしてください'],
    });
    expect(validateForm(schema(100), { note: 'あ'.repeat(101) })).toEqual({
      '/note': ['応対注意事項は100文字以内にしてください'],
    });
  });

  test('the messenger rule gives the spec’s message at the table', () => {
    const schema = {
      type: 'object',
      properties: {
        messengers: {
          type: 'array',
          title: 'メッセンジャーID',
          messengerIds: {
            service: 'message_service_master_id',
            ids: ['message_service_primary_id', 'message_service_url'],
            required: { '1': ['message_service_primary_id'] },
          },
        },
      },
    } as Schema;
    const data = { messengers: [{ message_service_master_id: 1, message_service_url: 'https://x.example' }] };
    expect(validateForm(schema, data)).toEqual({
      '/messengers': ['必須のメッセンジャーIDが入力されていないか、すべてのIDが空のデータがあります。'],
    });
  });

  test('long values are cut in the message', () => {
    const schema = {
      type: 'object',
      properties: { memo: { type: 'string', title: '備考', noEnvironmentDependentChars: true } },
    } as Schema;
    const memo = `${'あ'.repeat(40)}①`;
    expect(validateForm(schema, { memo })['/memo']).toEqual([
      `備考の「${'あ'.repeat(30)}…」に使用できない文字「①」が含まれています（機種依存文字など）`,
    ]);
  });
});
