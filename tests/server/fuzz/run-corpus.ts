import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { plansOf, requestOf, type Answer, type FuzzCall } from './corpus';
import { injectOptions } from './encode';
import type { FuzzSession } from './fuzz-session';
import { changedTables, tableHashes } from './table-hash';

/** What one call's part of the corpus came to. */
export interface CallReport {
  key: string;
  payloads: number;
  /** HTTP status → payloads. */
  statuses: Record<string, number>;
  /** Mutation name → payloads (`~name` for noise). */
  mutations: Record<string, number>;
  slowestMs: number;
  /** The call's whole part of the run, hashing included. */
  elapsedMs: number;
}

/** How a corpus runs. */
export interface CorpusOptions {
  /** The run's seed; each call's is derived from it and the call's key, so one call replays on its own. */
  seed: number;
  /** Payloads per call. */
  runs: (call: FuzzCall) => number;
  /** The longest an answer may take (a hang fails the corpus). */
  timeoutMs: number;
  /** Told of each call's report as it finishes. */
  onCall?: (report: CallReport) => void;
}

// What is wrong with an answer, if anything: every payload must be refused (4xx, not the lost session's
// 401), the surrogate login may refuse in its body, a read may answer; nothing may answer 5xx.
function problemOf(answer: Answer, response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return `server error ${status}`;
  if (status === 401) return 'the session was lost (401)';
  if (answer === 'read' || (status >= 400 && status < 500)) return undefined;
  if (
    answer === 'refusedInBody' &&
    status === 200 &&
    response.json<{ result_code?: unknown }>().result_code !== 2000
  )
    return undefined;
  return `accepted with ${status}`;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The seed of one call's payloads: the run's seed and the call's key. */
export function callSeed(seed: number, key: string): number {
  let hash = seed | 0;
  for (const char of key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

const count = (table: Record<string, number>, key: string) => {
  table[key] = (table[key] ?? 0) + 1;
};

/** The reports of every call, and what went wrong (a call stops at its first wrong answer; the others go on). */
export interface CorpusOutcome {
  reports: CallReport[];
  failures: string[];
}

// fast-check's report (seed, path, counterexample) and the answer that failed it.
const failureText = (error: unknown): string =>
  error instanceof Error
    ? `${error.message}${error.cause instanceof Error ? `\n${error.cause.message}` : ''}`
    : String(error);

/**
 * Sends each call's payloads (fast-check, seeded) and checks every answer; hashes every table before and
 * after each call's payloads, and names the call and the tables when anything was written.
 */
export async function runCorpus(
  session: FuzzSession,
  calls: FuzzCall[],
  options: CorpusOptions,
): Promise<CorpusOutcome> {
  const reports: CallReport[] = [];
  const failures: string[] = [];
  // One snapshot between calls: the one after a call is the one before the next.
  let before = await tableHashes(session.db);
  for (const call of calls) {
    const seed = callSeed(options.seed, call.key);
    const started = performance.now();
    const report: CallReport = {
      key: call.key,
      payloads: 0,
      statuses: {},
      mutations: {},
      slowestMs: 0,
      elapsedMs: 0,
    };
    const property = fc.asyncProperty(plansOf(call), async (plan) => {
      const request = requestOf(call, plan);
      const sent = performance.now();
      const response = await withTimeout(
        session.app.inject(injectOptions(request, session.cookie)),
        options.timeoutMs,
      );
      report.slowestMs = Math.max(report.slowestMs, performance.now() - sent);
      report.payloads += 1;
      count(report.statuses, String(response.statusCode));
      for (const name of request.mutations) count(report.mutations, name);
      const problem = problemOf(call.answer, response);
      if (problem)
        throw new Error(
          `${call.key}: ${problem} for ${request.mutations.join(' + ')}: ${response.body.slice(0, 400)}`,
        );
    });
    try {
      await fc.assert(property, { seed, numRuns: options.runs(call), endOnFailure: true });
    } catch (error) {
      failures.push(failureText(error));
    }
    const after = await tableHashes(session.db);
    const changed = changedTables(before, after);
    if (changed.length > 0) failures.push(`${call.key} wrote to ${changed.join(', ')}`);
    before = after;
    report.elapsedMs = performance.now() - started;
    reports.push(report);
    options.onCall?.(report);
  }
  return { reports, failures };
}
