// B6: the API on 100 000 generated customers. The server (bench/api-server.ts) runs in a child process on a
// loopback port; this process is the load generator (bench/load.ts). Every measured call is paired with a
// run of a trivial JSON route of the same server just before it, and requests/s are compared with that run.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerCommand, ServerMessage } from './api-server';
import { generateCustomerDatabase } from './generate-customers';
import { runLoad, type Call } from './load';
import { summarise, type BenchRow } from './stats';

const customerCount = 100_000;
const concurrency = 8;
const timeLimitMs = 8_000;
const listBase = '/api/v1/customers/getCustomerList?is_entry=0&sort_by_key_name=tas_id&sort_desc_sync=0';

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

/** Starts bench/api-server.ts on a loopback port; `staticFolder`: also serve the built app from there (B8). */
export async function startServer(databasePath: string, staticFolder?: string): Promise<Server> {
  const profile = cpuProfileFolder ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileFolder}`] : [];
  const child = fork(
    join(import.meta.dirname, 'api-server.ts'),
    [databasePath, ...(staticFolder ? [staticFolder] : [])],
    {
      execArgv: ['--import', 'tsx', ...profile],
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

async function signIn(port: number): Promise<string> {
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

async function getJson(port: number, path: string, cookie: string): Promise<Record<string, unknown>> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** One measured call: what each connection sends, how many requests, over how many connections. */
interface Case {
  name: string;
  next: (worker: number) => Call;
  answered?: (worker: number, body: string) => void;
  count: number;
  concurrency: number;
}

interface Measured {
  perSecond: number;
  latencies: number[];
  serverTimes: number[];
  cpuPerRequest: number;
}

async function measure(server: Server, cookie: string, item: Case): Promise<Measured> {
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
    `  B6 ${item.name}: ${run.done} requests in ${run.seconds.toFixed(2)} s = ${run.perSecond.toFixed(0)}/s; ` +
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

/** Section saves: each connection saves its own customers in turn, sending the stamp its last save returned. */
async function saveCase(port: number, cookie: string, count: number): Promise<Case> {
  const perWorker = 25;
  // Contracted customers: the generator makes every fifth customer (index 2 mod 5) an entry.
  const ids = Array.from({ length: 400 }, (_, i) => i + 10)
    .filter((id) => (id - 5) % 5 !== 2)
    .slice(0, concurrency * perWorker);
  const stamps = new Map<number, string>();
  for (const id of ids) {
    const body = await getJson(port, `/api/v1/customers/getCustomerDetail?customer_id=${id}`, cookie);
    stamps.set(id, String((body.customer_detail as Record<string, unknown>).customer_updated_timestamp));
  }
  const turn = Array.from({ length: concurrency }, () => 0);
  const current = Array.from({ length: concurrency }, () => 0);
  let saves = 0;
  return {
    name: 'section save (updateOvertimeAnnounce)',
    count,
    concurrency,
    next: (worker) => {
      const id = ids[worker * perWorker + (turn[worker] % perWorker)];
      turn[worker] += 1;
      current[worker] = id;
      saves += 1;
      return {
        method: 'POST',
        path: '/api/v1/customers/updateOvertimeAnnounce',
        body: {
          customer_id: id,
          is_entry: 0,
          customer_updated_timestamp: stamps.get(id),
          option_overtime_announce_content: `本日の営業は終了いたしました。（ベンチ${saves}）`,
        },
      };
    },
    answered: (worker, body) => {
      const answer = JSON.parse(body) as { customer_updated_timestamp: string };
      stamps.set(current[worker], answer.customer_updated_timestamp);
    },
  };
}

const get = (path: string): Call => ({ method: 'GET', path });

function ratioRow(
  what: string,
  ours: number[],
  baseline: number[],
  atLeast: number,
  target = `≥ ${atLeast}× the trivial route`,
): BenchRow {
  const pair = { ours: summarise(ours), baseline: summarise(baseline) };
  const ratio = pair.ours.median / pair.baseline.median;
  return { id: 'B6', what, unit: 'req/s', ...pair, ratio, target, met: ratio >= atLeast };
}

/** B6 as table rows: requests/s of list, section load and save against the trivial route, deep page against the first, server time of a 3500-row page. */
export async function apiCases(rounds: number): Promise<BenchRow[]> {
  const folder = mkdtempSync(join(tmpdir(), 'tas-bench-'));
  const databasePath = join(folder, 'customers.sqlite');
  const started = performance.now();
  const made = generateCustomerDatabase(databasePath, customerCount);
  console.log(`B6: ${made} customers generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const server = await startServer(databasePath);
  try {
    const cookie = await signIn(server.port);
    const first = await getJson(server.port, `${listBase}&page=1&limit=20`, cookie);
    const total = Number((first.table_items as { total: number }).total);
    const lastPage = Math.ceil(total / 20);
    const trivial: Case = {
      name: 'trivial route',
      next: () => get('/bench/trivial'),
      count: 3000,
      concurrency,
    };
    const listFilter: Case = {
      name: 'list, 20 a page, service status filter',
      next: () => get(`${listBase}&page=1&limit=20&service_status_selected=2`),
      count: 1000,
      concurrency,
    };
    const listFirst: Case = {
      name: `list, first page of ${total}`,
      next: () => get(`${listBase}&page=1&limit=20`),
      count: 1000,
      concurrency,
    };
    const listDeep: Case = {
      name: `list, page ${lastPage} of ${lastPage}`,
      next: () => get(`${listBase}&page=${lastPage}&limit=20`),
      count: 1000,
      concurrency,
    };
    // One connection: the server time of a large page without other requests queued beside it.
    const listLarge: Case = {
      name: 'list, 3500 a page',
      next: () => get(`${listBase}&page=2&limit=3500`),
      count: 40,
      concurrency: 1,
    };
    const load: Case = {
      name: 'section load (getRelationClientSetting)',
      next: () => get('/api/v1/customers/getRelationClientSetting?customer_id=1&is_entry=0'),
      count: 3000,
      concurrency,
    };
    const save = await saveCase(server.port, cookie, 1000);

    const pooled = {
      trivialForList: [] as number[],
      list: [] as number[],
      trivialForLoad: [] as number[],
      load: [] as number[],
      trivialForSave: [] as number[],
      save: [] as number[],
      first: [] as number[],
      deep: [] as number[],
      largeServer: [] as number[],
      trivialServer: [] as number[],
    };
    const cases = [trivial, listFilter, load, save, listFirst, listDeep, listLarge];
    // Every call once before the rounds, so that the first round does not pay for the cold start.
    for (const item of cases) await runLoad({ port: server.port, cookie, timeLimitMs, ...item });
    await server.take();
    for (let round = 0; round < rounds; round += 1) {
      console.log(`B6 round ${round + 1} of ${rounds}`);
      const t1 = await measure(server, cookie, trivial);
      pooled.trivialForList.push(t1.perSecond);
      pooled.trivialServer.push(...t1.serverTimes);
      pooled.list.push((await measure(server, cookie, listFilter)).perSecond);
      pooled.trivialForLoad.push((await measure(server, cookie, trivial)).perSecond);
      pooled.load.push((await measure(server, cookie, load)).perSecond);
      pooled.trivialForSave.push((await measure(server, cookie, trivial)).perSecond);
      pooled.save.push((await measure(server, cookie, save)).perSecond);
      pooled.first.push((await measure(server, cookie, listFirst)).perSecond);
      pooled.deep.push((await measure(server, cookie, listDeep)).perSecond);
      pooled.largeServer.push(...(await measure(server, cookie, listLarge)).serverTimes);
    }

    const large = summarise(pooled.largeServer);
    return [
      ratioRow('list, 20 a page with a filter', pooled.list, pooled.trivialForList, 0.25),
      ratioRow(
        `list, deep page (${lastPage} of ${lastPage}) ÷ first page`,
        pooled.deep,
        pooled.first,
        0.8,
        '≥ 0.8× the first page (as fast)',
      ),
      {
        id: 'B6',
        what: 'list, 3500 a page: server time (baseline: trivial route)',
        unit: 'ms',
        ours: large,
        baseline: summarise(pooled.trivialServer),
        target: 'p95 ≤ 30 ms',
        met: large.p95 <= 30,
      },
      ratioRow('section load (getRelationClientSetting)', pooled.load, pooled.trivialForLoad, 0.5),
      ratioRow('section save (updateOvertimeAnnounce)', pooled.save, pooled.trivialForSave, 0.25),
    ];
  } finally {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
