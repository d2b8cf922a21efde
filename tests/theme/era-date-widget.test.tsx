// @vitest-environment jsdom
// The era date widget in a themed form: its label reaches the input, it shows the era year, and what
// the user types or picks is stored as YYYY-MM-DD.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import validator from '@rjsf/validator-ajv8';
import type { AppUiSchema, RjsfData, Schema, SectionContext } from '../../src/engine/types';
import { ThemedForm } from '../../src/theme';

const context: SectionContext = {
  customerId: 1,
  isEntry: false,
  userId: 1,
  requesting: false,
  customerUpdatedTimestamp: '2026-01-01 00:00:00',
  authorised: true,
};

const schema: Schema = {
  type: 'object',
  properties: { president_birthday: { type: 'string', title: '代表者生年月日', format: 'date' } },
};
const uiSchema: AppUiSchema = { president_birthday: { 'ui:widget': 'eraDate' } };

function renderForm(formData: RjsfData, options: { disabled?: boolean } = {}) {
  const changes: RjsfData[] = [];
  render(
    <ThemedForm
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      formContext={context}
      disabled={options.disabled}
      validator={validator}
      noValidate
      showErrorList={false}
      onChange={(event) => changes.push(event.formData as RjsfData)}
    />,
  );
  return { changes, input: screen.getByRole('combobox', { name: '代表者生年月日' }) };
}

describe('eraDate widget', () => {
  // The widget loads on first use (lazy-era-date-widget.tsx): loaded once here, every test renders at once.
  // Until then a disabled stand-in holds its place, marked busy (what the browser tests wait for to be gone).
  let standIn: HTMLElement;
  beforeAll(async () => {
    render(<ThemedForm schema={schema} uiSchema={uiSchema} formContext={context} validator={validator} />);
    standIn = screen.getByRole('textbox', { name: '代表者生年月日' });
    await screen.findByRole('combobox', { name: '代表者生年月日' });
    cleanup();
  });

  test('shows a disabled stand-in, marked busy, until its code is in', () => {
    expect(standIn).toBeDisabled();
    expect(standIn).toHaveAttribute('aria-busy', 'true');
  });

  test.each([
    ['1989-01-07', '昭和64年1月7日（1989-01-07）'],
    ['1989-01-08', '平成元年1月8日（1989-01-08）'],
    ['2019-04-30', '平成31年4月30日（2019-04-30）'],
    ['2019-05-01', '令和元年5月1日（2019-05-01）'],
  ])('shows %s with its era year, under the field label', (value, shown) => {
    const { input } = renderForm({ president_birthday: value });
    expect(input).toHaveValue(shown);
  });

  test('is empty without a value, with a hint of the format', () => {
    const { input } = renderForm({});
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('placeholder', '例：1989-01-08');
  });

  test('stores a typed date as YYYY-MM-DD and shows it with its era once left', () => {
    const { input, changes } = renderForm({});
    // Without focusing first: focusing opens the calendar, whose year menu (to 9999) is slow in jsdom.
    fireEvent.change(input, { target: { value: '2019-05-01' } });
    expect(changes.at(-1)).toEqual({ president_birthday: '2019-05-01' });
    fireEvent.blur(input);
    expect(input).toHaveValue('令和元年5月1日（2019-05-01）');
  });

  test('reads an era date typed by hand', () => {
    const { input, changes } = renderForm({});
    fireEvent.change(input, { target: { value: '平成元年1月8日' } });
    expect(changes.at(-1)).toEqual({ president_birthday: '1989-01-08' });
  });

  test('clearing the input clears the value', () => {
    const { input, changes } = renderForm({ president_birthday: '1989-01-08' });
    fireEvent.change(input, { target: { value: '' } });
    expect(changes.at(-1)).toEqual({});
  });

  test('picks a day from the calendar', async () => {
    const { input, changes } = renderForm({ president_birthday: '1989-01-08' });
    fireEvent.focus(input);
    // Named in Japanese (Blueprint's own label is the English "date picker").
    const calendar = await screen.findByRole('dialog', { name: '日付の選択' });
    fireEvent.click(within(calendar).getByText('20'));
    expect(changes.at(-1)).toEqual({ president_birthday: '1989-01-20' });
    // jsdom draws the whole calendar: seconds on a busy machine.
  }, 15_000);

  test('is disabled with its form', () => {
    const { input } = renderForm({ president_birthday: '1989-01-08' }, { disabled: true });
    expect(input).toBeDisabled();
  });
});
