import type { FastifyInstance } from 'fastify';
import iconv from 'iconv-lite';
import { csvFile, datedFileName } from '../../src/server/csv/csv-file';
import { get, login, newApp, post, stampOf } from './helpers';

// CSV for Excel (issue 12): codes kept as text, formula triggers neutralised (OWASP "CSV Injection"),
// Shift_JIS beside UTF-8 with BOM, the day in the file name.

type Row = { name: string; code: string };
const columns = [
  { header: '会社名', value: (r: Row) => r.name },
  { header: '受注コード', value: (r: Row) => r.code, text: true },
];

describe('CSV cells for Excel', () => {
  it('keeps codes as text and neutralises formula triggers in every other text cell', () => {
    const rows: Row[] = [
      { name: '=HYPERLINK("http://evil.example","x")', code: '0012345678' },
      { name: '+81', code: '03-5550-0100' },
      { name: '-1', code: '' },
      { name: '@SUM(A1)', code: '100-0005' },
      { name: '\tタブ', code: '' },
      { name: '株式会社サンプル', code: '' },
    ];
    const text = csvFile(columns, rows).toString('utf8').slice(1);
    expect(text.split('\r\n')).toEqual([
      '会社名,受注コード',
      '"\'=HYPERLINK(""http://evil.example"",""x"")","=""0012345678"""',
      '\'+81,"=""03-5550-0100"""',
      "'-1,",
      '\'@SUM(A1),"=""100-0005"""',
      "'\tタブ,",
      '株式会社サンプル,',
      '',
    ]);
  });

  it('writes Shift_JIS (CP932) without a BOM on request; what CP932 lacks becomes ?', () => {
    const raw = csvFile(columns, [{ name: '株式会社サンプル①😀', code: '' }], 'sjis');
    expect(raw.subarray(0, 3)).not.toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(iconv.decode(raw, 'cp932')).toBe('会社名,受注コード\r\n株式会社サンプル①?,\r\n');
  });

  it('names a file after the day in Tokyo', () => {
    expect(datedFileName('顧客リスト.csv', new Date('2026-11-24T14:59:59Z'))).toBe('顧客リスト_20261124.csv');
    expect(datedFileName('顧客リスト.csv', new Date('2026-11-24T15:00:00Z'))).toBe('顧客リスト_20261125.csv');
  });
});

describe('the exports through the server', () => {
  let app: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    app = await newApp();
    cookie = await login(app, 'admin');
  });
  afterAll(() => app.close());

  it('a 請求先 name saved as a formula comes out neutralised, in UTF-8 and in Shift_JIS', async () => {
    const loaded = await get(app, '/api/v1/customers/getBillingInformation?customer_id=1&is_entry=0', cookie);
    const billing = loaded.json<{ billing_information: { billing: Record<string, unknown> } }>()
      .billing_information.billing;
    const formula = '=HYPERLINK("http://evil.example","x")';
    const saved = await post(
      app,
      '/api/v1/customers/updateBilling',
      {
        customer_id: 1,
        is_entry: 0,
        customer_updated_timestamp: await stampOf(app, 1, cookie),
        billing: { ...billing, bill_to_corporate_name: formula },
      },
      cookie,
    );
    expect(saved.statusCode).toBe(200);
    const query = new URLSearchParams({ tas_id: 'T000001' });
    const utf8 = await get(app, `/api/v1/customers/downloadCustomerListCsv?${query}`, cookie);
    expect(utf8.headers['content-type']).toBe('text/csv; charset=utf-8');
    const utf8Text = utf8.rawPayload.toString('utf8');
    expect(utf8Text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(utf8Text).not.toMatch(/(^|,)"?=HYPERLINK/m);

    query.set('encoding', 'sjis');
    const sjis = await get(app, `/api/v1/customers/downloadCustomerListCsv?${query}`, cookie);
    expect(sjis.headers['content-type']).toBe('text/csv; charset=Shift_JIS');
    const sjisText = iconv.decode(sjis.rawPayload, 'cp932');
    expect(sjisText.startsWith('TAS ID,')).toBe(true);
    expect(sjisText).toContain('株式会社サンプル商事');
    expect(sjisText).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(sjis.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(datedFileName('顧客リスト.csv'))}`,
    );
  });

  it('writes 受注コード with its leading zeros as text', async () => {
    const response = await get(app, '/api/v1/customers/downloadCustomerListCsv?tas_id=T000001', cookie);
    const [header, row] = response.rawPayload.toString('utf8').slice(1).split('\r\n');
    const index = header.split(',').indexOf('受注コード');
    expect(index).toBeGreaterThan(-1);
    expect(row).toMatch(/"=""\d{10}"""/);
  });
});
