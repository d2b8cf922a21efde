import { once } from 'node:events';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { openDatabase, sqliteHandleOf, type Db } from '../../src/server/store/database';
import { runtimeTables } from '../../src/server/store/tables';
import {
  freePort,
  postTogether,
  startServer,
  stopServer,
  type BurstOutcome,
  type ServerProcess,
} from './server-process';
import { onPostgres } from './test-database';

// Issue 13: a burst of saves, the server killed (SIGKILL) in the middle of it, restarted on the same file.
// 請求先情報 is saved: one save writes the customers row (請求先名 and the stamp) and the customer_billings
// row (部署名, 郵便番号, 町名・番地 and its own copy of the stamp), so a half-written save shows as a mix.

const burstSize = 150;
const killAfterAnswers = 20;
// A save takes the server about half a millisecond. Each round kills it this many microseconds after the 20th
// answer, to catch it at different points of a save, and restarts it on the file the previous crash left.
const killDelaysUs = [0, 250, 500, 750, 1000];
const testTimeoutMs = 60_000;

type Billing = Record<string, string | number | boolean | null>;

/** One save of a burst: the customer as it was before it, and what the save sends. */
interface PlannedSave {
  customerId: number;
  oldStamp: string;
  oldBilling: Billing;
  newBilling: Billing;
}

// The values only this save writes: 請求先名 on the customers row, 部署名 and 町名・番地 on customer_billings
// (with a 郵便番号, which a save requires and most seeded billings lack).
const changes = (customerId: number): Billing => ({
  bill_to_corporate_name: `株式会社クラッシュ試験${customerId}`,
  bill_to_corporate_division_name: `第${customerId}営業所`,
  bill_to_postcode: '601-1387',
  bill_to_address: `醍醐三ノ切${customerId}-13`,
});

// Neither the screen nor a save writes these (the prefecture's name, the fax test-send time).
const readOnly = ['bill_to_prefecture_name', 'bill_to_fax_number_test_timestamp'];

let directory = '';
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const server of servers) await stopServer(server, 'SIGKILL');
  if (directory) rmSync(directory, { recursive: true, force: true });
});

async function load(server: ServerProcess, cookie: string, path: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.origin}/api/v1/${path}`, { headers: { cookie } });
  const json = (await response.json()) as Record<string, unknown>;
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

async function login(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account: 'admin', password: 'Admin2026' }).toString(),
  });
  const session = /tas_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '');
  if (response.status !== 200 || !session) throw new Error(`login failed: ${response.status}`);
  return `tas_session=${session[1]}`;
}

// The customer's stamp and 請求先情報, read through the API as the screen reads them.
async function customerState(server: ServerProcess, cookie: string, customerId: number) {
  const detail = await load(server, cookie, `customers/getCustomerDetail?customer_id=${customerId}`);
  const customer = detail.customer_detail as { is_entry: boolean; customer_updated_timestamp: string };
  const loaded = await load(
    server,
    cookie,
    `customers/getBillingInformation?customer_id=${customerId}&is_entry=0`,
  );
  const billing = (loaded.billing_information as { billing: Billing }).billing;
  return { isEntry: customer.is_entry, stamp: customer.customer_updated_timestamp, billing };
}

// `burstSize` contracted customers from `firstId` on (an entry's billing is saved in entry mode).
async function planSaves(server: ServerProcess, cookie: string, firstId: number): Promise<PlannedSave[]> {
  const ids = Array.from({ length: Math.ceil(burstSize * 1.3) }, (_, index) => firstId + index);
  const states = await Promise.all(ids.map((id) => customerState(server, cookie, id)));
  const saves = ids
    .map((customerId, index) => ({ customerId, ...states[index] }))
    .filter((state) => !state.isEntry)
    .slice(0, burstSize)
    .map(({ customerId, stamp, billing }) => ({
      customerId,
      oldStamp: stamp,
      oldBilling: billing,
      newBilling: { ...billing, ...changes(customerId) },
    }));
  expect(saves).toHaveLength(burstSize);
  return saves;
}

function saveBody(save: PlannedSave): Record<string, unknown> {
  const billing = Object.fromEntries(
    Object.entries(save.newBilling).filter(([key]) => !readOnly.includes(key)),
  );
  return { customer_id: save.customerId, is_entry: 0, customer_updated_timestamp: save.oldStamp, billing };
}

// Fires every save at once and SIGKILLs the server `delayUs` after the `killAfterAnswers`th answer.
async function burstThenKill(
  server: ServerProcess,
  cookie: string,
  saves: PlannedSave[],
  delayUs: number,
): Promise<BurstOutcome[]> {
  let answers = 0;
  const exited = once(server.child, 'exit');
  const outcomes = await postTogether(
    server,
    '/api/v1/customers/updateBilling',
    cookie,
    saves.map(saveBody),
    () => {
      answers += 1;
      if (answers !== killAfterAnswers) return;
      // A timer cannot wait a few hundred microseconds; blocking the test process does not slow the server.
      const until = performance.now() + delayUs / 1000;
      while (performance.now() < until);
      server.child.kill('SIGKILL');
    },
  );
  await exited;
  return outcomes;
}

/** Where a customer of the burst stands after the restart: `new` (the save is there), `old`, or a mix. */
type Standing = 'new' | 'old' | 'mixed';

function standing(
  save: PlannedSave,
  billing: Billing,
  stamps: { customer: string; billing: string | null },
): Standing {
  // A whole save: its values on both rows, a newer stamp, the same one on both rows.
  const isNew =
    isDeepStrictEqual(billing, save.newBilling) &&
    stamps.customer > save.oldStamp &&
    stamps.billing === stamps.customer;
  if (isNew) return 'new';
  return isDeepStrictEqual(billing, save.oldBilling) && stamps.customer === save.oldStamp ? 'old' : 'mixed';
}

/**
 * Reads every customer of a burst back after the restart, through the API (values, stamp) and the file (the
 * stamps of both rows); returns what is wrong with them and how many saves made it without an answer.
 */
async function checkAfterRestart(
  server: ServerProcess,
  db: Db,
  cookie: string,
  saves: PlannedSave[],
  outcomes: BurstOutcome[],
): Promise<{ problems: string[]; savedUnanswered: number }> {
  const stampsOf = (customerId: number) =>
    runtimeTables(db)
      .selectFrom('customers as c')
      .leftJoin('customer_billings as b', 'b.customer_id', 'c.customer_id')
      .select(['c.updated_timestamp as customer', 'b.updated_timestamp as billing'])
      .where('c.customer_id', '=', customerId)
      .executeTakeFirstOrThrow() as Promise<{ customer: string; billing: string | null }>;
  const states = await Promise.all(saves.map((save) => customerState(server, cookie, save.customerId)));
  const fileStamps = await Promise.all(saves.map((save) => stampsOf(save.customerId)));
  const problems: string[] = [];
  let savedUnanswered = 0;
  saves.forEach((save, index) => {
    const outcome = outcomes[index];
    const { billing, stamp } = states[index];
    const stamps = fileStamps[index];
    const found = standing(save, billing, stamps);
    const customer = `customer ${save.customerId}`;
    if (stamps.customer !== stamp) problems.push(`${customer}: the API's stamp ${stamp} is not the file's`);
    if (outcome.kind === 'answered') {
      const answeredStamp = outcome.body.customer_updated_timestamp;
      if (found !== 'new') problems.push(`${customer}: answered 2000, found ${found}`);
      else if (stamp !== answeredStamp)
        problems.push(`${customer}: answered ${String(answeredStamp)}, has ${stamp}`);
    } else if (found === 'mixed') {
      problems.push(
        `${customer}: unanswered, found a mix of old and new (stamp ${stamp}, was ${save.oldStamp})`,
      );
    } else if (found === 'new') {
      savedUnanswered += 1;
    }
  });
  return { problems, savedUnanswered };
}

// SIGKILL mid-save on a SQLite file, recovered from its WAL at the restart. PostgreSQL's own crash recovery
// is the server's business, not this file's: the test runs on SQLite only.
describe.skipIf(onPostgres())('crash safety (issue 13)', () => {
  it(
    'keeps every answered save and no half-written one when the server is SIGKILLed in a burst of saves',
    async () => {
      directory = mkdtempSync(join(tmpdir(), 'tas-crash-'));
      const databasePath = join(directory, 'tas.sqlite');
      let server = await startServer(databasePath, await freePort());
      servers.push(server);
      const cookie = await login(server);
      const report: string[] = [];

      for (const [round, delayUs] of killDelaysUs.entries()) {
        const saves = await planSaves(server, cookie, 1 + round * 200);
        const outcomes = await burstThenKill(server, cookie, saves, delayUs);
        expect(server.child.signalCode).toBe('SIGKILL');
        const answered = outcomes.filter((outcome) => outcome.kind === 'answered');
        // The kill fell in the middle of the burst: some saves were answered (all 2000), others never were.
        expect(answered.length).toBeGreaterThanOrEqual(killAfterAnswers);
        expect(answered.length).toBeLessThan(burstSize);
        for (const outcome of answered)
          expect(outcome).toMatchObject({ status: 200, body: { result_code: 2000 } });
        // The process never closed the database: it left its WAL behind, for the restart to recover.
        expect(statSync(`${databasePath}-wal`).size).toBeGreaterThan(0);

        server = await startServer(databasePath, await freePort());
        servers.push(server);
        // A connection of its own on the file the restarted server recovered (its tables are migrated already).
        const db = await openDatabase(databasePath);
        try {
          const handle = sqliteHandleOf(db);
          expect(handle?.pragma('integrity_check', { simple: true })).toBe('ok');
          expect(handle?.pragma('foreign_key_check')).toEqual([]);
          // The session was written before the burst: it outlives the crash too.
          const { problems, savedUnanswered } = await checkAfterRestart(server, db, cookie, saves, outcomes);
          // Every answered save whole and the customer's stamp its stamp; the others whole or not at all.
          expect(problems).toEqual([]);
          report.push(
            `${answered.length} answered + ${savedUnanswered} saved unanswered (kill +${delayUs} µs)`,
          );
        } finally {
          await db.destroy();
        }
      }
      console.info(`crash safety, ${burstSize} saves a round: ${report.join('; ')}`);
    },
    testTimeoutMs,
  );
});
