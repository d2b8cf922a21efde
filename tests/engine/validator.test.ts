import overtime from '../../schemas/sections/overtime-announce/schema.json';
import clients from '../../schemas/sections/relation-client/schema.json';
import { schemaCompileCount, validateForm } from '../../src/engine/validator';
import type { Schema } from '../../src/engine/types';

const row = (fields: Record<string, unknown>) => ({
  customer_client_id: 1,
  index: 0,
  is_new: false,
  is_delete: false,
  ...fields,
});

describe('validateForm', () => {
  test('built-in limits name the field and read the limit from the schema', () => {
    const errors = validateForm(overtime as Schema, { option_overtime_announce_content: 'あ'.repeat(401) });
    expect(errors).toEqual({
      '/option_overtime_announce_content': ['オリジナルメッセージは400文字以内で入力してください'],
    });
    expect(validateForm(overtime as Schema, { option_overtime_announce_content: 'あ'.repeat(400) })).toEqual(
      {},
    );
  });

  test('a changed limit changes the message', () => {
    const schema = structuredClone(overtime) as Schema;
    (schema.properties?.option_overtime_announce_content as Schema).maxLength = 80;
    const errors = validateForm(schema, { option_overtime_announce_content: 'x'.repeat(81) });
    expect(errors['/option_overtime_announce_content']).toEqual([
      'オリジナルメッセージは80文字以内で入力してください',
    ]);
  });

  test('rule messages quote the value after the field title', () => {
    const errors = validateForm(clients as Schema, {
      customer_clients: [row({ name: ' 山田', name_kana: 'やまだ', sort_number: '１' })],
    });
    expect(errors['/customer_clients/0/name']).toEqual([
      '担当者名の「 山田」の先頭と末尾に空白は入力できません',
    ]);
    expect(errors['/customer_clients/0/name_kana']).toEqual([
      '担当者名(カナ)の「やまだ」は全角カタカナで入力してください',
    ]);
    expect(errors['/customer_clients/0/sort_number']).toEqual(['並び順の「１」は半角数字で入力してください']);
  });

  test('required names the missing field', () => {
    const schema: Schema = {
      type: 'object',
      required: ['account'],
      properties: { account: { type: 'string', title: 'ログインID' } },
    };
    expect(validateForm(schema, {})).toEqual({ '/account': ['ログインIDは必須項目です'] });
  });

  test('rows marked is_delete never block a save', () => {
    const bad = row({ corporate_name: 'x'.repeat(65), is_delete: true });
    expect(validateForm(clients as Schema, { customer_clients: [bad] })).toEqual({});
    expect(
      Object.keys(validateForm(clients as Schema, { customer_clients: [{ ...bad, is_delete: false }] })),
    ).toEqual(['/customer_clients/0/corporate_name']);
  });

  test('each schema is compiled exactly once', () => {
    const schema: Schema = { type: 'object', properties: { a: { type: 'string', maxLength: 1 } } };
    const before = schemaCompileCount();
    for (let i = 0; i < 5; i += 1) validateForm(schema, { a: String(i) });
    expect(schemaCompileCount() - before).toBe(1);
  });
});

describe('validateForm with the server context', () => {
  // Custom keywords are not in JSON Schema's type: schemas are JSON in production, so cast here.
  const schema = {
    type: 'object',
    properties: { did_number: { type: 'string', title: 'D番号', uniqueDidNumber: true } },
  } as Schema;
  test('a DID number in use is refused only where the server supplies the lookup', () => {
    const taken = (did: string) => did === '0312345678';
    expect(validateForm(schema, { did_number: '0312345678' }, { didNumberTaken: taken })).toEqual({
      '/did_number': ['D番号の「0312345678」は既に他の顧客で使用されています'],
    });
    expect(validateForm(schema, { did_number: '0312345679' }, { didNumberTaken: taken })).toEqual({});
    expect(validateForm(schema, { did_number: '0312345678' })).toEqual({});
  });
});

describe('required and choices', () => {
  test('an empty text counts as missing for required', () => {
    const schema: Schema = {
      type: 'object',
      required: ['postcode'],
      properties: { postcode: { type: 'string', title: '郵便番号', maxLength: 20 } },
    };
    expect(validateForm(schema, { postcode: '' })).toEqual({ '/postcode': ['郵便番号は必須項目です'] });
    expect(validateForm(schema, { postcode: '100-0001' })).toEqual({});
  });

  test('an unset select (null) is empty: no type error, but required still catches it', () => {
    const schema: Schema = {
      type: 'object',
      properties: {
        prefecture: { type: 'integer', title: '都道府県', oneOf: [{ const: 1, title: '北海道' }] },
      },
    };
    expect(validateForm(schema, { prefecture: null })).toEqual({});
    expect(validateForm({ ...schema, required: ['prefecture'] }, { prefecture: null })).toEqual({
      '/prefecture': ['都道府県は必須項目です'],
    });
  });

  test('a value outside a oneOf list gives one message, not one per option', () => {
    const schema: Schema = {
      type: 'object',
      properties: {
        prefecture: {
          title: '都道府県',
          oneOf: [
            { const: 1, title: '北海道' },
            { const: 2, title: '青森県' },
          ],
        },
      },
    };
    expect(validateForm(schema, { prefecture: 99 })).toEqual({
      '/prefecture': ['都道府県は選択肢から選んでください'],
    });
  });
});
