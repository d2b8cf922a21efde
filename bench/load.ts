// A small loopback load generator for B6: `concurrency` keep-alive connections, each sending its next request
// as soon as the previous answer has been read, until `count` requests are done or `timeLimitMs` has passed.
import { Agent, request as httpRequest } from 'node:http';

/** One request to send. */
export interface Call {
  method: 'GET' | 'POST';
  path: string;
  /** A JSON body (POST). */
  body?: unknown;
  /** The call's own cookie, in place of the run's. */
  cookie?: string;
}

/** What a load run sends and how long it may take. */
export interface LoadOptions {
  port: number;
  cookie?: string;
  /** The request connection `worker` (0 … concurrency − 1) sends next. */
  next: (worker: number) => Call;
  /** Called with each answer's body when given (otherwise bodies are read and dropped). */
  answered?: (worker: number, body: string) => void;
  count: number;
  concurrency: number;
  timeLimitMs: number;
}

/** A load run's outcome: requests per second over the run and each request's latency (client side). */
export interface LoadResult {
  done: number;
  seconds: number;
  perSecond: number;
  latencies: number[];
  /** This process's CPU time over the run (ms): near `seconds` × 1000 means the generator was the limit. */
  clientCpuMs: number;
}

function send(agent: Agent, options: LoadOptions, worker: number): Promise<number> {
  const call = options.next(worker);
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
  const headers: Record<string, string> = {};
  const cookie = call.cookie ?? options.cookie;
  if (cookie) headers.cookie = cookie;
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: options.port, method: call.method, path: call.path, headers, agent },
      (res) => {
        const keep = options.answered !== undefined || res.statusCode !== 200;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          if (keep) chunks.push(chunk);
        });
        res.on('end', () => {
          const latency = performance.now() - start;
          const body = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode !== 200) {
            reject(new Error(`${call.method} ${call.path}: ${res.statusCode} ${body.slice(0, 300)}`));
            return;
          }
          options.answered?.(worker, body);
          resolve(latency);
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Runs one load: `count` requests (or fewer when the time limit comes first) over `concurrency` connections. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const latencies: number[] = [];
  let issued = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  const deadline = start + options.timeLimitMs;
  const worker = async (index: number) => {
    while (issued < options.count && performance.now() < deadline) {
      issued += 1;
      latencies.push(await send(agent, options, index));
    }
  };
  try {
    await Promise.all(Array.from({ length: options.concurrency }, (_, index) => worker(index)));
  } finally {
    agent.destroy();
  }
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  return {
    done: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    latencies,
    clientCpuMs: (used.user + used.system) / 1000,
  };
}
