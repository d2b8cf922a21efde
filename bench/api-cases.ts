// B6: the API on 100 000 generated customers. The server (bench/api-server.ts) runs in a child process on a
// loopback port; this process is the load generator (bench/load.ts). Every measured call is paired with a
// run of a trivial JSON route of the same server just before it, and requests/s are compared with that run.
import {
  concurrency,
  get,
  getJson,
  listBase,
  measure,
  signIn,
  timeLimitMs,
  type Case,
  type CustomerApi,
} from './api-harness';
import { runLoad } from './load';
import { summarise, type BenchRow } from './stats';

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

/** A row of requests/s against a baseline's (the trivial route's unless said), met at `atLeast`×. */
export function ratioRow(
  what: string,
  ours: number[],
  baseline: number[],
  atLeast: number,
  target = `≥ ${atLeast}× the trivial route`,
  id = 'B6',
): BenchRow {
  const pair = { ours: summarise(ours), baseline: summarise(baseline) };
  const ratio = pair.ours.median / pair.baseline.median;
  return { id, what, unit: 'req/s', ...pair, ratio, target, met: ratio >= atLeast };
}

/** A printed row without a target: requests/s of a floor against the trivial route's. */
const floorRow = (what: string, ours: number[], baseline: number[]): BenchRow => ({
  ...ratioRow(what, ours, baseline, 0),
  target: 'printed (no target)',
  met: null,
});

/** B6 as table rows: requests/s of list, section load and save against the trivial route, deep page against the first, server time of a 3500-row page. */
export async function apiCases({ server, cookie }: CustomerApi, rounds: number): Promise<BenchRow[]> {
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
  // The same load with a session per connection: calls share an execution only with the same arguments
  // (database.ts), so here only the section's rows are shared; the sessions' statements of the calls that
  // wait together run as one UNION ALL.
  // One after another: the login throttle holds attempts of one login ID that overlap.
  const sessions: string[] = [];
  for (let worker = 0; worker < concurrency; worker += 1) sessions.push(await signIn(server.port));
  const loadPerSession: Case = {
    ...load,
    name: 'section load, a session per connection',
    next: (worker) => ({ ...load.next(worker), cookie: sessions[worker] }),
  };
  const save = await saveCase(server.port, cookie, 1000);
  // The floors (bench/api-server.ts): one statement on one row by its key, the same connections and counts.
  const floorRead: Case = {
    name: 'floor: one customer row read by its key',
    next: () => get('/bench/floor/read?customer_id=1'),
    count: load.count,
    concurrency,
  };
  let floorWrites = 0;
  const floorWrite: Case = {
    name: 'floor: one row written by its key',
    next: (worker) => {
      floorWrites += 1;
      const id = 1 + worker * 25 + (floorWrites % 25);
      return {
        method: 'POST',
        path: '/bench/floor/write',
        body: { id, content: `本日の営業は終了いたしました。（ベンチ${floorWrites}）` },
      };
    },
    count: save.count,
    concurrency,
  };

  const pooled = {
    trivialForList: [] as number[],
    list: [] as number[],
    trivialForLoad: [] as number[],
    load: [] as number[],
    loadPerSession: [] as number[],
    trivialForSave: [] as number[],
    save: [] as number[],
    floorRead: [] as number[],
    floorWrite: [] as number[],
    first: [] as number[],
    deep: [] as number[],
    largeServer: [] as number[],
    trivialServer: [] as number[],
  };
  const cases = [
    trivial,
    listFilter,
    load,
    loadPerSession,
    floorRead,
    save,
    floorWrite,
    listFirst,
    listDeep,
    listLarge,
  ];
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
    pooled.loadPerSession.push((await measure(server, cookie, loadPerSession)).perSecond);
    pooled.floorRead.push((await measure(server, cookie, floorRead)).perSecond);
    pooled.trivialForSave.push((await measure(server, cookie, trivial)).perSecond);
    pooled.save.push((await measure(server, cookie, save)).perSecond);
    pooled.floorWrite.push((await measure(server, cookie, floorWrite)).perSecond);
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
    floorRow('section load, a session per connection', pooled.loadPerSession, pooled.trivialForLoad),
    floorRow(
      'floor: one customer row read by its key (the least a load can be)',
      pooled.floorRead,
      pooled.trivialForLoad,
    ),
    ratioRow('section save (updateOvertimeAnnounce)', pooled.save, pooled.trivialForSave, 0.25),
    floorRow(
      'floor: one row written by its key (the least a save can be)',
      pooled.floorWrite,
      pooled.trivialForSave,
    ),
  ];
}
