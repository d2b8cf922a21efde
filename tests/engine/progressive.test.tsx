// @vitest-environment jsdom
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { EngineProvider } from '../../src/engine/renderer/engine-provider';
import { plainContext } from '../../src/engine/renderer/plain-context';
import { SchemaForm } from '../../src/engine/renderer/schema-form';
import {
  countWithin,
  inputWeight,
  isTypingInField,
  progressiveBudget,
  shownWholeMemory,
  ShownWholeMemory,
  type ShownWhole,
} from '../../src/engine/renderer/use-progressive';
import type { AppUiSchema, FormData, Schema } from '../../src/engine/types';
import { ThemedForm } from '../../src/theme';

const text = (title: string): Schema => ({ type: 'string', title });
/** An object block of `count` text fields named `<block>_<n>`. */
const block = (name: string, count: number): Schema => ({
  type: 'object',
  title: name,
  properties: Object.fromEntries(
    Array.from({ length: count }, (_, n) => [`${name}_${n}`, text(`${name}の項目${n}`)]),
  ),
});
const noTransport = {
  get: async () => ({ kind: 'network-error' as const, detail: 'test' }),
  post: async () => ({ kind: 'network-error' as const, detail: 'test' }),
};

const sixBlocks: Schema = {
  type: 'object',
  properties: Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((name) => [name, block(name, 10)])),
};

let container: HTMLElement;
let root: Root;
let actEnvironment: unknown;
const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown };

beforeEach(() => {
  // The first commit is looked at before React's later renders run: rendered outside `act`, which would
  // run them all before returning.
  actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});
afterEach(() => {
  root.unmount();
  container.remove();
  scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

/** Renders the form in one synchronous commit, as a section's data arriving does. */
function showForm(schema: Schema, uiSchema: AppUiSchema, formData: FormData, memory?: ShownWhole, key = 0) {
  flushSync(() =>
    root.render(
      <EngineProvider services={{ Form: ThemedForm, transport: noTransport }}>
        <ShownWholeMemory.Provider value={memory ?? null}>
          <SchemaForm
            key={key}
            schema={schema}
            uiSchema={uiSchema}
            formData={formData}
            onChange={() => undefined}
            formContext={plainContext}
            idPrefix="t"
            showAllErrors={false}
          />
        </ShownWholeMemory.Provider>
      </EngineProvider>,
    ),
  );
}
const inputs = () => container.querySelectorAll('input').length;
/** Lets React run the renders it scheduled after the first commit: until nothing is marked busy. */
async function settle() {
  expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  await vi.waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 5000 });
}

describe('a long form shows its first inputs first and the rest in the renders after', () => {
  test('weights count an object’s shown leaves and a table’s rows, a page at most', () => {
    expect(inputWeight(block('a', 7), {})).toBe(7);
    const rows: Schema = { type: 'array', items: block('r', 3) };
    expect(inputWeight(rows, [{}, {}])).toBe(6);
    expect(
      inputWeight(
        rows,
        Array.from({ length: 50 }, () => ({})),
      ),
    ).toBe(30);
    expect(inputWeight(rows, [])).toBe(1);
    // With the UI schema, hidden fields (a row's id) draw no input.
    const hiddenId: AppUiSchema = { items: { r_0: { 'ui:widget': 'hidden' } } };
    expect(inputWeight(rows, [{}, {}], hiddenId)).toBe(4);
    expect(inputWeight(text('x'), undefined, { 'ui:widget': 'hidden' })).toBe(0);
    expect(countWithin([10, 20, 5, 30], 40)).toBe(3);
    expect(countWithin([100, 5], 40)).toBe(1);
    expect(countWithin([1, 1], 40)).toBe(2);
  });

  test('a root of six blocks: the first commit holds the inputs within the budget, then all', async () => {
    showForm(sixBlocks, {}, {});
    // Two blocks of ten within the budget of 24, and the third as far as the budget goes.
    expect(inputs()).toBe(progressiveBudget);
    expect(container.querySelector('#t_c_c_3')).not.toBeNull();
    expect(container.querySelector('#t_c_c_4')).toBeNull();
    expect(container.querySelector('#t_c')?.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('#t_b')?.getAttribute('aria-busy')).toBeNull();
    await settle();
    expect(inputs()).toBe(60);
    expect(container.querySelector('#t_f_f_9')).not.toBeNull();
  });

  test('a field of a block filled in keeps its focus and what was typed while the rest of the block comes', async () => {
    showForm(sixBlocks, {}, {});
    const field = container.querySelector('#t_c_c_0') as HTMLInputElement;
    field.focus();
    field.value = '入力中';
    await settle();
    expect(container.querySelector('#t_c_c_0')).toBe(field);
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('入力中');
  });

  test('a first block larger than the budget shows its first inputs first', async () => {
    const schema: Schema = { type: 'object', properties: { a: block('a', 40), b: block('b', 5) } };
    showForm(schema, {}, {});
    expect(inputs()).toBe(progressiveBudget);
    expect(container.querySelector('#t_b_b_0')).toBeNull();
    await settle();
    expect(inputs()).toBe(45);
  });

  test('a section’s form built again after it was shown whole renders whole at once', async () => {
    const memory = shownWholeMemory();
    showForm(sixBlocks, {}, {}, memory);
    expect(inputs()).toBe(progressiveBudget);
    await settle();
    // As after a save: the section builds its form afresh (a new key).
    showForm(sixBlocks, {}, {}, memory, 1);
    expect(inputs()).toBe(60);
  });

  test('a form within the budget renders whole in its first commit', () => {
    const half = progressiveBudget / 2;
    const schema: Schema = { type: 'object', properties: { a: block('a', half), b: block('b', half) } };
    showForm(schema, {}, {});
    expect(inputs()).toBe(progressiveBudget);
  });

  test('a table shows its first rows with a gap of their height for the rest, then every row', async () => {
    const item: Schema = {
      type: 'object',
      properties: { id: { type: 'integer' }, name: text('氏名'), kana: text('カナ') },
    };
    const schema: Schema = { type: 'object', properties: { members: { type: 'array', items: item } } };
    const ui: AppUiSchema = {
      members: {
        'ui:field': 'rows',
        'ui:options': { idKey: 'id' },
        items: { id: { 'ui:widget': 'hidden' } },
      },
    };
    const members = Array.from({ length: 60 }, (_, n) => ({ id: n + 1, name: `名${n}`, kana: 'メイ' }));
    showForm(schema, ui, { members });
    const bodyRows = () => [...container.querySelectorAll('tbody tr')];
    // Two columns a row: 12 rows within the budget of 24, one gap for the other 48.
    expect(bodyRows().filter((row) => !row.hasAttribute('aria-hidden'))).toHaveLength(12);
    const gap = bodyRows().find((row) => row.hasAttribute('aria-hidden')) as HTMLElement;
    expect(gap.style.height).toBe(`${48 * 41}px`);
    await settle();
    expect(bodyRows()).toHaveLength(60);
    expect((container.querySelector('#t_members_59_name') as HTMLInputElement).value).toBe('名59');
  });

  test('a table at the root counts its rows: the blocks after a full first step wait for the next one', async () => {
    // rjsf's data holds a placeholder for a row table (form-rows.ts); the step counts the rows themselves.
    const item: Schema = {
      type: 'object',
      properties: { name: text('氏名'), kana: text('カナ'), mail: text('メール') },
    };
    const schema: Schema = {
      type: 'object',
      properties: { members: { type: 'array', items: item }, after: block('after', 6) },
    };
    const ui: AppUiSchema = { members: { 'ui:field': 'rows' } };
    const members = Array.from({ length: 8 }, (_, n) => ({
      name: `名${n}`,
      kana: 'メイ',
      mail: `m${n}@example.jp`,
    }));
    showForm(schema, ui, { members });
    // Eight rows of three inputs fill the budget of 24: the block after them is not drawn yet.
    expect(inputs()).toBe(progressiveBudget);
    expect(container.querySelector('#t_after_after_0')).toBeNull();
    await settle();
    expect(inputs()).toBe(progressiveBudget + 6);
    expect(container.querySelector('#t_after_after_5')).not.toBeNull();
  });
});

describe('a step past its deadline is forced only while nobody types', () => {
  test('a text field or text area with the focus is typing; a checkbox, a button or the page is not', () => {
    const add = (html: string) => {
      const holder = container.appendChild(document.createElement('div'));
      holder.innerHTML = html;
      return holder.firstElementChild as HTMLElement;
    };
    const cases: [string, boolean][] = [
      ['<input type="text">', true],
      ['<input>', true],
      ['<input type="tel">', true],
      ['<textarea></textarea>', true],
      ['<input type="checkbox">', false],
      ['<input type="radio">', false],
      ['<button type="button">保存</button>', false],
    ];
    for (const [html, typing] of cases) {
      const element = add(html);
      element.focus();
      expect(document.activeElement).toBe(element);
      expect(isTypingInField(), html).toBe(typing);
    }
    (document.activeElement as HTMLElement).blur();
    expect(isTypingInField()).toBe(false);
  });
});
