// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { dataRead, useSectionSchema } from '../../src/engine/renderer/use-section-schema';
import type { FormData } from '../../src/engine/types';
import { resolveUiSchema } from '../../src/engine/ui-rules';
import { sectionEntry } from './engine-harness';

// Counts the derivations: each resolves the section's rules once.
vi.mock('../../src/engine/ui-rules', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/engine/ui-rules')>();
  return { ...original, resolveUiSchema: vi.fn(original.resolveUiSchema) };
});

const duties = sectionEntry('duties-content');
// The section's change marks, one object across renders as the section hands it.
const noChanges = {};

test('a section reads its selects and its rules’ scopes, once each', () => {
  const read = dataRead(duties);
  expect(read).toEqual(
    expect.arrayContaining(['/regular_holidays/saturday', '/business_hours/saturday/genre']),
  );
  expect(new Set(read).size).toBe(read.length);
  expect(dataRead(sectionEntry('basic-info'))).toContain('/contract_service_status/contract_status');
});

test('a key into a field nothing is derived from gives back the last form without deriving it again', () => {
  const derivations = vi.mocked(resolveUiSchema);
  const name = (text: string): FormData => ({
    regular_holidays: { saturday: true },
    for_answer_customer_info: { for_answer_corporate_name: text },
  });
  const { result, rerender } = renderHook(
    ({ data }: { data: FormData }) => useSectionSchema(duties, undefined, undefined, data, noChanges),
    { initialProps: { data: name('株式会社') } },
  );
  const first = result.current;
  const before = derivations.mock.calls.length;
  rerender({ data: name('株式会社テ') });
  rerender({ data: name('株式会社テス') });
  expect(result.current).toBe(first);
  expect(derivations.mock.calls.length).toBe(before);
  // A value a rule reads: derived again, and the rule no longer hides Saturday's hours.
  rerender({
    data: { ...name('株式会社テス'), regular_holidays: { saturday: false } },
  });
  expect(derivations.mock.calls.length).toBe(before + 1);
  expect(result.current).not.toBe(first);
});
