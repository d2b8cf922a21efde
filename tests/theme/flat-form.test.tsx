// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import type { AppFormProps, Schema } from '../../src/engine/types';
import { FlatForm } from '../../src/theme/flat-form';
import loginSchema from '../../schemas/dialogs/staff-login/schema.json';
import loginUi from '../../schemas/dialogs/staff-login/ui.json';

const schema = loginSchema as Schema;
const noValidator = {} as AppFormProps['validator'];

function renderFlat(props: Partial<AppFormProps> = {}) {
  const onChange = vi.fn();
  const onBlur = vi.fn();
  render(
    <FlatForm
      schema={schema}
      uiSchema={loginUi}
      validator={noValidator}
      idPrefix="login"
      onChange={onChange}
      onBlur={onBlur}
      {...props}
    />,
  );
  return { onChange, onBlur };
}

test('draws each field with its title, the required mark, its widget and autocomplete', () => {
  renderFlat({ formData: { account: 'admin' } });
  const account = screen.getByLabelText(/ログインID/);
  expect(account).toHaveValue('admin');
  expect(account).toHaveAttribute('type', 'text');
  expect(account).toHaveAttribute('autocomplete', 'username');
  expect(account).toHaveFocus();
  const password = screen.getByLabelText(/パスワード/);
  expect(password).toHaveAttribute('type', 'password');
  expect(password).toHaveAttribute('autocomplete', 'current-password');
  expect(screen.getAllByText('*')).toHaveLength(2);
});

test('reports changes as form data (blank as absent) and blurs by field id', () => {
  const { onChange, onBlur } = renderFlat({ formData: { account: 'a' } });
  fireEvent.change(screen.getByLabelText(/パスワード/), { target: { value: 'secret' } });
  expect(onChange).toHaveBeenLastCalledWith({ formData: { account: 'a', password: 'secret' } });
  fireEvent.change(screen.getByLabelText(/ログインID/), { target: { value: '' } });
  // It holds what it reported, as rjsf's Form does, while its formData prop stays the same.
  expect(onChange).toHaveBeenLastCalledWith({ formData: { account: undefined, password: 'secret' } });
  expect(screen.getByLabelText(/パスワード/)).toHaveValue('secret');
  fireEvent.blur(screen.getByLabelText(/ログインID/));
  expect(onBlur).toHaveBeenCalledWith('login_account', expect.any(String));
});

test('a new formData prop replaces what it holds', () => {
  const props = { schema, uiSchema: loginUi, validator: noValidator, idPrefix: 'login' };
  const { rerender } = render(<FlatForm {...props} formData={{ account: 'a' }} />);
  fireEvent.change(screen.getByLabelText(/ログインID/), { target: { value: 'typed' } });
  expect(screen.getByLabelText(/ログインID/)).toHaveValue('typed');
  rerender(<FlatForm {...props} formData={{ account: 'from outside' }} />);
  expect(screen.getByLabelText(/ログインID/)).toHaveValue('from outside');
});

test("shows a field's first error under it, in the danger colour, described by it", () => {
  renderFlat({ extraErrors: { password: { __errors: ['パスワードは必須項目です', 'second'] } } });
  const password = screen.getByLabelText(/パスワード/);
  expect(screen.getByText('パスワードは必須項目です')).toHaveAttribute('id', 'login_password__error');
  expect(screen.queryByText('second')).toBeNull();
  expect(password).toHaveAttribute('aria-describedby', 'login_password__error');
  expect(password.className).toContain('intent-danger');
});

test('refuses a schema it cannot draw, naming the field', () => {
  const withSelect: Schema = {
    type: 'object',
    properties: { role: { type: 'integer', title: '権限' } },
  };
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => renderFlat({ schema: withSelect, uiSchema: {} })).toThrow(/"role" needs the themed Form/);
  expect(() => renderFlat({ uiSchema: { ...loginUi, password: { 'ui:widget': 'textarea' } } })).toThrow(
    /"password" needs the themed Form/,
  );
});
