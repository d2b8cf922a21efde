// B6's server, run by bench/api-cases.ts as a child process (so that the load generator does not share its
// event loop): the real app on the database in argv[2] (a SQLite file or a postgres:// URL), plus a trivial JSON route as the baseline, on a
// loopback port; B8 has it serve the built app from the folder in argv[3] too. Fastify's `reply.elapsedTime`
// (request received → response sent) of every request is kept and handed to the parent on `{ kind: 'take' }`,
// with the process's CPU time since the last take.
import { sql } from 'kysely';
import { buildApp } from '../src/server/app';

/** Parent → child. */
export type ServerCommand = { kind: 'take' } | { kind: 'close' };
/** Child → parent. */
export type ServerMessage =
  { kind: 'listening'; port: number } | { kind: 'times'; times: number[]; cpuMs: number };

const send = (message: ServerMessage) => process.send?.(message);

const app = await buildApp({ database: process.argv[2], serveStatic: process.argv[3], rateLimit: false });
app.get('/bench/trivial', async () => ({ result_code: 2000, message: 'ok' }));

// B6's floors (printed, no target; only when B6 asks, `BENCH_FLOORS`): the least a section load and a save
// can ask of the database — one statement on one row by its key, through the app's own connection(s) — so
// that a ratio is read against what the machine allows for any design that reads or writes per request.
if (process.env.BENCH_FLOORS) await addFloorRoutes();

async function addFloorRoutes(): Promise<void> {
  // Rows for B6's save case's connections, 25 each (bench/api-cases.ts).
  const floorRows = 400;
  await sql`CREATE TABLE IF NOT EXISTS bench_floor (id INTEGER PRIMARY KEY, content TEXT NOT NULL, stamp TEXT NOT NULL)`.execute(
    app.db,
  );
  await sql`DELETE FROM bench_floor`.execute(app.db);
  for (let id = 1; id <= floorRows; id += 1)
    await sql`INSERT INTO bench_floor (id, content, stamp) VALUES (${id}, '', '')`.execute(app.db);
  app.get<{ Querystring: { customer_id: string } }>('/bench/floor/read', async (request) => {
    const { rows } =
      await sql`SELECT customer_id, updated_timestamp FROM customers WHERE customer_id = ${Number(
        request.query.customer_id,
      )}`.execute(app.db);
    return { result_code: 2000, customer: rows[0] };
  });
  app.post<{ Body: { id: number; content: string } }>('/bench/floor/write', async (request) => {
    const stamp = new Date().toISOString();
    await sql`UPDATE bench_floor SET content = ${request.body.content}, stamp = ${stamp} WHERE id = ${request.body.id}`.execute(
      app.db,
    );
    return { result_code: 2000, stamp };
  });
}
let times: number[] = [];
let cpu = process.cpuUsage();
app.addHook('onResponse', async (_request, reply) => {
  times.push(reply.elapsedTime);
});

process.on('message', (command: ServerCommand) => {
  if (command.kind === 'take') {
    const used = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    send({ kind: 'times', times, cpuMs: (used.user + used.system) / 1000 });
    times = [];
  } else {
    void app.close().then(() => process.exit(0));
  }
});
// The parent gone (a crash, Ctrl-C): do not linger.
process.on('disconnect', () => void app.close().then(() => process.exit(0)));

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
send({ kind: 'listening', port: typeof address === 'object' && address ? address.port : 0 });
