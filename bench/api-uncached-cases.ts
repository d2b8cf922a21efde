// B6+: B6's list with its cache out of play. The list keeps each search's ordered ids in memory (the last 24
// searches, src/server/store/list-cache.ts) and has no switch to turn that off, so each uncached request
// sends a search of its own; its cached twin sends one search of the same kind over and over. Both are
// compared with the trivial route run just before them.
import { concurrency, get, getJson, listBase, measure, type Case, type CustomerApi } from './api-harness';
import { ratioRow } from './api-cases';
import type { BenchRow } from './stats';

interface Search {
  name: string;
  /** The query of request `n` (appended to the list's path); `n` is the same for every cached request. */
  query: (n: number) => string;
  /** The cached list's target of B6 (≥ 0.25× the trivial route), or none. */
  target?: number;
}

const enc = encodeURIComponent;
const day = (from: string, days: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// Searches drawn from one page of 3500 generated customers: names without their legal form, TAS IDs, the
// first answering number, and 30-day windows of registration dates.
async function searches({ server, cookie }: CustomerApi): Promise<Search[]> {
  const body = await getJson(server.port, `${listBase}&page=5&limit=3500`, cookie);
  const rows = (body.table_items as { data: Record<string, string>[] }).data;
  const names = rows.map((row) => row.for_answer_corporate_name.replace(/株式会社|有限会社|合同会社/g, ''));
  const tasIds = rows.map((row) => row.tas_id);
  const phones = rows.map((row) => row.display_for_answer_telephone_number.split(',')[0]);
  const dates = rows.map((row) => row.registered_timestamp.slice(0, 10)).sort();
  const first = dates[0];
  const span = Math.max(1, (Date.parse(dates[dates.length - 1]) - Date.parse(first)) / 86_400_000 - 30);
  const pick = <T>(values: T[], n: number) => values[n % values.length];
  return [
    {
      // The same rows every time: an end of the registration range far in the future, a different day each request.
      name: 'service status filter (B6)',
      query: (n) => `&service_status_selected=2&registered_date_end=${day('2100-01-01', n)}`,
      target: 0.25,
    },
    { name: '会社名 part', query: (n) => `&corporate_name=${enc(pick(names, n))}` },
    { name: 'TAS ID', query: (n) => `&tas_id=${enc(pick(tasIds, n))}` },
    { name: 'phone number', query: (n) => `&for_answer_telephone_number=${enc(pick(phones, n))}` },
    {
      name: 'registration date, 30 days',
      query: (n) => {
        const start = day(first, n % span);
        return `&registered_date_start=${start}&registered_date_end=${day(start, 30)}`;
      },
    },
  ];
}

/** B6+ as table rows: each search cached and uncached, requests/s against the trivial route. */
export async function uncachedListCases(api: CustomerApi, rounds: number): Promise<BenchRow[]> {
  const { server, cookie } = api;
  const list = await searches(api);
  const trivial: Case = {
    id: 'B6+',
    name: 'trivial route',
    next: () => get('/bench/trivial'),
    count: 3000,
    concurrency,
  };
  let sent = 0;
  const calls = list.map((search) => ({
    search,
    cached: {
      id: 'B6+',
      name: `list, ${search.name}, cached`,
      next: () => get(`${listBase}&page=1&limit=20${search.query(0)}`),
      count: 1000,
      concurrency,
    },
    uncached: {
      id: 'B6+',
      name: `list, ${search.name}, a new search each request`,
      // From 1: not the cached twin's search (values come round again after 3500, long out of the cache).
      next: () => get(`${listBase}&page=1&limit=20${search.query((sent += 1))}`),
      count: 300,
      concurrency,
    },
  }));
  const pooled = calls.map(() => ({
    trivial: [] as number[],
    cached: [] as number[],
    uncached: [] as number[],
  }));
  for (let round = 0; round < rounds; round += 1) {
    console.log(`B6+ round ${round + 1} of ${rounds}`);
    for (const [index, call] of calls.entries()) {
      pooled[index].trivial.push((await measure(server, cookie, trivial)).perSecond);
      pooled[index].cached.push((await measure(server, cookie, call.cached)).perSecond);
      pooled[index].uncached.push((await measure(server, cookie, call.uncached)).perSecond);
    }
  }
  const printed = (row: BenchRow): BenchRow => ({ ...row, target: 'printed (no target)', met: null });
  return calls.flatMap(({ search }, index) => {
    const { trivial: base, cached, uncached } = pooled[index];
    const cachedRow = ratioRow(
      `list, ${search.name}, cached`,
      cached,
      base,
      search.target ?? 0,
      undefined,
      'B6+',
    );
    return [
      search.target ? cachedRow : printed(cachedRow),
      printed(ratioRow(`list, ${search.name}, uncached`, uncached, base, 0, undefined, 'B6+')),
    ];
  });
}
