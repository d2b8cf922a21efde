import type { FastifyInstance } from 'fastify';
import { get, login, newApp, post, stampOf } from './helpers';

// Japanese input habits are converted by the save pipeline before validation (issue 12): full-width digits,
// hiragana and half-width kana in カナ fields, phones and postcodes without hyphens.

const loadUrl = '/api/v1/customers/getBillingInformation?customer_id=1&is_entry=0';

let app: FastifyInstance;
let cookie: string;
beforeEach(async () => {
  app = await newApp();
  cookie = await login(app, 'admin');
});
afterEach(() => app.close());

type Billing = Record<string, string | number | boolean>;

async function billing(): Promise<Billing> {
  const response = await get(app, loadUrl, cookie);
  return response.json<{ billing_information: { billing: Billing } }>().billing_information.billing;
}

async function saveBilling(changes: Billing) {
  const before = await billing();
  const stamp = await stampOf(app, 1, cookie);
  return post(
    app,
    '/api/v1/customers/updateBilling',
    { customer_id: 1, is_entry: 0, customer_updated_timestamp: stamp, billing: { ...before, ...changes } },
    cookie,
  );
}

describe('input normalisation in the save pipeline', () => {
  it('stores what habit typed in the form the rules ask for', async () => {
    const response = await saveBilling({
      bill_to_telephone_number: '０３５５５００１００',
      bill_to_fax_number: '０３－５５５０－０１０１',
      bill_to_postcode: '１０００００５',
      bill_to_corporate_name_kana: 'さんぷるｼｮｳｼﾞ',
      bill_to_staff_name_kana: '　すずき　いちろう ',
    });
    expect(response.statusCode).toBe(200);
    expect(await billing()).toMatchObject({
      bill_to_telephone_number: '03-5550-0100',
      bill_to_fax_number: '03-5550-0101',
      bill_to_postcode: '100-0005',
      bill_to_corporate_name_kana: 'サンプルショウジ',
      bill_to_staff_name_kana: 'スズキ　イチロウ',
    });
  });

  it('still refuses what cannot be converted, with the rule message for the converted value', async () => {
    const response = await saveBilling({
      bill_to_telephone_number: '０３５５５０',
      bill_to_corporate_name_kana: 'Sample',
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json<{ errors: Record<string, string[]> }>().errors;
    expect(Object.keys(errors).sort()).toEqual([
      'billing.bill_to_corporate_name_kana',
      'billing.bill_to_telephone_number',
    ]);
    expect(errors['billing.bill_to_corporate_name_kana'][0]).toContain('「Sample」');
    expect(errors['billing.bill_to_telephone_number'][0]).toContain('「035550」');
  });
});

describe('customer list search', () => {
  async function names(query: Record<string, string>) {
    const search = new URLSearchParams({ limit: '200', ...query });
    const response = await get(app, `/api/v1/customers/getCustomerList?${search}`, cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      table_items: { data: { tas_id: string; for_answer_corporate_name: string }[] };
    }>();
    return body.table_items.data;
  }

  it('finds a TAS ID with or without its T, in full-width too', async () => {
    for (const typed of ['T000001', '000001', 'ｔ０００００１']) {
      const rows = await names({ tas_id: typed });
      expect(rows.map((row) => row.tas_id)).toContain('T000001');
    }
  });

  it('finds a reading typed in hiragana, katakana or half-width kana', async () => {
    const katakana = await names({ corporate_name_kana: 'サンプルショウジ' });
    expect(katakana.length).toBeGreaterThan(0);
    for (const typed of ['さんぷるしょうじ', 'ｻﾝﾌﾟﾙｼｮｳｼﾞ', 'サンプル ショウジ']) {
      expect(await names({ corporate_name_kana: typed })).toEqual(katakana);
    }
  });

  it('finds 株式会社 when ㈱ or (株) is typed', async () => {
    const full = await names({ corporate_name: '株式会社サンプル' });
    expect(full.map((row) => row.for_answer_corporate_name)).toContain('株式会社サンプル商事');
    for (const typed of ['㈱サンプル', '(株)サンプル', '（株）サンプル']) {
      expect(await names({ corporate_name: typed })).toEqual(full);
    }
  });
});
