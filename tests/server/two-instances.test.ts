import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase, onPostgres } from './test-database';
import {
  freePort,
  postTogether,
  startServer,
  stopServer,
  type BurstOutcome,
  type ServerProcess,
} from './server-process';
import { demo } from './helpers';

// Two processes of the same build on one database, as behind a load balancer: on PostgreSQL the deployment
// issue 14 is about; on SQLite two processes on one file. Whichever instance answers, the session, the
// concurrency stamp and the list must be the same.

const saveUrl = '/api/v1/customers/updateOvertimeAnnounce';
const detailUrl = '/api/v1/customers/getCustomerDetail?customer_id=1';

let folder: string | undefined;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  let database = await freshDatabase();
  if (!onPostgres()) {
    folder = mkdtempSync(join(tmpdir(), 'tas-two-'));
    database = join(folder, 'tas.sqlite');
    // The first instance creates and seeds the file before the second opens it.
    servers.push(await startServer(database, await freePort()));
    servers.push(await startServer(database, await freePort()));
  } else {
    servers = await Promise.all([0, 1].map(async () => startServer(database, await freePort())));
  }
}, 90_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => stopServer(server)));
  if (folder) rmSync(folder, { recursive: true, force: true });
});

async function login(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(demo.admin).toString(),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('tas_session='));
  return cookie!.split(';')[0];
}

async function getJson(server: ServerProcess, path: string, cookie: string) {
  const response = await fetch(`${server.origin}${path}`, { headers: { cookie } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function stampOf(server: ServerProcess, cookie: string): Promise<string> {
  const { body } = await getJson(server, detailUrl, cookie);
  return (body.customer_detail as { customer_updated_timestamp: string }).customer_updated_timestamp;
}

const answered = (outcomes: BurstOutcome[]) =>
  outcomes.map((outcome) => (outcome.kind === 'answered' ? outcome.status : 0));

describe('two server instances on one database', () => {
  it('accepts a session made on one instance on the other', async () => {
    const [a, b] = servers;
    const cookie = await login(a);
    expect((await getJson(b, detailUrl, cookie)).status).toBe(200);
  });

  it('lets exactly one of 20 saves with one stamp, spread over both instances, through', async () => {
    const [a, b] = servers;
    const cookie = await login(a);
    const stamp = await stampOf(b, cookie);
    const bodies = Array.from({ length: 20 }, (_, index) => ({
      customer_id: 1,
      is_entry: 0,
      customer_updated_timestamp: stamp,
      option_overtime_announce_content: `同時保存 ${index}`,
    }));
    const outcomes = (
      await Promise.all([
        postTogether(
          a,
          saveUrl,
          cookie,
          bodies.filter((_, index) => index % 2 === 0),
          () => undefined,
        ),
        postTogether(
          b,
          saveUrl,
          cookie,
          bodies.filter((_, index) => index % 2 === 1),
          () => undefined,
        ),
      ])
    ).flat();
    const statuses = answered(outcomes);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const winner = outcomes.find((outcome) => outcome.kind === 'answered' && outcome.status === 200);
    const newStamp = winner?.kind === 'answered' ? String(winner.body.customer_updated_timestamp) : '';
    // Both instances read the winner's stamp and message.
    expect(await stampOf(a, cookie)).toBe(newStamp);
    expect(await stampOf(b, cookie)).toBe(newStamp);
    const setting = await getJson(
      b,
      '/api/v1/customers/getOvertimeAnnounceSetting?customer_id=1&is_entry=0',
      cookie,
    );
    const content = (setting.body.overtime_announce_setting as { option_overtime_announce_content: string })
      .option_overtime_announce_content;
    expect(bodies.map((body) => body.option_overtime_announce_content)).toContain(content);
  });

  it("shows a save made through one instance in the other's customer list", async () => {
    const [a, b] = servers;
    const cookie = await login(a);
    // Page 1 in TAS ID order starts with customer 1 (T000001).
    const listUrl = '/api/v1/customers/getCustomerList?is_entry=0';
    const rowOf = async () => {
      const { body } = await getJson(b, listUrl, cookie);
      const rows = (body.table_items as { data: { customer_id: number; updated_timestamp: string }[] }).data;
      return rows.find((row) => row.customer_id === 1);
    };
    // B has answered (and cached) the list before the save.
    await rowOf();
    const stamp = await stampOf(a, cookie);
    const response = await fetch(`${a.origin}${saveUrl}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        customer_id: 1,
        is_entry: 0,
        customer_updated_timestamp: stamp,
        option_overtime_announce_content: '一覧への反映',
      }),
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as { customer_updated_timestamp: string };
    expect((await rowOf())?.updated_timestamp).toBe(saved.customer_updated_timestamp);
  });

  it('ends the session on both instances when the user logs out on one', async () => {
    const [a, b] = servers;
    const cookie = await login(b);
    expect((await getJson(a, detailUrl, cookie)).status).toBe(200);
    const logout = await fetch(`${b.origin}/api/v1/auth/logout`, { method: 'POST', headers: { cookie } });
    expect(logout.status).toBe(200);
    expect((await getJson(a, detailUrl, cookie)).status).toBe(401);
    expect((await getJson(b, detailUrl, cookie)).status).toBe(401);
  });
});
