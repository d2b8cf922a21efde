// B9: customer-list searches the list cache cannot answer (a different value every request) at 1 000 000
// generated customers, on SQLite and on PostgreSQL. The server (bench/api-server.ts) runs in a child process
// on B9's kept database (b9-database.ts); one request at a time (a member of staff waiting for a search), so
// the server time of each is its own and not a queue's. Every request's answer (total and row ids) is kept,
// so that the two databases' answers can be compared (`compareAnswers`).
import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { get, getJson, signIn, startServer, type Server } from './api-harness';
import { b9CustomerCount, b9PostgresDatabase, b9SqliteFile } from './b9-database';
import { runLoad } from './load';
import { summarise, type BenchRow } from './stats';
import type { BenchDatabase } from './api-harness';
import { generatedCustomer } from '../src/server/store/generated-customers';

/** Server p95 of each search, ms. */
const p95Target = 50;
/** Peak RSS of the server process, MB. */
const rssTargetMb = 512;
/** Requests per search and round, and the time one search may take in a round. */
const requests = Number(process.env.B9_REQUESTS ?? 100);
const timeLimitMs = 20_000;

const contracted = '/api/v1/customers/getCustomerList?is_entry=0';
const enc = encodeURIComponent;
const generated = b9CustomerCount - 4;

// Full-width katakana → half-width (voiced and semi-voiced marks as their own characters), as people type
// them on some keyboards and as older systems store them.
const fullKana =
  'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワヲンァィゥェォッャュョー';
const halfKana = 'ｱｲｳｴｵｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓﾔﾕﾖﾗﾘﾙﾚﾛﾜｦﾝｧｨｩｪｫｯｬｭｮｰ';
const toHalfKana = (text: string) =>
  [...text.normalize('NFD')]
    .map((char) =>
      char === '\u3099' ? 'ﾞ' : char === '\u309a' ? 'ﾟ' : (halfKana[fullKana.indexOf(char)] ?? char),
    )
    .join('');
const toHiragana = (text: string) =>
  text.replace(/[\u30a1-\u30f6]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0x60));

// A customer of the generated million, spread over the whole list by `n` (the same on every run).
const customerAt = (n: number) => generatedCustomer((n * 7919 + 13) % generated, generated);
const withoutForm = (name: string) =>
  name.replace(/株式会社|有限会社|合同会社|カブシキガイシャ|ユウゲンガイシャ|ゴウドウガイシャ/g, '');
// A part of `text` of 3 or more characters (or all of it when shorter), its start and length moved by `n`.
function partOf(text: string, n: number): string {
  const chars = [...text];
  if (chars.length <= 3) return text;
  const length = 3 + (n % (chars.length - 2));
  const start = (n * 5) % (chars.length - length + 1);
  return chars.slice(start, start + length).join('');
}
const day = (from: string, days: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
// Registration dates of the generated customers run from 2018-04 to 2025-11.
const registeredFrom = '2018-04-02';
const registeredDays = 2_700;

interface Search {
  name: string;
  /** The query of request `n` (appended to the contracted list's path). */
  query: (n: number) => string;
}

const page = (number: number, limit = 20) => `&page=${number}&limit=${limit}`;
const byTasId = '&sort_by_key_name=tas_id&sort_desc_sync=0';
const byReading = '&sort_by_key_name=for_answer_corporate_name&sort_desc_sync=0';

/** The searches of B9, in the order they run. */
export const b9Searches: Search[] = [
  {
    name: '会社名 part',
    query: (n) =>
      `${page(1)}${byTasId}&corporate_name=${enc(partOf(withoutForm(customerAt(n).corporate_name), n))}`,
  },
  {
    name: 'カナ part, katakana / hiragana / half-width in turn',
    query: (n) => {
      const kana = partOf(withoutForm(customerAt(n).corporate_name_kana), n);
      const typed = [kana, toHiragana(kana), toHalfKana(kana)][n % 3];
      return `${page(1)}${byTasId}&corporate_name_kana=${enc(typed)}`;
    },
  },
  {
    name: 'phone number, with and without hyphens in turn',
    query: (n) => {
      const number = customerAt(n).for_answer_telephone_number.split(',')[0];
      return `${page(1)}${byTasId}&for_answer_telephone_number=${enc(n % 2 ? number : number.replaceAll('-', ''))}`;
    },
  },
  {
    name: 'TAS ID (its digits)',
    query: (n) => `${page(1)}${byTasId}&tas_id=${String(5 + ((n * 7919 + 13) % generated)).padStart(6, '0')}`,
  },
  {
    name: 'registration date, 30 days',
    query: (n) => {
      const start = day(registeredFrom, (n * 37) % registeredDays);
      return `${page(1)}${byTasId}&registered_date_start=${start}&registered_date_end=${day(start, 30)}`;
    },
  },
  {
    name: 'service status + 会社名 part',
    query: (n) =>
      `${page(1)}${byTasId}&service_status_selected=2&corporate_name=${enc(partOf(withoutForm(customerAt(n).corporate_name), n))}`,
  },
  {
    name: 'カナ part + registration range, by 会社名 reading',
    query: (n) => {
      const start = day(registeredFrom, (n * 37) % (registeredDays - 400));
      const kana = partOf(withoutForm(customerAt(n).corporate_name_kana), n);
      return `${page(1)}${byReading}&corporate_name_kana=${enc(kana)}&registered_date_start=${start}&registered_date_end=${day(start, 365)}`;
    },
  },
  // The whole contracted list. A first page is made uncached by a registration end far in the future that
  // moves a day each request (it excludes no one); deep pages by asking a different one each time (pages
  // 301–500 of 20: rows 6 001–10 000, the deepest the capped total lets the pager offer).
  {
    name: 'all contracted by TAS ID, page 1',
    query: (n) => `${page(1)}${byTasId}&registered_date_end=${day('2100-01-01', n)}`,
  },
  {
    name: 'all contracted by TAS ID, pages 301–500',
    query: (n) => `${page(301 + (n % 200))}${byTasId}`,
  },
  {
    name: 'all contracted by 会社名 reading, page 1',
    query: (n) => `${page(1)}${byReading}&registered_date_end=${day('2100-01-01', n)}`,
  },
  {
    name: 'all contracted by 会社名 reading, pages 301–500',
    query: (n) => `${page(301 + (n % 200))}${byReading}`,
  },
  {
    name: 'service status filter, page 1 (B6+)',
    query: (n) =>
      `${page(1)}${byTasId}&service_status_selected=2&registered_date_end=${day('2100-01-01', n)}`,
  },
];

/** One database's B9 answers: query → digest of its total and row ids. */
export type B9Answers = Map<string, string>;

// The server process's resident memory now and at its peak, MB (Linux).
function serverMemory(server: Server): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

// An answer's total (and whether it is capped) and its rows' ids, as a digest.
function digestOf(body: string): string {
  const { table_items: items } = JSON.parse(body) as {
    table_items: { total: number; total_capped?: boolean; data: { customer_id: number }[] };
  };
  const ids = items.data.map((row) => row.customer_id).join(',');
  return createHash('sha1')
    .update(`${items.total}|${items.total_capped ?? ''}|${ids}`)
    .digest('hex');
}

// Reads a file through once, so that its pages sit in the OS's cache as they do on a server that has been
// running. B9 measures searches on such a server: a file that other work (a build, another benchmark) had
// pushed out of the cache made the first round read the disk (session 7: SQLite p95 150 ms in round 1 against
// 18–32 ms in rounds 2 and 3). PostgreSQL's copy is read into its own buffers (`prewarmCustomers`).
function readThrough(file: string): void {
  const chunk = Buffer.allocUnsafe(8 * 1024 * 1024);
  const fd = openSync(file, 'r');
  try {
    while (readSync(fd, chunk, 0, chunk.length, null) > 0);
  } finally {
    closeSync(fd);
  }
}

async function openB9(kind: BenchDatabase): Promise<{ database: string; stop: () => Promise<void> }> {
  if (kind === 'SQLite') {
    const file = await b9SqliteFile();
    readThrough(file);
    return { database: file, stop: async () => undefined };
  }
  const { url, stop } = await b9PostgresDatabase();
  return { database: url, stop };
}

/** B9 on one database: each search `requests` times a round, a new value each request; rows and answers. */
export async function b9Cases(
  kind: BenchDatabase,
  rounds: number,
): Promise<{ rows: BenchRow[]; answers: B9Answers }> {
  const { database, stop } = await openB9(kind);
  const answers: B9Answers = new Map();
  try {
    const server = await startServer(database);
    try {
      const cookie = await signIn(server.port);
      console.log(`  B9 (${kind}) server started: peak RSS ${serverMemory(server).peak.toFixed(0)} MB`);
      // The first search after the start reads the masters and warms the page cache: not counted.
      await getJson(server.port, `${contracted}${page(1)}${byTasId}`, cookie);
      const times = b9Searches.map(() => [] as number[]);
      let sent = 0;
      for (let round = 0; round < rounds; round += 1) {
        console.log(`B9 (${kind}) round ${round + 1} of ${rounds}`);
        for (const [index, search] of b9Searches.entries()) {
          // Every request a value of its own, over the rounds too (n is never repeated); one at a time, so
          // an answer belongs to the query sent last.
          let query = '';
          await server.take();
          const run = await runLoad({
            port: server.port,
            cookie,
            next: () => get((query = `${contracted}${search.query((sent += 1))}`)),
            answered: (_worker, body) => answers.set(query, digestOf(body)),
            count: requests,
            concurrency: 1,
            timeLimitMs,
          });
          const { times: serverTimes, cpuMs } = await server.take();
          times[index].push(...serverTimes);
          const s = summarise(serverTimes);
          console.log(
            `  B9 (${kind}) ${search.name}: ${run.done} requests, server p50 ${s.median.toFixed(1)} / p95 ${s.p95.toFixed(1)} ms, ` +
              `CPU ${(cpuMs / Math.max(1, run.done)).toFixed(1)} ms a request, peak RSS so far ${serverMemory(server).peak.toFixed(0)} MB`,
          );
        }
      }
      const memory = serverMemory(server);
      console.log(
        `  B9 (${kind}) server memory: RSS ${memory.rss.toFixed(0)} MB, peak ${memory.peak.toFixed(0)} MB`,
      );
      const rows: BenchRow[] = b9Searches.map((search, index) => {
        const ours = summarise(times[index]);
        return {
          id: 'B9',
          what: `${kind}: ${search.name}, server time`,
          unit: 'ms',
          ours,
          target: `p95 ≤ ${p95Target} ms`,
          met: ours.p95 <= p95Target,
        };
      });
      rows.push({
        id: 'B9',
        what: `${kind}: server process, peak RSS`,
        unit: 'MB',
        ours: { median: memory.rss, p95: memory.peak, n: 1 },
        target: `peak ≤ ${rssTargetMb} MB`,
        met: memory.peak <= rssTargetMb,
      });
      return { rows, answers };
    } finally {
      await server.close();
    }
  } finally {
    await stop();
  }
}

/** Requests whose answers differ between the two databases (none when both agree). */
export function compareAnswers(a: B9Answers, b: B9Answers): string[] {
  return [...a].filter(([query, digest]) => b.has(query) && b.get(query) !== digest).map(([query]) => query);
}
