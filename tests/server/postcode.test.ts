import type { FastifyInstance } from 'fastify';
import { normalizeZipcode, searchPostcode, toFullWidthKana } from '../../src/server/postcode/search';
import { get, json, login, newApp } from './helpers';

const url = (zipcode: string) =>
  `/api/v1/customers/getSearchByPostcode?zipcode=${encodeURIComponent(zipcode)}`;

let app: FastifyInstance;

async function search(zipcode: string, cookie: string) {
  const response = await get(app, url(zipcode), cookie);
  expect(response.statusCode).toBe(200);
  const body = json(response);
  expect(body.result_code).toBe(2000);
  return (body.result_message as { postcodeDatas: unknown[] }).postcodeDatas;
}

describe('GET customers/getSearchByPostcode', () => {
  beforeEach(async () => {
    app = await newApp();
  });
  afterEach(() => app.close());

  it('answers the address of 1000001 with full-width kana', async () => {
    const cookie = await login(app, 'operator');
    expect(await search('1000001', cookie)).toEqual([
      { address1: '東京都', address2: '千代田区', address3: '千代田', kana2: 'チヨダク', kana3: 'チヨダ' },
    ]);
  });

  it('strips hyphens (and folds full-width digits) before looking up', async () => {
    const cookie = await login(app, 'admin');
    const plain = await search('1000001', cookie);
    expect(await search('100-0001', cookie)).toEqual(plain);
    expect(await search('１００－０００１', cookie)).toEqual(plain);
  });

  it('answers every address of a code that covers several towns, in the data order', async () => {
    const cookie = await login(app, 'admin');
    expect(await search('601-1387', cookie)).toEqual([
      {
        address1: '京都府',
        address2: '京都市伏見区',
        address3: '醍醐一ノ切町',
        kana2: 'キョウトシフシミク',
        kana3: 'ダイゴイチノキリチョウ',
      },
      {
        address1: '京都府',
        address2: '京都市伏見区',
        address3: '醍醐三ノ切',
        kana2: 'キョウトシフシミク',
        kana3: 'ダイゴサンノキリ',
      },
      {
        address1: '京都府',
        address2: '京都市伏見区',
        address3: '醍醐二ノ切町',
        kana2: 'キョウトシフシミク',
        kana3: 'ダイゴニノキリチョウ',
      },
    ]);
  });

  it('answers an empty list for an unknown, short, non-numeric or missing code', async () => {
    const cookie = await login(app, 'admin');
    for (const zipcode of ['0000000', '999-9999', '100', '100-000', 'abc-defg', '1000001a', '']) {
      expect(await search(zipcode, cookie)).toEqual([]);
    }
    const missing = await get(app, '/api/v1/customers/getSearchByPostcode', cookie);
    expect(json(missing)).toEqual({ result_code: 2000, result_message: { postcodeDatas: [] } });
  });

  it('answers 401 without a session', async () => {
    const response = await get(app, url('1000001'));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ result_code: 401, message: 'ログインしてください' });
  });
});

describe('postcode data', () => {
  it('turns half-width kana into full-width katakana with composed voiced marks', () => {
    expect(toFullWidthKana('ﾀﾞｲｺﾞｲﾁﾉｷﾘﾁｮｳ')).toBe('ダイゴイチノキリチョウ');
    expect(toFullWidthKana('ﾊﾟｰｸ･ｻｲﾄﾞ')).toBe('パーク・サイド');
  });

  it('normalizes a typed code to 7 digits or nothing', () => {
    expect(normalizeZipcode(' 100-0001 ')).toBe('1000001');
    expect(normalizeZipcode('100ー0001')).toBe('1000001');
    expect(normalizeZipcode('10000011')).toBe('');
  });

  it('puts a business-office code’s street address into address3', async () => {
    const [office] = await searchPostcode('100-6051');
    expect(office).toEqual({
      address1: '東京都',
      address2: '千代田区',
      address3: '霞が関３－２－５霞が関ビル２３階',
      kana2: 'チヨダク',
      kana3: 'カスミガセキ',
    });
  });
});
