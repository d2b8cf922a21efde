// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import validator from '@rjsf/validator-ajv8';
import { ThemedForm } from '../../src/theme';
import type { Schema } from '../../src/engine/types';

const schema: Schema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: '会社名' },
    kana: { type: 'string', title: '会社名(カナ)' },
    id: { type: 'integer' },
  },
};

test('ui:options.columns lays the visible properties out in that many grid columns', () => {
  render(
    <ThemedForm
      schema={schema}
      uiSchema={{ 'ui:options': { columns: 2 }, id: { 'ui:widget': 'hidden' } }}
      validator={validator}
    />,
  );
  const grid = screen.getByLabelText('会社名').closest('div[style*="grid"]') as HTMLElement;
  expect(grid.style.gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
  expect(grid).toContainElement(screen.getByLabelText('会社名(カナ)'));
  expect(grid.querySelector('input[type="hidden"]')).toBeNull();
});

test('without columns the properties stack as before', () => {
  render(<ThemedForm schema={schema} validator={validator} />);
  expect(screen.getByLabelText('会社名').closest('div[style*="grid"]')).toBeNull();
});
