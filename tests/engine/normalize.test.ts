import { hyphenatedPhone } from '../../rules/lib/phone';
import { normalizeText, normalizeToSchema } from '../../src/engine/normalize';
import type { Schema } from '../../src/engine/types';

describe('normalizeText', () => {
  it.each([
    ['halfWidth', '２０００', '2000'],
    ['halfWidth', ' ＡＢＣ－１２３ ', 'ABC-123'],
    ['halfWidth', 'ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ', 'taro@example.jp'],
    ['kana', 'さんぷる', 'サンプル'],
    ['kana', 'ｻﾝﾌﾟﾙ ｼｮｳｼﾞ', 'サンプル ショウジ'],
    ['kana', 'ゔぁいおりん', 'ヴァイオリン'],
    ['kana', '　ヤマダ　タロウ　', 'ヤマダ　タロウ'],
    ['postcode', '1000005', '100-0005'],
    ['postcode', '〒１００－０００５', '100-0005'],
    ['postcode', '100000', '100000'],
    ['phone', '０３－５５５０－０１００', '03-5550-0100'],
    ['phone', '0355500100', '03-5550-0100'],
    ['phone', '09012345678', '090-1234-5678'],
    ['phone', '(03) 5550 0100', '03-5550-0100'],
    ['phone', '0120123456', '0120-123-456'],
    ['phone', '03ー5550ー0100', '03-5550-0100'],
    ['phone', '035550', '035550'],
    ['phone', '03-55-500100', '03-55-500100'],
  ] as const)('%s: %s → %s', (kind, typed, expected) => {
    expect(normalizeText(kind, typed, hyphenatedPhone)).toBe(expected);
  });

  it('leaves a phone half-width but unhyphenated until the numbering plan is loaded', () => {
    expect(normalizeText('phone', '０３５５５００１００')).toBe('0355500100');
  });
});

describe('normalizeToSchema', () => {
  const schema: Schema = {
    type: 'object',
    properties: {
      kana: { type: 'string', normalize: 'kana' } as Schema,
      plain: { type: 'string' },
      rows: {
        type: 'array',
        items: { type: 'object', properties: { tel: { type: 'string', normalize: 'phone' } as Schema } },
      },
    },
  };

  it('converts the declared fields, rows included, and leaves the others and the input alone', () => {
    const data = { kana: 'やまだ', plain: 'やまだ', rows: [{ tel: '0355500100', other: 1 }], extra: 'x' };
    expect(normalizeToSchema(schema, data, hyphenatedPhone)).toEqual({
      kana: 'ヤマダ',
      plain: 'やまだ',
      rows: [{ tel: '03-5550-0100', other: 1 }],
      extra: 'x',
    });
    expect(data.kana).toBe('やまだ');
  });
});
