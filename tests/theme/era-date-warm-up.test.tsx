// @vitest-environment jsdom
// The customer page warms the date input up in idle time: after it, the first date field builds no date format.
import { render, screen } from '@testing-library/react';
import type { AppUiSchema, Schema } from '../../src/engine/types';
import { ThemedForm } from '../../src/theme';
import { warmUpDateInput } from '../../src/theme/widgets/era-date-widget';
import { rjsfValidator } from '../../src/engine/renderer/rjsf-validator';

const schema: Schema = {
  type: 'object',
  properties: { president_birthday: { type: 'string', title: '代表者生年月日', format: 'date' } },
};
const uiSchema: AppUiSchema = { president_birthday: { 'ui:widget': 'eraDate' } };

const OriginalDateTimeFormat = Intl.DateTimeFormat;
afterEach(() => {
  Intl.DateTimeFormat = OriginalDateTimeFormat;
});

test('after the warm-up, a date field renders without building a date format', async () => {
  let built = 0;
  // Blueprint calls it as a function, date-fns-tz with `new`: both are counted.
  Intl.DateTimeFormat = new Proxy(OriginalDateTimeFormat, {
    apply: (target, self, args: Parameters<typeof Intl.DateTimeFormat>) => ((built += 1), target(...args)),
    construct: (target, args: Parameters<typeof Intl.DateTimeFormat>) => ((built += 1), new target(...args)),
  });
  warmUpDateInput();
  expect(built).toBeGreaterThan(0);
  built = 0;
  render(
    <ThemedForm
      schema={schema}
      uiSchema={uiSchema}
      formData={{ president_birthday: '1968-04-12' }}
      validator={rjsfValidator}
    />,
  );
  // The widget's own code loads on first use; a stand-in holds its place until then.
  const input = await screen.findByRole('combobox', { name: '代表者生年月日' });
  expect(input).toHaveValue('昭和43年4月12日（1968-04-12）');
  expect(built).toBe(0);
});
