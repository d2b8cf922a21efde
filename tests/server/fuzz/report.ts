import type { CallReport } from './run-corpus';

const keyWidth = 48;

/** One call's line: payloads, answers by status, the slowest answer and the refusals it was sent. */
export function reportLine(report: CallReport): string {
  const statuses = Object.entries(report.statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  const refusals = Object.entries(report.mutations)
    .filter(([name]) => !name.startsWith('~'))
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');
  return `${report.key.padEnd(keyWidth)} ${String(report.payloads).padStart(6)}  ${statuses}  (${(report.elapsedMs / 1000).toFixed(1)} s, slowest ${report.slowestMs.toFixed(0)} ms; ${refusals})`;
}

/** The whole run: a line per call and the total. */
export function describeReport(reports: CallReport[]): string {
  const total = reports.reduce((sum, report) => sum + report.payloads, 0);
  return [
    ...reports.map(reportLine),
    `${'total'.padEnd(keyWidth)} ${String(total).padStart(6)} payloads, ${reports.length} calls`,
  ].join('\n');
}
