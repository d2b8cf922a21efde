// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { useSectionSchema } from '../../src/engine/renderer/use-section-schema';
import type { AppUiSchema, FormData } from '../../src/engine/types';
import { sectionEntry } from './engine-harness';

// 業務内容: 土曜's business hours hide while 土曜 is a regular holiday (a `ui:rule` of its ui.json).
const entry = sectionEntry('duties-content');
const saturdayOf = (ui: AppUiSchema | undefined) =>
  ((ui?.business_hours as AppUiSchema | undefined)?.saturday ?? {}) as AppUiSchema;

test('a section whose data has not come is given no form: its rules are not resolved against empty data', () => {
  const { result } = renderHook(() => useSectionSchema(entry, undefined, undefined, undefined, {}));
  expect(result.current).toBeUndefined();
});

test('once the data is here, the form comes with its rules resolved against it', () => {
  const { result, rerender } = renderHook(
    ({ data }: { data: FormData | undefined }) => useSectionSchema(entry, undefined, undefined, data, {}),
    { initialProps: { data: undefined as FormData | undefined } },
  );
  rerender({ data: { regular_holidays: { saturday: true } } });
  expect(result.current?.schema).toBe(entry.schema);
  expect(saturdayOf(result.current?.uiSchema)['ui:widget']).toBe('hidden');
  rerender({ data: { regular_holidays: { saturday: false } } });
  expect(saturdayOf(result.current?.uiSchema)['ui:widget']).toBeUndefined();
});
