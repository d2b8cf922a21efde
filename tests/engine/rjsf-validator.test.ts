import { rjsfValidator } from '../../src/engine/renderer/rjsf-validator';
import { schemaValidator } from '../../src/engine/schema-compiler';
import type { RjsfData, Schema } from '../../src/engine/types';

// A select's options are `{ const, title }` (001's code lists); rjsf asks which one a value is on every change.
const options: Schema[] = [
  { const: 1, title: '未承認' },
  { const: '1', title: '文字の1' },
  { const: true, title: 'はい' },
  { const: null, title: 'なし' },
  { const: 0 },
  { const: 1.5, description: '小数' },
];
const values = [1, '1', 1.5, 0, -0, true, false, null, undefined, '', 'はい', { const: 1 }, [1]];

describe("rjsf's validator", () => {
  test.each(options)(
    'answers for the option %o as its compiled validator does, for every kind of value',
    (option) => {
      const compiled = schemaValidator(option);
      for (const value of values) {
        expect(rjsfValidator.isValid(option, value as RjsfData, {}), JSON.stringify(value)).toBe(
          compiled(value) === true,
        );
      }
    },
  );

  test('still validates options that say more than their constant', () => {
    const typed: Schema = { const: 2, type: 'integer', title: '二' };
    expect(rjsfValidator.isValid(typed, 2 as unknown as RjsfData, {})).toBe(true);
    expect(rjsfValidator.isValid(typed, 3 as unknown as RjsfData, {})).toBe(false);
    const objectConst: Schema = { const: { code: 1 } };
    expect(rjsfValidator.isValid(objectConst, { code: 1 }, {})).toBe(true);
    expect(rjsfValidator.isValid(objectConst, { code: 2 }, {})).toBe(false);
  });
});
