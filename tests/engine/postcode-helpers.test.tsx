// The postcode field's pure helpers: what the search sends, what an answer yields, what a choice writes.
import {
  candidateLabel,
  candidatesOf,
  isSearchablePostcode,
  overwritesFor,
  postcodeTargets,
  schemaAtPath,
  zipcodeOf,
} from '../../src/engine/postcode';
import type { Schema } from '../../src/engine/types';

const candidate = {
  address1: '東京都',
  address2: '千代田区',
  address3: '千代田',
  kana2: 'チヨダク',
  kana3: 'チヨダ',
};

test('the zipcode is the postcode without hyphens', () => {
  expect(zipcodeOf('100-0001')).toBe('1000001');
  expect(zipcodeOf('100－0001')).toBe('1000001');
});

test('only a set value that passes the field schema is searchable', () => {
  const schema: Schema = { type: 'string', title: '郵便番号', maxLength: 20, postalCode: true };
  expect(isSearchablePostcode(schema, '100-0001')).toBe(true);
  expect(isSearchablePostcode(schema, '1000001')).toBe(false);
  expect(isSearchablePostcode(schema, '')).toBe(false);
  expect(isSearchablePostcode(schema, undefined)).toBe(false);
});

test('candidates come from result_message.postcodeDatas; anything else is no candidate', () => {
  expect(candidatesOf({ result_message: { postcodeDatas: [candidate, null, 'x'] } })).toEqual([candidate]);
  expect(candidatesOf({ result_message: {} })).toEqual([]);
  expect(candidatesOf({})).toEqual([]);
  expect(candidatesOf({ result_message: { postcodeDatas: [{ address1: '東京都' }] } })).toEqual([
    { address1: '東京都', address2: '', address3: '', kana2: '', kana3: '' },
  ]);
});

test('a candidate reads prefecture, city, street, then the kana of city and street', () => {
  expect(candidateLabel(candidate)).toBe('東京都 千代田区 千代田（チヨダク チヨダ）');
  expect(candidateLabel({ ...candidate, address3: '', kana2: '', kana3: '' })).toBe('東京都 千代田区');
});

test('targets keep the known parts named by a string', () => {
  expect(postcodeTargets({ targets: { address1: 'pref', kana9: 'x', address2: 3 } })).toEqual({
    address1: 'pref',
  });
  expect(postcodeTargets(undefined)).toEqual({});
});

test('schemaAtPath walks properties and row items', () => {
  const leaf: Schema = { type: 'string' };
  const root: Schema = {
    type: 'object',
    properties: { rows: { type: 'array', items: { type: 'object', properties: { postcode: leaf } } } },
  };
  expect(schemaAtPath(root, ['rows', 0, 'postcode'])).toBe(leaf);
  expect(schemaAtPath(root, ['missing', 'postcode'])).toBeUndefined();
});

test('a select target takes the option whose title (or enum value) is the text; no match leaves it alone', () => {
  const parent: Schema = {
    type: 'object',
    properties: {
      pref: { type: 'integer', oneOf: [{ const: 13, title: '東京都' }] },
      prefName: { type: 'string', enum: ['東京都', '大阪府'] },
      city: { type: 'string' },
    },
  };
  expect(overwritesFor(candidate, { address1: 'pref', address2: 'city' }, parent)).toEqual([
    { name: 'pref', value: 13 },
    { name: 'city', value: '千代田区' },
  ]);
  expect(overwritesFor(candidate, { address1: 'prefName' }, parent)).toEqual([
    { name: 'prefName', value: '東京都' },
  ]);
  expect(overwritesFor({ ...candidate, address1: '北海道' }, { address1: 'pref' }, parent)).toEqual([]);
});
