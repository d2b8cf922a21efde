import type { CustomerListRow } from '../../src/api/customer-list';
import { criteriaOf, downloadCsv, listQuery, tooManyResults } from '../../src/api/customer-list';
import { collectForms } from '../../src/engine/form-catalogue';
import type { Schema } from '../../src/engine/types';
import { validateForm } from '../../src/engine/validator';
import { cardWithOptions, customerListCard } from '../../src/pages/staff/customer-list/card-schema';
import { cellText, splitTelephones } from '../../src/pages/staff/customer-list/format';
import { pageSizes, pageWindow } from '../../src/pages/shared/pager';
import { reorder } from '../../src/pages/staff/customer-list/result-table';

const card = customerListCard;

describe('the customer-list search card (schemas/search/customer-list)', () => {
  it('names only real fields in its groups and option sources, each field once', () => {
    const { definition, schema } = card;
    const grouped = [...definition.basic, ...definition.detail, ...definition.ranges];
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(grouped.sort()).toEqual(Object.keys(schema.properties ?? {}).sort());
    for (const field of Object.keys(definition.options)) expect(grouped).toContain(field);
    for (const range of definition.ranges) expect((schema.properties?.[range] as Schema).type).toBe('object');
    expect(new Set(definition.columns.map((c) => c.key)).size).toBe(definition.columns.length);
  });

  it('checks the limits of 000 §5 with the rule library', () => {
    const errors = validateForm(card.schema, {
      tas_id: '12#',
      corporate_name: 'あ'.repeat(101),
      mail_address: 'a'.repeat(256),
      registered_date: { start: '2024-13-01' },
      contract_agreement_date: { start: '2024-05-01', end: '2024-04-30' },
      service_start_date: { start: '10000-01-01' },
      contract_cancellation_date: { end: '2024-01-01' },
    });
    expect(Object.keys(errors).sort()).toEqual([
      '/contract_agreement_date/end',
      '/corporate_name',
      '/mail_address',
      '/registered_date/start',
      '/service_start_date/start',
      '/tas_id',
    ]);
    expect(errors['/tas_id'][0]).toBe('TAS IDの「12#」は半角英数字で入力してください');
  });

  it('fills the selects from the answer, keeping 未設定 first and nothing preselected', () => {
    const { schema, ui } = cardWithOptions(card, {
      project_options: [
        { value: -1, text: '未設定' },
        { value: 1, text: '東京第1プロジェクト' },
      ],
    });
    expect((schema.properties?.project_selected as Schema).enum).toEqual([-1, 1]);
    expect(ui.project_selected).toMatchObject({ 'ui:enumNames': ['未設定', '東京第1プロジェクト'] });
    expect((schema.properties?.project_selected as Schema).default).toBeUndefined();
    // Before an answer: 未設定 only, so that unset values can be searched.
    const before = cardWithOptions(card, {});
    expect((before.schema.properties?.request_course_name_selected as Schema).enum).toEqual([-1]);
    expect(before.ui.request_course_name_selected).toMatchObject({ 'ui:enumNames': ['未設定'] });
  });

  it('accepts every choice the answer offers and 未設定, refuses a value that is no number', () => {
    const { schema } = cardWithOptions(card, {
      project_options: [
        { value: -1, text: '未設定' },
        { value: 2, text: '東京第2プロジェクト' },
      ],
      business_user_name_options: [
        { value: -1, text: '未設定' },
        { value: 3, text: 'sales 営業 次郎' },
      ],
    });
    expect(validateForm(schema, { project_selected: 2, business_user_name_selected: 3 })).toEqual({});
    expect(validateForm(schema, { project_selected: -1, contract_status_selected: 5 })).toEqual({});
    expect(validateForm(schema, { project_selected: 'abc' })).toEqual({
      '/project_selected': ['担当プロジェクトは数値で入力してください'],
    });
    // 支払方法 has no master: its choices stay the card's own.
    expect(validateForm(schema, { payment_method_selected: 2 })).toEqual({
      '/payment_method_selected': ['支払方法は選択肢から選んでください'],
    });
  });
});

describe('every search card (schemas/search/*)', () => {
  const cards = collectForms(
    import.meta.glob('../../schemas/search/*/*.json', { eager: true, import: 'default' }),
    'search',
  );

  it.each(Object.keys(cards))('%s: a select the answer fills declares no enum of its own', (id) => {
    const { schema, definition } = cards[id];
    const filled = Object.keys((definition?.options ?? {}) as Record<string, string>);
    for (const field of filled) {
      // The card's validators are built from schema.json: its enum would refuse every choice the answer adds.
      expect(schema.properties?.[field], `${id}: ${field}`).toBeDefined();
      expect((schema.properties?.[field] as Schema).enum, `${id}: ${field}`).toBeUndefined();
    }
  });
});

describe('list queries', () => {
  it('turns ranges into _start/_end and leaves blanks out', () => {
    expect(
      criteriaOf(
        {
          tas_id: ' 12 ',
          corporate_name: '',
          project_selected: -1,
          registered_date: { start: '2024-01-01' },
        },
        card.definition.ranges,
      ),
    ).toEqual({ tas_id: '12', project_selected: -1, registered_date_start: '2024-01-01' });
  });

  it('carries mode, page, size and order', () => {
    expect(
      listQuery({ tas_id: '1' }, true, { page: 2, limit: 50, sortKey: 'customer_id', desc: true }),
    ).toEqual({
      tas_id: '1',
      is_entry: 1,
      page: 2,
      limit: 50,
      sort_by_key_name: 'customer_id',
      sort_desc_sync: true,
    });
  });
});

describe('cells and paging', () => {
  const row = {
    accountname_username: null,
    business_user_id: 99,
    display_for_answer_telephone_number: '03-1111-2222, 050-3333-4444',
    updated_timestamp: '2025-12-01 10:15:30.250',
    service_start_date: '2024-05-01',
    project_master_name: null,
  } as unknown as CustomerListRow;

  it('falls back to the sales staff id, formats dates and lists telephones', () => {
    expect(cellText(row, 'accountname_username')).toBe('99');
    expect(cellText(row, 'updated_timestamp', 'timestamp')).toBe('2025/12/01 10:15');
    expect(cellText(row, 'service_start_date', 'date')).toBe('2024/05/01');
    expect(cellText(row, 'project_master_name')).toBe('');
    expect(splitTelephones(row.display_for_answer_telephone_number)).toEqual([
      '03-1111-2222',
      '050-3333-4444',
    ]);
  });

  it('offers the page sizes of 002 §9 and at most 10 page buttons', () => {
    expect(pageSizes).toEqual([20, 50, 100, 200, 300, 500, 1000, 1500, 2000, 2500, 3000, 3500]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 181)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(100, 181)).toEqual([95, 96, 97, 98, 99, 100, 101, 102, 103, 104]);
    expect(pageWindow(181, 181)).toEqual([172, 173, 174, 175, 176, 177, 178, 179, 180, 181]);
  });

  it('moves dragged columns', () => {
    expect(reorder(['a', 'b', 'c', 'd'], 0, 2, 1)).toEqual(['b', 'c', 'a', 'd']);
    expect(reorder(['a', 'b', 'c', 'd'], 2, 0, 2)).toEqual(['c', 'd', 'a', 'b']);
  });
});

describe('CSV downloads', () => {
  afterEach(() => vi.unstubAllGlobals());
  const query = listQuery({}, false, { page: 1, limit: 20, sortKey: 'tas_id', desc: false });

  it.each([
    ['432', () => Promise.resolve(new Response('{}', { status: 432 })), tooManyResults],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch')), tooManyResults],
    [
      'message and error_message',
      () => Promise.resolve(Response.json({ message: '出力エラー', error_message: 'E1' }, { status: 500 })),
      '出力エラー(E1)',
    ],
    [
      'anything else',
      () => Promise.resolve(new Response('oops', { status: 500 })),
      '顧客別担当者CSVの出力に失敗しました',
    ],
  ])('%s → the text of 000 §8', async (_name, answer, text) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    expect(await downloadCsv('personInCharge', query)).toEqual({ kind: 'failed', message: text });
  });

  it('gives up after the time-out as too many results', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    expect(await downloadCsv('customerList', query, 10)).toEqual({ kind: 'failed', message: tooManyResults });
  });

  it('returns the file with the last search query', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('\uFEFFTAS ID\r\n', { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    const outcome = await downloadCsv(
      'member',
      listQuery({ tas_id: '1' }, false, { page: 3, limit: 20, sortKey: 'tas_id', desc: false }),
    );
    expect(outcome.kind).toBe('file');
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain(
      'downloadCustomerMemberCsv?tas_id=1&is_entry=0',
    );
  });
});
