import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const startTimeoutMs = 30_000;
const pollEveryMs = 50;

/** The bundled server running as a child process (`node --import tsx src/server/main.ts`) on a port of its own. */
export interface ServerProcess {
  /** `http://127.0.0.1:<port>`, without the `/api/v1` prefix. */
  origin: string;
  child: ChildProcess;
  /** What the process wrote to stdout and stderr so far (for a failure's message). */
  output(): string;
}

/** A TCP port that nothing listens on right now (the OS picks it; the server takes it a moment later). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (address === null || typeof address === 'string') throw new Error('no TCP port');
  return address.port;
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

// Any HTTP answer (401 without a session) means the server listens; a refused connection means not yet.
async function answers(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/api/v1/sideMenu/userInfo`, { method: 'POST' });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/** Starts the server on `port` on `database` (a SQLite file or a `postgres://` URL) and waits until it answers. */
export async function startServer(database: string, port: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(/^postgres(?:ql)?:/.test(database) ? { DATABASE_URL: database } : { TAS_DATABASE: database }),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const server: ServerProcess = { origin: `http://127.0.0.1:${port}`, child, output: () => text };
  const deadline = Date.now() + startTimeoutMs;
  while (!(await answers(server.origin))) {
    if (hasExited(child) || Date.now() > deadline) {
      await stopServer(server, 'SIGKILL');
      throw new Error(`the server did not start on port ${port}:\n${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, pollEveryMs));
  }
  return server;
}

/** Sends `signal` to the server (unless it has exited) and waits until the process is gone. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const { child } = server;
  if (hasExited(child)) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}

/** How one request of a burst came back: a whole answer, or none before its connection ended. */
export type BurstOutcome =
  | { kind: 'answered'; status: number; body: Record<string, unknown> }
  | { kind: 'unanswered'; reason: string };

// The status and JSON body of a whole HTTP/1.1 answer in `data`, or null while some of it is still to come.
function parseAnswer(data: Buffer): { status: number; body: Record<string, unknown> } | null {
  const headerEnd = data.indexOf('\r\n\r\n');
  if (headerEnd < 0) return null;
  const head = data.subarray(0, headerEnd).toString('latin1');
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  const body = data.subarray(headerEnd + 4);
  if (!length || body.length < Number(length[1])) return null;
  const status = Number(head.split(' ')[1]);
  return {
    status,
    body: JSON.parse(body.subarray(0, Number(length[1])).toString('utf8')) as Record<string, unknown>,
  };
}

function opened(server: ServerProcess): Promise<Socket> {
  const { hostname, port } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * POSTs every JSON body to `path` at once, each on a connection of its own: all connections are opened first
 * and every request is written in one go, so that the server has them all queued (a `fetch` per save hands the
 * server one request at a time as the client gets round to it). `onAnswer` hears each whole answer as it comes.
 */
export async function postTogether(
  server: ServerProcess,
  path: string,
  cookie: string,
  bodies: Record<string, unknown>[],
  onAnswer: (outcome: BurstOutcome) => void,
): Promise<BurstOutcome[]> {
  const sockets = await Promise.all(bodies.map(() => opened(server)));
  const outcomes = sockets.map(
    (socket) =>
      new Promise<BurstOutcome>((resolve) => {
        let data = Buffer.alloc(0);
        let outcome: BurstOutcome | undefined;
        socket.on('data', (chunk: Buffer) => {
          data = Buffer.concat([data, chunk]);
          const answer = outcome ? null : parseAnswer(data);
          if (!answer) return;
          outcome = { kind: 'answered', ...answer };
          onAnswer(outcome);
        });
        socket.on('error', (error) => (outcome ??= { kind: 'unanswered', reason: error.message }));
        socket.on('close', () =>
          resolve(outcome ?? { kind: 'unanswered', reason: 'closed without an answer' }),
        );
      }),
  );
  const { host } = new URL(server.origin);
  sockets.forEach((socket, index) => {
    const body = Buffer.from(JSON.stringify(bodies[index]));
    const head =
      `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nCookie: ${cookie}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
    // Written, not ended: a half-closed connection may be closed by the server before a slower answer
    // (one that waits on PostgreSQL) is written; `Connection: close` has the server close it after answering.
    socket.write(Buffer.concat([Buffer.from(head), body]));
  });
  return Promise.all(outcomes);
}
