// @vitest-environment jsdom
import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { rowsPointers } from '../../src/engine/form-rows';
import { EngineProvider } from '../../src/engine/renderer/engine-provider';
import { plainContext } from '../../src/engine/renderer/plain-context';
import { SchemaForm } from '../../src/engine/renderer/schema-form';
import { rowDefaults, type Row } from '../../src/engine/rows';
import type { AppUiSchema, FormData, Schema } from '../../src/engine/types';
import { ThemedForm } from '../../src/theme';

const schema: Schema = {
  type: 'object',
  properties: {
    ids: {
      type: 'array',
      title: 'メッセンジャーID',
      items: {
        type: 'object',
        properties: {
          id: { type: ['integer', 'null'] },
          index: { type: 'integer' },
          service: {
            type: 'integer',
            title: 'サービス',
            default: 1,
            oneOf: [
              { const: 1, title: 'LINE' },
              { const: 6, title: 'Teams' },
            ],
          },
          is_new: { type: 'boolean' },
          is_delete: { type: 'boolean' },
        },
      },
    },
  },
};
const hidden = { 'ui:widget': 'hidden' };
const ui: AppUiSchema = {
  ids: {
    'ui:field': 'rows',
    'ui:options': {
      idKey: 'id',
      newOnly: ['service'],
      deleteConfirm: 'メッセンジャーIDを削除してもよろしいですか?',
      showTitle: true,
    },
    items: {
      id: hidden,
      index: hidden,
      is_new: hidden,
      is_delete: hidden,
      service: { 'ui:options': { width: 120 } },
    },
  },
};
const noTransport = {
  get: async () => ({ kind: 'network-error' as const, detail: 'test' }),
  post: async () => ({ kind: 'network-error' as const, detail: 'test' }),
};

function renderForm(rows: Row[]) {
  const seen: FormData[] = [];
  function Host() {
    const [data, setData] = useState<FormData>({ ids: rows });
    return (
      <EngineProvider services={{ Form: ThemedForm, transport: noTransport }}>
        <SchemaForm
          schema={schema}
          uiSchema={ui}
          formData={data}
          onChange={(next) => (seen.push(next), setData(next))}
          formContext={plainContext}
          idPrefix="t"
          showAllErrors={false}
        />
      </EngineProvider>
    );
  }
  render(<Host />);
  return { last: () => seen[seen.length - 1] as { ids: Row[] } };
}

describe('row table options', () => {
  test("a column's width option sizes its header", () => {
    renderForm([]);
    expect(screen.getByRole('columnheader', { name: 'サービス' })).toHaveStyle({ width: '120px' });
  });

  test('a new row takes the item schema defaults', () => {
    const items = (schema.properties?.ids as Schema).items as Schema;
    expect(rowDefaults(items)).toEqual({ service: 1 });
    const { last } = renderForm([]);
    fireEvent.click(screen.getByRole('button', { name: '追加' }));
    expect(last().ids[0]).toMatchObject({ service: 1, is_new: true });
  });

  test('newOnly columns are read-only once the row is saved; the table has its title and delete prompt', () => {
    renderForm([
      { id: 1, index: 0, service: 6, is_new: false, is_delete: false },
      { id: null, index: 1, service: 1, is_new: true, is_delete: false },
    ]);
    const table = screen.getByRole('table', { name: 'メッセンジャーID' });
    const selects = within(table).getAllByRole('combobox');
    expect((selects[0] as HTMLSelectElement).disabled).toBe(true);
    expect((selects[1] as HTMLSelectElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '1行目を削除' }));
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'メッセンジャーIDを削除してもよろしいですか?',
    );
  });

  test('a page field that wraps the rows field counts as a row table with ui:options.rows', () => {
    const wrapped: AppUiSchema = { ids: { 'ui:field': 'mine', 'ui:options': { rows: true } } };
    expect(rowsPointers(schema, wrapped)).toEqual(['/ids']);
    expect(rowsPointers(schema, { ids: { 'ui:field': 'mine' } })).toEqual([]);
  });
});
