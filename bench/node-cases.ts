// B5: validation per change in the largest section, and how many times each schema is compiled.
import { schemaCompileCount, validateForm } from '../src/engine/validator';
import { wideSection } from './fixtures';
import { summarise, type BenchRow } from './stats';

/** B5 as table rows: time per validation of a 150-field section after one change, and compiles per schema. */
export function validationCase(changes = 2000): BenchRow[] {
  const { schema, data } = wideSection(150);
  const before = schemaCompileCount();
  const times: number[] = [];
  let current = data;
  for (let i = 0; i < changes; i += 1) {
    current = { ...current, field_075: `値${i}` };
    const start = performance.now();
    validateForm(schema, current);
    times.push(performance.now() - start);
  }
  const compiles = schemaCompileCount() - before;
  const perChange = summarise(times);
  return [
    {
      id: 'B5',
      what: 'validation per change, 150 fields',
      unit: 'ms',
      ours: perChange,
      target: '≤ 2 ms',
      met: perChange.p95 <= 2,
    },
    {
      id: 'B5',
      what: `schema compiles over ${changes} changes`,
      unit: 'compiles',
      ours: { median: compiles, p95: compiles, n: 1 },
      target: 'exactly 1',
      met: compiles === 1,
    },
  ];
}
