// @vitest-environment jsdom
// The postcode field as a user meets it in a form: the search button's state, the result modal and
// the overwrite of the address fields, and the two failure texts of the spec.
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { CallResult, Transport } from '../../src/engine/failure';
import { EngineProvider } from '../../src/engine/renderer/engine-provider';
import { SchemaForm } from '../../src/engine/renderer/schema-form';
import type { AppUiSchema, FormData, Schema, SectionContext } from '../../src/engine/types';
import { schemaCompileCount } from '../../src/engine/validator';
import { ThemedForm } from '../../src/theme';
import { testContext } from './engine-harness';

const context: SectionContext = testContext;

// Nested like the billing section (`{ billing: {…} }`), so that the sibling paths are exercised.
const schema: Schema = {
  type: 'object',
  properties: {
    billing: {
      type: 'object',
      properties: {
        postcode: { type: 'string', title: '郵便番号', maxLength: 20, pattern: '^\\d{3}-\\d{4}$' },
        prefecture_id: {
          type: 'integer',
          title: '都道府県',
          oneOf: [
            { const: 13, title: '東京都' },
            { const: 26, title: '京都府' },
          ],
        },
        city: { type: 'string', title: '市区町村' },
        city_kana: { type: 'string', title: '市区町村(カナ)' },
        street: { type: 'string', title: '町名・番地' },
        street_kana: { type: 'string', title: '町名・番地(カナ)' },
        building: { type: 'string', title: '建物名' },
      },
    },
  },
};

const uiSchema: AppUiSchema = {
  billing: {
    postcode: {
      'ui:field': 'postcode',
      'ui:options': {
        targets: {
          address1: 'prefecture_id',
          address2: 'city',
          address3: 'street',
          kana2: 'city_kana',
          kana3: 'street_kana',
        },
      },
    },
  },
};

const kyoto = {
  address1: '京都府',
  address2: '京都市伏見区',
  kana2: 'キョウトシフシミク',
};
const found: CallResult = {
  kind: 'ok',
  status: 200,
  body: {
    result_code: 2000,
    result_message: {
      postcodeDatas: [
        { ...kyoto, address3: '醍醐一ノ切町', kana3: 'ダイゴイチノキリチョウ' },
        { ...kyoto, address3: '醍醐三ノ切', kana3: 'ダイゴサンノキリ' },
        { ...kyoto, address3: '醍醐二ノ切町', kana3: 'ダイゴニノキリチョウ' },
      ],
    },
  },
};

function fakeTransport(answer: CallResult) {
  const calls: { path: string; query: Record<string, unknown> }[] = [];
  const transport: Transport = {
    get: async (path, query) => (calls.push({ path, query }), answer),
    post: async () => answer,
  };
  return { transport, calls };
}

const start: FormData = {
  billing: {
    postcode: '',
    prefecture_id: 13,
    city: '千代田区',
    city_kana: 'チヨダク',
    street: '丸の内',
    street_kana: 'マルノウチ',
    building: 'サンプルビル',
  },
};

function renderForm(answer: CallResult, options: { disabled?: boolean } = {}) {
  const latest: { data: FormData } = { data: start };
  function Harness() {
    const [data, setData] = useState<FormData>(start);
    return (
      <SchemaForm
        schema={schema}
        uiSchema={uiSchema}
        formData={data}
        onChange={(next) => {
          latest.data = next;
          setData(next);
        }}
        formContext={context}
        idPrefix="billing"
        disabled={options.disabled}
        showAllErrors={false}
      />
    );
  }
  const { transport, calls } = fakeTransport(answer);
  render(
    <EngineProvider services={{ Form: ThemedForm, transport }}>
      <Harness />
    </EngineProvider>,
  );
  return { calls, latest };
}

const postcodeInput = () => screen.getByRole('textbox', { name: '郵便番号' });
const searchButton = () => screen.getByRole('button', { name: '住所検索' });

describe('postcode field', () => {
  test('renders its own labelled input; the search button is disabled while the postcode is invalid', () => {
    renderForm(found);
    expect(postcodeInput()).toHaveValue('');
    expect(searchButton()).toBeDisabled();
    fireEvent.change(postcodeInput(), { target: { value: '6011387' } });
    expect(searchButton()).toBeDisabled();
    const compiled = schemaCompileCount();
    fireEvent.change(postcodeInput(), { target: { value: '601-1387' } });
    expect(searchButton()).toBeEnabled();
    fireEvent.change(postcodeInput(), { target: { value: '' } });
    expect(searchButton()).toBeDisabled();
    // The field's schema was compiled by its first check, not again on every keystroke.
    expect(schemaCompileCount() - compiled).toBe(0);
  });

  test('is disabled with its form', () => {
    renderForm(found, { disabled: true });
    expect(postcodeInput()).toBeDisabled();
    expect(searchButton()).toBeDisabled();
  });

  test('searches without the hyphen, lists the count and the candidates, and overwrites the address fields', async () => {
    const { calls, latest } = renderForm(found);
    fireEvent.change(postcodeInput(), { target: { value: '601-1387' } });
    await act(async () => fireEvent.click(searchButton()));
    expect(calls).toEqual([{ path: 'customers/getSearchByPostcode', query: { zipcode: '6011387' } }]);

    const dialog = await screen.findByRole('dialog', { name: '郵便番号検索' });
    expect(dialog).toHaveTextContent('3件');
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '京都府 京都市伏見区 醍醐一ノ切町（キョウトシフシミク ダイゴイチノキリチョウ）',
      '京都府 京都市伏見区 醍醐三ノ切（キョウトシフシミク ダイゴサンノキリ）',
      '京都府 京都市伏見区 醍醐二ノ切町（キョウトシフシミク ダイゴニノキリチョウ）',
    ]);
    const apply = within(dialog).getByRole('button', { name: '反映（上書き）' });
    expect(apply).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('radio', { name: /醍醐三ノ切/ }));
    expect(apply).toBeEnabled();
    fireEvent.click(apply);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: '郵便番号検索' })).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: '町名・番地' })).toHaveValue('醍醐三ノ切'),
    );
    expect(screen.getByRole('combobox', { name: '都道府県' })).toHaveDisplayValue('京都府');
    expect(screen.getByRole('textbox', { name: '市区町村' })).toHaveValue('京都市伏見区');
    expect(screen.getByRole('textbox', { name: '市区町村(カナ)' })).toHaveValue('キョウトシフシミク');
    expect(screen.getByRole('textbox', { name: '町名・番地(カナ)' })).toHaveValue('ダイゴサンノキリ');
    expect(latest.data).toEqual({
      billing: {
        postcode: '601-1387',
        prefecture_id: 26,
        city: '京都市伏見区',
        city_kana: 'キョウトシフシミク',
        street: '醍醐三ノ切',
        street_kana: 'ダイゴサンノキリ',
        // Not a target: left as it was.
        building: 'サンプルビル',
      },
    });
  });

  test('キャンセル closes the modal and changes nothing', async () => {
    const { latest } = renderForm(found);
    fireEvent.change(postcodeInput(), { target: { value: '601-1387' } });
    await act(async () => fireEvent.click(searchButton()));
    const dialog = await screen.findByRole('dialog', { name: '郵便番号検索' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /醍醐一ノ切町/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '郵便番号検索' })).toBeNull());
    expect(latest.data.billing).toMatchObject({ prefecture_id: 13, city: '千代田区', street: '丸の内' });
  });

  test('an empty answer says 郵便番号が無効です。', async () => {
    renderForm({
      kind: 'ok',
      status: 200,
      body: { result_code: 2000, result_message: { postcodeDatas: [] } },
    });
    fireEvent.change(postcodeInput(), { target: { value: '000-0000' } });
    await act(async () => fireEvent.click(searchButton()));
    expect(await screen.findByText('郵便番号が無効です。')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '郵便番号検索' })).toBeNull();
  });

  test('a failed call asks for direct entry', async () => {
    renderForm({ kind: 'network-error', detail: 'Failed to fetch' });
    fireEvent.change(postcodeInput(), { target: { value: '100-0001' } });
    await act(async () => fireEvent.click(searchButton()));
    expect(
      await screen.findByText(
        '郵便番号から住所を検索できませんでした。お手数ですが、住所情報を直接ご入力ください。',
      ),
    ).toBeInTheDocument();
  });
});
