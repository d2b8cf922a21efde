// @vitest-environment jsdom
import { createContext, useContext, useMemo, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { Transport } from '../../src/engine/failure';
import { EngineProvider } from '../../src/engine/renderer/engine-provider';
import { plainContext } from '../../src/engine/renderer/plain-context';
import { SchemaForm } from '../../src/engine/renderer/schema-form';
import type { AppFieldProps, FormData, RjsfData, Schema } from '../../src/engine/types';
import { ThemedForm } from '../../src/theme';

// The engine hands a change the Form reported back unchanged (use-settled-form-data.ts): these check
// that every other change still reaches the screen.
const schema: Schema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: '会社名', maxLength: 10 },
    kana: { type: 'string', title: '会社名（カナ）' },
  },
};
const ui = {};
const loaded: FormData = { name: '読込値', kana: 'ヨミコミ' };
const noTransport = {} as Transport;

// `uiFollowsData`: a UI schema rebuilt whenever the data changes, as sections derive theirs from it.
function Host({ uiFollowsData = false }: { uiFollowsData?: boolean }) {
  const [data, setData] = useState<FormData>(loaded);
  const uiSchema = useMemo(
    () => (uiFollowsData ? { ...ui, 'ui:title': String(data.name) } : ui),
    [uiFollowsData, data],
  );
  return (
    <EngineProvider services={{ Form: ThemedForm, transport: noTransport }}>
      <SchemaForm
        schema={schema}
        uiSchema={uiSchema}
        formData={data}
        onChange={setData}
        formContext={plainContext}
        idPrefix="t"
        showAllErrors={false}
      />
      <output aria-label="親のデータ">{JSON.stringify(data)}</output>
      <button type="button" onClick={() => setData(loaded)}>
        元に戻す
      </button>
      <button type="button" onClick={() => setData((before) => ({ ...before, kana: 'ソトカラ' }))}>
        カナを入れる
      </button>
    </EngineProvider>
  );
}

test('typed text stays and reaches the parent, key by key', () => {
  render(<Host />);
  const name = screen.getByLabelText('会社名');
  fireEvent.change(name, { target: { value: '読込値A' } });
  fireEvent.change(name, { target: { value: '読込値AB' } });
  expect(name).toHaveValue('読込値AB');
  expect(screen.getByLabelText('親のデータ')).toHaveTextContent('"name":"読込値AB"');
});

test('a change from outside shows, and keeps what was typed elsewhere', () => {
  render(<Host />);
  fireEvent.change(screen.getByLabelText('会社名'), { target: { value: '入力中' } });
  fireEvent.click(screen.getByRole('button', { name: 'カナを入れる' }));
  expect(screen.getByLabelText('会社名（カナ）')).toHaveValue('ソトカラ');
  expect(screen.getByLabelText('会社名')).toHaveValue('入力中');
});

test('going back to the loaded values after typing shows them again', () => {
  render(<Host />);
  fireEvent.change(screen.getByLabelText('会社名'), { target: { value: '入力中' } });
  fireEvent.click(screen.getByRole('button', { name: '元に戻す' }));
  expect(screen.getByLabelText('会社名')).toHaveValue('読込値');
  fireEvent.change(screen.getByLabelText('会社名'), { target: { value: 'もう一度' } });
  expect(screen.getByLabelText('親のデータ')).toHaveTextContent('"name":"もう一度"');
});

test('an error that appears while typing in a touched field shows with the typed text', () => {
  render(<Host />);
  const name = screen.getByLabelText('会社名');
  fireEvent.blur(name);
  fireEvent.change(name, { target: { value: 'とても長い会社名になりました' } });
  expect(name).toHaveValue('とても長い会社名になりました');
  expect(screen.getByText('会社名は10文字以内で入力してください')).toBeInTheDocument();
});

test.each([false, true])(
  'leaving a field with an error does not rebuild the Form under the next field (UI schema rebuilt: %s)',
  (uiFollowsData) => {
    render(<Host uiFollowsData={uiFollowsData} />);
    const name = screen.getByLabelText('会社名');
    const kana = screen.getByLabelText('会社名（カナ）');
    fireEvent.change(name, { target: { value: 'とても長い会社名になりました' } });
    fireEvent.blur(name);
    expect(screen.getByText('会社名は10文字以内で入力してください')).toBeInTheDocument();
    // The same input element as before the blur: a rebuilt Form would have replaced it.
    fireEvent.change(kana, { target: { value: 'ツギノコウモク' } });
    expect(screen.getByLabelText('会社名（カナ）')).toBe(kana);
    expect(screen.getByLabelText('親のデータ')).toHaveTextContent('"kana":"ツギノコウモク"');
  },
);

// A field that sets its value and, in the same event, makes the page change another prop of the Form
// (基本情報's 反響 link sets the number and the customer's new stamp at once).
const StampContext = createContext<(stamp: string) => void>(() => undefined);
function LinkLikeField(props: AppFieldProps) {
  const setStamp = useContext(StampContext);
  return (
    <>
      <output aria-label="番号">{String(props.formData ?? '')}</output>
      <button
        type="button"
        onClick={() => {
          props.onChange('BT-000145' as unknown as RjsfData, props.fieldPathId.path);
          setStamp('2026-11-22 10:00:00');
        }}
      >
        紐付ける
      </button>
    </>
  );
}
const linkSchema: Schema = { type: 'object', properties: { number: { type: 'string', title: '番号' } } };
const linkUi = { number: { 'ui:field': 'linkLike' } };
const linkFields = { linkLike: LinkLikeField };

function LinkHost() {
  const [data, setData] = useState<FormData>({ number: 'BT-000101' });
  const [stamp, setStamp] = useState('2026-11-22 09:00:00');
  const context = useMemo(() => ({ ...plainContext, customerUpdatedTimestamp: stamp }), [stamp]);
  return (
    <EngineProvider services={{ Form: ThemedForm, transport: noTransport, fields: linkFields }}>
      <StampContext.Provider value={setStamp}>
        <SchemaForm
          schema={linkSchema}
          uiSchema={linkUi}
          formData={data}
          onChange={setData}
          formContext={context}
          idPrefix="link"
          showAllErrors={false}
        />
      </StampContext.Provider>
      <output aria-label="親のデータ">{JSON.stringify(data)}</output>
    </EngineProvider>
  );
}

test("a field's change made together with another prop's change is not lost", async () => {
  render(<LinkHost />);
  fireEvent.click(screen.getByRole('button', { name: '紐付ける' }));
  expect(await screen.findByText('BT-000145')).toBeInTheDocument();
  expect(screen.getByLabelText('親のデータ')).toHaveTextContent('"number":"BT-000145"');
});
