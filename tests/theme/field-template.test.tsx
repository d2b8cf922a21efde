// @vitest-environment jsdom
// The theme's field frame as a user meets it: labels, the first error, disabled forms, and the
// `変更前:` tooltip the engine asks for through `formContext.changes`.
import { createRef } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type Form from '@rjsf/core';
import { Classes, Colors } from '@blueprintjs/core';
import { englishStringTranslator } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import type {
  AppUiSchema,
  ChangeMark,
  FormContext,
  RjsfData,
  Schema,
  SectionContext,
} from '../../src/engine/types';
import { ThemedForm } from '../../src/theme';

const context: SectionContext = {
  customerId: 1,
  isEntry: false,
  userId: 1,
  requesting: false,
  customerUpdatedTimestamp: '2026-01-01 00:00:00',
  authorised: true,
};

const basic: Schema = {
  type: 'object',
  properties: {
    company_name: { type: 'string', title: '会社名' },
    login_password: { type: 'string', title: 'パスワード' },
  },
};

function renderForm(options: {
  schema?: Schema;
  uiSchema?: AppUiSchema;
  formData?: RjsfData;
  changes?: Record<string, ChangeMark>;
  disabled?: boolean;
}) {
  return render(
    <ThemedForm
      schema={options.schema ?? basic}
      uiSchema={options.uiSchema}
      formData={options.formData}
      formContext={{ ...context, changes: options.changes }}
      disabled={options.disabled}
      validator={validator}
      noValidate
      showErrorList={false}
    />,
  );
}

function formGroupOf(element: HTMLElement): HTMLElement {
  const group = element.closest<HTMLElement>(`.${Classes.FORM_GROUP}`);
  if (!group) throw new Error('no FormGroup around the control');
  return group;
}

describe('change marks', () => {
  test('a pending field shows the earlier value on hover and a warning FormGroup', async () => {
    renderForm({
      formData: { company_name: '新会社名' },
      uiSchema: { company_name: { 'ui:readonly': true } },
      changes: { '/company_name': { kind: 'pending', previous: '旧会社名' } },
    });
    const input = screen.getByLabelText('会社名');
    expect(input).toHaveValue('新会社名');
    expect(input).toHaveAttribute('readonly');
    expect(formGroupOf(input)).toHaveClass(Classes.INTENT_WARNING);
    expect(screen.queryByText('変更前:旧会社名')).not.toBeInTheDocument();
    fireEvent.mouseEnter(input);
    expect(await screen.findByText('変更前:旧会社名')).toBeInTheDocument();
  });

  test('a masked pending value shows asterisks, never the value', async () => {
    renderForm({
      uiSchema: { login_password: { 'ui:widget': 'password' } },
      formData: { login_password: 'new-secret' },
      changes: { '/login_password': { kind: 'pending', previous: 'old-secret', masked: true } },
    });
    const input = screen.getByLabelText('パスワード');
    expect(input.closest('[data-change-mark]')).toHaveStyle({
      outlineStyle: 'dashed',
      outlineColor: Colors.ORANGE3,
    });
    fireEvent.mouseEnter(input);
    expect(await screen.findByText('変更前:********')).toBeInTheDocument();
    expect(screen.queryByText(/old-secret/)).not.toBeInTheDocument();
  });

  test('a sent-back field gets a red frame, a danger FormGroup and the tooltip', async () => {
    renderForm({
      formData: { company_name: '新会社名' },
      changes: { '/company_name': { kind: 'sentBack', previous: '旧会社名' } },
    });
    const input = screen.getByLabelText('会社名');
    expect(formGroupOf(input)).toHaveClass(Classes.INTENT_DANGER);
    const frame = input.closest('[data-change-mark]');
    expect(frame).toHaveAttribute('data-change-mark', 'sentBack');
    expect(frame).toHaveStyle({ outlineStyle: 'solid', outlineColor: Colors.RED3 });
    fireEvent.mouseEnter(input);
    expect(await screen.findByText('変更前:旧会社名')).toBeInTheDocument();
  });

  test('marks address array rows by JSON pointer; unmarked fields get no tooltip frame', async () => {
    const schema: Schema = {
      type: 'object',
      properties: {
        customer_clients: {
          type: 'array',
          items: { type: 'object', properties: { name: { type: 'string', title: '取引先名' } } },
        },
      },
    };
    renderForm({
      schema,
      formData: { customer_clients: [{ name: 'A社' }, { name: 'B社' }] },
      changes: { '/customer_clients/1/name': { kind: 'pending', previous: 'C社' } },
    });
    const [first, second] = screen.getAllByLabelText('取引先名');
    expect(first.closest('[data-change-mark]')).toBeNull();
    fireEvent.mouseEnter(second);
    expect(await screen.findByText('変更前:C社')).toBeInTheDocument();
  });
});

describe('errors', () => {
  test('a field shows only its first error, as plain text describing the input', () => {
    render(
      <ThemedForm
        schema={basic}
        formContext={context}
        validator={validator}
        noValidate
        showErrorList={false}
        extraErrors={{ company_name: { __errors: ['会社名を入力してください', '会社名は64文字以内です'] } }}
      />,
    );
    const input = screen.getByLabelText('会社名');
    expect(screen.getByText('会社名を入力してください')).toBeInTheDocument();
    expect(screen.queryByText('会社名は64文字以内です')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('会社名を入力してください');
    expect(formGroupOf(input)).toHaveClass(Classes.INTENT_DANGER);
  });
});

const everyWidget: Schema = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', title: '氏名' },
    note: { type: 'string', title: '備考' },
    kind: { type: 'string', title: '区分', enum: ['法人', '個人'] },
    agreed: { type: 'boolean', title: '同意する' },
    gender: { type: 'string', title: '性別', enum: ['男性', '女性'] },
    start_date: { type: 'string', format: 'date', title: '開始日' },
    start_time: { type: 'string', title: '開始時刻' },
    sent_at: { type: 'string', format: 'date-time', title: '送信日時' },
    count: { type: 'integer', title: '件数' },
  },
};
const everyWidgetUi: AppUiSchema = {
  note: { 'ui:widget': 'textarea' },
  gender: { 'ui:widget': 'radio' },
  start_time: { 'ui:widget': 'time' },
  count: { 'ui:widget': 'updown' },
};

describe('labels and widgets', () => {
  test('every widget renders a control labelled by its title', () => {
    renderForm({ schema: everyWidget, uiSchema: everyWidgetUi });
    expect(screen.getByLabelText(/^氏名/)).toHaveAttribute('type', 'text');
    expect(screen.getByText('*')).toBeInTheDocument();
    expect(screen.getByLabelText('備考').tagName).toBe('TEXTAREA');
    const select = screen.getByLabelText('区分');
    expect(select.tagName).toBe('SELECT');
    expect(within(select).getByRole('option', { name: '法人' })).toBeInTheDocument();
    expect(screen.getByLabelText('同意する')).toHaveAttribute('type', 'checkbox');
    const radios = screen.getByLabelText('性別');
    expect(radios).toHaveAttribute('role', 'radiogroup');
    expect(within(radios).getByLabelText('女性')).toHaveAttribute('type', 'radio');
    expect(screen.getByLabelText('開始日')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('開始日')).toHaveAttribute('max', '9999-12-31');
    expect(screen.getByLabelText('開始時刻')).toHaveAttribute('type', 'time');
    expect(screen.getByLabelText('送信日時')).toHaveAttribute('type', 'datetime-local');
    expect(screen.getByLabelText('件数')).toHaveAttribute('type', 'number');
  });

  test('a disabled form disables every input', () => {
    const { container } = renderForm({ schema: everyWidget, uiSchema: everyWidgetUi, disabled: true });
    const controls = container.querySelectorAll('input:not([type="hidden"]), select, textarea');
    expect(controls.length).toBeGreaterThanOrEqual(10);
    controls.forEach((control) => expect(control).toBeDisabled());
  });

  test('typing, choosing and ticking reach the form data', () => {
    const onChange = vi.fn();
    render(
      <ThemedForm
        schema={everyWidget}
        uiSchema={everyWidgetUi}
        formContext={context}
        validator={validator}
        onChange={onChange}
      />,
    );
    fireEvent.change(screen.getByLabelText(/^氏名/), { target: { value: '山田太郎' } });
    fireEvent.change(screen.getByLabelText('区分'), { target: { value: '1' } });
    fireEvent.click(screen.getByLabelText('同意する'));
    fireEvent.click(screen.getByLabelText('女性'));
    fireEvent.change(screen.getByLabelText('開始時刻'), { target: { value: '09:30' } });
    const last = onChange.mock.calls.at(-1)?.[0];
    expect(last.formData).toMatchObject({
      name: '山田太郎',
      kind: '個人',
      agreed: true,
      gender: '女性',
      start_time: '09:30',
    });
  });
});

describe('buttons', () => {
  const list: Schema = {
    type: 'object',
    properties: { phones: { type: 'array', title: '電話番号', items: { type: 'string' } } },
  };
  const phones = { phones: ['03-1234-5678'] };

  test('add, remove and submit read 追加, 削除 and 保存', () => {
    render(<ThemedForm schema={list} formData={phones} validator={validator} />);
    expect(screen.getByRole('button', { name: '追加' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '削除' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存' })).toHaveAttribute('type', 'submit');
  });

  test('a ref reaches the rjsf Form', () => {
    const ref = createRef<Form<RjsfData, Schema, FormContext>>();
    render(<ThemedForm ref={ref} schema={list} formData={phones} validator={validator} />);
    expect(ref.current?.validateForm()).toBe(true);
  });

  test("a form's own translateString still wins", () => {
    render(
      <ThemedForm
        schema={list}
        formData={phones}
        validator={validator}
        translateString={englishStringTranslator}
      />,
    );
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });
});
