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

test('a key typed into one field leaves the rest of the form as it was, object for object', () => {
  // 契約状況 (a select filled from the answer) and a rule that hides fields: both re-made on every change.
  const basic = sectionEntry('basic-info');
  const loaded = {
    data: {},
    options: { contract_status: [{ value: 1, text: '契約中' }] },
  } as unknown as Parameters<typeof useSectionSchema>[2];
  const { result, rerender } = renderHook(
    ({ data }: { data: FormData }) => useSectionSchema(basic, undefined, loaded, data, {}),
    { initialProps: { data: { basic_customer_info: { corporate_name: '株式会社' } } as FormData } },
  );
  const before = result.current;
  rerender({ data: { basic_customer_info: { corporate_name: '株式会社テ' } } });
  expect(result.current).toBe(before);
  // Saturday's hours hide in 業務内容: only the parts that changed are new.
  const duties = renderHook(
    ({ data }: { data: FormData }) => useSectionSchema(entry, undefined, undefined, data, {}),
    { initialProps: { data: { regular_holidays: { saturday: false } } as FormData } },
  );
  const shown = duties.result.current?.uiSchema;
  duties.rerender({ data: { regular_holidays: { saturday: true } } });
  const hidden = duties.result.current?.uiSchema;
  expect(hidden).not.toBe(shown);
  expect(saturdayOf(hidden)['ui:widget']).toBe('hidden');
  expect(hidden?.regular_holidays).toBe(shown?.regular_holidays);
  expect(duties.result.current?.schema).toBe(entry.schema);
});
