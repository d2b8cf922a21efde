/** Median and 95th percentile of a sample (nearest rank). */
export function summarise(values: number[]): { median: number; p95: number; n: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
  return { median: at(0.5), p95: at(0.95), n: sorted.length };
}

/** One line of the results table. */
export interface BenchRow {
  id: string;
  what: string;
  unit: string;
  ours: { median: number; p95: number; n: number };
  baseline?: { median: number; p95: number; n: number };
  /** ours / baseline on the statistic the target names. */
  ratio?: number;
  target: string;
  /** null: a figure printed beside others, with no target of its own (B6+'s searches but B6's filter). */
  met: boolean | null;
}

/** Prints rows as an aligned table. */
export function printTable(rows: BenchRow[]): void {
  const fmt = (value: number | undefined) =>
    value === undefined || Number.isNaN(value) ? '—' : value.toFixed(value < 1 ? 3 : 1);
  const lines = rows.map((row) => [
    row.id,
    row.what,
    `${fmt(row.ours.median)} / ${fmt(row.ours.p95)} ${row.unit}`,
    row.baseline ? `${fmt(row.baseline.median)} / ${fmt(row.baseline.p95)} ${row.unit}` : '—',
    fmt(row.ratio),
    row.target,
    row.met === null ? '' : row.met ? 'met' : 'MISSED',
  ]);
  const header = ['#', 'what', 'ours median / p95', 'baseline median / p95', 'ratio', 'target', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  for (const line of [header, ...lines])
    console.log(line.map((cell, i) => cell.padEnd(widths[i])).join('  '));
}
