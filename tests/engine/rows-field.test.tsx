// @vitest-environment jsdom
import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { rowsPlaceholder, rowsPointers, withoutRows, withRowsFrom } from '../../src/engine/form-rows';
import { EngineProvider } from '../../src/engine/renderer/engine-provider';
import { plainContext } from '../../src/engine/renderer/plain-context';
import { SchemaForm } from '../../src/engine/renderer/schema-form';
import { windowParts } from '../../src/engine/renderer/use-row-window';
import type { Row } from '../../src/engine/rows';
import type { AppUiSchema, FormData, Schema } from '../../src/engine/types';
import { ThemedForm } from '../../src/theme';

const schema: Schema = {
  type: 'object',
  properties: {
    note: { type: 'string', title: '備考' },
    members: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: ['integer', 'null'] },
          index: { type: 'integer' },
          sort_number: { type: 'string', title: '順' },
          name: { type: 'string', title: '氏名', maxLength: 5 },
          is_new: { type: 'boolean' },
          is_delete: { type: 'boolean' },
        },
      },
    },
  },
};
const hidden = { 'ui:widget': 'hidden' };
const ui: AppUiSchema = {
  members: {
    'ui:field': 'rows',
    'ui:options': { idKey: 'id', sortKey: 'sort_number' },
    items: { id: hidden, index: hidden, is_new: hidden, is_delete: hidden },
  },
};
const rowsOf = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    index: i,
    sort_number: String(i + 1),
    name: `名${i + 1}`,
    is_new: false,
    is_delete: false,
  }));
const noTransport = {
  get: async () => ({ kind: 'network-error' as const, detail: 'test' }),
  post: async () => ({ kind: 'network-error' as const, detail: 'test' }),
};

function renderForm(count: number) {
  const seen: FormData[] = [];
  function Host() {
    const [data, setData] = useState<FormData>({ note: '', members: rowsOf(count) });
    const onChange = (next: FormData) => (seen.push(next), setData(next));
    return (
      <EngineProvider services={{ Form: ThemedForm, transport: noTransport }}>
        <SchemaForm
          schema={schema}
          uiSchema={ui}
          formData={data}
          onChange={onChange}
          formContext={plainContext}
          idPrefix="t"
          showAllErrors={false}
        />
      </EngineProvider>
    );
  }
  render(<Host />);
  return { last: () => seen[seen.length - 1] as { note: string; members: Row[] } };
}

describe('row tables outside rjsf Form', () => {
  test('finds the row tables, hides their rows from the Form and puts the live rows back', () => {
    expect(rowsPointers(schema, ui)).toEqual(['/members']);
    const data = { note: 'x', members: rowsOf(2) };
    const formOnly = withoutRows(data, ['/members']);
    expect(formOnly.members).toBe(rowsPlaceholder);
    expect(withRowsFrom({ ...formOnly, note: 'y' }, data, ['/members'])).toEqual({ ...data, note: 'y' });
  });

  test('a keystroke in a row changes that row only; the form reports the whole array', () => {
    const { last } = renderForm(3);
    fireEvent.change(document.getElementById('t_members_1_name') as HTMLElement, {
      target: { value: '佐藤' },
    });
    expect(last().members).toHaveLength(3);
    expect(last().members[1].name).toBe('佐藤');
    expect(last().members[0]).toEqual(rowsOf(3)[0]);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBeNull();
  });

  test('a change outside the rows keeps the edited rows', () => {
    const { last } = renderForm(2);
    fireEvent.change(document.getElementById('t_members_0_name') as HTMLElement, {
      target: { value: '鈴木' },
    });
    fireEvent.change(document.getElementById('t_note') as HTMLElement, { target: { value: 'メモ' } });
    expect(last().note).toBe('メモ');
    expect(last().members[0].name).toBe('鈴木');
  });

  test('add gives sort number max + 1; delete asks, then removes a new row and marks a saved one', () => {
    const { last } = renderForm(2);
    fireEvent.click(screen.getByRole('button', { name: '追加' }));
    expect(last().members[2]).toMatchObject({ id: null, index: 2, sort_number: '3', is_new: true });
    fireEvent.click(screen.getByRole('button', { name: '3行目を削除' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '削除' }));
    expect(last().members).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '1行目を削除' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '削除' }));
    expect(last().members[0].is_delete).toBe(true);
    expect(screen.getByRole('button', { name: '1行目を削除' })).toBeTruthy();
  });

  test('a touched cell shows its error', () => {
    renderForm(2);
    const cell = document.getElementById('t_members_0_name') as HTMLElement;
    fireEvent.change(cell, { target: { value: '長すぎる名前です' } });
    expect(screen.queryByText(/5文字/)).toBeNull();
    fireEvent.blur(cell);
    expect(screen.getByText(/5文字/)).toBeTruthy();
  });

  test('a long table renders a window of rows, with aria-rowcount and aria-rowindex', () => {
    const { last } = renderForm(500);
    const table = screen.getByRole('table');
    expect(table.getAttribute('aria-rowcount')).toBe('501');
    const rendered = within(table).getAllByRole('row');
    expect(rendered.length).toBeLessThan(60);
    expect(rendered[1].getAttribute('aria-rowindex')).toBe('2');
    fireEvent.change(document.getElementById('t_members_3_name') as HTMLElement, {
      target: { value: '高橋' },
    });
    expect(last().members).toHaveLength(500);
    expect(last().members[3].name).toBe('高橋');
  });

  test('a window keeps the focused row at its place, gaps standing in for the rows between', () => {
    const rows = (parts: ReturnType<typeof windowParts>) =>
      parts.map((part) => (part.kind === 'row' ? part.index : `gap${part.height / 10}`));
    expect(rows(windowParts(3, 0, 3, 10))).toEqual([0, 1, 2]);
    expect(rows(windowParts(10, 4, 6, 10))).toEqual(['gap4', 4, 5, 'gap4']);
    expect(rows(windowParts(10, 4, 6, 10, 1))).toEqual(['gap1', 1, 'gap2', 4, 5, 'gap4']);
    expect(rows(windowParts(10, 4, 6, 10, 9))).toEqual(['gap4', 4, 5, 'gap3', 9]);
  });
});
