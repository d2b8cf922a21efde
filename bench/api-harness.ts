// B6 and B6+'s plumbing: a database of 100 000 generated customers — a SQLite file, or a database in a
// throwaway PostgreSQL cluster — the server (bench/api-server.ts) in a child process on a loopback port, a
// signed-in session, and one measured call of the load generator (bench/load.ts) with the server's own times
// and CPU beside the client's.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerCommand, ServerMessage } from './api-server';
import pg from 'pg';
import { startPostgresCluster } from '../scripts/postgres-cluster';
import { generateCustomerDatabase } from './generate-customers';
import { runLoad, type Call } from './load';
import { summarise } from './stats';

const customerCount = 100_000;
/** Connections of every call but the 3500-row page. */
export const concurrency = 8;
/** Longest a call may take. */
export const timeLimitMs = 8_000;
/** The contracted list in TAS ID order; append page, limit and criteria. */
export const listBase =
  '/api/v1/customers/getCustomerList?is_entry=0&sort_by_key_name=tas_id&sort_desc_sync=0';

export interface Server {
  child: ChildProcess;
  port: number;
  /** The server times (ms) of every request since the last take, and the server's CPU time over them. */
  take: () => Promise<{ times: number[]; cpuMs: number }>;
  close: () => Promise<void>;
}

function nextMessage<K extends ServerMessage['kind']>(
  child: ChildProcess,
  kind: K,
): Promise<Extract<ServerMessage, { kind: K }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ServerMessage) => {
      if (message.kind !== kind) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Extract<ServerMessage, { kind: K }>);
    };
    const onExit = (code: number | null) => reject(new Error(`bench API server exited (${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

// `BENCH_CPU_PROF=<folder>`: the server writes a V8 CPU profile there when it exits (open it in Chrome's
// DevTools), to see where B6's time goes.
const cpuProfileFolder = process.env.BENCH_CPU_PROF;

/**
 * Starts bench/api-server.ts on a loopback port; `staticFolder`: also serve the built app from there (B8);
 * `floors`: with B6's floor routes and their table (B6's fresh database only, not B9's kept one).
 */
export async function startServer(
  database: string,
  staticFolder?: string,
  options: { floors?: boolean } = {},
): Promise<Server> {
  const profile = cpuProfileFolder ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileFolder}`] : [];
  const child = fork(
    join(import.meta.dirname, 'api-server.ts'),
    [database, ...(staticFolder ? [staticFolder] : [])],
    {
      execArgv: ['--import', 'tsx', ...profile],
      env: { ...process.env, BENCH_FLOORS: options.floors ? '1' : '' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const { port } = await nextMessage(child, 'listening');
  const command = (message: ServerCommand) => child.send(message);
  return {
    child,
    port,
    take: async () => {
      const answer = nextMessage(child, 'times');
      command({ kind: 'take' });
      const { times, cpuMs } = await answer;
      return { times, cpuMs };
    },
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      command({ kind: 'close' });
      const timer = setTimeout(() => child.kill(), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Signs in as the seed's admin; the session cookie. */
export async function signIn(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account: 'admin', password: 'Admin2026' }).toString(),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('tas_session='));
  if (!response.ok || !cookie) throw new Error(`bench login failed: ${response.status}`);
  return cookie;
}

/** GET `path` as the signed-in staff; the answer's JSON. */
export async function getJson(port: number, path: string, cookie: string): Promise<Record<string, unknown>> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** One measured call: what each connection sends, how many requests, over how many connections. */
export interface Case {
  /** The benchmark the log line belongs to (default B6). */
  id?: string;
  name: string;
  next: (worker: number) => Call;
  answered?: (worker: number, body: string) => void;
  count: number;
  concurrency: number;
}

/** One measured call's figures. */
export interface Measured {
  perSecond: number;
  latencies: number[];
  serverTimes: number[];
  cpuPerRequest: number;
}

/** One call measured after a warm-up of a fifth of its count; logs client and server figures. */
export async function measure(server: Server, cookie: string, item: Case): Promise<Measured> {
  const options = { port: server.port, cookie, next: item.next, answered: item.answered, timeLimitMs };
  // Warm-up (JIT, SQLite's page cache, the connections), not counted.
  await runLoad({
    ...options,
    count: Math.max(5, Math.round(item.count / 5)),
    concurrency: item.concurrency,
  });
  await server.take();
  const run = await runLoad({ ...options, count: item.count, concurrency: item.concurrency });
  const { times, cpuMs } = await server.take();
  const client = summarise(run.latencies);
  const onServer = summarise(times);
  console.log(
    `  ${item.id ?? 'B6'} ${item.name}: ${run.done} requests in ${run.seconds.toFixed(2)} s = ${run.perSecond.toFixed(0)}/s; ` +
      `client p50 ${client.median.toFixed(2)} / p95 ${client.p95.toFixed(2)} ms; ` +
      `server p50 ${onServer.median.toFixed(2)} / p95 ${onServer.p95.toFixed(2)} ms; ` +
      `CPU per request: server ${(cpuMs / run.done).toFixed(3)} ms, load generator ${(run.clientCpuMs / run.done).toFixed(3)} ms`,
  );
  return {
    perSecond: run.perSecond,
    latencies: run.latencies,
    serverTimes: times,
    cpuPerRequest: cpuMs / run.done,
  };
}

/** A GET request. */
export const get = (path: string): Call => ({ method: 'GET', path });

/** The databases B6 runs on, in the same run. */
export type BenchDatabase = 'SQLite' | 'PostgreSQL';
const allDatabases: BenchDatabase[] = ['SQLite', 'PostgreSQL'];
// `BENCH_DATABASES=PostgreSQL` (or `SQLite`) runs B6 on that one only, for a quicker look while working on
// one dialect; a full `npm run bench` runs both.
const chosenDatabases = (process.env.BENCH_DATABASES ?? '').toLowerCase().split(',');
export const benchDatabases: BenchDatabase[] = allDatabases.filter(
  (kind) => !process.env.BENCH_DATABASES || chosenDatabases.includes(kind.toLowerCase()),
);

/** The server on a fresh database of 100 000 customers, signed in as admin. */
export interface CustomerApi {
  server: Server;
  cookie: string;
}

// A fresh database of the kind: a file in `folder`, or a database in a cluster of the run's own.
async function freshBenchDatabase(
  kind: BenchDatabase,
  folder: string,
): Promise<{ database: string; stop: () => void }> {
  if (kind === 'SQLite') return { database: join(folder, 'customers.sqlite'), stop: () => undefined };
  const cluster = await startPostgresCluster();
  const admin = new pg.Client(cluster.url);
  await admin.connect();
  await admin.query('CREATE DATABASE tas_bench');
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = '/tas_bench';
  return { database: url.toString(), stop: () => cluster.stop() };
}

/** Generates the database (10–40 s), starts the server, signs in, runs `body`, and cleans up after it. */
export async function withCustomerApi<T>(
  kind: BenchDatabase,
  body: (api: CustomerApi) => Promise<T>,
): Promise<T> {
  const folder = mkdtempSync(join(tmpdir(), 'tas-bench-'));
  const { database, stop } = await freshBenchDatabase(kind, folder);
  try {
    const started = performance.now();
    const made = await generateCustomerDatabase(database, customerCount);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`B6 (${kind}): ${made} customers generated in ${seconds} s`);
    const server = await startServer(database, undefined, { floors: true });
    try {
      return await body({ server, cookie: await signIn(server.port) });
    } finally {
      await server.close();
    }
  } finally {
    stop();
    rmSync(folder, { recursive: true, force: true });
  }
}
